import Glibc

/// The render server's clock as the model's callers see it: the host's monotonic clock, or the
/// time a test or a renderer sets for the work it runs (`MediaClock.$override.withValue(t) { … }`),
/// or a clock that a test moves itself (`MediaClock.$source`, the UIKit model's world), so that
/// concurrent tests each have their own.
public enum MediaClock {
    /// The media time to report instead of the host's clock, for the work inside `withValue`.
    @TaskLocal public static var override: CFTimeInterval?
    /// A clock to read instead of the host's, for the work inside `withValue` (when no
    /// ``override`` is set).
    @TaskLocal public static var source: (any MediaTimeSource)?

    /// The media time now.
    public static var now: CFTimeInterval {
        if let override { return override }
        if let source { return source.mediaTime }
        var ts = timespec()
        clock_gettime(CLOCK_MONOTONIC, &ts)
        return Double(ts.tv_sec) + Double(ts.tv_nsec) / 1e9
    }
}

/// A clock that a test drives: what ``MediaClock/now`` reads inside `MediaClock.$source.withValue`.
public protocol MediaTimeSource: Sendable {
    /// The media time now, in seconds.
    var mediaTime: CFTimeInterval { get }
}

/// The current media time, in seconds (`MediaClock.now`).
public func CACurrentMediaTime() -> CFTimeInterval { MediaClock.now }
