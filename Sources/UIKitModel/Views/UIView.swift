/// A view: a rectangle on screen backed by a Core Animation layer (the model's `CALayer`), with
/// subviews, layout, safe area, traits, tint and accessibility. Geometry reads and writes the
/// layer: `frame` is the layer's frame, `bounds` its bounds, `center` its position, `transform`
/// its affine transform (https://developer.apple.com/documentation/uikit/uiview).
@MainActor
open class UIView: UIResponder {
    /// The layer the view draws with and is positioned by.
    public let layer: CALayer

    var subviewList: [UIView] = []
    weak var superviewStorage: UIView?
    weak var viewControllerStorage: UIViewController?
    var needsLayoutFlag = true
    // A view draws when it first shows (UIKit displays a new view's layer once), then when asked.
    var needsDisplayFlag = true
    var safeAreaStorage = UIEdgeInsets.zero
    /// The traits last told to the view (`traitCollectionDidChange(_:)` compares with them).
    var lastTraits: UITraitCollection?
    var tintColorStorage: UIColor?
    var tintAdjustmentModeStorage = TintAdjustmentMode.automatic
    var backgroundColorStorage: UIColor?
    var gestureRecognizerList: [UIGestureRecognizer] = []
    var layoutConstraints: [NSLayoutConstraint] = []
    var accessibility = AccessibilityStorage()
    var modelDidNotDraw = false

    /// Light or dark for this view and its subviews, whatever the system says (unspecified: follow it).
    public var overrideUserInterfaceStyle = UIUserInterfaceStyle.unspecified {
        didSet { if overrideUserInterfaceStyle != oldValue { modelTraitsDidChange() } }
    }
    /// Whether the view is flipped in a right-to-left language.
    open var semanticContentAttribute = UISemanticContentAttribute.unspecified
    /// Whether touches reach the view.
    open var isUserInteractionEnabled = true
    /// How the view resizes when its superview's bounds change.
    open var autoresizingMask: AutoresizingMask = []
    /// Whether the view resizes its subviews by their masks when its bounds change (true).
    open var autoresizesSubviews = true
    /// How the content is laid out when the bounds change (`.redraw` redraws it).
    open var contentMode = ContentMode.scaleToFill
    /// Whether the view promises to fill its bounds with opaque content.
    open var isOpaque = true
    /// A number that identifies the view.
    open var tag = 0

    /// A view of `frame`.
    public init(frame: CGRect) {
        layer = CALayer()
        super.init()
        layer.frame = frame
        lastTraits = nil
    }

    /// A view of zero size.
    public convenience override init() { self.init(frame: .zero) }

    /// A view from an archive (the model reads nothing from `coder`).
    public required init?(coder: NSCoder) {
        layer = CALayer()
        super.init()
    }

    // MARK: Geometry

    /// The view's rectangle in its superview's coordinates.
    open var frame: CGRect {
        get { layer.frame }
        set {
            let old = layer.frame
            modelObservers.change("frame", of: self, old: old, new: { layer.frame }) {
                let r = newValue.standardized, a = layer.anchorPoint
                center = CGPoint(x: r.minX + a.x * r.width, y: r.minY + a.y * r.height)
                bounds = CGRect(origin: bounds.origin, size: r.size)
            }
        }
    }

    /// The view's own coordinate space: origin and size.
    open var bounds: CGRect {
        get { layer.bounds }
        set {
            let old = layer.bounds
            modelObservers.change("bounds", of: self, old: old, new: { layer.bounds }) {
                layer.bounds = newValue
            }
            modelBoundsDidChange(from: old)
        }
    }

    /// Where the view's centre is in its superview's coordinates.
    open var center: CGPoint {
        get { layer.position }
        set {
            modelObservers.change("center", of: self, old: layer.position, new: { layer.position }) {
                layer.position = newValue
            }
        }
    }

    /// The view's transform, about its centre.
    open var transform: CGAffineTransform {
        get { layer.affineTransform() }
        set { layer.setAffineTransform(newValue) }
    }

    /// The opacity of the view and its subviews (the layer's `opacity`).
    open var alpha: CGFloat {
        get { CGFloat(layer.opacity) }
        set { layer.opacity = Float(newValue) }
    }

    /// Whether the view (and its subviews) are hidden.
    open var isHidden: Bool {
        get { layer.isHidden }
        set { layer.isHidden = newValue }
    }

    /// Whether subviews are clipped to the bounds (the layer's `masksToBounds`).
    open var clipsToBounds: Bool {
        get { layer.masksToBounds }
        set { layer.masksToBounds = newValue }
    }

    /// The background colour (the layer's, resolved against the view's traits).
    open var backgroundColor: UIColor? {
        get { backgroundColorStorage }
        set {
            backgroundColorStorage = newValue
            let traits = traitCollection
            layer.backgroundColor = newValue.map { color in UITraitCollection.withCurrent(traits) { color.cgColor } }
        }
    }

