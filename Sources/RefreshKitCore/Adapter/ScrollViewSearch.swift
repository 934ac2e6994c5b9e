/// Decides when the SwiftUI modifiers look again for the `UIScrollView` behind a `List` or a
/// `ScrollView`, when they give up, and what they report in debug builds. SwiftUI builds its
/// UIKit views lazily, so the first look (on the run-loop turn after the modifier's marker view
/// gets a window) may find nothing; each window starts a bounded run of retries.
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

    /// Where a look found the scroll view.
    package enum Match: Hashable, Sendable {
        /// Beside the modified view: the `List` or `ScrollView` it was applied to.
        case sibling
        /// Around it: a `ScrollView` whose content carries the modifier — or an enclosing paging
        /// view whose page's own scroll view is not built yet.
        case enclosing
    }

    /// Failed looks in the current run.
    package private(set) var failures = 0
    /// Looks made after an enclosing match in the current run.
    package private(set) var confirmations = 0
    /// How the scroll view in use was found, or nil before a match.
    package private(set) var match: Match?
    /// Whether the spent run has been reported.
    package private(set) var hasReported = false

    /// Creates a search with a fresh run.
    package init() {}

    /// The marker view got a window: a new run of retries may start.
    package mutating func windowDidChange() {
        failures = 0
        confirmations = 0
        hasReported = false
    }

    /// A look found the scroll view beside the modified view: nothing more to do until the next
    /// window.
    package mutating func didSucceed() {
        _ = didSucceed(.sibling)
    }

    /// A look found a scroll view.
    ///
    /// - Parameter match: Where it was found.
    /// - Returns: When to look again for a better one: never after a sibling (nil); after an
    ///   enclosing match, ``retryInterval`` later, up to ``retryLimit`` times per run.
    package mutating func didSucceed(_ match: Match) -> Next? {
        failures = 0
        hasReported = false
        self.match = match
        // A sibling is final. An enclosing match may be a paging `TabView` or a carousel around a
        // `List` SwiftUI builds a moment later, so the search goes on for a run (its retries, and
        // one look per SwiftUI update meanwhile) and a sibling found later wins.
        guard match == .enclosing, confirmations < Self.retryLimit else { return nil }
        confirmations += 1
        return .retry(after: Self.retryInterval)
    }

    /// Whether a SwiftUI update should look again although a scroll view is in use: only while it
    /// was found around the modified view, not beside it, and the run of looks after that match
    /// lasts. Once the run is spent the enclosing scroll view is kept: the adapter looks again
    /// only when it is gone or no longer holds the modified view.
    package var looksAgainOnUpdate: Bool { match == .enclosing && confirmations < Self.retryLimit }

    /// A look found nothing.
    ///
    /// - Parameter modifier: The modifier's name, for the report (`refreshable`, `loadMore`).
    /// - Returns: Whether to look again, and when; or the one report of a spent run.
    package mutating func didFail(modifier: String) -> Next {
        if failures < Self.retryLimit {
            failures += 1
            return .retry(after: Self.retryInterval)
        }
        // A spent run is reported once, until a search succeeds or a new window starts a run; a
        // SwiftUI update still looks once more but starts no new run.
        guard !hasReported else { return .giveUp(report: nil) }
        hasReported = true
        return .giveUp(
            report: "RefreshKit: .\(modifier)(…) found no List or ScrollView to attach to after "
                + "\(Self.retryLimit) tries; apply it to a List or ScrollView, or to content inside a ScrollView.")
    }
}
