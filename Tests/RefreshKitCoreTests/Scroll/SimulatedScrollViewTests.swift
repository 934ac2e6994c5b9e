import Testing
@testable import RefreshKitCore
import RefreshKitScrollSimulation
import RefreshKitTestSupport

/// The simulated scroll view against UIKit's scroll physics: deceleration, rubber band and spring.
@MainActor @Suite struct SimulatedScrollViewTests {
    @Test func restsAtTopUnderAdjustedInset() {
        let sv = makeScrollView(inset: Insets(top: 10), safeArea: Insets(top: 91))
        #expect(sv.adjustedContentInset.top == 101)
        #expect(sv.contentOffset.y == -101)
        sv.setAdjustsContentInsetForSafeArea(false)  // contentInsetAdjustmentBehavior = .never
        #expect(sv.adjustedContentInset.top == 10)
        #expect(sv.contentOffset.y == -10)
    }

    /// The UIKit adapter writes the app's inset plus the shares into `contentInset`, and UIKit
    /// adds the safe area to that: the simulated scroll view adds in the same order, so the
    /// adjusted inset is the same to the last bit (0.1 + 1.1 + 0.1 is 1.3000000000000003 that way,
    /// 1.3 adding the safe area first).
    @Test func adjustedInsetAddsTheSafeAreaToTheInsetWithShares() {
        let sv = makeScrollView(inset: Insets(top: 0.1), safeArea: Insets(top: 0.1))
        sv.setRefreshInset(1.1, for: .header, animationDuration: 0)
        let uikit = (0.1 + 1.1) + 0.1
        #expect(sv.adjustedContentInset.top.bitPattern == uikit.bitPattern)
        #expect(sv.totalContentInset.top + sv.safeAreaInsets.top == sv.adjustedContentInset.top)
    }

    /// A share that changes while the content moves (a header that starts refreshing as the
    /// pulled content springs back) re-aims the spring at the new resting edge with the speed it
    /// had, as UIKit's own bounce does: the UIKit adapter writes no offset while it runs
    /// (``InsetApplication``). The content never jumps (no frame moves it more than the frame
    /// before plus the spring's pull), and it lands at the header's resting offset.
    @Test func shareChangeWhileBouncingReAimsTheSpring() {
        let sv = makeScrollView(safeArea: Insets(top: 91))
        var events: [ScrollEvent] = []
        let observer = EventRecorder { events.append($0) }
        sv.addObserver(observer)
        sv.touchDown()
        sv.moveFinger(by: 200)
        sv.liftFinger(velocity: 0)
        sv.advance(by: 0.05)
        let earlier = sv.contentOffset.y
        sv.advance(by: 1.0 / 60)
        #expect(sv.isDecelerating)
        let from = sv.contentOffset.y
        sv.setRefreshInset(64, for: .header, animationDuration: 0.3)
        #expect(sv.contentOffset.y == from, "the write moves nothing")
        #expect(sv.isDecelerating && !sv.isAnimatingOffset)
        #expect(events.last == ScrollEvent.layoutDidChange && !events.contains(ScrollEvent.didEndDecelerating))
        _ = observer
        var previous = from, previousStep = from - earlier
        while sv.isDecelerating && sv.time < 3 {
            sv.advance(by: 1.0 / 60)
            let step = sv.contentOffset.y - previous
            #expect(abs(step - previousStep) < 2, "at \(sv.time): a step of \(step) after \(previousStep)")
            (previous, previousStep) = (sv.contentOffset.y, step)
        }
        #expect(sv.contentOffset.y == -155 && sv.isAtRest && sv.time < 2)
        #expect(events.last == ScrollEvent.didEndDecelerating || events.contains(ScrollEvent.didEndDecelerating))
    }

    @Test func dragPastTopRubberBandsWithCoefficient055() {
        let sv = makeScrollView()
        sv.touchDown()
        sv.moveFinger(by: 100)
        let expected = -(1 - 1 / (100 * 0.55 / 844 + 1)) * 844
        #expect(near(sv.contentOffset.y, expected, 1e-9))
        #expect(sv.isTracking && sv.isDragging && !sv.isDecelerating)
        // Inside the range the content follows the finger one to one.
        let inside = makeScrollView()
        inside.setContentOffset(Point(x: 0, y: 500), animated: false)
        inside.touchDown()
        inside.moveFinger(by: -120)
        #expect(inside.contentOffset.y == 620)
    }

    @Test func dragPastBottomRubberBands() {
        let sv = makeScrollView(content: 1000)
        sv.setContentOffset(Point(x: 0, y: 156), animated: false)  // 1000 − 844: the end
        sv.touchDown()
        sv.moveFinger(by: -50)
        #expect(near(sv.contentOffset.y, 156 + (1 - 1 / (50 * 0.55 / 844 + 1)) * 844, 1e-9))
    }

    @Test func touchDuringBounceContinuesFromWhereTheContentIs() {
        let sv = makeScrollView()
        sv.drag(by: 150)
        sv.liftFinger(velocity: 0)
        sv.advance(by: 0.05)
        let y = sv.contentOffset.y
        sv.touchDown()
        sv.moveFinger(by: 0)
        #expect(sv.contentOffset.y == y)
        sv.moveFinger(by: 1)
        #expect(sv.contentOffset.y < y)  // further out, but less than 1 pt: rubber band
        #expect(sv.contentOffset.y > y - 1)
    }

