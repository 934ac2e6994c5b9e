import RefreshKitCore
import RefreshKitScrollSimulation

/// A scroll view: a view whose bounds origin is the content offset
/// (https://developer.apple.com/documentation/uikit/uiscrollview).
///
/// Its motion — a finger dragging with the rubber band past the edges, deceleration after a
/// release, the spring back, `setContentOffset(_:animated: true)` — is the core's physics (one
/// ``SimulatedScrollView`` per axis, the horizontal one transposed), what `refreshkit simulate`
/// runs: UIKit documents none of its numbers. The model assumes, with the simulator: an axis
/// scrolls when its content (with the adjusted insets) is larger than the bounds or it always
/// bounces; a change of inset, size or bounds keeps a resting offset inside the new range (UIKit
/// is not documented to; the adapter writes the offset itself too) and re-aims a deceleration or
/// a bounce at the new range; an animated offset change takes the physics' 0.3 s, at a constant
/// velocity as Apple documents. Where Apple is silent and UIKits could differ, the world's
/// ``ModelWorld/uikit`` chooses (a write of the offset during the scroll view's own motion, the
/// resting offset when the safe area changes).
///
/// Tests move it with ``modelTouchDown()``, ``modelMoveFinger(by:)`` and
/// ``modelLiftFinger(velocity:)``: its pan gesture recognizer begins on the first move, changes on
/// each, ends on the lift; the scroll view's own handler runs before the other targets. A
/// trackpad's two-finger scroll (``modelTrackpadScroll(by:)``, ``modelTrackpadLift(velocity:)``)
/// and a mouse wheel's step (``modelWheelStep(by:)``) move it as the world's UIKit says where
/// Apple is silent (``ModelUIKitBehaviour/TrackpadScroll``, ``ModelUIKitBehaviour/TrackpadMomentum``,
/// ``ModelUIKitBehaviour/WheelStep``).
@MainActor
open class UIScrollView: UIView {
    let vertical: SimulatedScrollView
    let horizontal: SimulatedScrollView
    private var contentSizeStorage = CGSize.zero
    private var contentInsetStorage = UIEdgeInsets.zero
    var modelLastAdjustedInset = UIEdgeInsets.zero
    var modelWasAnimatingOffset = false
    /// What scrolls the content now: a finger, a trackpad (and its momentum) or a wheel's step.
    var modelInput = ModelScrollInput.finger
    /// The world the scroll view was made in (its UIKit's behaviour answers `isTracking` even when
    /// read outside the world's run).
    private weak var modelWorld: ModelWorld?
    var modelScrollsToTop = true
    /// Whether the animated offset change running is the scroll to the top a status-bar tap asked for.
    var modelIsScrollingToTop = false
    /// The view animations of the offset in flight (see ``modelPresentedContentOffset``).
    var modelOffsetAnimations: [ModelOffsetAnimation] = []
    /// The pan gesture the scroll view scrolls with.
    public let panGestureRecognizer: UIPanGestureRecognizer
    /// Receives the scroll view's messages.
    open weak var delegate: (any UIScrollViewDelegate)?
    /// How the safe area adds to the adjusted content inset (`.automatic` by default).
    open var contentInsetAdjustmentBehavior = ContentInsetAdjustmentBehavior.automatic {
        didSet { modelInsetsDidChange() }
    }
    /// Whether the content bounces at its edges.
    open var bounces = true
    /// Whether a vertical drag moves short content (false by default).
    open var alwaysBounceVertical = false {
        didSet { modelInsetsDidChange() }
    }
    /// Whether a horizontal drag moves narrow content (false by default).
    open var alwaysBounceHorizontal = false {
        didSet { modelInsetsDidChange() }
    }
    /// Whether a finger scrolls it.
    open var isScrollEnabled = true

