import Testing
@testable import RefreshKitCore
import RefreshKitScrollSimulation

/// A closure passed to a control becomes an action by its shape (`RefreshControlAction.closure`,
/// which the UIKit controls' closure initializers and shorthands forward to): one that `await`s
/// ends the refresh when it returns; one that does not only starts the work, and the refresh runs
/// until the app ends it, as the blocks of SVPullToRefresh, ESPullToRefresh and MJRefresh did.
@MainActor @Suite struct ClosureShapeTests {
    struct Offline: Error {}

    /// An app that loads pages the old way: the closure starts a request, a completion handler
    /// later ends the refresh.
    @MainActor final class CallbackApp {
        var loads = 0
        var requestsInFlight = 0
        func startRequest() {
            loads += 1
            requestsInFlight += 1
        }
    }

    /// Lets queued main-actor tasks (an async action's end) run.
    func settle(_ sv: SimulatedScrollView) async {
        for _ in 0..<50 { await Task.yield() }
        sv.wait(0.5)
    }

    @Test func aFooterClosureThatDoesNotAwaitLoadsOncePerPageAsTheOldLibrariesDid() async {
        let app = CallbackApp()
        let sv = makeScrollView(content: 2000, safeArea: Insets(top: 91, bottom: 34))
        sv.setContentOffset(Point(x: 0, y: sv.metrics.maxOffsetY - 400), animated: false)
        let footer = RefreshController(edge: .footer, configuration: .loadMore)
        // `tableView.es.addInfiniteScrolling { [weak self] in self?.load() }`, receiver swapped.
        footer.setAction(.closure { app.startRequest() })
        footer.attach(to: sv)
        sv.drag(by: -450, duration: 0.3)  // to the end: the auto footer loads
        sv.liftFinger(velocity: 0)
        #expect(app.loads == 1 && footer.state == .refreshing)
        await settle(sv)
        // The closure returned long ago; the request is still in flight, so the footer still loads.
        #expect(footer.state == .refreshing)
        // The user scrolls up a little and back to the end while the page loads: no second load.
        sv.drag(by: 200, duration: 0.2)
        sv.drag(by: -260, duration: 0.2)
        sv.liftFinger(velocity: 0)
        await settle(sv)
        #expect(app.loads == 1)
        // The completion handler: the page arrived, the app ends the refresh.
        sv.setContentSize(Size(width: 390, height: 2600))
        footer.endRefreshing()
        sv.wait(1)
        #expect(footer.state == .idle && app.loads == 1)
        #expect(sv.totalContentInset.bottom == 0)
    }

    @Test func aHeaderClosureThatDoesNotAwaitRefreshesUntilTheAppEndsIt() async {
        let app = CallbackApp()
        let sv = makeScrollView(safeArea: Insets(top: 91))
        let header = RefreshController(edge: .header)
        // SVPullToRefresh's `addPullToRefresh(actionHandler: { … })`, and MJRefresh's block.
        header.setAction(.closure { app.startRequest() })
        header.attach(to: sv)
        sv.pullAndRelease()
        await settle(sv)
        #expect(header.state == .refreshing && app.loads == 1)
        #expect(sv.totalContentInset.top == 64)
        header.endRefreshing()
        sv.wait(1)
        #expect(header.state == .idle && sv.totalContentInset.top == 0)
    }

    @Test func aClosureThatAwaitsEndsTheRefreshWhenItReturns() async {
        let app = CallbackApp()
        let sv = makeScrollView()
        let header = RefreshController(edge: .header)
        header.setAction(
            .closure {
                await Task.yield()
                app.startRequest()
            })
        header.attach(to: sv)
        sv.pullAndRelease()
        await settle(sv)
        sv.wait(1)
        #expect(app.loads == 1 && header.state == .idle)
    }

    @Test func aClosureThatThrowsWithoutAwaitingFailsTheRefreshAtOnce() {
        let sv = makeScrollView()
        sv.setContentOffset(Point(x: 0, y: sv.metrics.maxOffsetY), animated: false)
        let footer = RefreshController(edge: .footer, configuration: .pullToLoadMore)
        let log = StateLog(footer)
        footer.setAction(.closure { throw Offline() })
        footer.attach(to: sv)
        footer.beginRefreshing()
        #expect(footer.state == .failed)
        #expect(log.phases == [.refreshing, .failed])
        #expect(log.changes.last?.error is Offline)
    }
}
