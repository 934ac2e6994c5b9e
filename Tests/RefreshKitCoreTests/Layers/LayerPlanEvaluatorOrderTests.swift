import Testing
@testable import RefreshKitCore

/// ``LayerPlanEvaluator/scene(_:at:)`` plays the tracks that have begun earliest first, so a
/// later one (a loop after its intro) sets the property last, whatever order the plan lists them in.
@Suite struct LayerPlanEvaluatorOrderTests {
    let square = IndicatorScene.Item(
        content: .fill(VectorPath { $0.addRect(Rect(x: 0, y: 0, width: 10, height: 10)) }, .nonZero),
        paint: .solid(.black))

    func fade(from: Double, to: Double, begin: Double) -> LayerAnimation {
        LayerAnimation(
            layer: 0, keyPath: .opacity, keyTimes: [0, 1], values: [.number(from), .number(to)],
            calculationMode: .linear, duration: 1, repeatCount: 1, beginTime: begin)
    }

    func plan(_ animations: [LayerAnimation]) -> LayerPlan {
        LayerPlan(
            phase: .refreshing, size: Size(width: 20, height: 20), layers: [square], animations: animations,
            duration: 2, frameUpdates: false)
    }

    @Test(arguments: [0.25, 0.5, 1.5])
    func theLaterTrackWinsInEitherOrder(time: Double) throws {
        let intro = fade(from: 0, to: 1, begin: 0), loop = fade(from: 0.2, to: 0.4, begin: 0.5)
        let listed = LayerPlanEvaluator.scene(plan([intro, loop]), at: time)
        let reversed = LayerPlanEvaluator.scene(plan([loop, intro]), at: time)
        #expect(listed == reversed)
        let opacity = try #require(listed.items.first).opacity
        // Before the loop begins the intro sets the opacity; from then on the loop does.
        let expected = time < 0.5 ? time : min(0.2 + 0.2 * (time - 0.5), 0.4)
        #expect(abs(opacity - expected) < 1e-12)
    }

    @Test func aHiddenLayerIsLeftOutAndTheOthersKeepTheirOrder() {
        let hide = LayerAnimation(
            layer: 0, keyPath: .hidden, keyTimes: [0, 0.5, 1], values: [.flag(false), .flag(true)],
            calculationMode: .discrete, duration: 1, repeatCount: 1)
        var second = square
        second.paint = .solid(.red)
        let plan = LayerPlan(
            phase: .refreshing, size: Size(width: 20, height: 20), layers: [square, second], animations: [hide],
            duration: 1, frameUpdates: false)
        #expect(LayerPlanEvaluator.scene(plan, at: 0.25).items == [square, second])
        #expect(LayerPlanEvaluator.scene(plan, at: 0.75).items == [second])
    }
}
