import Testing
@testable import RefreshKitCore

/// What the compiler makes of drawings built to show one thing each: a turn, a step, a jump in
/// structure, a drawing that never settles.
@MainActor @Suite struct LayerPlanCompilerTests {
    static let size = Size(width: 100, height: 40)

    /// A bar `length` long, turned `angle` about (50, 20).
    static func bar(angle: Double, length: Double = 12, opacity: Double = 1) -> IndicatorScene {
        var builder = IndicatorSceneBuilder(size: size)
        builder.multiplyOpacity(opacity)
        builder.translate(x: 50, y: 20)
        builder.rotate(by: angle)
        builder.fill(VectorPath { $0.addRect(Rect(x: 2, y: -1, width: length, height: 2)) }, color: .black)
        return builder.build()
    }

    @Test func aShapeTurningAtOneSpeedIsOneConstantPathAndAnAngleWithTwoKeyframes() {
        // A turn every 0.75 s: the compiler finds the period and needs no keyframe in between.
        let plan = LayerPlanCompiler.compile(phase: .refreshing, size: Self.size, duration: nil, repeats: true) { t in
            Self.bar(angle: 2 * Double.pi * t / 0.75)
        }
        #expect(!plan.frameUpdates)
        #expect(abs(plan.duration - 0.75) < 1e-9)
        #expect(plan.animations.map(\.keyPath) == [.rotationZ])
        let turn = plan.animations[0]
        #expect(turn.values.count == 2 && turn.repeatCount == nil)
        #expect(turn.values.last.map { $0.distance(to: .number(2 * Double.pi)) < 1e-9 } == true)
        for t in [0.1, 0.4, 3.3] {
            #expect(
                SceneKey(LayerPlanEvaluator.scene(plan, at: t), inSceneSpace: true)
                    .matches(SceneKey(Self.bar(angle: 2 * Double.pi * t / 0.75), inSceneSpace: true), tolerance: 1e-6))
        }
    }

    @Test func aShapeThatTurnsAndSwellsAboutItsCentreNeedsAKeyframePerStretch() {
        // Drawn in scene space about its centre (52…64 × 19…21 about (58, 20)): a quarter turn
        // over the first half second, then a swell to 1.5× over the second, both linear.
        func drawing(_ t: Double) -> IndicatorScene {
            var builder = IndicatorSceneBuilder(size: Self.size)
            builder.translate(x: 58, y: 20)
            builder.rotate(by: Double.pi / 4 * Swift.min(t / 0.5, 1))
            let scale = 1 + 0.5 * Swift.max(0, (t - 0.5) / 0.5)
            builder.scale(x: scale, y: scale)
            builder.translate(x: -58, y: -20)
            builder.fill(VectorPath { $0.addRect(Rect(x: 52, y: 19, width: 12, height: 2)) }, color: .black)
            return builder.build()
        }
        var timeline = IndicatorTimeline()
        timeline.keyTimes = [0.5]
        let plan = LayerPlanCompiler.declaredPlan(
            phase: .finishing, size: Self.size, timeline: timeline, finishingDuration: 1, scene: drawing)
        #expect(plan?.frameUpdates == false)
        let keyframes = plan?.animations.filter { $0.keyPath == .transform }.map(\.values.count).reduce(0, +) ?? 0
        #expect(keyframes >= 2 && keyframes <= 4, "\(keyframes) transform keyframes")
        for t in [0.1, 0.3, 0.5, 0.66, 0.9, 1.0] {
            guard let plan else { break }
            #expect(
                SceneKey(LayerPlanEvaluator.scene(plan, at: t), inSceneSpace: true)
                    .matches(
                        SceneKey(drawing(t), inSceneSpace: true), tolerance: LayerPlanCompiler.interpolationTolerance),
                "at \(t)")
        }
    }

    @Test func aTurnThatDoesNotComeBackEachLoopIsCumulative() {
        // 100° further every 0.5 s while the bar's opacity breathes with that period.
        func drawing(_ t: Double) -> IndicatorScene {
            let phase = t / 0.5 - (t / 0.5).rounded(.down)
            return Self.bar(angle: 100 * Double.pi / 180 * t / 0.5, opacity: 0.5 + 2 * phase * (1 - phase))
        }
        let plan = LayerPlanCompiler.compile(
            phase: .refreshing, size: Self.size, duration: nil, repeats: true, scene: drawing)
        #expect(!plan.frameUpdates, "\(plan.reason ?? "")")
        let turn = plan.animations.first { $0.keyPath == .rotationZ }
        #expect(turn?.isCumulative == true)
        for t in [0.2, 2.7, 9.45] {
            let shown = SceneKey(LayerPlanEvaluator.scene(plan, at: t), inSceneSpace: true)
            #expect(
                shown.matches(
                    SceneKey(drawing(t), inSceneSpace: true), tolerance: LayerPlanCompiler.interpolationTolerance),
                "at \(t)")
        }
    }

    @Test func valuesThatHoldAndJumpAreDiscreteAndSwitchWhereTheDrawingDoes() {
        // A flip-book: the bar's length steps every 0.1 s (not at a sample of the 1/120 s grid).
        func drawing(_ t: Double) -> IndicatorScene {
            Self.bar(angle: 0, length: 4 + 2 * ((t + 0.013) / 0.1).rounded(.down))
        }
        let plan = LayerPlanCompiler.compile(
            phase: .finishing, size: Self.size, duration: 0.5, repeats: false, scene: drawing)
        let steps = plan.animations.filter { $0.calculationMode == .discrete }
        #expect(!steps.isEmpty && plan.animations.allSatisfy { $0.calculationMode == .discrete })
        // The first step is at 0.087 s: 0.1 − 0.013, found between samples to a few microseconds.
        let first = steps.compactMap { $0.keyTimes.dropFirst().first }.min() ?? 0
        #expect(abs(first * 0.5 - 0.087) < 1e-5, "\(first * 0.5)")
    }

    @Test func itemsThatComeAndGoAreLayersHiddenOutsideTheirRun() {
        // A second bar appears at progress 0.4 and goes at 0.7.
        let plan = LayerPlanCompiler.compile(phase: .pulling, size: Self.size, duration: 1, repeats: false) { p in
            var scene = Self.bar(angle: p)
            if p >= 0.4 && p < 0.7 {
                scene = IndicatorScene(size: Self.size, items: scene.items + Self.bar(angle: -p).items)
            }
            return scene
        }
        #expect(!plan.frameUpdates)
        for p in [0.1, 0.39, 0.41, 0.69, 0.71, 1] {
            #expect(LayerPlanEvaluator.scene(plan, at: p).items.count == (p >= 0.4 && p < 0.7 ? 2 : 1), "at \(p)")
        }
    }

    @Test func aDrawingWhoseItemsChangeEveryFrameUpdatesPerFrameAndSaysWhy() {
        let plan = LayerPlanCompiler.compile(phase: .pulling, size: Self.size, duration: 1, repeats: false) { p in
            IndicatorScene(
                size: Self.size, items: Array(repeating: Self.bar(angle: 0).items[0], count: Int(p * 60) % 7 + 1))
        }
        #expect(plan.frameUpdates)
        #expect(plan.reason?.contains("items change") == true, "\(plan.reason ?? "")")
    }

    @Test func aDrawingThatNeverRepeatsUpdatesPerFrameAndSaysWhy() {
        let plan = LayerPlanCompiler.compile(phase: .refreshing, size: Self.size, duration: nil, repeats: true) { t in
            Self.bar(angle: 0, length: 4 + t * t)
        }
        #expect(plan.frameUpdates)
        #expect(plan.reason?.contains("loop") == true)
    }

    @Test func theReducerKeepsOnlyTheKeyframesAStraightLineCannotGive() {
        let times = (0...10).map { Double($0) }
        let line = times.map { KeyframeValue.number(2 * $0) }
        #expect(KeyframeReducer.keep(times: times, values: line, tolerance: 1e-9, extent: 1) == [0, 10])
        let bend = times.map { KeyframeValue.number($0 < 5 ? $0 : 5 - ($0 - 5)) }
        #expect(KeyframeReducer.keep(times: times, values: bend, tolerance: 1e-9, extent: 1) == [0, 5, 10])
        // Numbers and points are reduced as their components, other values by their own
        // arithmetic (a one-element list here): the same samples must keep the same keyframes
        // every way (an eased curve, a hold, a jump).
        let eased = times.map { t -> Double in t < 3 ? 1 : t < 8 ? 1 + (t - 3) * (t - 3) / 7 : 4.6 }
        for tolerance in [1e-9, 0.05, 0.5] {
            let asNumbers = KeyframeReducer.keep(
                times: times, values: eased.map(KeyframeValue.number), tolerance: tolerance, extent: 1)
            let asPoints = KeyframeReducer.keep(
                times: times, values: eased.map { .point(Point(x: 3, y: $0)) }, tolerance: tolerance, extent: 1)
            let asLists = KeyframeReducer.keep(
                times: times, values: eased.map { .numbers([$0]) }, tolerance: tolerance, extent: 1)
            #expect(asNumbers == asLists && asPoints == asLists, "tolerance \(tolerance)")
            #expect(asNumbers.first == 0 && asNumbers.last == 10 && asNumbers.count < 11 && asNumbers.count > 2)
        }
        #expect(LayerProperties.isStepwise([.number(0), .number(0), .number(1), .number(1)]))
        #expect(!LayerProperties.isStepwise([.number(0), .number(1), .number(2), .number(2)]))
    }
}
