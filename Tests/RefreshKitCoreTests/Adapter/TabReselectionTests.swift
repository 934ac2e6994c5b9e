import Testing
@testable import RefreshKitCore

/// A re-tap of the selected tab: scrolled down, to the top; at the top, a refresh (when a header
/// can begin one); the top a refreshing header holds counts as the top.
@Suite struct TabReselectionTests {
    /// A 390 × 844 list of 2000 pt under a 91-pt bar, at `offsetY`, with `headerShare` held.
    func metrics(offsetY: Double, headerShare: Double = 0) -> ScrollMetrics {
        ScrollMetrics(
            contentOffset: Point(x: 0, y: offsetY), contentSize: Size(width: 390, height: 2000),
            viewportSize: Size(width: 390, height: 844), safeAreaInsets: Insets(top: 91),
            refreshInsets: Insets(top: headerShare), isInWindow: true)
    }

    @Test func scrolledDownItScrollsOnly() {
        #expect(TabReselection.decide(metrics(offsetY: 500), headerCanRefresh: true) == .scrollToTop)
        #expect(TabReselection.decide(metrics(offsetY: -89), headerCanRefresh: true) == .scrollToTop)
        #expect(TabReselection.decide(metrics(offsetY: 500), headerCanRefresh: false) == .scrollToTop)
    }

    @Test func atTheTopItRefreshes() {
        #expect(TabReselection.decide(metrics(offsetY: -91), headerCanRefresh: true) == .refresh)
        #expect(TabReselection.decide(metrics(offsetY: -90), headerCanRefresh: true) == .refresh)  // within a point
        #expect(TabReselection.decide(metrics(offsetY: -120), headerCanRefresh: true) == .refresh)  // pulled a little
    }

    @Test func atTheTopWithoutAHeaderThatCanRefreshNothingHappens() {
        #expect(TabReselection.decide(metrics(offsetY: -91), headerCanRefresh: false) == .none)
        // A refreshing header's share is left out of the top: it rests at −155 and is at the top.
        #expect(TabReselection.decide(metrics(offsetY: -155, headerShare: 64), headerCanRefresh: false) == .none)
        #expect(TabReselection.decide(metrics(offsetY: 300, headerShare: 64), headerCanRefresh: false) == .scrollToTop)
    }

    @Test func anOffsetThatIsNoNumberDoesNothing() {
        #expect(TabReselection.decide(metrics(offsetY: .nan), headerCanRefresh: true) == .none)
    }
}
