import Testing
@testable import RefreshKitCore
import RefreshKitTestSupport

/// The indicator inside UIKit's own refresh control follows the scroll view's pull and the system
/// control's begin and end; it never starts a refresh by itself.
@Suite struct SystemRefreshFollowerTests {
    /// Metrics under a 91-pt bar pulled `pull` points, with or without a finger.
    func pulled(_ pull: Double, dragging: Bool = true, systemInset: Double = 0) -> ScrollMetrics {
        ScrollMetrics(
            contentOffset: Point(x: 0, y: -(91 + systemInset) - pull), contentSize: Size(width: 390, height: 2000),
            viewportSize: Size(width: 390, height: 844), safeAreaInsets: Insets(top: 91 + systemInset),
            isTracking: dragging, isDragging: dragging)
    }

    @Test func thePullIsHowFarTheContentIsPastItsRestingTop() {
        #expect(SystemRefreshFollower.pullDistance(pulled(40)) == 40)
        #expect(SystemRefreshFollower.pullDistance(pulled(0)) == 0)
        #expect(SystemRefreshFollower.pullDistance(pulled(-300)) == 0)
        var m = pulled(10)
        m.contentOffset.y = .nan
        #expect(SystemRefreshFollower.pullDistance(m) == 0)
    }

    @Test func aPullDrawsProgressThenArmedButOnlyTheSystemControlRefreshes() {
        var follower = SystemRefreshFollower(configuration: .standard)  // trigger 64
        let changed1 = follower.scroll(pulled(32), at: 0.1)
        #expect(changed1)
        #expect(follower.state == .revealing(progress: 0.5))
        #expect(follower.moment(at: 0.2).progress == 0.5)
        let changed2 = follower.scroll(pulled(80), at: 0.2)
        #expect(changed2)
        #expect(follower.state == .armed(overPull: 16))
        // Released past our trigger before the system's: back to pulling with the content, not refreshing.
        let changed3 = follower.scroll(pulled(80, dragging: false), at: 0.3)
        #expect(changed3)
        #expect(follower.state == .revealing(progress: 1))
        let changed4 = follower.scroll(pulled(20, dragging: false), at: 0.4)
        #expect(!changed4)
        #expect(follower.state.phase == .revealing)
        let changed5 = follower.scroll(pulled(0, dragging: false), at: 0.5)
        #expect(changed5)
        #expect(follower.state == .idle)
        // A bounce without a finger never starts a pull.
        let changed6 = follower.scroll(pulled(30, dragging: false), at: 0.6)
        #expect(!changed6)
        #expect(follower.state == .idle)
    }

    @Test func theSystemControlsBeginAndEndDriveRefreshingAndFinishing() {
        var follower = SystemRefreshFollower(configuration: .standard)
        follower.scroll(pulled(100), at: 1)
        let changed7 = follower.systemDidBeginRefreshing(at: 1.2)
        #expect(changed7)
        let changed8 = follower.systemDidBeginRefreshing(at: 1.3)
        #expect(!changed8)
        #expect(follower.state == .refreshing)
        // Scrolling while refreshing changes nothing but the pull.
        let changed9 = follower.scroll(pulled(10, systemInset: 60), at: 2)
        #expect(!changed9)
        #expect(near(follower.moment(at: 2.2).time, 1, 1e-12))
        #expect(near(follower.moment(at: 2.2).refreshingDuration, 1, 1e-12))
        let changed10 = follower.systemDidEndRefreshing(at: 3.2, hold: 0.5)
        #expect(changed10)
        #expect(follower.state == .finishing && follower.lastRefreshingDuration == 2)
        #expect(follower.moment(at: 3.4).refreshingDuration == 2)
        // Finishing lasts the hold plus the inset animation (0.5 + 0.3 s).
        let changed11 = follower.scroll(pulled(0, dragging: false), at: 3.9)
        #expect(!changed11)
        let changed12 = follower.scroll(pulled(0, dragging: false), at: 4.0)
        #expect(changed12)
        #expect(follower.state == .idle)
        let changed13 = follower.systemDidEndRefreshing(at: 5, hold: 0)
        #expect(!changed13)
    }

    @Test func aBeginFromCodeWithoutAPullRefreshesToo() {
        var follower = SystemRefreshFollower(configuration: RefreshConfiguration(height: 60, triggerDistance: 120))
        let changed14 = follower.systemDidBeginRefreshing(at: 0)
        #expect(changed14)
        #expect(follower.moment(at: 0.5).state == .refreshing)
        #expect(follower.moment(at: 0.5).triggerDistance == 120)
        let changed15 = follower.systemDidEndRefreshing(at: 1, hold: .nan)
        #expect(changed15)
        let changed16 = follower.scroll(pulled(0, dragging: false), at: 1.3)
        #expect(changed16)
        #expect(follower.state == .idle)
    }
}
