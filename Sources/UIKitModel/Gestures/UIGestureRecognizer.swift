/// A gesture recognizer: a state and target-action pairs called as the state changes
/// (https://developer.apple.com/documentation/uikit/uigesturerecognizer). Targets are held weakly;
/// adding a pair twice adds it once. The model's recognizers change state only when a test (or the
/// scroll view's finger) says: ``modelSetState(_:)``.
@MainActor
open class UIGestureRecognizer: NSObject, ModelAssociatedStorage {
    /// The states of a recognizer.
    public enum State: Int, Hashable, Sendable {
        case possible, began, changed, ended, cancelled, failed
        /// A discrete gesture's end.
        public static let recognized = State.ended
    }

    private struct Target {
        weak var object: AnyObject?
        var action: Selector
    }

    /// The object's associated values (`objc_setAssociatedObject`).
    public nonisolated let modelAssociations = ModelAssociations()
    private var targets: [Target] = []
    /// The state.
    public private(set) var state = State.possible
    /// The view it is attached to.
    public internal(set) weak var view: UIView?
    /// Whether it recognizes.
    open var isEnabled = true
    /// The recognizer's own first handler (a scroll view's pan), run before the targets.
    var modelOwnHandler: ((UIGestureRecognizer) -> Void)?

    /// A recognizer without targets.
    public override init() { super.init() }

    /// A recognizer calling `action` on `target`.
    public init(target: Any?, action: Selector?) {
        super.init()
        if let target, let action { addTarget(target, action: action) }
    }

    /// Adds a target-action pair (once).
    open func addTarget(_ target: Any, action: Selector) {
        let object = target as AnyObject
        targets.removeAll { $0.object == nil }
        guard !targets.contains(where: { $0.object === object && $0.action == action }) else { return }
        targets.append(Target(object: object, action: action))
    }

    /// Removes the pair (`action` nil: every action of `target`; `target` nil: every target).
    open func removeTarget(_ target: Any?, action: Selector?) {
        let object = target.map { $0 as AnyObject }
        targets.removeAll { entry in
            (object == nil || entry.object === object) && (action == nil || entry.action == action)
        }
    }

    /// How many live target-action pairs it has.
    public var modelTargetCount: Int { targets.filter { $0.object != nil }.count }

    /// Moves to `state`: the own handler, then every target, hear of it (a failed or possible state
    /// calls no one).
    public func modelSetState(_ newState: State) {
        guard isEnabled else { return }
        state = newState
        guard newState != .possible && newState != .failed else { return }
        modelOwnHandler?(self)
        for target in targets {
            guard let object = target.object else { continue }
            target.action.send(to: object, from: self)
        }
    }

    /// Back to `.possible` after a gesture ended (UIKit resets a recognizer after it ends).
    func modelReset() { state = .possible }
}

/// A drag: translation and velocity in a view's coordinates.
@MainActor
open class UIPanGestureRecognizer: UIGestureRecognizer {
    private var translation = CGPoint.zero
    /// The last move, as the finger made it (the scroll view moves its content by it: summing
    /// and differencing the translation would round).
    private var lastMove = CGPoint.zero
    /// The finger's speed when it lifted, points per second.
    var modelVelocity = CGPoint.zero

    /// How far the finger moved since the gesture began (the model's translation is the same in
    /// every view: no view transforms).
    open func translation(in view: UIView?) -> CGPoint { translation }

    /// Sets the translation (the next move adds to it).
    open func setTranslation(_ translation: CGPoint, in view: UIView?) { self.translation = translation }

    /// The finger's speed, points per second.
    open func velocity(in view: UIView?) -> CGPoint { modelVelocity }

    func modelAdd(translation delta: CGPoint) {
        translation = CGPoint(x: translation.x + delta.x, y: translation.y + delta.y)
        lastMove = delta
    }

    /// The finger's last move, which the scroll view has not applied yet (zero once taken).
    func modelTakeMove() -> CGPoint {
        defer { lastMove = .zero }
        return lastMove
    }

    override func modelReset() {
        super.modelReset()
        translation = .zero
        lastMove = .zero
        modelVelocity = .zero
    }
}

/// A tap.
@MainActor
open class UITapGestureRecognizer: UIGestureRecognizer {
    /// A tap recognized: the targets are called with the state `.ended`.
    public func modelTap() {
        modelSetState(.recognized)
        modelReset()
    }
}

extension UIView {
    /// The recognizers attached to the view.
    public var gestureRecognizers: [UIGestureRecognizer]? {
        get { gestureRecognizerList.isEmpty ? nil : gestureRecognizerList }
        set {
            gestureRecognizerList.forEach { $0.view = nil }
            gestureRecognizerList = []
            newValue?.forEach(addGestureRecognizer)
        }
    }

    /// Attaches `recognizer` to the view.
    public func addGestureRecognizer(_ recognizer: UIGestureRecognizer) {
        recognizer.view?.removeGestureRecognizer(recognizer)
        gestureRecognizerList.append(recognizer)
        recognizer.view = self
    }

    /// Detaches `recognizer`.
    public func removeGestureRecognizer(_ recognizer: UIGestureRecognizer) {
        gestureRecognizerList.removeAll { $0 === recognizer }
        if recognizer.view === self { recognizer.view = nil }
    }
}