    public override init(frame: CGRect) {
        vertical = SimulatedScrollView(viewportSize: Size(width: frame.width, height: frame.height))
        horizontal = SimulatedScrollView(viewportSize: Size(width: frame.height, height: frame.width))
        panGestureRecognizer = UIPanGestureRecognizer()
        super.init(frame: frame)
        modelSetUp()
    }

    public required init?(coder: NSCoder) {
        vertical = SimulatedScrollView()
        horizontal = SimulatedScrollView()
        panGestureRecognizer = UIPanGestureRecognizer()
        super.init(coder: coder)
        modelSetUp()
    }

    private func modelSetUp() {
        let time = ModelWorld.current.now
        for engine in [vertical, horizontal] {
            engine.advance(to: time, postsTick: false)
            engine.setContentOffset(.zero, animated: false)
        }
        panGestureRecognizer.modelOwnHandler = { [weak self] recognizer in
            if let pan = recognizer as? UIPanGestureRecognizer { self?.modelHandlePan(pan) }
        }
        addGestureRecognizer(panGestureRecognizer)
        ModelWorld.current.register(self)
        modelWorld = ModelWorld.current
        modelLastAdjustedInset = adjustedContentInset
    }

    // MARK: Offset, size, insets

    /// The point of the content at the bounds' origin.
    open var contentOffset: CGPoint {
        get { bounds.origin }
        set {
            // The motion takes the offset before anyone hears of it: an observer (key-value or
            // the delegate) that writes the offset again writes last, and its value stays.
            let stopped = modelMotionTakes(newValue)
            modelSetOffset(newValue)
            if stopped { delegate?.scrollViewDidEndDecelerating(self) }
        }
    }

    /// The content's size.
    open var contentSize: CGSize {
        get { contentSizeStorage }
        set {
            modelObservers.change("contentSize", of: self, old: contentSizeStorage, new: { contentSizeStorage }) {
                contentSizeStorage = newValue
            }
            modelInsetsDidChange()
        }
    }

    /// The app's inset of the content.
    open var contentInset: UIEdgeInsets {
        get { contentInsetStorage }
        set {
            modelObservers.change("contentInset", of: self, old: contentInsetStorage, new: { contentInsetStorage }) {
                contentInsetStorage = newValue
            }
            modelInsetsDidChange()
        }
    }

    /// `contentInset` plus the safe area on the edges `contentInsetAdjustmentBehavior` adjusts
    /// (https://developer.apple.com/documentation/uikit/uiscrollview/adjustedcontentinset).
    open var adjustedContentInset: UIEdgeInsets {
        let (adjustsVertical, adjustsHorizontal) = modelAdjustedAxes
        let safe = safeAreaInsets
        var e = contentInsetStorage
        // A refreshing `UIRefreshControl` holds its height above the content.
        if let held = refreshControl?.modelHeldHeight, held > 0 { e.top = e.top + held }
        if adjustsVertical {
            e.top = e.top + safe.top
            e.bottom = e.bottom + safe.bottom
        }
        if adjustsHorizontal {
            e.left = e.left + safe.left
            e.right = e.right + safe.right
        }
        return e
    }

    /// Called when `adjustedContentInset` changed.
    open func adjustedContentInsetDidChange() {}

    /// Which axes the behaviour adds the safe area to
    /// (https://developer.apple.com/documentation/uikit/uiscrollview/contentinsetadjustmentbehavior-swift.enum):
    /// `.always` both, `.never` neither, `.scrollableAxes` those whose content is larger than the
    /// bounds or that always bounce (vertically), `.automatic` as scrollable axes and the vertical
    /// axis always when the scroll view is a navigation (or tab bar) controller's content.
    var modelAdjustedAxes: (vertical: Bool, horizontal: Bool) {
        let scrollsVertically = contentSizeStorage.height > bounds.height || alwaysBounceVertical
        let scrollsHorizontally = contentSizeStorage.width > bounds.width || alwaysBounceHorizontal
        switch contentInsetAdjustmentBehavior {
        case .always: return (true, true)
        case .never: return (false, false)
        case .scrollableAxes: return (scrollsVertically, scrollsHorizontally)
        case .automatic: return (scrollsVertically || modelIsNavigationContent, scrollsHorizontally)
        }
    }

