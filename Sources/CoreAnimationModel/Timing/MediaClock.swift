import Glibc

/// The render server's clock as the model's callers see it: the host's monotonic clock, or the
/// time a test or a renderer sets for the work it runs (`MediaClock.$override.withValue(t) { … }`),
/// so that concurrent tests each have their own.
public enum MediaClock {
    /// The media time to report instead of the host's clock, for the work inside `withValue`.
    @TaskLocal public static var override: CFTimeInterval?

    /// The media time now.
    public static var now: CFTimeInterval {
        if let override { return override }
        var ts = timespec()
        clock_gettime(CLOCK_MONOTONIC, &ts)
        return Double(ts.tv_sec) + Double(ts.tv_nsec) / 1e9
    }
}

/// The current media time, in seconds (`MediaClock.now`).
public func CACurrentMediaTime() -> CFTimeInterval { MediaClock.now }