    @Test(arguments: [Deceleration.normalRate, Deceleration.fastRate])
    func decelerationFollowsTheFormula(rate: Double) {
        let sv = makeScrollView(content: 100_000)
        sv.physics.deceleration = Deceleration(rate: rate)
        sv.setContentOffset(Point(x: 0, y: 1000), animated: false)
        sv.touchDown()
        sv.moveFinger(by: -10)  // y = 1010
        sv.liftFinger(velocity: -2000)  // finger up: content moves on upwards at 2000 pt/s
        #expect(sv.isDecelerating)
        let k = 1000 * RKMath.log(rate)
        for t in [0.1, 0.25, 0.5, 1.0] {
            sv.advance(to: t)
            let x = 1010 + 2000 * (RKMath.pow(rate, 1000 * t) - 1) / k
            #expect(near(sv.contentOffset.y, x, 1e-6), "t = \(t)")
        }
        sv.wait(20)
        #expect(!sv.isDecelerating)
        #expect(sv.contentOffset.y == 1010 - 2000 / k)  // the resting point x0 − v0/k, exactly
    }

    @Test func flingPastTheTopHandsTheEdgeVelocityToTheSpring() {
        let sv = makeScrollView()
        sv.setContentOffset(Point(x: 0, y: 100), animated: false)
        sv.touchDown()
        sv.moveFinger(by: 1)  // y = 99
        sv.liftFinger(velocity: 3000)  // content flies towards the top
        let decel = Deceleration(rate: Deceleration.normalRate)
        let tc = decel.time(toReach: 0, from: 99, velocity: -3000)!
        let vEdge = decel.velocity(-3000, at: tc)
        let spring = CriticallyDampedSpring()
        for dt in [0.02, 0.1, 0.3] {
            sv.advance(to: tc + dt)
            #expect(near(sv.contentOffset.y, spring.displacement(from: 0, velocity: vEdge, at: dt), 1e-6))
        }
        sv.wait(3)
        #expect(sv.contentOffset.y == 0)
        #expect(sv.isAtRest)
    }

    @Test func releasePastTheEdgeSpringsBackCriticallyDamped() {
        let sv = makeScrollView()
        sv.touchDown()
        sv.moveFinger(by: 120)
        let x0 = sv.contentOffset.y
        sv.liftFinger(velocity: 0)
        var previous = x0
        for i in 1...60 {
            sv.advance(to: Double(i) / 60)
            let t = Double(i) / 60
            #expect(near(sv.contentOffset.y, (x0 + 10 * x0 * t) * RKMath.exp(-10 * t), 1e-9))
            #expect(sv.contentOffset.y >= previous)  // never overshoots past the edge
            #expect(sv.contentOffset.y <= 0)
            previous = sv.contentOffset.y
        }
        sv.wait(3)
        #expect(sv.contentOffset.y == 0)
    }

    @Test func flagsFollowUIKit() {
        let sv = makeScrollView()
        var events: [ScrollEvent] = []
        let observer = EventRecorder { events.append($0) }
        sv.addObserver(observer)
        sv.touchDown()
        #expect(sv.isTracking && !sv.isDragging)
        sv.moveFinger(by: 30)
        #expect(sv.isDragging)
        sv.liftFinger(velocity: 0)
        #expect(!sv.isTracking && !sv.isDragging && sv.isDecelerating)
        sv.wait(3)
        #expect(events.contains(.willBeginDragging))
        #expect(events.contains(.didEndDragging(willDecelerate: true)))
        #expect(events.last(where: { $0 != .tick && $0 != .didScroll }) == .didEndDecelerating)
    }

    @Test func animatedOffsetTakesPointThreeSecondsEaseInEaseOut() {
        let sv = makeScrollView()
        sv.setContentOffset(Point(x: 0, y: 300), animated: true)
        sv.advance(to: 0.15)
        #expect(near(sv.contentOffset.y, 300 * TimingCurve.easeInEaseOut.value(at: 0.5), 1e-9))
        sv.advance(to: 0.3)
        #expect(sv.contentOffset.y == 300)
        #expect(sv.isAtRest)
    }

    @Test func shrinkingInsetAtRestAnimatesTheOffsetBackInRange() {
        let sv = makeScrollView()
        sv.setRefreshInset(64, for: .header, animationDuration: 0.3)
        sv.setContentOffset(Point(x: 0, y: -64), animated: false)
        sv.setRefreshInset(0, for: .header, animationDuration: 0.3)
        #expect(sv.contentOffset.y == -64)
        sv.advance(to: 0.3)
        #expect(sv.contentOffset.y == 0)
    }

    @Test func nonFiniteInputIsIgnored() {
        let sv = makeScrollView()
        sv.touchDown()
        sv.moveFinger(by: .nan)
        sv.liftFinger(velocity: .infinity)
        sv.setContentOffset(Point(x: 0, y: .nan), animated: false)
        sv.setContentInset(Insets(top: .infinity))
        sv.setContentSize(Size(width: -1, height: 5))
        sv.advance(by: .nan)
        sv.advance(by: -1)
        #expect(sv.contentOffset.y == 0 && sv.contentInset == .zero && sv.contentSize.height == 2000)
        #expect(sv.time == 0)
    }
}

@MainActor
final class EventRecorder: ScrollObserver {
    let handler: (ScrollEvent) -> Void
    init(_ handler: @escaping (ScrollEvent) -> Void) { self.handler = handler }
    func scrollHost(_ host: any ScrollHost, didReceive event: ScrollEvent) { handler(event) }
}
