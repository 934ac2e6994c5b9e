/// The user defaults the adapter uses (`UserDefaults` names this type in the adapter's module on
/// the model): one in-memory store per world, so tests never write the machine's preferences.
public final class ModelUserDefaults: @unchecked Sendable {  // every access to `values` holds `lock`
    private let lock = NSLock()
    private var values: [String: Any] = [:]

    /// An empty store.
    public init() {}

    private static let shared = ModelUserDefaults()

    /// The current world's store (a shared one outside any world).
    public static var standard: ModelUserDefaults { ModelContext.world?.userDefaults ?? shared }

    /// The value stored under `key`, or nil.
    public func object(forKey key: String) -> Any? {
        lock.lock()
        defer { lock.unlock() }
        return values[key]
    }

    /// Stores `value` under `key` (nil removes it).
    public func set(_ value: Any?, forKey key: String) {
        lock.lock()
        values[key] = value
        lock.unlock()
    }

    /// Removes the value under `key`.
    public func removeObject(forKey key: String) { set(nil, forKey: key) }
}
