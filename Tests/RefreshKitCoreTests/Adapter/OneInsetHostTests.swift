import Testing
@testable import RefreshKitCore
import RefreshKitScrollSimulation
import RefreshKitTestSupport

/// End to end, the way the UIKit adapter runs: controllers on a host that writes UIKit's ONE
/// `contentInset` through an ``InsetLedger`` and derives its events with a
/// ``ScrollEventDeriver`` (see ``OneInsetHost``).
@MainActor @Suite struct OneInsetHostTests {
    @Test func headerCycleUnderANavigationBarRestoresTheAppsInsetBitForBit() {
        let sv = makeScrollView(inset: Insets(top: 0.1), safeArea: Insets(top: 91, bottom: 34))
        let host = OneInsetHost(sv)
        var fired = 0
        let header = RefreshController(edge: .header, configuration: .standard, action: .sync { fired += 1 })
        let log = StateLog(header)
        header.attach(to: host)
        for _ in 0..<3 {
            sv.pullAndRelease()
            #expect(header.state == .refreshing)
            #expect(sv.contentInset.top == 0.1 + 64)  // UIKit's one inset holds the share
            #expect(host.metrics.contentInset.top == 0.1)  // the controllers see the app's
            sv.wait(2)
            #expect(sv.contentOffset.y == -(91 + 0.1 + 64))
            header.endRefreshing()
            sv.wait(2)
            #expect(sv.contentInset.top.bitPattern == 0.1.bitPattern)
            #expect(sv.contentOffset.y == -(91 + 0.1))
        }
        #expect(fired == 3)
        #expect(
            log.phases
                == Array(repeating: [RefreshPhase.revealing, .armed, .refreshing, .finishing, .idle], count: 3).flatMap
            {
                $0
            })
    }

    @Test func theAppWritingItsInsetWhileRefreshingIsKept() {
        let sv = makeScrollView(inset: Insets(top: 20))
        let host = OneInsetHost(sv)
        let header = RefreshController(edge: .header)
        header.attach(to: host)
        sv.pullAndRelease()
        sv.wait(1)
        host.appWritesContentInset(Insets(top: 44))  // contentInset = (44, 0, 0, 0)
        #expect(sv.contentInset.top == 44 + 64)  // the share was written back
        #expect(host.ledger.appInset.top == 44)
        header.endRefreshing()
        sv.wait(3)
        #expect(sv.contentInset.top == 44)
        #expect(sv.contentOffset.y == -44)
    }

    @Test func theSafeAPIChangesTheAppsInsetWhileRefreshing() {
        let sv = makeScrollView(inset: Insets(top: 20))
        let host = OneInsetHost(sv)
        let header = RefreshController(edge: .header)
        header.attach(to: host)
        sv.pullAndRelease()
        sv.wait(1)
        host.appSetsOwnInset(Insets(top: host.ledger.appInset.top + 10))  // refreshKitAppContentInset.top += 10
        #expect(sv.contentInset.top == 30 + 64)
        header.endRefreshing()
        sv.wait(3)
        #expect(sv.contentInset.top == 30)
    }

    @Test func headerAndFooterShareTheOneInset() {
        let sv = makeScrollView(inset: Insets(top: 5, bottom: 7), safeArea: Insets(top: 91, bottom: 34))
        let host = OneInsetHost(sv)
        let header = RefreshController(
            edge: .header, configuration: RefreshConfiguration(allowsSimultaneousRefresh: true))
        let footer = RefreshController(
            edge: .footer, configuration: RefreshConfiguration(height: 50, allowsSimultaneousRefresh: true))
        header.attach(to: host)
        footer.attach(to: host)
        header.beginRefreshing()
        sv.wait(1)
        #expect(header.state == .refreshing && sv.contentInset == Insets(top: 5 + 64, bottom: 7))
        sv.setContentOffset(Point(x: 0, y: host.metrics.maxOffsetY), animated: false)
        sv.pullAndRelease(by: -200)
        sv.wait(1)
        #expect(footer.state == .refreshing)
        // The header, scrolled out of view, holds no share meanwhile; the footer holds its own.
        #expect(sv.contentInset == Insets(top: 5, bottom: 7 + 50))
        header.endRefreshing()
        footer.endRefreshing()
        sv.wait(2)
        #expect(sv.contentInset.top.bitPattern == 5.0.bitPattern && sv.contentInset.bottom.bitPattern == 7.0.bitPattern)
    }

    @Test func aFooterPulledPastTheEndRestsInViewAndGivesItsShareBack() {
        let sv = makeScrollView(inset: Insets(bottom: -0.0), safeArea: Insets(top: 91, bottom: 34))
        let host = OneInsetHost(sv)
        let footer = RefreshController(edge: .footer, configuration: RefreshConfiguration(height: 50))
        footer.attach(to: host)
        sv.setContentOffset(Point(x: 0, y: host.metrics.maxOffsetY), animated: false)
        let end = host.metrics.maxOffsetY
        sv.pullAndRelease(by: -200)
        sv.wait(2)
        #expect(footer.state == .refreshing)
        #expect(sv.contentOffset.y == end + 50)
        #expect(sv.contentInset.bottom == 50)
        footer.endRefreshing()
        sv.wait(2)
        #expect(sv.contentInset.bottom.bitPattern == (-0.0).bitPattern)  // the app's -0.0, not +0.0
        #expect(sv.contentOffset.y == end)
    }

    @Test func aLargeTitleCollapsingDuringAPullMovesTheTrigger() {
        let sv = makeScrollView(safeArea: Insets(top: 140, bottom: 34))
        let host = OneInsetHost(sv)
        let header = RefreshController(edge: .header)
        header.attach(to: host)
        sv.setContentOffset(Point(x: 0, y: 300), animated: false)
        sv.setSafeAreaInsets(Insets(top: 96, bottom: 34))  // the title collapsed on the way
        #expect(host.metrics.restingTopInset == 96)
        sv.setContentOffset(Point(x: 0, y: -96), animated: false)
        sv.drag(by: 400)
        #expect(header.state.phase == .armed)
        #expect(near(header.pullDistance, -(sv.contentOffset.y + 96), 1e-9))
    }

    @Test(arguments: [true, false])
    func contentInsetAdjustmentNeverMeasuresFromTheAppsInsetOnly(adjusts: Bool) {
        let sv = SimulatedScrollView(
            viewportSize: Size(width: 390, height: 844), contentSize: Size(width: 390, height: 2000),
            contentInset: Insets(top: 12), safeAreaInsets: Insets(top: 91),
            adjustsContentInsetForSafeArea: adjusts)
        let host = OneInsetHost(sv)
        let header = RefreshController(edge: .header)
        header.attach(to: host)
        let rest = adjusts ? 12 + 91.0 : 12
        #expect(host.metrics.restingTopInset == rest)
        sv.pullAndRelease()
        sv.wait(2)
        #expect(sv.contentOffset.y == -(rest + 64))
        header.endRefreshing()
        sv.wait(2)
        #expect(sv.contentOffset.y == -rest && sv.contentInset.top == 12)
    }

    @Test func theCollapsingHeaderRunsOnTheDerivedEvents() {
        let sv = makeScrollView()
        let host = OneInsetHost(sv)
        let header = CollapsingHeaderController()
        header.attach(to: host)
        sv.touchDown()
        sv.moveFinger(by: -30)
        #expect(header.height == 58 && sv.contentOffset.y == 0)
        sv.liftFinger(velocity: 0)  // S2: snaps when the drag ends without deceleration
        sv.wait(0.5)
        #expect(header.height == 44)
        sv.drag(by: -200)
        sv.liftFinger(velocity: -800)  // a fling: snaps when the deriver sees it end
        sv.wait(8)  // 0.998/ms: about 6.4 s to rest
        #expect(!header.isSnapping)
        #expect(host.sent.filter { $0 == .didEndDecelerating }.count == 1)
    }
}
