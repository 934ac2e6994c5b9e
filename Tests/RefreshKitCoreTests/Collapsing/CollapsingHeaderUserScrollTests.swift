import Testing
@testable import RefreshKitCore
import RefreshKitScrollSimulation
import RefreshKitTestSupport

/// The collapsing header follows only the user's scrolling (``ScrollMover``): the finger and the
/// momentum its release starts. Every offset the app writes is where the content goes, and the
/// header keeps its height meanwhile; at the hand-over the content takes what the header does not.
@MainActor @Suite struct CollapsingHeaderUserScrollTests {
    func setUp() -> (SimulatedScrollView, CollapsingHeaderController) {
        let sv = makeScrollView(content: 3000)
        let header = CollapsingHeaderController()
        header.attach(to: sv)
        return (sv, header)
    }

    @Test func theSimulatedScrollViewSaysWhoMovedTheContent() {
        let sv = makeScrollView(content: 3000)
        sv.setContentOffset(Point(x: 0, y: 100), animated: false)
        #expect(sv.scrollMover == .app)
        sv.touchDown()
        sv.moveFinger(by: -100)
        #expect(sv.scrollMover == .finger)
        sv.liftFinger(velocity: -800)
        sv.advance(by: 1.0 / 60)
        #expect(sv.scrollMover == .momentum && ScrollMover.momentum.isUser && !ScrollMover.app.isUser)
        sv.wait(3)
        sv.setContentOffset(Point(x: 0, y: 0), animated: true)
        sv.advance(by: 0.1)
        #expect(sv.scrollMover == .app)
    }

    @Test func anOffsetTheAppWritesStaysAndTheHeaderKeepsItsHeight() {
        let (sv, header) = setUp()
        sv.setContentOffset(Point(x: 0, y: 440), animated: false)  // rows inserted above, offset kept
        #expect(sv.contentOffset.y == 440 && header.height == 88)
        sv.setContentOffset(Point(x: 0, y: 1000), animated: true)
        sv.wait(0.5)
        #expect(sv.contentOffset.y == 1000 && header.height == 88)
        sv.touchDown()
        sv.moveFinger(by: -10)
        #expect(sv.contentOffset.y == 1000 && header.height == 78)
        // A write while the finger is down: it stays, the finger goes on from it.
        sv.setContentOffset(Point(x: 0, y: 1440), animated: false)
        #expect(sv.contentOffset.y == 1440 && header.height == 78)
        sv.moveFinger(by: -10)
        #expect(sv.contentOffset.y == 1440 && header.height == 68)
        sv.liftFinger(velocity: 0)
        sv.wait(0.5)
        #expect(header.height == 88)  // snapped open (68 > 66)
        sv.setContentOffset(Point(x: 0, y: 0), animated: true)  // scroll to top
        sv.wait(0.5)
        #expect(sv.contentOffset.y == 0 && header.height == 88)
    }

    /// With 7 pt left to collapse, one 20-pt step: the header takes 7, the content 13; the same
    /// expanding.
    @Test func theContentTakesWhatTheHeaderDoesNot() {
        let (sv, header) = setUp()
        sv.setContentOffset(Point(x: 0, y: 500), animated: false)
        sv.touchDown()
        sv.moveFinger(by: -37)
        #expect(header.height == 51 && sv.contentOffset.y == 500)
        sv.moveFinger(by: -20)
        #expect(header.height == 44 && sv.contentOffset.y == 513)
        sv.moveFinger(by: 37)
        #expect(header.height == 81 && sv.contentOffset.y == 513)
        sv.moveFinger(by: 20)
        #expect(header.height == 88 && sv.contentOffset.y == 500)
    }

    /// A layout change reported with the finger's scroll (a host that sees both in one
    /// observation) does not swallow the scroll.
    @Test func aLayoutChangeWithTheScrollDoesNotSwallowIt() {
        let host = ManualHost(
            metrics: ScrollMetrics(
                contentOffset: Point(x: 0, y: 500), contentSize: Size(width: 390, height: 3000),
                viewportSize: Size(width: 390, height: 844), isTracking: true, isDragging: true))
        let header = CollapsingHeaderController()
        header.attach(to: host)
        host.metrics.contentOffset.y = 510
        host.metrics.safeAreaInsets.top = 1
        host.send(.layoutDidChange)
        host.send(.didScroll)
        #expect(header.height == 78 && host.metrics.contentOffset.y == 500)
    }
}
