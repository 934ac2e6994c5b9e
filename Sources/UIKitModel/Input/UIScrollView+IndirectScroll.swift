import RefreshKitCore
import RefreshKitScrollSimulation

/// What scrolls a scroll view's content now.
enum ModelScrollInput: Equatable {
    /// A finger on the screen (or nothing).
    case finger
    /// A trackpad's two fingers; after they lift with speed under
    /// ``ModelUIKitBehaviour/TrackpadMomentum/continuesThePan``, its momentum.
    case trackpad(momentum: ModelMomentum?)
    /// A mouse wheel's step, for the step's duration.
    case wheel

    /// Whether the scroll view reports `isTracking` while this input holds the content.
    func tracks(_ uikit: ModelUIKitBehaviour) -> Bool {
        switch self {
        case .finger: true
        case .trackpad: uikit.trackpadScroll == .tracksLikeAFinger
        case .wheel: false
        }
    }

    /// Whether it is the trackpad's.
    var isTrackpad: Bool { if case .trackpad = self { true } else { false } }
}

/// A trackpad's momentum: the fingers' velocity when they lifted (points per second, their
/// direction), when, and the pan's translation then.
struct ModelMomentum: Equatable {
    var velocity: CGPoint
    var since: Double
    var translation: CGPoint
}

/// Indirect scrolling (iPadOS 13.4 on, Mac Catalyst, visionOS): a trackpad's two-finger scroll with
/// its momentum, a mouse wheel's steps. Apple documents that a scroll view's pan gesture recognizes
/// "scroll events, like a mouse scroll movement or a two-finger scroll on a track pad"
/// (`allowedScrollTypesMask`:
/// https://developer.apple.com/documentation/uikit/uipangesturerecognizer/allowedscrolltypesmask),
/// the trackpad's `UIScrollType.continuous` and the wheel's `.discrete`
/// (https://developer.apple.com/documentation/uikit/uiscrolltype); not what `isTracking`,
/// `isDragging` and `isDecelerating` say meanwhile, nor what moves the content after the fingers
/// lift: the world's ``ModelUIKitBehaviour`` chooses. The scroll view's own pan gesture recognizer
/// (the one the adapter's target is on) carries every pan.
extension UIScrollView {
    /// Two fingers rest on the trackpad: content in motion stops, as under a finger (a momentum
    /// still changing the pan ends first); nothing pans before they move.
    public func modelTrackpadTouch() {
        modelTouchDown()
        modelInput = .trackpad(momentum: nil)
    }

    /// The trackpad's two fingers move by `translation` (positive: right and down, the content
    /// follows, through the rubber band past an edge, as under a finger). The first move begins the
    /// pan (touching first, when the fingers were not resting), later ones change it.
    public func modelTrackpadScroll(by translation: CGPoint) {
        if modelInput != .trackpad(momentum: nil) || !modelHeld { modelTrackpadTouch() }
        panGestureRecognizer.modelAdd(translation: translation)
        panGestureRecognizer.modelSetState(panGestureRecognizer.state == .possible ? .began : .changed)
    }

    /// The fingers lift from the trackpad with `velocity` (points per second, the fingers'
    /// direction): the pan ends and the scroll view decelerates, or the momentum goes on changing
    /// the pan (``ModelUIKitBehaviour/TrackpadMomentum``).
    public func modelTrackpadLift(velocity: CGPoint = .zero) {
        guard modelInput.isTrackpad, modelHeld else { return }
        let continues = ModelWorld.current.uikit.trackpadMomentum == .continuesThePan
        if continues && velocity != .zero && panGestureRecognizer.state != .possible {
            let momentum = ModelMomentum(
                velocity: velocity, since: ModelWorld.current.now,
                translation: panGestureRecognizer.translation(in: nil))
            modelInput = .trackpad(momentum: momentum)
            return
        }
        modelEndTrackpadPan(velocity: velocity)
    }

