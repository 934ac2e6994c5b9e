/// Whether a header's content is stale and refreshes by itself (`staleAfter:`), decided when its
/// list appears and when the app comes back to the foreground, from the time of the last refresh
/// the control stored (``RefreshStateChange/stampsLastUpdated``). A refresh it starts stamps a new
/// time when it ends, so one stale moment starts one refresh.
///
/// - Stale: the last refresh is at least `staleAfter` seconds old; or it lies in the future by
///   more than ``clockSkewTolerance`` (the clock was set back: the stored time cannot be trusted).
/// - Not stale: no refresh was ever stored (the app's first load is its own); no limit, or one that
///   is negative or not finite; a time that is not finite; the control refreshing (or about to)
///   already.
package enum StaleRefresh {
    /// How far in the future a stored time may lie before it counts as stale: a minute, for clocks
    /// corrected a little (network time).
    package static let clockSkewTolerance = 60.0

    /// Whether the content is stale: refresh now.
    ///
    /// - Parameters:
    ///   - lastUpdated: The stored time of the last refresh, in seconds on the wall clock, or nil.
    ///   - now: The wall clock now, in seconds (the same reference).
    ///   - staleAfter: How old, in seconds, content may get before it refreshes; nil never.
    ///   - isRefreshing: Whether the control refreshes, or a begin waits, already.
    /// - Returns: True to begin one refresh.
    package static func isDue(lastUpdated: Double?, now: Double, staleAfter: Double?, isRefreshing: Bool) -> Bool {
        guard !isRefreshing, let staleAfter, staleAfter.isFinite, staleAfter >= 0, let lastUpdated,
            lastUpdated.isFinite, now.isFinite
        else { return false }
        let age = now - lastUpdated
        return age >= staleAfter || age < -clockSkewTolerance
    }
}
