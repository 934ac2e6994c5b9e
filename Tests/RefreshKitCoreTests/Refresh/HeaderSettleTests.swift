import Testing
@testable import RefreshKitCore
import RefreshKitScrollSimulation
import RefreshKitTestSupport

/// A refreshing header the user scrolled partly out of view settles whole or hidden when the
/// content comes to rest, instead of resting half shown.
@MainActor @Suite struct HeaderSettleTests {
    /// A refreshing 64-pt header under a 47-pt status bar, whole in view.
    func refreshingHeader() -> (SimulatedScrollView, RefreshController) {
        let sv = makeScrollView(safeArea: Insets(top: 47))
        let header = RefreshController(edge: .header)
        header.attach(to: sv)
        header.beginRefreshing()
        sv.wait(0.5)
        return (sv, header)
    }

    @Test func theNearerEndWins() {
        #expect(RefreshController.settledHeaderShare(34.9, height: 64) == 64)
        #expect(RefreshController.settledHeaderShare(32, height: 64) == 64)
        #expect(RefreshController.settledHeaderShare(31.9, height: 64) == 0)
        #expect(RefreshController.settledHeaderShare(0, height: 64) == nil)
        #expect(RefreshController.settledHeaderShare(64, height: 64) == nil)
        #expect(RefreshController.settledHeaderShare(.nan, height: 64) == nil)
        #expect(RefreshController.settledHeaderShare(10, height: .infinity) == nil)
    }

    @Test func leftMoreThanHalfShownItSettlesWhole() {
        let (sv, header) = refreshingHeader()
        #expect(sv.contentOffset.y == -111)
        sv.drag(by: -29.1, duration: 0.2)  // the user pushes it half out of view
        #expect(near(header.appliedShare, 34.9, 1e-9))
        sv.liftFinger(velocity: 0)  // and lets go there
        sv.wait(0.5)
        #expect(header.appliedShare == 64 && sv.totalContentInset.top == 64)
        #expect(sv.contentOffset.y == -111)  // whole in view again
        #expect(header.state == .refreshing)
    }

    @Test func leftLessThanHalfShownItSettlesHidden() {
        let (sv, header) = refreshingHeader()
        sv.drag(by: -40, duration: 0.2)
        #expect(near(header.appliedShare, 24, 1e-9))
        sv.liftFinger(velocity: 0)
        sv.wait(0.5)
        #expect(header.appliedShare == 0 && sv.totalContentInset.top == 0)
        #expect(sv.contentOffset.y == -47)  // the content closed over it
        #expect(header.state == .refreshing)
        // Scrolling back up shows it again, whole.
        sv.drag(by: 100, duration: 0.2)
        sv.liftFinger(velocity: 0)
        sv.wait(1)
        #expect(header.appliedShare == 64 && sv.contentOffset.y == -111)
    }

    @Test func aFlingThatComesToRestPartlyShownSettlesToo() {
        let (sv, header) = refreshingHeader()
        sv.drag(by: -20, duration: 0.2)
        sv.liftFinger(velocity: -60)  // a slow flick up: it glides, then rests
        sv.wait(6)
        #expect(!sv.isDecelerating)
        let share = header.appliedShare
        #expect(share == 0 || share == 64)
        #expect(sv.totalContentInset.top == share)
    }

    @Test func scrolledWellAwayNothingSettles() {
        let (sv, header) = refreshingHeader()
        sv.drag(by: -400, duration: 0.3)
        sv.liftFinger(velocity: 0)
        let y = sv.contentOffset.y
        sv.wait(0.5)
        #expect(header.appliedShare == 0 && sv.contentOffset.y == y)
    }
}
