import Testing
@testable import RefreshKitCore

/// Core Animation's keyframe rules, as the evaluator applies them.
@Suite struct LayerAnimationTests {
    private func track(_ mode: LayerAnimation.CalculationMode, repeats: Bool, begin: Double = 0) -> LayerAnimation {
        LayerAnimation(
            layer: 0, keyPath: .opacity, keyTimes: mode == .linear ? [0, 0.5, 1] : [0, 0.5, 1, 1],
            values: [.number(0), .number(1), .number(0.5)], calculationMode: mode, duration: 2,
            repeatCount: repeats ? nil : 1, beginTime: begin)
    }

    @Test func linearInterpolatesBetweenKeyTimesAndRepeatsForEver() {
        let t = track(.linear, repeats: true)
        #expect(t.value(at: 0) == .number(0))
        #expect(t.value(at: 0.5) == .number(0.5))
        #expect(t.value(at: 1.5) == .number(0.75))
        #expect(t.value(at: 2.5) == .number(0.5))  // the second pass
        #expect(t.value(at: -0.5) == .number(0.75))  // folded like any time
    }

    @Test func discreteHoldsEachValueUntilTheNextKeyTime() {
        let t = track(.discrete, repeats: true)
        #expect(t.value(at: 0.99) == .number(0))
        #expect(t.value(at: 1.0) == .number(1))
        #expect(t.value(at: 1.99) == .number(1))
    }

    @Test func aTrackThatPlaysOnceHoldsItsEndsAndALaterBeginShiftsIt() {
        let once = track(.linear, repeats: false)
        #expect(once.value(at: 10) == .number(0.5))
        let later = track(.linear, repeats: true, begin: 1)
        #expect(later.value(at: 1.5) == .number(0.5))
    }

    @Test func pathsInterpolatePointByPointOnlyWithTheSameElements() {
        var a = VectorPathBuilder()
        a.move(to: Point(x: 0, y: 0))
        a.line(to: Point(x: 10, y: 0))
        var b = VectorPathBuilder()
        b.move(to: Point(x: 0, y: 10))
        b.line(to: Point(x: 20, y: 10))
        var c = VectorPathBuilder()
        c.move(to: Point(x: 0, y: 0))
        c.quad(to: Point(x: 1, y: 1), control: Point(x: 0, y: 1))
        let mid = KeyframeValue.path(a.build()).interpolated(to: .path(b.build()), fraction: 0.5)
        var expected = VectorPathBuilder()
        expected.move(to: Point(x: 0, y: 5))
        expected.line(to: Point(x: 15, y: 5))
        #expect(mid == .path(expected.build()))
        #expect(KeyframeValue.path(a.build()).interpolated(to: .path(c.build()), fraction: 0.5) == nil)
        #expect(KeyframeValue.number(1).interpolated(to: .color(.clear), fraction: 0.5) == nil)
    }
}
