import Testing
@testable import RefreshKitCore

/// `beginRefreshing()` tells the caller whether a refresh will run because of the call.
@MainActor @Suite struct BeginRefreshingResultTests {
    @Test func trueWhenItStartsNowFalseWhenAlreadyRefreshing() {
        let sv = makeScrollView()
        var fired = 0
        let header = RefreshController(edge: .header, action: .sync { fired += 1 })
        header.attach(to: sv)
        #expect(header.beginRefreshing() == true)
        #expect(header.state == .refreshing && fired == 1)
        #expect(header.beginRefreshing() == false)        // a second begin runs nothing
        #expect(fired == 1)
    }

    @Test func trueWhenDeferredUntilTheHostHasASizeOrIsAttached() {
        let unsized = SimulatedScrollView()
        let header = RefreshController(edge: .header)
        header.attach(to: unsized)
        #expect(header.beginRefreshing() == true)
        #expect(header.state == .idle)
        unsized.setViewportSize(Size(width: 390, height: 844))
        #expect(header.state == .refreshing)

        let detached = RefreshController(edge: .header)
        #expect(detached.beginRefreshing() == true)
        detached.attach(to: makeScrollView())
        #expect(detached.state == .refreshing)
    }

    @Test func falseWhileFinishingWithNoMoreDataOrWhileTheOtherEdgeRefreshes() {
        let sv = makeScrollView()
        let header = RefreshController(edge: .header)
        let footer = RefreshController(edge: .footer, configuration: RefreshConfiguration(height: 50))
        header.attach(to: sv)
        footer.attach(to: sv)
        #expect(header.beginRefreshing())
        #expect(footer.beginRefreshing() == false)         // the header holds the scroll view
        #expect(footer.state == .idle)
        header.endRefreshing()
        #expect(header.state == .finishing)
        #expect(header.beginRefreshing() == false)
        sv.wait(2)
        #expect(header.state == .idle)
        footer.setNoMoreData(true)
        #expect(footer.beginRefreshing() == false)
        #expect(footer.state == .noMoreData)
    }
}

/// The defaults a control gets from the slot it is put in.
@Suite struct EdgeDefaultConfigurationTests {
    @Test func aHeaderIsStandardAFooterLoadsByItselfAtFiftyPoints() {
        #expect(RefreshConfiguration.default(for: .header) == .standard)
        #expect(RefreshConfiguration.default(for: .header).height == 64)
        let footer = RefreshConfiguration.default(for: .footer)
        #expect(footer == .loadMore)
        #expect(footer.height == 50 && footer.mode == .auto && footer.effectiveTriggerDistance == 50)
    }
}
