/// Decides when the SwiftUI modifiers look again for the `UIScrollView` behind a `List` or a
/// `ScrollView`, when they give up, and what they report in debug builds.
///
/// SwiftUI builds its UIKit views lazily, so the first look (on the run-loop turn after the
/// modifier's marker view gets a window) may find nothing. The search is bounded:
/// - getting a window starts a run of at most ``retryLimit`` retries, ``retryInterval`` apart;
/// - a SwiftUI update looks once more, and starts no new run once the current one is spent;
/// - when a run is spent, the adapter reports it once (``Next/giveUp(report:)`` carries the
///   line; later failures carry nil), until a search succeeds or a new window starts a new run.
package struct ScrollViewSearch: Hashable, Sendable {
    /// What the adapter does after a look found nothing.
    package enum Next: Hashable, Sendable {
        /// Look again after this many seconds.
        case retry(after: Double)
        /// Stop looking; report the line in debug builds when there is one.
        case giveUp(report: String?)
    }

    /// Retries in one run: 20.
    package static let retryLimit = 20
    /// Seconds between retries: 0.05 (a run lasts about a second).
    package static let retryInterval = 0.05

    /// Failed looks in the current run.
    package private(set) var failures = 0
    /// Whether the spent run has been reported.
    package private(set) var hasReported = false

    /// Creates a search with a fresh run.
    package init() {}

    /// The marker view got a window: a new run of retries may start.
    package mutating func windowDidChange() {
        failures = 0
        hasReported = false
    }

    /// A look found the scroll view: nothing more to do until the next window.
    package mutating func didSucceed() {
        failures = 0
        hasReported = false
    }

    /// A look found nothing.
    ///
    /// - Parameter modifier: The modifier's name, for the report (`refreshable`, `loadMore`).
    /// - Returns: Whether to look again, and when; or the one report of a spent run.
    package mutating func didFail(modifier: String) -> Next {
        if failures < Self.retryLimit {
            failures += 1
            return .retry(after: Self.retryInterval)
        }
        guard !hasReported else { return .giveUp(report: nil) }
        hasReported = true
        return .giveUp(report: "RefreshKit: .\(modifier)(…) found no List or ScrollView to attach to after "
            + "\(Self.retryLimit) tries; apply it to a List or ScrollView, or to content inside a ScrollView.")
    }
}
