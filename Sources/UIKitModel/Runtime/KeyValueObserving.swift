/// What an observation reports: the new value, the old value, the value at registration, and a
/// report before the change as well as after.
public struct NSKeyValueObservingOptions: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let new = NSKeyValueObservingOptions(rawValue: 1)
    public static let old = NSKeyValueObservingOptions(rawValue: 2)
    public static let initial = NSKeyValueObservingOptions(rawValue: 4)
    public static let prior = NSKeyValueObservingOptions(rawValue: 8)
}

/// The kind of a change (the model reports settings only).
public enum NSKeyValueChange: UInt, Hashable, Sendable {
    case setting = 1, insertion, removal, replacement
}

/// One change an observation reports.
public struct NSKeyValueObservedChange<Value> {
    /// The kind of change.
    public typealias Kind = NSKeyValueChange
    /// Always `.setting` in the model.
    public let kind: Kind
    /// The value after the change, when `.new` was asked for.
    public let newValue: Value?
    /// The value before the change, when `.old` was asked for.
    public let oldValue: Value?
    /// Nil: the model observes no to-many properties.
    public let indexes: IndexSet?
    /// Whether this is the report before the change (`.prior`).
    public let isPrior: Bool
}

extension NSKeyValueObservedChange: Sendable where Value: Sendable {}

/// An observation made with `observe(_:options:changeHandler:)`: it lasts until it is invalidated
/// or released.
public final class NSKeyValueObservation: NSObject, @unchecked Sendable {  // `object` is weak, set once
    private weak var object: (any ModelKeyValueObservable)?
    init(object: any ModelKeyValueObservable) {
        self.object = object
        super.init()
    }

    /// Stops the observation.
    public func invalidate() {
        object?.modelObservers.remove(self)
        object = nil
    }

    deinit { object?.modelObservers.remove(self) }
}

/// An object whose properties can be observed: the model's UIKit objects. Each class lists the
/// key paths it reports (``UIResponder/modelObservableKeyPaths()``); observing another stops with
/// a message (UIKit documents no key-value compliance for its classes: the model reports the
/// properties the adapter observes, on every set, as Foundation's automatic notification does).
@MainActor
public protocol ModelKeyValueObservable: AnyObject {
    /// The object's observers.
    nonisolated var modelObservers: ModelObserverList { get }
    /// The name of the property `keyPath` reads, or nil when the model does not report it.
    static func modelObservableKeyPaths() -> [AnyKeyPath: String]
}

/// Foundation's name for what the model's observable objects do.
public protocol _KeyValueCodingAndObserving {}

extension UIResponder: _KeyValueCodingAndObserving {}
extension NSLayoutConstraint: _KeyValueCodingAndObserving {}

extension _KeyValueCodingAndObserving where Self: ModelKeyValueObservable {
    /// Calls `changeHandler` whenever the property `keyPath` names is set, until the returned
    /// observation is invalidated or released (on the main actor: the model's objects are UIKit's).
    @MainActor
    public func observe<Value>(
        _ keyPath: KeyPath<Self, Value>, options: NSKeyValueObservingOptions = [],
        changeHandler: @escaping @Sendable (Self, NSKeyValueObservedChange<Value>) -> Void
    ) -> NSKeyValueObservation {
        guard let name = Self.modelObservableKeyPaths()[keyPath] else {
            preconditionFailure("UIKit model: \(Self.self) does not report changes of \(keyPath)")
        }
        let observation = NSKeyValueObservation(object: self)
        modelObservers.add(
            ModelObserverList.Entry(
                observation: observation, name: name,
                handler: { object, old, new, prior in
                    guard let object = object as? Self else { return }
                    changeHandler(
                        object,
                        NSKeyValueObservedChange(
                            kind: .setting, newValue: options.contains(.new) && !prior ? new as? Value : nil,
                            oldValue: options.contains(.old) ? old as? Value : nil, indexes: nil, isPrior: prior))
                }, wantsPrior: options.contains(.prior), wantsValues: !options.isDisjoint(with: [.old, .new])))
        if options.contains(.initial) {
            let value = self[keyPath: keyPath]
            changeHandler(
                self,
                NSKeyValueObservedChange(
                    kind: .setting, newValue: options.contains(.new) ? value : nil, oldValue: nil, indexes: nil,
                    isPrior: false))
        }
        return observation
    }
}

/// The observers of one object.
public final class ModelObserverList: @unchecked Sendable {  // every access to `entries` holds `lock`
    struct Entry {
        weak var observation: NSKeyValueObservation?
        var name: String
        var handler: (AnyObject, Any?, Any?, Bool) -> Void
        var wantsPrior: Bool
        /// Whether the handler reads the old or new value (else none is boxed for it).
        var wantsValues: Bool
    }

    private let lock = NSLock()
    private var entries: [Entry] = []

    /// No observers.
    public init() {}

    func add(_ entry: Entry) {
        lock.lock()
        entries.append(entry)
        lock.unlock()
    }

    func remove(_ observation: NSKeyValueObservation) {
        lock.lock()
        entries.removeAll { $0.observation == nil || $0.observation === observation }
        lock.unlock()
    }

    /// How many observations of `name` are live.
    public func count(of name: String) -> Int {
        lock.lock()
        defer { lock.unlock() }
        return entries.filter { $0.name == name && $0.observation != nil }.count
    }

    /// The entries now (the array shared, not copied: nothing is allocated per change).
    private var snapshot: [Entry] {
        lock.lock()
        defer { lock.unlock() }
        return entries
    }

    /// Sets a property: the observers asking for it hear before (`.prior`), `apply` runs, and every
    /// observer of `name` hears after, in the order they registered.
    func change<Value>(_ name: String, of object: AnyObject, old: Value, new: () -> Value, apply: () -> Void) {
        let before = snapshot
        for entry in before where entry.name == name && entry.observation != nil && entry.wantsPrior {
            entry.handler(object, entry.wantsValues ? old : nil, nil, true)
        }
        apply()
        guard before.contains(where: { $0.name == name && $0.observation != nil }) else { return }
        let value = new()
        for entry in snapshot where entry.name == name && entry.observation != nil {
            // Boxed only for a handler that reads them (a `CGRect` does not fit an `Any` inline).
            if entry.wantsValues {
                entry.handler(object, old, value, false)
            } else {
                entry.handler(object, nil, nil, false)
            }
        }
    }
}
