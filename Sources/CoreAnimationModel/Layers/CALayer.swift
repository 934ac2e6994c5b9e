/// A layer: geometry, content, sublayers in order, a mask, its own time and its animations.
///
/// Geometry follows Apple's rules: a point `p` of the layer's own space (its `bounds`) lies at
/// `position + transform(p − anchor)` in its superlayer's, where `anchor` is `anchorPoint` read
/// in the unit space of `bounds`. Content is drawn inside `bounds` (a gradient fills exactly
/// that), sublayers over it in order, `masksToBounds` clips both to `bounds`, and `mask` (in
/// the layer's space) keeps what lies under its alpha. The model adds no implicit animations.
open class CALayer {
    var state = LayerState()
    private var children: [CALayer] = []
    /// The layer this one is a sublayer of.
    public private(set) weak var superlayer: CALayer?
    /// The layer this one masks (a mask's time and space are its owner's).
    weak var maskOwner: CALayer?
    /// Animations in the order added, each under its key.
    var animationEntries: [(key: String, animation: CAAnimation)] = []
    private var unnamedKeys = 0

    public init() {}

    // MARK: Geometry

    /// The layer's own coordinate space: its origin and size.
    open var bounds: CGRect {
        get { state.bounds }
        set { state.bounds = newValue }
    }
    /// Where the anchor point lies in the superlayer.
    open var position: CGPoint {
        get { state.position }
        set { state.position = newValue }
    }
    /// The point of `bounds` (in its unit space) that sits at `position` and that the
    /// transform turns about; (0.5, 0.5) by default.
    open var anchorPoint: CGPoint {
        get { state.anchorPoint }
        set { state.anchorPoint = newValue }
    }
    /// The transform, about the anchor point.
    open var transform: CATransform3D {
        get { state.transform }
        set { state.transform = newValue }
    }
    /// A transform applied to the sublayers (the model draws only the identity).
    open var sublayerTransform: CATransform3D {
        get { state.sublayerTransform }
        set { state.sublayerTransform = newValue }
    }

    /// The transform as an affine one.
    open func affineTransform() -> CGAffineTransform { state.transform.affine }
    /// Sets the transform to an affine one.
    open func setAffineTransform(_ m: CGAffineTransform) { state.transform = CATransform3D(m) }

    /// The layer's rectangle in its superlayer (for an identity transform: `bounds.size` placed
    /// so that the anchor point is at `position`). Setting it sets `position` and `bounds.size`.
    open var frame: CGRect {
        get {
            let b = state.bounds, a = state.anchorPoint
            let local = CGRect(x: -a.x * b.width, y: -a.y * b.height, width: b.width, height: b.height)
            let moved = local.applying(state.transform.affine)
            return CGRect(
                x: moved.minX + state.position.x, y: moved.minY + state.position.y, width: moved.width,
                height: moved.height)
        }
        set {
            let r = newValue.standardized
            state.bounds.size = r.size
            state.position = CGPoint(
                x: r.minX + state.anchorPoint.x * r.width, y: r.minY + state.anchorPoint.y * r.height)
        }
    }

    // MARK: Appearance

    /// 0 (transparent) to 1; the layer and its sublayers are composited as one group.
    open var opacity: Float {
        get { state.opacity }
        set { state.opacity = newValue }
    }
    /// Whether the layer and its sublayers are not drawn.
    open var isHidden: Bool {
        get { state.isHidden }
        set { state.isHidden = newValue }
    }
    /// Whether content and sublayers are clipped to `bounds`.
    open var masksToBounds: Bool {
        get { state.masksToBounds }
        set { state.masksToBounds = newValue }
    }
    /// An image (a `CGImage`) stretched over `bounds`.
    open var contents: Any? {
        get { state.contents }
        set { state.contents = newValue }
    }
    /// Pixels per point of the layer's own drawing.
    open var contentsScale: CGFloat {
        get { state.contentsScale }
        set { state.contentsScale = newValue }
    }
    /// A colour filling `bounds` under the content.
    open var backgroundColor: CGColor? {
        get { state.backgroundColor }
        set { state.backgroundColor = newValue }
    }

    /// A layer whose alpha decides what of this one shows, laid out in this layer's space.
    open var mask: CALayer? {
        get { maskStorage }
        set {
            maskStorage?.maskOwner = nil
            newValue?.removeFromSuperlayer()
            maskStorage = newValue
            newValue?.maskOwner = self
        }
    }
    private var maskStorage: CALayer?

    // MARK: Tree

    /// The sublayers, back to front.
    open var sublayers: [CALayer]? {
        get { children.isEmpty ? nil : children }
        set {
            for child in children { child.superlayer = nil }
            children = []
            for child in newValue ?? [] { addSublayer(child) }
        }
    }

