import Testing
@testable import RefreshKitCore

/// `beginRefreshing(runningAction:animated:)`: showing a load that runs elsewhere, beginning
/// without animation, and a begin that waits for a window counting as refreshing until it is
/// cancelled.
@MainActor @Suite struct BeginRefreshingOptionsTests {
    @Test func runningActionFalseShowsTheLoadWithoutCallingTheAction() {
        let sv = makeScrollView(safeArea: Insets(top: 91))
        var fired = 0
        let header = RefreshController(edge: .header, action: .sync { fired += 1 })
        header.attach(to: sv)
        #expect(header.beginRefreshing(runningAction: false, animated: true))
        #expect(header.state == .refreshing && fired == 0)
        sv.wait(0.5)
        #expect(sv.contentOffset.y == -(91 + 64))  // scrolled into view all the same
        header.endRefreshing()
        sv.wait(1)
        #expect(header.state == .idle && fired == 0)
        // The next begin runs the action again.
        header.beginRefreshing()
        #expect(fired == 1)
    }

    @Test func runningActionFalseStartsNoAsyncTaskThatCouldEndIt() async {
        let sv = makeScrollView()
        var started = 0
        let header = RefreshController(edge: .header, action: .async { started += 1 })
        header.attach(to: sv)
        header.beginRefreshing(runningAction: false, animated: false)
        for _ in 0..<50 { await Task.yield() }
        #expect(started == 0 && header.state == .refreshing)  // only the app ends it
    }

    @Test func animatedFalseHoldsTheShareAndScrollsAtOnce() {
        let sv = makeScrollView(safeArea: Insets(top: 91))
        sv.setContentOffset(Point(x: 0, y: 600), animated: false)
        let header = RefreshController(edge: .header)
        header.attach(to: sv)
        header.beginRefreshing(runningAction: true, animated: false)
        // No time has passed: the share is whole and the content at the top already.
        #expect(sv.totalContentInset.top == 64)
        #expect(sv.contentOffset.y == -(91 + 64))
        #expect(!sv.isDecelerating)
    }

    @Test func aBeginWaitingForAWindowCountsAsRefreshing() {
        let sv = makeScrollView()
        sv.setInWindow(false)
        let header = RefreshController(edge: .header)
        header.attach(to: sv)
        header.beginRefreshing()
        #expect(header.state == .idle)
        #expect(header.isRefreshing && header.isBeginPending)
        sv.setInWindow(true)
        #expect(header.state == .refreshing && header.isRefreshing && !header.isBeginPending)
    }

    @Test func endRefreshingCancelsABeginWaitingForAWindow() {
        let sv = makeScrollView()
        sv.setInWindow(false)  // viewDidLoad: sized, not in a window yet
        var fired = 0
        let header = RefreshController(edge: .header, action: .sync { fired += 1 })
        let log = StateLog(header)
        header.attach(to: sv)
        header.beginRefreshing()
        header.endRefreshing()  // the load was cancelled before the view appeared
        #expect(!header.isRefreshing)
        sv.setInWindow(true)
        sv.wait(1)
        #expect(fired == 0 && log.changes.isEmpty && header.state == .idle)
    }

    @Test func endRefreshingCancelsABeginMadeBeforeAttaching() {
        var fired = 0
        let header = RefreshController(edge: .header, action: .sync { fired += 1 })
        header.beginRefreshing(runningAction: false, animated: false)
        #expect(header.isRefreshing)
        header.endRefreshing()
        let sv = makeScrollView()
        header.attach(to: sv)
        #expect(header.state == .idle && fired == 0 && !header.isRefreshing)
    }

    @Test func aWaitingBeginKeepsItsOptions() {
        let sv = makeScrollView(safeArea: Insets(top: 91))
        sv.setInWindow(false)
        var fired = 0
        let header = RefreshController(edge: .header, action: .sync { fired += 1 })
        header.attach(to: sv)
        header.beginRefreshing(runningAction: false, animated: false)
        sv.setInWindow(true)
        #expect(header.state == .refreshing && fired == 0)
        #expect(sv.totalContentInset.top == 64 && sv.contentOffset.y == -(91 + 64))
    }

    @Test func aScrollStartedRefreshIsTheUsersABeginIsNot() {
        let sv = makeScrollView()
        let header = RefreshController(edge: .header)
        header.attach(to: sv)
        sv.pullAndRelease()
        #expect(header.state == .refreshing && header.refreshWasStartedByScrolling)
        header.endRefreshing()
        sv.wait(1)
        header.beginRefreshing()
        #expect(header.state == .refreshing && !header.refreshWasStartedByScrolling)
    }
}