    /// A bounds change: subviews resized by their masks and the layout marked needed when the size
    /// changed (a scroll view lays out on every change: its content moved), and a redraw with
    /// `.redraw`.
    func modelBoundsDidChange(from old: CGRect) {
        guard old.size != bounds.size else { return }
        if autoresizesSubviews { for view in subviewList { view.modelAutoresize(from: old.size, to: bounds.size) } }
        setNeedsLayout()
        if contentMode == .redraw { setNeedsDisplay() }
    }

    // MARK: Converting

    /// `point` of this view's coordinates in `view`'s (the window's when nil).
    open func convert(_ point: CGPoint, to view: UIView?) -> CGPoint {
        let inWindow = modelPointInRoot(point)
        guard let view else { return inWindow }
        return view.modelPointFromRoot(inWindow)
    }

    /// `point` of `view`'s coordinates (the window's when nil) in this view's.
    open func convert(_ point: CGPoint, from view: UIView?) -> CGPoint {
        let inWindow = view.map { $0.modelPointInRoot(point) } ?? point
        return modelPointFromRoot(inWindow)
    }

    /// `rect` of this view's coordinates in `view`'s (the window's when nil): the bounding box of
    /// its corners.
    open func convert(_ rect: CGRect, to view: UIView?) -> CGRect {
        modelBoundingBox(rect) { convert($0, to: view) }
    }

    /// `rect` of `view`'s coordinates (the window's when nil) in this view's.
    open func convert(_ rect: CGRect, from view: UIView?) -> CGRect {
        modelBoundingBox(rect) { convert($0, from: view) }
    }

    private func modelBoundingBox(_ rect: CGRect, _ map: (CGPoint) -> CGPoint) -> CGRect {
        guard !rect.isNull else { return rect }
        let corners = [
            CGPoint(x: rect.minX, y: rect.minY), CGPoint(x: rect.maxX, y: rect.minY),
            CGPoint(x: rect.minX, y: rect.maxY), CGPoint(x: rect.maxX, y: rect.maxY),
        ].map(map)
        let xs = corners.map(\.x), ys = corners.map(\.y)
        let x0 = xs.min() ?? 0, y0 = ys.min() ?? 0
        return CGRect(x: x0, y: y0, width: (xs.max() ?? 0) - x0, height: (ys.max() ?? 0) - y0)
    }

    /// A point of the view's space in its superview's.
    func modelPointInSuperview(_ p: CGPoint) -> CGPoint {
        let b = layer.bounds, a = layer.anchorPoint
        let local = CGPoint(x: p.x - (b.minX + a.x * b.width), y: p.y - (b.minY + a.y * b.height))
        let moved = local.applying(layer.affineTransform())
        return CGPoint(x: moved.x + layer.position.x, y: moved.y + layer.position.y)
    }

    private func modelPointInRoot(_ p: CGPoint) -> CGPoint {
        var point = p, view: UIView? = self
        while let v = view, !(v is UIWindow) {
            point = v.modelPointInSuperview(point)
            view = v.superviewStorage
        }
        return point
    }

    private func modelPointFromRoot(_ p: CGPoint) -> CGPoint {
        var chain: [UIView] = []
        var view: UIView? = self
        while let v = view, !(v is UIWindow) {
            chain.append(v)
            view = v.superviewStorage
        }
        var point = p
        for v in chain.reversed() {
            let b = v.layer.bounds, a = v.layer.anchorPoint
            let inverse = v.layer.affineTransform().modelInverted
            let local = CGPoint(x: point.x - v.layer.position.x, y: point.y - v.layer.position.y).applying(inverse)
            point = CGPoint(x: local.x + b.minX + a.x * b.width, y: local.y + b.minY + a.y * b.height)
        }
        return point
    }

    // MARK: Overridable (bodies in the extensions of each concern)

    /// The view controller whose root view this is, else the superview.
    open override var next: UIResponder? { viewControllerStorage ?? superviewStorage }
    /// Whether the view's autoresizing mask becomes constraints (recorded; the model applies the
    /// mask either way).
    open var translatesAutoresizingMaskIntoConstraints = true

    /// Called before the view moves to `newSuperview` (nil: removed).
    open func willMove(toSuperview newSuperview: UIView?) {}
    /// Called after the view moved to a superview or was removed.
    open func didMoveToSuperview() {}
    /// Called before the view moves to `newWindow` (nil: leaves its window).
    open func willMove(toWindow newWindow: UIWindow?) {}
    /// Called after the view's window changed.
    open func didMoveToWindow() {}
    /// Called after `subview` was added.
    open func didAddSubview(_ subview: UIView) {}
    /// Called before `subview` is removed.
    open func willRemoveSubview(_ subview: UIView) {}

    /// Lays out the subviews (the default does nothing but the safe area and constraints, which the
    /// layout pass applies before calling it).
    open func layoutSubviews() {}
    /// Marks the layout needed: the next layout pass (or `layoutIfNeeded()`) lays the view out.
    open func setNeedsLayout() { needsLayoutFlag = true }
    /// Lays the view and its subviews out now if they need it.
    open func layoutIfNeeded() { modelLayoutIfNeeded() }

