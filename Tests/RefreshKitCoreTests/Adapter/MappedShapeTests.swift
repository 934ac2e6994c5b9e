import Testing
@testable import RefreshKitCore
import RefreshKitScrollSimulation

/// The old calls that do not compile, written as their messages say (`scripts/ios-checks/probes/`),
/// on the decisions they map to: each behaves as the old library's call did, or as the Migrating
/// article's tables say it differs.
@MainActor @Suite struct MappedShapeTests {
    @MainActor final class Calls {
        var header = 0
        var footer = 0
    }

    /// A long list with a header and a footer whose blocks only count (the app ends them).
    func scene(
        _ calls: Calls, content: Double = 2000, footer configuration: RefreshConfiguration = .loadMoreHoldingRoom
    ) -> (SimulatedScrollView, RefreshController, RefreshController) {
        let sv = makeScrollView(content: content, safeArea: Insets(top: 91, bottom: 34))
        let header = RefreshController(edge: .header, action: .closure { calls.header += 1 })
        let footer = RefreshController(
            edge: .footer, configuration: configuration, action: .closure { calls.footer += 1 })
        header.attach(to: sv)
        footer.attach(to: sv)
        return (sv, header, footer)
    }

    /// The user scrolls to the end of the long list.
    func scrollToEnd(_ sv: SimulatedScrollView) {
        sv.drag(by: -1500, duration: 0.4)
        sv.liftFinger(velocity: 0)
        sv.wait(2)
    }

    @Test func esStopPullToRefreshAsItsMessageWritesItAlsoResetsTheFooter() {
        // `es.stopPullToRefresh()` → `refreshHeader?.endRefreshing()` and
        // `refreshFooter?.noMoreData = false`: ES's stop resets the footer's no more data.
        let calls = Calls()
        let (sv, header, footer) = scene(calls)
        footer.setNoMoreData(true)  // `es.noticeNoMoreData()` after the last page
        sv.pullAndRelease()
        #expect(header.state == .refreshing && calls.header == 1)
        header.endRefreshing()
        footer.setNoMoreData(false)
        sv.wait(1)
        #expect(header.state == .idle && footer.state == .idle)
        scrollToEnd(sv)
        #expect(calls.footer == 1, "the footer loads again after the reload, as ES's does")
    }

    @Test func esAndSvFootersAsMappedHoldTheirRoomAndNeverLoadAnEmptyList() {
        // `es.addInfiniteScrolling { … }` and SV's `addInfiniteScrolling(actionHandler:)` →
        // `addLoadMore(configuration: .loadMoreHoldingRoom) { … }`: the footer's height stays
        // below the last row. An empty list never loads by itself (SV's footer does on a drag:
        // the Migrating table says so).
        let calls = Calls()
        let (sv, _, footer) = scene(calls, content: 0)
        #expect(sv.refreshInsets.bottom == 50 && footer.appliedShare == 50)
        sv.drag(by: -120, duration: 0.3)
        sv.liftFinger(velocity: 0)
        sv.wait(1)
        #expect(calls.footer == 0 && footer.state == .idle)
    }

    @Test func svTriggerInfiniteScrollingAsMappedLoadsAtOnce() {
        // `triggerInfiniteScrolling()` → `refreshFooter?.beginRefreshing()`.
        let calls = Calls()
        let (sv, _, footer) = scene(calls)
        #expect(footer.beginRefreshing())
        #expect(calls.footer == 1 && footer.state == .refreshing)
        #expect(sv.refreshInsets.bottom == 50)
    }

    @Test func svPullToRefreshAtTheBottomAsMappedIsAPullFooterEndedByTheApp() {
        // `addPullToRefresh(actionHandler: { … }, position: .bottom)` →
        // `refreshFooter = RefreshControl(configuration: .pullToLoadMore) { … }`; its
        // `pullToRefreshView.stopAnimating()` → `refreshFooter?.endRefreshing()`.
        let calls = Calls()
        let (sv, _, footer) = scene(calls, content: 600, footer: .pullToLoadMore)
        sv.drag(by: -150, duration: 0.3)
        sv.liftFinger(velocity: 0)
        sv.wait(2)
        #expect(calls.footer == 1 && footer.state == .refreshing, "it refreshes until the app ends it")
        footer.endRefreshing()
        sv.wait(1)
        #expect(footer.state == .idle && sv.refreshInsets.bottom == 0)
    }

    @Test func svShowsPullToRefreshAsMappedHidesAndShowsTheHeader() {
        // `showsPullToRefresh = false` → `refreshHeader?.isHidden = true`: no pull refreshes, no
        // room; `= true` shows it again.
        let calls = Calls()
        let (sv, header, _) = scene(calls)
        header.setHidden(true)
        sv.pullAndRelease()
        sv.wait(1)
        #expect(calls.header == 0 && header.state == .idle && sv.refreshInsets.top == 0)
        header.setHidden(false)
        sv.pullAndRelease()
        #expect(calls.header == 1 && header.state == .refreshing)
    }
}