    /// A mouse wheel's step of `translation` (positive: right and down, as a finger's move), as the
    /// world's ``ModelUIKitBehaviour/WheelStep`` says.
    public func modelWheelStep(by translation: CGPoint) {
        let step = ModelWorld.current.uikit.wheelStep
        switch step {
        case .offsetChange:
            modelEndIndirectInput()
            let move = modelInRange(translation), o = contentOffset
            if move != .zero { contentOffset = CGPoint(x: o.x - move.x, y: o.y - move.y) }
        case .discretePan, .discretePanPastTheEdge:
            modelTouchDown()
            modelInput = .wheel
            panGestureRecognizer.modelAdd(translation: step == .discretePan ? modelInRange(translation) : translation)
            panGestureRecognizer.modelSetState(.began)
            panGestureRecognizer.modelVelocity = .zero
            panGestureRecognizer.modelSetState(.ended)
            panGestureRecognizer.modelReset()
            modelInput = .finger
        }
    }

    /// `translation` cut so that the content stays within its range (where it is, when it is
    /// already out of it).
    private func modelInRange(_ translation: CGPoint) -> CGPoint {
        func along(_ engine: SimulatedScrollView, _ move: CGFloat) -> CGFloat {
            let m = engine.metrics, y = m.contentOffset.y
            let low = Swift.min(m.minOffsetY, y), high = Swift.max(m.maxOffsetY, y)
            return CGFloat(y - Swift.min(Swift.max(y - Double(move), low), high))
        }
        let axes = modelScrollableAxes
        return CGPoint(
            x: axes.horizontal ? along(horizontal, translation.x) : 0,
            y: axes.vertical ? along(vertical, translation.y) : 0)
    }

    /// The trackpad's pan ends with `velocity`: the content decelerates or springs back.
    private func modelEndTrackpadPan(velocity: CGPoint) {
        panGestureRecognizer.modelVelocity = velocity
        if panGestureRecognizer.state == .began || panGestureRecognizer.state == .changed {
            panGestureRecognizer.modelSetState(.ended)
        } else {
            modelRelease(velocity: velocity)
        }
        panGestureRecognizer.modelReset()
        modelInput = .finger
    }

    /// A finger (or a new trackpad scroll, or a wheel's step) arrives: a trackpad's momentum still
    /// changing the pan ends first, without velocity.
    func modelEndIndirectInput() {
        guard case .trackpad = modelInput else { return }
        if modelHeld { modelEndTrackpadPan(velocity: .zero) } else { modelInput = .finger }
    }

    /// The world's frame at `time`: a trackpad's momentum changes the pan along UIKit's
    /// deceleration curve (each axis's physics) until it is slower than the physics' rest; then
    /// the pan ends without velocity.
    func modelStepMomentum(to time: Double) {
        guard case let .trackpad(m?) = modelInput, modelHeld else { return }
        let decelV = vertical.physics.deceleration, decelH = horizontal.physics.deceleration
        let t = Swift.max(0, time - m.since), v = m.velocity
        let moved = CGPoint(
            x: m.translation.x + CGFloat(decelH.position(from: 0, velocity: Double(v.x), at: t)),
            y: m.translation.y + CGFloat(decelV.position(from: 0, velocity: Double(v.y), at: t)))
        let done = panGestureRecognizer.translation(in: nil)
        let delta = CGPoint(x: moved.x - done.x, y: moved.y - done.y)
        if delta != .zero {
            panGestureRecognizer.modelAdd(translation: delta)
            panGestureRecognizer.modelSetState(.changed)
        }
        let vx = decelH.velocity(Double(v.x), at: t), vy = decelV.velocity(Double(v.y), at: t)
        let rest = vertical.physics.restDistance
        if abs(vx / decelH.k) < rest && abs(vy / decelV.k) < rest { modelEndTrackpadPan(velocity: .zero) }
    }
}
