import Testing
@testable import RefreshKitCore
import RefreshKitScrollSimulation

/// Failing loads on the simulated scroll view: a footer that fails keeps its place in view and is
/// retried by a tap or a pull, never by itself; a header that fails goes back to idle; observers
/// get the error.
@MainActor @Suite struct RefreshControllerFailureTests {
    struct Offline: Error, Equatable {}

    /// A footer on 2000 pt of content scrolled to the end, under a 91-pt bar and a 34-pt home bar.
    func footerAtTheEnd(
        mode: RefreshConfiguration.Mode, action: RefreshControlAction
    ) -> (SimulatedScrollView, RefreshController) {
        let sv = makeScrollView(safeArea: Insets(top: 91, bottom: 34))
        sv.setContentOffset(Point(x: 0, y: sv.metrics.maxOffsetY), animated: false)
        let configuration = RefreshConfiguration(height: 50, mode: mode, autoTriggerDistance: 200)
        let footer = RefreshController(edge: .footer, configuration: configuration, action: action)
        footer.attach(to: sv)
        return (sv, footer)
    }

    @Test func aThrowingFooterActionShowsFailedInViewAndReportsTheError() async {
        var runs = 0
        let (sv, footer) = footerAtTheEnd(
            mode: .pull,
            action: .throwing {
                runs += 1
                throw Offline()
            })
        let log = StateLog(footer)
        let end = sv.metrics.maxOffsetY
        #expect(footer.beginRefreshing())
        for _ in 0..<100 where footer.state == .refreshing { await Task.yield() }
        #expect(footer.state == .failed && runs == 1)
        #expect(log.phases == [.refreshing, .failed])
        #expect(log.changes.last?.error as? Offline == Offline())
        #expect(log.changes.first?.error == nil)
        sv.wait(1)
        // It keeps its share: the footer stays under the last row, in view, and nothing reloads.
        #expect(footer.appliedShare == 50 && sv.totalContentInset.bottom == 50)
        #expect(sv.metrics.maxOffsetY == end + 50)
        #expect(runs == 1 && footer.state == .failed)
        // The header side is free meanwhile.
        #expect(sv.busyEdges.isEmpty)
    }

    @Test func aFailedAutoFooterIsNotRetriedByScrollingToTheEnd() {
        var runs = 0
        let (sv, footer) = footerAtTheEnd(mode: .auto, action: .sync { runs += 1 })
        sv.setContentOffset(Point(x: 0, y: sv.metrics.maxOffsetY - 400), animated: false)
        sv.drag(by: -300, duration: 0.3)  // scrolls towards the end: auto loads
        sv.liftFinger(velocity: 0)
        #expect(footer.state == .refreshing && runs == 1)
        footer.endRefreshing(with: Offline())
        #expect(footer.state == .failed)
        // Scrolling up and down to the end again, and a fling, load nothing.
        sv.drag(by: 500, duration: 0.3)
        sv.liftFinger(velocity: 0)
        sv.wait(1)
        sv.drag(by: -480, duration: 0.3)
        sv.liftFinger(velocity: -2000)
        sv.wait(2)
        #expect(footer.state == .failed && runs == 1)
    }

    @Test func pullingPastTheFailedFooterRetriesOnRelease() {
        var runs = 0
        let (sv, footer) = footerAtTheEnd(mode: .auto, action: .sync { runs += 1 })
        footer.beginRefreshing()
        footer.endRefreshing(with: Offline())
        sv.wait(1)
        sv.setContentOffset(Point(x: 0, y: sv.metrics.maxOffsetY), animated: false)  // the failed footer in view
        #expect(footer.state == .failed && footer.pullDistance == 0)
        // Revealing the footer is no pull: a drag that stays short of the trigger past it does nothing.
        sv.drag(by: -60, duration: 0.3)  // rubber-banded: about 34 pt past the footer
        #expect(footer.state == .failed)
        #expect(footer.pullDistance > 0 && footer.pullDistance < 50)
        sv.liftFinger(velocity: 0)
        sv.wait(1)
        #expect(footer.state == .failed && runs == 1)
        // Past it by the trigger: armed; released: loads again.
        sv.drag(by: -200, duration: 0.3)
        #expect(footer.state.phase == .armed)
        sv.liftFinger(velocity: 0)
        #expect(footer.state == .refreshing && runs == 2)
        footer.endRefreshing()
        sv.wait(1)
        #expect(footer.state == .idle && sv.totalContentInset.bottom == 0)
    }

