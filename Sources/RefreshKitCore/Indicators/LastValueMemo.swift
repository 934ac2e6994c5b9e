/// The last value an indicator built and a key for what it was built from, so a frame that needs
/// the same thing again (an image sequence on the same frame, the classic arrow held while
/// pulling, the letter wave's word in the same area) returns that value instead of building it:
/// no work and no allocation.
///
/// An indicator holds one from its creation; copies of the indicator share it, and the key
/// includes everything the value depends on (the configuration too), so sharing is safe.
/// Not `Sendable`, like the indicators that hold it: an indicator is used from one thread or
/// actor at a time, and a copy drawn on another thread takes its own (``CacheOwning``).
///
/// `Key` is constrained only where the memo is used, not on the class: making the class's
/// metadata then needs no look-up of `Key`'s conformance at run time.
final class LastValueMemo<Key, Value> {
    private var key: Key?
    private var value: Value?

    init() {}
}

extension LastValueMemo where Key: Equatable {
    /// The remembered value when `key` equals the last one, else `build()`, remembered.
    func value(for key: Key, build: () -> Value) -> Value {
        if let value, self.key == key { return value }
        let built = build()
        self.key = key
        value = built
        return built
    }
}
