/// How an associated value is held (`objc_AssociationPolicy`).
public enum objc_AssociationPolicy: UInt, Sendable {
    /// Held weakly (the runtime's `assign`; the model reads nil once the value is gone instead of
    /// a dangling pointer).
    case OBJC_ASSOCIATION_ASSIGN = 0
    /// Held strongly, set without a lock.
    case OBJC_ASSOCIATION_RETAIN_NONATOMIC = 1
    /// Copied (the model keeps the value itself: values it stores are not `NSCopying`), without a lock.
    case OBJC_ASSOCIATION_COPY_NONATOMIC = 3
    /// Held strongly, set under a lock.
    case OBJC_ASSOCIATION_RETAIN = 769
    /// Copied, under a lock.
    case OBJC_ASSOCIATION_COPY = 771
}

/// An object that can hold associated values: every object of the model's classes.
public protocol ModelAssociatedStorage: AnyObject {
    /// The object's associated values.
    var modelAssociations: ModelAssociations { get }
}

/// The associated values of one object, released with it (as the runtime releases them when the
/// object is deallocated).
public final class ModelAssociations: @unchecked Sendable {  // every access holds `lock`
    private enum Entry {
        case strong(Any)
        case weak(WeakBox)
    }

    private final class WeakBox {
        weak var value: AnyObject?
        init(_ value: AnyObject) { self.value = value }
    }

    private let lock = NSLock()
    private var entries: [UnsafeRawPointer: Entry] = [:]

    /// No values.
    public init() {}

    func set(_ value: Any?, for key: UnsafeRawPointer, policy: objc_AssociationPolicy) {
        lock.lock()
        defer { lock.unlock() }
        guard let value else {
            entries[key] = nil
            return
        }
        if policy == .OBJC_ASSOCIATION_ASSIGN {
            entries[key] = .weak(WeakBox(value as AnyObject))
        } else {
            entries[key] = .strong(value)
        }
    }

    func value(for key: UnsafeRawPointer) -> Any? {
        lock.lock()
        defer { lock.unlock() }
        switch entries[key] {
        case let .strong(value)?: return value
        case let .weak(box)?: return box.value
        case nil: return nil
        }
    }
}

/// Sets (or, with nil, removes) the value associated with `object` under `key`.
///
/// The model stores associated values on its own classes (views, gesture recognizers, layout
/// constraints: ``ModelAssociatedStorage``); any other object stops with a message.
public func objc_setAssociatedObject(
    _ object: Any, _ key: UnsafeRawPointer, _ value: Any?, _ policy: objc_AssociationPolicy
) {
    guard let holder = object as? any ModelAssociatedStorage else {
        preconditionFailure(
            "UIKit model: associated objects are stored on the model's classes only, not on \(type(of: object))")
    }
    holder.modelAssociations.set(value, for: key, policy: policy)
}

/// The value associated with `object` under `key`, or nil.
public func objc_getAssociatedObject(_ object: Any, _ key: UnsafeRawPointer) -> Any? {
    guard let holder = object as? any ModelAssociatedStorage else { return nil }
    return holder.modelAssociations.value(for: key)
}
