/// A moment for `DispatchQueue.main.asyncAfter(deadline:)` on the model, as `DispatchTime` is one
/// on a device (`.now() + seconds`): seconds on the clock of the world the code runs in
/// (`DispatchTime` names this type in the adapter's module on the model).
public struct ModelDispatchTime: Sendable, Hashable, Comparable {
    /// Seconds on the world's clock.
    public let seconds: Double

    /// The moment `seconds` on the world's clock.
    public init(seconds: Double) { self.seconds = seconds }

    /// Now: the world's time (on a device, the time since boot).
    @MainActor
    public static func now() -> ModelDispatchTime { ModelDispatchTime(seconds: ModelWorld.current.now) }

    /// The moment `seconds` after `time`, as `DispatchTime + Double` is.
    public static func + (time: ModelDispatchTime, seconds: Double) -> ModelDispatchTime {
        ModelDispatchTime(seconds: time.seconds + seconds)
    }

    /// Whether `a` comes before `b`.
    public static func < (a: ModelDispatchTime, b: ModelDispatchTime) -> Bool { a.seconds < b.seconds }
}