    /// Whether the scroll view is the root view of a controller in a navigation controller.
    private var modelIsNavigationContent: Bool {
        guard let controller = viewControllerStorage else { return false }
        return controller.navigationController != nil && !(controller is UINavigationController)
    }

    // MARK: Motion state

    /// Whether a finger is on the content (a trackpad's two fingers as the world's UIKit says, a
    /// wheel's step never: ``ModelUIKitBehaviour/TrackpadScroll``).
    public var isTracking: Bool { modelHeld && modelInput.tracks((modelWorld ?? ModelWorld.current).uikit) }
    /// Whether something holds the content (a finger, a trackpad's fingers or momentum, a wheel's
    /// step), whatever `isTracking` reports.
    var modelHeld: Bool { vertical.isTracking || horizontal.isTracking }
    /// Whether a finger has moved the content.
    public var isDragging: Bool { vertical.isDragging || horizontal.isDragging }
    /// Whether the content moves on after a release (or springs back).
    public var isDecelerating: Bool { vertical.isDecelerating || horizontal.isDecelerating }

    /// Moves the content to `offset`: at once, or over the physics' animation (0.3 s), reported
    /// to the delegate's `scrollViewDidEndScrollingAnimation(_:)` when it ends.
    open func setContentOffset(_ offset: CGPoint, animated: Bool) {
        guard animated else {
            contentOffset = offset
            return
        }
        // "true to animate the transition at a constant velocity to the new offset"
        // (https://developer.apple.com/documentation/uikit/uiscrollview/setcontentoffset(_:animated:)).
        vertical.physics.scrollAnimationCurve = .linear
        horizontal.physics.scrollAnimationCurve = .linear
        modelIsScrollingToTop = false
        vertical.setContentOffset(Point(x: 0, y: Double(offset.y)), animated: true)
        horizontal.setContentOffset(Point(x: 0, y: Double(offset.x)), animated: true)
        modelWasAnimatingOffset = vertical.isAnimatingOffset || horizontal.isAnimatingOffset
        if !modelWasAnimatingOffset { modelApplyEngines() }
    }

    // MARK: Bounds

    open override var bounds: CGRect {
        get { super.bounds }
        set {
            let old = super.bounds
            super.bounds = newValue
            if newValue.origin != old.origin { setNeedsLayout() }
            if newValue.size != old.size { modelInsetsDidChange() }
        }
    }

    func modelSetOffset(_ offset: CGPoint) {
        let old = bounds.origin
        if offset != old { modelAddOffsetAnimation(from: old, to: offset) }
        modelObservers.change("contentOffset", of: self, old: old, new: { bounds.origin }) {
            bounds = CGRect(origin: offset, size: bounds.size)
        }
        if offset != old {
            modelLayOutRefreshControl()
            delegate?.scrollViewDidScroll(self)
        }
    }

    override func modelSafeAreaDidChange() { modelInsetsDidChange(safeAreaChanged: true) }

    /// A three-finger scroll (VoiceOver): see `modelAccessibilityScroll(_:)`.
    nonisolated open override func accessibilityScroll(_ direction: UIAccessibilityScrollDirection) -> Bool {
        MainActor.assumeIsolated { modelAccessibilityScroll(direction) }
    }

    open override class func modelObservableKeyPaths() -> [AnyKeyPath: String] { modelScrollViewKeyPaths(Self.self) }
}

/// The key paths a scroll view reports, rooted at `V`.
@MainActor
func modelScrollViewKeyPaths<V: UIScrollView>(_ type: V.Type) -> [AnyKeyPath: String] {
    modelViewKeyPaths(type).merging(
        [\V.contentOffset: "contentOffset", \V.contentSize: "contentSize", \V.contentInset: "contentInset"]
    ) { a, _ in a }
}
