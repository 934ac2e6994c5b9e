/// A method a target-action pair calls: the model's stand-in for an Objective-C selector. Swift on
/// Linux has no `#selector` and no `@objc`; the adapter's few target-action sites name the method
/// with this instead (the lines are listed in docs/testing.md). Selectors with the same name are
/// the same, as in Objective-C.
public struct Selector: Hashable, Sendable {
    /// The Objective-C name ("handlePan:").
    public let name: String
    private let accepts: @Sendable (AnyObject) -> Bool
    private let perform: @MainActor @Sendable (AnyObject, Any?) -> Void

    /// The method `method` of `Target`, taking the sender (of type `Sender`, or any sender when
    /// the method takes `Any`).
    public init<Target: AnyObject, Sender>(
        _ name: String, _ method: @escaping @MainActor @Sendable (Target) -> @MainActor (Sender) -> Void
    ) {
        self.init(name, calling: { method($0)($1) })
    }

    /// The method `Target` calls in `call`, given the target and the sender: `Selector("tick:") {
    /// $0.tick($1) }`. Unlike an unapplied method reference, a closure that captures nothing is
    /// called without applying the target first, so sending the action allocates nothing (as
    /// `objc_msgSend` does not).
    public init<Target: AnyObject, Sender>(
        _ name: String, calling call: @escaping @MainActor @Sendable (Target, Sender) -> Void
    ) {
        self.name = name
        accepts = { $0 is Target }
        perform = { target, sender in
            guard let target = target as? Target else { return }
            guard let sender = sender as? Sender else {
                preconditionFailure("UIKit model: \(name) takes a \(Sender.self), not \(type(of: sender))")
            }
            call(target, sender)
        }
    }

    /// The method `method` of `Target`, taking no argument.
    public init<Target: AnyObject>(
        _ name: String, _ method: @escaping @MainActor @Sendable (Target) -> @MainActor () -> Void
    ) {
        self.name = name
        accepts = { $0 is Target }
        perform = { target, _ in (target as? Target).map { method($0)() } }
    }

    /// Whether `object` implements the method (`responds(to:)`).
    public func isImplemented(by object: AnyObject) -> Bool { accepts(object) }

    /// Sends the action to `target` with `sender`; false when the target does not implement it.
    @MainActor @discardableResult
    func send(to target: AnyObject, from sender: Any?) -> Bool {
        guard accepts(target) else { return false }
        perform(target, sender)
        return true
    }

    public static func == (a: Selector, b: Selector) -> Bool { a.name == b.name }
    public func hash(into hasher: inout Hasher) { hasher.combine(name) }
}
