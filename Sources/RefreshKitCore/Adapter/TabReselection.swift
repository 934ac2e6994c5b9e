/// What a re-tap of the selected tab does to its list (the app tells the control when its tab
/// bar's selected tab is tapped again): scrolled down, the list scrolls to its top; at its top,
/// the header refreshes as the user's pull would.
package enum TabReselection: Hashable, Sendable {
    /// Nothing: at the top with no header that can refresh now (none, disabled, or refreshing).
    case none
    /// Scroll the content to its resting top (animated), where a refreshing header shows.
    case scrollToTop
    /// Refresh, as the user's pull: the header scrolls into view and the action runs.
    case refresh

    /// How far below its resting top, in points, the content may rest and still be "at the top":
    /// one point (an offset rounded to pixels, a bounce that settled within a pixel).
    package static let atTopTolerance = 1.0

    /// The decision for a re-tap.
    ///
    /// - Parameters:
    ///   - metrics: The scroll view now (its offset and its resting top, without a header's share).
    ///   - headerCanRefresh: Whether a header is there that may begin a refresh now (not refreshing,
    ///     enabled).
    /// - Returns: What to do.
    package static func decide(_ metrics: ScrollMetrics, headerCanRefresh: Bool) -> TabReselection {
        let offset = metrics.contentOffset.y
        guard offset.isFinite else { return .none }
        // The top a refreshing header rests at counts as the top too: its share is left out.
        let restingTop = -metrics.restingTopInset
        if offset > restingTop + atTopTolerance { return .scrollToTop }
        return headerCanRefresh ? .refresh : .none
    }
}
