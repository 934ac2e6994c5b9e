import Testing
@testable import RefreshKitCore

/// `staleAfter:`: a stored last refresh at least that old refreshes; younger, never stored, no
/// limit, or already refreshing does not; a time far in the future (the clock set back) does.
@Suite struct StaleRefreshTests {
    let tenMinutes = 600.0
    let now = 800_000_000.0

    @Test func elevenMinutesIsStaleFiveIsNot() {
        #expect(StaleRefresh.isDue(lastUpdated: now - 11 * 60, now: now, staleAfter: tenMinutes, isRefreshing: false))
        #expect(!StaleRefresh.isDue(lastUpdated: now - 5 * 60, now: now, staleAfter: tenMinutes, isRefreshing: false))
    }

    @Test func theLimitItselfIsStale() {
        #expect(StaleRefresh.isDue(lastUpdated: now - 600, now: now, staleAfter: 600, isRefreshing: false))
        #expect(!StaleRefresh.isDue(lastUpdated: now - 599.999, now: now, staleAfter: 600, isRefreshing: false))
        // staleAfter 0: every check refreshes (once the last refresh has ended and stamped).
        #expect(StaleRefresh.isDue(lastUpdated: now, now: now, staleAfter: 0, isRefreshing: false))
    }

    @Test func refreshingAlreadyNeverStartsAnother() {
        #expect(!StaleRefresh.isDue(lastUpdated: now - 3600, now: now, staleAfter: tenMinutes, isRefreshing: true))
    }

    @Test func neverRefreshedOrNoLimitIsNotStale() {
        #expect(!StaleRefresh.isDue(lastUpdated: nil, now: now, staleAfter: tenMinutes, isRefreshing: false))
        #expect(!StaleRefresh.isDue(lastUpdated: now - 86400, now: now, staleAfter: nil, isRefreshing: false))
    }

    @Test func unusableNumbersNeverRefresh() {
        for limit in [-1, -.infinity, .infinity, .nan] as [Double] {
            #expect(!StaleRefresh.isDue(lastUpdated: now - 86400, now: now, staleAfter: limit, isRefreshing: false))
        }
        for stored in [.nan, .infinity, -.infinity] as [Double] {
            #expect(!StaleRefresh.isDue(lastUpdated: stored, now: now, staleAfter: tenMinutes, isRefreshing: false))
        }
        #expect(!StaleRefresh.isDue(lastUpdated: now, now: .nan, staleAfter: tenMinutes, isRefreshing: false))
    }

    @Test func aTimeInTheFutureIsTrustedOnlyWithinAMinute() {
        let skew = StaleRefresh.clockSkewTolerance
        #expect(!StaleRefresh.isDue(lastUpdated: now + skew, now: now, staleAfter: tenMinutes, isRefreshing: false))
        #expect(StaleRefresh.isDue(lastUpdated: now + skew + 1, now: now, staleAfter: tenMinutes, isRefreshing: false))
    }
}
