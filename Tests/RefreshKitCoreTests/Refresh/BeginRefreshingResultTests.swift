import Testing
@testable import RefreshKitCore
import RefreshKitScrollSimulation

/// `beginRefreshing()` tells the caller whether a refresh will run because of the call.
@MainActor @Suite struct BeginRefreshingResultTests {
    @Test func trueWhenItStartsNowFalseWhenAlreadyRefreshing() {
        let sv = makeScrollView()
        var fired = 0
        let header = RefreshController(edge: .header, action: .sync { fired += 1 })
        header.attach(to: sv)
        #expect(header.beginRefreshing() == true)
        #expect(header.state == .refreshing && fired == 1)
        #expect(header.beginRefreshing() == false)  // a second begin runs nothing
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

    @Test func falseWithNoMoreDataOrWhileTheOtherEdgeRefreshes() {
        let sv = makeScrollView()
        let header = RefreshController(edge: .header)
        let footer = RefreshController(edge: .footer, configuration: RefreshConfiguration(height: 50))
        header.attach(to: sv)
        footer.attach(to: sv)
        #expect(header.beginRefreshing())
        #expect(footer.beginRefreshing() == false)  // the header holds the scroll view
        #expect(footer.state == .idle)
        header.endRefreshing()
        #expect(header.state == .finishing)
        header.endRefreshing()
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

/// A begin from code before the scroll view is on screen waits for a window (issue 12, item 9).
@MainActor @Suite struct BeginWaitsForAWindowTests {
    @Test func aBeginBeforeTheWindowRunsOnceTheScrollViewIsInOneWithItsRealSafeArea() {
        let sv = makeScrollView()
        sv.setInWindow(false)  // viewDidLoad: sized, not yet in a window
        var fired = 0
        let header = RefreshController(edge: .header, action: .sync { fired += 1 })
        header.attach(to: sv)
        #expect(header.beginRefreshing() == true)
        #expect(header.state == .idle && fired == 0)
        sv.setSafeAreaInsets(Insets(top: 91))  // the window's safe area arrives with it
        sv.setInWindow(true)
        #expect(header.state == .refreshing && fired == 1)
        sv.wait(0.5)
        #expect(sv.contentOffset.y == -(91 + 64))  // scrolled to the real top, under the bar
    }

    @Test func theRefreshingShareIsTheVisiblePartOfTheHeader() {
        #expect(RefreshController.headerShare(offsetY: -155, restingTopInset: 91, height: 64) == 64)
        #expect(RefreshController.headerShare(offsetY: -200, restingTopInset: 91, height: 64) == 64)
        #expect(RefreshController.headerShare(offsetY: -111, restingTopInset: 91, height: 64) == 20)
        #expect(RefreshController.headerShare(offsetY: -91, restingTopInset: 91, height: 64) == 0)
        #expect(RefreshController.headerShare(offsetY: 300, restingTopInset: 91, height: 64) == 0)
    }
}

/// The UIKit adapter's reading of the window (issue 12, item 9): off-window metrics hold a
/// begin back, and getting a window is a layout change that lets it run.
@Suite struct WindowReadingTests {
    @Test func theWindowReachesTheMetricsAndItsArrivalIsALayoutChange() {
        let off = UIKitScrollState(boundsSize: Size(width: 390, height: 844), isInWindow: false)
        var on = off
        on.isInWindow = true
        #expect(off.metrics(ledger: InsetLedger()).isInWindow == false)
        #expect(on.metrics(ledger: InsetLedger()).isInWindow == true)
        #expect(on.layoutDiffers(from: off))
        var deriver = ScrollEventDeriver()
        _ = deriver.events(for: off, after: .keyValueChange)
        #expect(deriver.events(for: on, after: .keyValueChange).contains(.layoutDidChange))
    }
}
