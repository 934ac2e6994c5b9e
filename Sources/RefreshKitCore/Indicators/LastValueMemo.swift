/// The last value an indicator built and the key it was built from, so a frame that needs the
/// same thing again (an image sequence's frame, the classic arrow held while pulling, the letter
/// wave's word in one area) reuses it. Held by a drawing context (``DrawingMemos``), whose copies
/// and styles share it, so keys hold everything the value depends on; not `Sendable`: it belongs
/// to the thread that draws with its context.
package final class LastValueMemo<Key, Value> {
    // `Key: Equatable` is required where the memo is used, not here: the class's metadata then
    // needs no run-time conformance look-up.
    private var key: Key?
    private var value: Value?

    init() {}
}

extension LastValueMemo where Key: Equatable {
    /// The remembered value when `key` equals the last one, else `build()`, remembered.
    package func value(for key: Key, build: () -> Value) -> Value {
        if let value, self.key == key { return value }
        let built = build()
        self.key = key
        value = built
        return built
    }
}
