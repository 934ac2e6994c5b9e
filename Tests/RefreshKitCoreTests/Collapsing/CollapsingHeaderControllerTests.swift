import Testing
@testable import RefreshKitCore
import RefreshKitScrollSimulation
import RefreshKitTestSupport

/// S2's rules and numbers on a simulated scroll view.
@MainActor @Suite struct CollapsingHeaderControllerTests {
    func setUp(content: Double = 2000) -> (SimulatedScrollView, CollapsingHeaderController) {
        let sv = makeScrollView(content: content)
        let header = CollapsingHeaderController()
        header.attach(to: sv)
        return (sv, header)
    }

    @Test func defaultsAreS2() {
        let c = CollapsingHeaderController.Configuration()
        #expect(c.minHeight == 44 && c.maxHeight == 88 && c.snapDuration == 0.2 && c.titleMargin == 10)
        #expect(c.snapCurve == .easeInEaseOut)
        #expect(CollapsingHeaderController().height == 88)
    }

    @Test func scrollingDownShrinksByTheDiffAndHoldsTheContent() {
        let (sv, header) = setUp()
        sv.touchDown()
        sv.moveFinger(by: -10)  // content up 10: diff = 10 > 0, y > 0
        #expect(header.height == 78)
        #expect(sv.contentOffset.y == 0)  // the header absorbed the scroll
        sv.moveFinger(by: -30)
        #expect(header.height == 48)
        sv.moveFinger(by: -30)  // only 4 pt left to absorb: clamps at min, the content takes 26
        #expect(header.height == 44)
        #expect(sv.contentOffset.y == 26)
        sv.moveFinger(by: -30)  // collapsed: the content scrolls now
        #expect(header.height == 44)
        #expect(sv.contentOffset.y == 56)
    }

    @Test func scrollingUpGrowsTheHeaderBackToMax() {
        let (sv, header) = setUp()
        sv.touchDown()
        sv.moveFinger(by: -100)  // collapses fully (44), the content takes the other 56
        sv.moveFinger(by: -200)  // content at 256
        #expect(header.height == 44 && sv.contentOffset.y == 256)
        sv.moveFinger(by: 20)  // diff = −20 < 0, y < bottom: grows, content held
        #expect(header.height == 64 && sv.contentOffset.y == 256)
        sv.moveFinger(by: 50)  // 24 left to grow: the content takes the other 26
        #expect(header.height == 88)
        #expect(sv.contentOffset.y == 230)
    }

    @Test func derivedValuesFollowS2Update() {
        let (sv, header) = setUp()
        sv.touchDown()
        sv.moveFinger(by: -11)  // h = 77: open = 33, range = 44
        #expect(header.openAmount == 33)
        #expect(header.percentage == 0.75)
        #expect(header.titleTop == -33 + 10)
        #expect(header.logoAlpha == 0.75)
    }

    @Test func snapsOpenAboveMidpointWhenTheDragEndsWithoutMomentum() {
        let (sv, header) = setUp()
        sv.touchDown()
        sv.moveFinger(by: -20)  // h = 68 > mid 66
        sv.liftFinger(velocity: 0)
        #expect(header.isSnapping)
        sv.advance(by: 0.1)
        #expect(near(header.height, 68 + (88 - 68) * TimingCurve.easeInEaseOut.value(at: 0.5), 1e-9))
        sv.advance(by: 0.1)
        #expect(header.height == 88 && !header.isSnapping)
    }

    @Test func snapsShutAtOrBelowMidpoint() {
        let (sv, header) = setUp()
        sv.touchDown()
        sv.moveFinger(by: -22)  // h = 66 = mid: not above, so collapse
        sv.liftFinger(velocity: 0)
        sv.wait(0.2)
        #expect(header.height == 44)
    }

    @Test func snapsWhenDecelerationEndsNotBefore() {
        let host = ManualHost(
            metrics: ScrollMetrics(
                contentSize: Size(width: 390, height: 20_000),
                viewportSize: Size(width: 390, height: 844)))
        host.metrics.contentOffset.y = 5000
        let header = CollapsingHeaderController()
        header.attach(to: host)
        host.metrics.isDecelerating = true
        host.scroll(to: 5030)  // momentum, content up 30: shrinks to 58, held at 5000
        #expect(header.height == 58 && host.metrics.contentOffset.y == 5000)
        host.send(.didEndDragging(willDecelerate: true))
        host.advance(to: 1)
        #expect(header.height == 58 && !header.isSnapping)  // still decelerating: no snap
        host.metrics.isDecelerating = false
        host.send(.didEndDecelerating)  // 58 ≤ 66: shut
        #expect(header.isSnapping)
        host.advance(to: 1.1)
        #expect(near(header.height, 58 + (44 - 58) * TimingCurve.easeInEaseOut.value(at: 0.5), 1e-9))
        host.advance(to: 1.2)
        #expect(header.height == 44 && !header.isSnapping)
    }

    @Test func aNewDragStopsTheSnap() {
        let (sv, header) = setUp()
        sv.touchDown()
        sv.moveFinger(by: -20)
        sv.liftFinger(velocity: 0)
        sv.advance(by: 0.05)
        let h = header.height
        sv.touchDown()
        sv.moveFinger(by: -1)  // willBeginDragging cancels the snap; the drag shrinks by 1
        sv.advance(by: 0.1)
        #expect(header.height == h - 1)
    }

    @Test func unusableConfigurationIsSanitised() {
        let h = CollapsingHeaderController(configuration: .init(minHeight: 100, maxHeight: .nan, snapDuration: -1))
        #expect(h.configuration.minHeight == 88 && h.configuration.maxHeight == 100)
        #expect(h.configuration.snapDuration == 0.2)
    }
}
