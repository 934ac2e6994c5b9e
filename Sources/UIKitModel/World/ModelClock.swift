/// A world's clock: seconds that pass only when the test says (``ModelWorld/advance(to:)``). It is
/// what `CACurrentMediaTime()` reads inside ``ModelWorld/run(_:)``.
public final class ModelClock: MediaTimeSource, @unchecked Sendable {  // `time` is read under `lock`
    private let lock = NSLock()
    private var time: Double

    init(startTime: Double) { time = startTime }

    /// The time now, in seconds.
    public var mediaTime: CFTimeInterval {
        lock.lock()
        defer { lock.unlock() }
        return time
    }

    func set(_ newTime: Double) {
        lock.lock()
        time = newTime
        lock.unlock()
    }
}