    @Test func aRetryPullLetGoBeforeTheTriggerIsFailedAgain() {
        let (sv, footer) = footerAtTheEnd(mode: .auto, action: .sync {})
        footer.beginRefreshing()
        footer.endRefreshing(with: Offline())
        sv.drag(by: -200, duration: 0.3)
        #expect(footer.state.phase == .armed)
        sv.drag(by: 150, duration: 0.3)  // back under the trigger, finger still down
        #expect(footer.state == .failed)
        sv.liftFinger(velocity: 0)
        sv.wait(1)
        #expect(footer.state == .failed && footer.appliedShare == 50)
    }

    @Test func aTapRetriesABeginFromFailedRunsTheActionAgain() {
        var runs = 0
        let (sv, footer) = footerAtTheEnd(mode: .pull, action: .sync { runs += 1 })
        footer.beginRefreshing()
        footer.endRefreshing(with: Offline())
        #expect(footer.beginRefreshing())
        #expect(footer.state == .refreshing && runs == 2)
        #expect(footer.appliedShare == 50 && sv.totalContentInset.bottom == 50)
    }

    @Test func noMoreDataFalseAfterAFailureResetsTheFooter() {
        let (sv, footer) = footerAtTheEnd(mode: .pull, action: .sync {})
        footer.beginRefreshing()
        footer.endRefreshing(with: Offline())
        footer.setNoMoreData(false)
        sv.wait(1)
        #expect(footer.state == .idle && sv.totalContentInset.bottom == 0)
    }

    @Test func aThrowingHeaderGoesBackToIdleWithTheError() async {
        let sv = makeScrollView(safeArea: Insets(top: 91))
        let header = RefreshController(edge: .header, action: .throwing { throw Offline() })
        let log = StateLog(header)
        header.attach(to: sv)
        header.beginRefreshing()
        for _ in 0..<100 where header.state == .refreshing { await Task.yield() }
        sv.wait(1)
        #expect(log.phases == [.refreshing, .idle])
        #expect(log.changes.last?.error as? Offline == Offline())
        #expect(sv.totalContentInset.top == 0 && sv.contentOffset.y == -91)
    }

    @Test func aThrowingActionThatReturnsEndsNormally() async {
        let sv = makeScrollView()
        let header = RefreshController(edge: .header, action: .throwing {})
        let log = StateLog(header)
        header.attach(to: sv)
        header.beginRefreshing()
        for _ in 0..<100 where header.state == .refreshing { await Task.yield() }
        #expect(log.phases == [.refreshing, .finishing])
        #expect(log.changes.allSatisfy { $0.error == nil })
    }

    @Test func aCancelledThrowingActionFailsNothing() async {
        let sv = makeScrollView()
        let gate = AsyncGate()
        let footer = RefreshController(
            edge: .footer, configuration: RefreshConfiguration(height: 50),
            action: .throwing {
                await gate.wait()
                try Task.checkCancellation()
            })
        let log = StateLog(footer)
        footer.attach(to: sv)
        footer.beginRefreshing()
        await Task.yield()
        footer.detach()
        gate.open()
        for _ in 0..<100 { await Task.yield() }
        #expect(log.phases == [.refreshing, .idle])
        #expect(log.changes.allSatisfy { $0.error == nil })
    }

    @Test func endingWithAnErrorOutsideARefreshIsIgnored() {
        let sv = makeScrollView()
        let footer = RefreshController(edge: .footer, configuration: RefreshConfiguration(height: 50))
        let log = StateLog(footer)
        footer.attach(to: sv)
        footer.endRefreshing(with: Offline())
        #expect(footer.state == .idle && log.changes.isEmpty)
    }
}
