import Testing
@testable import RefreshKitCore

@Suite struct ValueAnimationTests {
    @Test func defaults() {
        let a = ValueAnimation(from: 0, to: 64, startTime: 2)
        #expect(ValueAnimation.defaultDuration == 0.3)
        #expect(a.duration == 0.3 && a.delay == 0 && a.curve == .easeInEaseOut)
        #expect(a.endTime == 2.3)
        #expect(a.beginTime == 2)
    }

    @Test func holdsFromUntilTheDelayEnds() {
        let a = ValueAnimation(from: -64, to: 0, startTime: 1, duration: 0.25, delay: 0.5)
        #expect(a.endTime == 1.75)
        for t in [-10, 0, 1, 1.2, 1.4999, 1.5] {
            #expect(a.value(at: t) == -64)
            #expect(!a.isFinished(at: t))
        }
        #expect(a.value(at: 1.6) > -64)
    }

    @Test func endsExactlyAtTo() {
        // Values chosen so that interpolation would round: the end must be bit-exact.
        for curve in [
            TimingCurve.linear, .easeIn, .easeOut, .easeInEaseOut, .default, TimingCurve(0.68, -0.55, 0.27, 1.55),
        ] {
            let a = ValueAnimation(from: 0.1, to: 0.7 + 1e-17, startTime: 0.1, duration: 0.2, delay: 0.1, curve: curve)
            #expect(a.value(at: a.endTime) == a.to)
            #expect(a.value(at: a.endTime + 0.001) == a.to)
            #expect(a.value(at: 1e9) == a.to)
            #expect(a.isFinished(at: a.endTime))
            #expect(!a.isFinished(at: a.endTime - 1e-9))
        }
    }

    @Test func linearMidpointIsTheAverage() {
        let a = ValueAnimation(from: 10, to: 74, startTime: 0, duration: 0.4, curve: .linear)
        #expect(abs(a.value(at: 0.2) - 42) <= 1e-9)
        #expect(abs(a.value(at: 0.1) - 26) <= 1e-9)
    }

    @Test func easeInEaseOutIsHalfwayAtHalfTime() {
        let a = ValueAnimation(from: 0, to: 1, startTime: 3, duration: 0.3, delay: 0.2)
        #expect(abs(a.value(at: 3.35) - 0.5) <= 1e-9)
        #expect(a.value(at: 3.25) < 0.25)  // slow start
        #expect(abs(a.progress(at: 3.35) - 0.5) <= 1e-12)
    }

    @Test func followsTheCurve() {
        let curve = TimingCurve.default
        let a = ValueAnimation(from: 100, to: 40, startTime: 0, duration: 1, curve: curve)
        for i in 1..<100 {
            let t = Double(i) / 100
            #expect(abs(a.value(at: t) - (100 + (40 - 100) * curve.value(at: t))) <= 1e-9)
        }
    }

    @Test func zeroDurationJumps() {
        let a = ValueAnimation(from: 0, to: 64, startTime: 1, duration: 0, delay: 0.1)
        #expect(a.value(at: 1.0999) == 0)
        #expect(a.value(at: 1.1) == 64)
        #expect(a.isFinished(at: 1.1))
    }

    @Test func beginFromCurrentStateStartsAtThePresentedValue() {
        let first = ValueAnimation(from: 0, to: 64, startTime: 0, duration: 0.3)
        let presented = first.value(at: 0.1)
        #expect(presented > 0 && presented < 64)
        let second = ValueAnimation.beginningFromCurrentState(of: first, to: 0, at: 0.1)
        #expect(second.from == presented)
        #expect(second.to == 0)
        #expect(second.startTime == 0.1)
        #expect(second.duration == ValueAnimation.defaultDuration)
        #expect(second.value(at: 0.1) == presented)  // no jump
        #expect(second.value(at: second.endTime) == 0)
        // After the first finished, it starts from its `to`.
        let third = ValueAnimation.beginningFromCurrentState(
            of: first, to: 10, at: 5, duration: 0.2, delay: 0.1, curve: .linear)
        #expect(third.from == 64 && third.endTime == 5.3 && third.curve == .linear)
    }

    @Test func hostileDurationsAndTimes() {
        for bad in [-1.0, .nan, .infinity, -.infinity] {
            let a = ValueAnimation(from: 1, to: 2, startTime: 0, duration: bad, delay: bad)
            #expect(a.duration == 0 && a.delay == 0)
            #expect(a.value(at: 0) == 2)
        }
        let a = ValueAnimation(from: 1, to: 2, startTime: .nan, duration: 1)
        #expect(a.startTime == 0)
        #expect(a.value(at: .nan) == 1)
        #expect(!a.isFinished(at: .nan))
        #expect(a.value(at: -.infinity) == 1)
        #expect(a.value(at: .infinity) == 2)
        #expect(a.progress(at: .nan) == 0)
    }

    @Test func hostileEndpoints() {
        #expect(ValueAnimation(from: .nan, to: 5, startTime: 0).from == 5)
        #expect(ValueAnimation(from: 5, to: .infinity, startTime: 0).to == 5)
        let both = ValueAnimation(from: .nan, to: -.infinity, startTime: 0)
        #expect(both.from == 0 && both.to == 0)
        // Extreme finite endpoints interpolate without overflowing.
        let wide = ValueAnimation(from: -1e308, to: 1e308, startTime: 0, duration: 1, curve: .linear)
        #expect(abs(wide.value(at: 0.5)) <= 1e292)
        #expect(wide.value(at: 0.25).isFinite)
    }
}