    /// The insets of the view's bounds that bars, the status bar and the device's edges cover.
    open var safeAreaInsets: UIEdgeInsets { safeAreaStorage }
    /// Called when `safeAreaInsets` changed.
    open func safeAreaInsetsDidChange() {}
    /// The model's own reaction to a safe area change, before `safeAreaInsetsDidChange()` (a scroll
    /// view's adjusted inset).
    func modelSafeAreaDidChange() {}

    /// The view's traits: its window's (the screen and the system settings), with
    /// `overrideUserInterfaceStyle` on top; every trait unspecified (scale 0) outside a window.
    open var traitCollection: UITraitCollection { modelComputedTraits }
    /// Called when the view's traits changed (`previousTraitCollection`: before).
    open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}

    /// The first tint colour set on the view or its ancestors, else the system's; dimmed when the
    /// tint adjustment mode is.
    open var tintColor: UIColor! {
        get { modelEffectiveTint }
        set { modelSetTint(newValue) }
    }
    /// The first adjustment mode set on the view or its ancestors (normal when none).
    open var tintAdjustmentMode: TintAdjustmentMode {
        get { modelEffectiveAdjustmentMode }
        set { modelSetAdjustmentMode(newValue) }
    }
    /// Called when the tint (or its dimming) changed, on the view and on every descendant that
    /// inherits it.
    open func tintColorDidChange() {}

    /// Draws the view's content into the current context (`UIGraphicsGetCurrentContext()`).
    open func draw(_ rect: CGRect) { modelDidNotDraw = true }
    /// Marks the content to be drawn again in the next display pass.
    open func setNeedsDisplay() { needsDisplayFlag = true }

    /// The deepest visible, interactive view containing `point`, front to back.
    open func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? { modelHitTest(point, with: event) }
    /// Whether `point` is inside the bounds.
    open func point(inside point: CGPoint, with event: UIEvent?) -> Bool { bounds.contains(point) }

    /// The size the view wants (no intrinsic size by default).
    open var intrinsicContentSize: CGSize { CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric) }
    /// Tells layout that the intrinsic size changed.
    open func invalidateIntrinsicContentSize() { superviewStorage?.setNeedsLayout() }

    /// Whether VoiceOver reaches the view as one element (false for plain views).
    open var isAccessibilityElement: Bool {
        get { accessibility.isElement }
        set { accessibility.isElement = newValue }
    }
    /// What VoiceOver says the element is.
    open var accessibilityLabel: String? {
        get { accessibility.label }
        set { accessibility.label = newValue }
    }
    /// The element's value, read after its label.
    open var accessibilityValue: String? {
        get { accessibility.value }
        set { accessibility.value = newValue }
    }
    /// A hint of what activating it does.
    open var accessibilityHint: String? {
        get { accessibility.hint }
        set { accessibility.hint = newValue }
    }
    /// What kind of element it is (button, header…).
    open var accessibilityTraits: UIAccessibilityTraits {
        get { accessibility.traits }
        set { accessibility.traits = newValue }
    }
    /// Actions VoiceOver offers on the element (the rotor's Actions).
    open var accessibilityCustomActions: [UIAccessibilityCustomAction]? {
        get { accessibility.customActions }
        set { accessibility.customActions = newValue }
    }
    /// Whether VoiceOver ignores the view and its subviews.
    open var accessibilityElementsHidden: Bool {
        get { accessibility.elementsHidden }
        set { accessibility.elementsHidden = newValue }
    }
    /// An identifier for tests (UI testing).
    open var accessibilityIdentifier: String? {
        get { accessibility.identifier }
        set { accessibility.identifier = newValue }
    }
    /// VoiceOver's activation (a double tap): true when the element handled it (false by default:
    /// VoiceOver then taps its centre).
    nonisolated open func accessibilityActivate() -> Bool { false }
    /// A three-finger scroll in `direction`: true when the element scrolled (false by default: VoiceOver
    /// tries the element's ancestors).
    nonisolated open func accessibilityScroll(_ direction: UIAccessibilityScrollDirection) -> Bool { false }

    // MARK: Observing

    open override class func modelObservableKeyPaths() -> [AnyKeyPath: String] { modelViewKeyPaths(Self.self) }
}

/// The key paths a view reports, rooted at `V`.
@MainActor
func modelViewKeyPaths<V: UIView>(_: V.Type) -> [AnyKeyPath: String] {
    [\V.frame: "frame", \V.bounds: "bounds", \V.center: "center"]
}

extension CGAffineTransform {
    /// The inverse (the transform itself when singular).
    var modelInverted: CGAffineTransform {
        let det = a * d - b * c
        guard det != 0 else { return self }
        return CGAffineTransform(
            a: d / det, b: -b / det, c: -c / det, d: a / det, tx: (c * ty - d * tx) / det, ty: (b * tx - a * ty) / det)
    }
}
