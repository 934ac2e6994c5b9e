import Testing
@testable import RefreshKitCore
import RefreshKitScrollSimulation
import RefreshKitTestSupport

/// The footer: pull past the end, auto mode, no more data, and sharing the scroll view.
@MainActor @Suite struct RefreshControllerFooterTests {
    /// A scroll view scrolled to the end of 2000 pt of content.
    func atTheEnd(content: Double = 2000) -> SimulatedScrollView {
        let sv = makeScrollView(content: content, safeArea: Insets(top: 91, bottom: 34))
        sv.setContentOffset(Point(x: 0, y: sv.metrics.maxOffsetY), animated: false)
        return sv
    }

    @Test func pullPastTheEndLoadsAndKeepsTheFooterInView() {
        let sv = atTheEnd()
        var fired = 0
        let footer = RefreshController(
            edge: .footer, configuration: RefreshConfiguration(height: 50), action: .sync { fired += 1 })
        let log = StateLog(footer)
        footer.attach(to: sv)
        let end = sv.metrics.maxOffsetY
        sv.pullAndRelease(by: -200)
        sv.wait(3)
        #expect(log.phases == [.revealing, .armed, .refreshing])
        #expect(fired == 1)
        #expect(sv.contentOffset.y == end + 50)
        footer.endRefreshing()
        sv.setContentSize(Size(width: 390, height: 2600))  // the new page arrived
        sv.wait(1)
        #expect(footer.state == .idle)
        #expect(sv.totalContentInset.bottom == 0)
    }

    @Test func shortContentPullsPastTheViewportAndStaysVisible() {
        let sv = makeScrollView(content: 300)
        let footer = RefreshController(edge: .footer, configuration: RefreshConfiguration(height: 50))
        footer.attach(to: sv)
        sv.drag(by: -40)
        #expect(footer.state.phase == .revealing)
        #expect(near(footer.pullDistance, sv.contentOffset.y, 1e-12))  // measured from the viewport's end
        sv.drag(by: -300)
        sv.liftFinger(velocity: 0)
        sv.wait(3)
        #expect(footer.state == .refreshing)
        #expect(footer.appliedShare == 50 + (844 - 300))
        #expect(sv.contentOffset.y == 50)  // the footer rests in view
        footer.endRefreshing()
        sv.wait(3)
        #expect(sv.totalContentInset.bottom == 0 && sv.contentOffset.y == 0)
    }

    @Test func autoModeTriggersOnceNearTheEndWhileScrolling() {
        let sv = makeScrollView(content: 3000)
        var fired = 0
        let footer = RefreshController(
            edge: .footer, configuration: RefreshConfiguration(height: 50, mode: .auto, autoTriggerDistance: 200),
            action: .sync { fired += 1 })
        footer.attach(to: sv)
        sv.drag(by: -1900, duration: 1)  // end at 2156; 256 pt away
        #expect(fired == 0)
        sv.drag(by: -100, duration: 0.2)  // 156 pt away: within 200
        #expect(fired == 1 && footer.state == .refreshing)
        footer.endRefreshing()
        sv.wait(1)
        sv.drag(by: -30)  // still near the end, same drag, no new data: no loop
        #expect(fired == 1)
        sv.liftFinger(velocity: 0)
        sv.wait(2)
        sv.drag(by: -10)  // a new drag near the end asks again
        #expect(fired == 2)
    }

    @Test func autoModeNeverTriggersOnAContentSizeChangeAlone() {
        let sv = makeScrollView(content: 3000)
        var fired = 0
        let footer = RefreshController(
            edge: .footer, configuration: RefreshConfiguration(mode: .auto, autoTriggerDistance: 300),
            action: .sync { fired += 1 })
        footer.attach(to: sv)
        sv.setContentOffset(Point(x: 0, y: 1800), animated: false)
        sv.setContentSize(Size(width: 390, height: 2700))  // end now 56 pt away, but nobody scrolls
        sv.wait(1)
        #expect(fired == 0)
        sv.drag(by: 5)  // scrolling away from the end
        #expect(fired == 0)
    }

    @Test func noMoreDataStopsTriggeringUntilReset() {
        let sv = atTheEnd()
        var fired = 0
        let footer = RefreshController(edge: .footer, action: .sync { fired += 1 })
        footer.attach(to: sv)
        footer.setNoMoreData(true)
        sv.pullAndRelease(by: -200)
        sv.wait(2)
        #expect(fired == 0 && footer.state == .noMoreData)
        footer.beginRefreshing()
        #expect(fired == 0)
        footer.setNoMoreData(false)
        #expect(footer.state == .idle)
        sv.pullAndRelease(by: -200)
        #expect(fired == 1)
    }

    @Test func noMoreDataWhileLoadingGivesTheShareBack() {
        let sv = atTheEnd()
        let footer = RefreshController(edge: .footer)
        footer.attach(to: sv)
        footer.beginRefreshing()
        #expect(sv.refreshInsets.bottom == 64)
        footer.setNoMoreData(true)
        #expect(footer.state == .noMoreData && sv.refreshInsets.bottom == 0 && sv.busyEdges.isEmpty)
    }

    @Test func aPullReleasedWhileTheFooterFinishesStillRefreshes() {
        let sv = makeScrollView(content: 3000)
        let header = RefreshController(edge: .header)
        let footer = RefreshController(edge: .footer)
        header.attach(to: sv)
        footer.attach(to: sv)
        footer.beginRefreshing()
        footer.endRefreshing()  // finishing: its share animates away for 0.3 s
        #expect(footer.state == .finishing)
        sv.drag(by: 200, duration: 0.1)
        sv.liftFinger(velocity: 0)
        #expect(footer.state == .finishing)
        #expect(header.state == .refreshing)  // the user's pull is not swallowed
        sv.wait(1)
        #expect(footer.state == .idle && sv.refreshInsets.bottom == 0 && sv.refreshInsets.top == 64)
    }

    @Test func headerAndFooterNeverRefreshTogetherUnlessAllowed() {
        let sv = makeScrollView(content: 300)
        let header = RefreshController(edge: .header)
        let footer = RefreshController(edge: .footer)
        header.attach(to: sv)
        footer.attach(to: sv)
        header.beginRefreshing()
        footer.beginRefreshing()
        #expect(header.state == .refreshing && footer.state == .idle)
        header.endRefreshing()
        sv.wait(1)
        footer.beginRefreshing()
        #expect(footer.state == .refreshing)
        header.beginRefreshing()
        #expect(header.state == .idle)

        let both = makeScrollView()
        let h2 = RefreshController(edge: .header, configuration: RefreshConfiguration(allowsSimultaneousRefresh: true))
        let f2 = RefreshController(edge: .footer, configuration: RefreshConfiguration(allowsSimultaneousRefresh: true))
        h2.attach(to: both)
        f2.attach(to: both)
        h2.beginRefreshing()
        f2.beginRefreshing()
        #expect(h2.state == .refreshing && f2.state == .refreshing)
    }
}