    /// Adds `layer` in front of the other sublayers (taking it from its old superlayer).
    open func addSublayer(_ layer: CALayer) { insertSublayer(layer, at: UInt32(children.count)) }

    /// Inserts `layer` among the sublayers at `index`.
    open func insertSublayer(_ layer: CALayer, at index: UInt32) {
        precondition(layer !== self, "a layer cannot be its own sublayer")
        layer.removeFromSuperlayer()
        children.insert(layer, at: Swift.min(Int(index), children.count))
        layer.superlayer = self
    }

    /// Takes the layer out of its superlayer.
    open func removeFromSuperlayer() {
        guard let parent = superlayer else { return }
        parent.children.removeAll { $0 === self }
        superlayer = nil
    }

    // MARK: Time (CAMediaTiming)

    /// When the layer's time starts, in its parent's time.
    open var beginTime: CFTimeInterval = 0
    /// The rate of the layer's time relative to its parent's (0 stands still).
    open var speed: Float = 1
    /// Added to the layer's time.
    open var timeOffset: CFTimeInterval = 0

    /// The layer's parent in time: its superlayer, or the layer it masks.
    var timeParent: CALayer? { superlayer ?? maskOwner }

    /// `t` of the parent's time in this layer's time.
    func localTime(fromParent t: CFTimeInterval) -> CFTimeInterval {
        (t - beginTime) * CFTimeInterval(speed) + timeOffset
    }

    /// Media time in this layer's time.
    func localTime(fromMedia t: CFTimeInterval) -> CFTimeInterval {
        localTime(fromParent: timeParent?.localTime(fromMedia: t) ?? t)
    }

    /// This layer's time `t` in media time (a layer that stands still maps every time to when
    /// its parent's time reaches `beginTime`).
    func mediaTime(fromLocal t: CFTimeInterval) -> CFTimeInterval {
        let parent = speed == 0 ? beginTime : (t - timeOffset) / CFTimeInterval(speed) + beginTime
        return timeParent?.mediaTime(fromLocal: parent) ?? parent
    }

    /// `t` of `layer`'s time (media time when nil) in this layer's time.
    open func convertTime(_ t: CFTimeInterval, from layer: CALayer?) -> CFTimeInterval {
        localTime(fromMedia: layer.map { $0.mediaTime(fromLocal: t) } ?? t)
    }

    /// `t` of this layer's time in `layer`'s time (media time when nil).
    open func convertTime(_ t: CFTimeInterval, to layer: CALayer?) -> CFTimeInterval {
        let media = mediaTime(fromLocal: t)
        return layer.map { $0.localTime(fromMedia: media) } ?? media
    }

    // MARK: Animations

    /// Adds a copy of `animation` under `key`, replacing the animation that key held; animations
    /// under different keys apply in the order added, later over earlier. A `beginTime` of 0
    /// becomes the layer's time now, and a `duration` of 0 or less becomes 0.25 s.
    open func add(_ animation: CAAnimation, forKey key: String?) {
        guard let copy = animation.copy() as? CAAnimation else { return }
        if copy.beginTime == 0 { copy.beginTime = convertTime(CACurrentMediaTime(), from: nil) }
        if copy.duration <= 0 { copy.duration = 0.25 }
        let name: String
        if let key {
            name = key
            animationEntries.removeAll { $0.key == key }
        } else {
            unnamedKeys += 1
            name = "\u{0}unnamed-\(unnamedKeys)"
        }
        animationEntries.append((name, copy))
    }

    /// The animation under `key`, if it has not completed and been removed.
    open func animation(forKey key: String) -> CAAnimation? {
        liveEntries(at: CACurrentMediaTime()).first { $0.key == key }?.animation
    }

    /// The keys of the animations the layer holds, in the order added.
    open func animationKeys() -> [String]? {
        let keys = liveEntries(at: CACurrentMediaTime()).map(\.key).filter { !$0.hasPrefix("\u{0}") }
        return keys.isEmpty ? nil : keys
    }

    /// Removes the animation under `key`.
    open func removeAnimation(forKey key: String) { animationEntries.removeAll { $0.key == key } }

    /// Removes every animation.
    open func removeAllAnimations() { animationEntries.removeAll() }

    /// The animations still attached at media time `t`: those removed on completion drop out
    /// once their active time is over.
    func liveEntries(at t: CFTimeInterval) -> [(key: String, animation: CAAnimation)] {
        let local = localTime(fromMedia: t)
        return animationEntries.filter { entry in
            !(entry.animation.isRemovedOnCompletion && ActiveTime(entry.animation, layerTime: local).isOver)
        }
    }
}
