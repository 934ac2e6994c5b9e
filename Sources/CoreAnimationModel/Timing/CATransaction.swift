import Glibc

/// Groups layer changes; the model keeps, per thread, the nesting and whether actions are
/// disabled (it adds no implicit animations either way: ``CALayer`` documents this).
public final class CATransaction {
    private struct Frame { var disableActions: Bool }

    /// Each thread's open transactions, innermost last.
    private final class Stack { var frames: [Frame] = [] }

    private static let key: pthread_key_t = {
        var key = pthread_key_t()
        pthread_key_create(&key) { pointer in if let pointer { Unmanaged<AnyObject>.fromOpaque(pointer).release() } }
        return key
    }()

    private static var stack: Stack {
        if let pointer = pthread_getspecific(key) {
            return Unmanaged<Stack>.fromOpaque(pointer).takeUnretainedValue()
        }
        let stack = Stack()
        pthread_setspecific(key, Unmanaged.passRetained(stack).toOpaque())
        return stack
    }

    /// Opens a transaction on this thread.
    public static func begin() { stack.frames.append(Frame(disableActions: disableActions())) }

    /// Closes the innermost transaction on this thread.
    public static func commit() { if !stack.frames.isEmpty { stack.frames.removeLast() } }

    /// Commits nothing in the model: changes are visible at once.
    public static func flush() {}

    /// Whether property changes in the innermost transaction run their actions.
    public static func disableActions() -> Bool { stack.frames.last?.disableActions ?? false }

    /// Sets whether property changes in the innermost transaction run their actions.
    public static func setDisableActions(_ flag: Bool) {
        if stack.frames.isEmpty {
            stack.frames.append(Frame(disableActions: flag))
        } else {
            stack.frames[stack.frames.count - 1].disableActions = flag
        }
    }

    /// How deep this thread's transactions are nested.
    public static var depth: Int { stack.frames.count }
}
