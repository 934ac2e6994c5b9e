import Testing
@testable import RefreshKitCore

/// A pull or armed plan plays what the drawing does on the state's own clock (the classic arrow's
/// flip) beside what the pull drives: the evaluator, reading the pull's tracks at the pull and the
/// clock's at the seconds since the state began, shows the drawing over both.
@MainActor @Suite struct ClockTrackTests {
    static let size = Size(width: 390, height: 80)
    static let trigger = 80.0
    static let tolerance = 0.05
    /// The first half second of the state, every thirtieth of a second, and later.
    static let times = (0...15).map { Double($0) / 30 } + [0.75, 1.1, 2]

    /// An app's indicator that draws a built-in style and declares nothing.
    struct Undeclared: RefreshIndicator {
        var wrapped: any RefreshIndicator
        func scene(for context: IndicatorContext) -> IndicatorScene { wrapped.scene(for: context) }
    }

    /// A dot whose opacity breathes slowly on the state's clock for ever once pulled past the
    /// trigger.
    struct BreathingDot: RefreshIndicator {
        func scene(for context: IndicatorContext) -> IndicatorScene {
            var builder = IndicatorSceneBuilder(size: context.size)
            if context.overPull > 0 { builder.multiplyOpacity(0.6 + 0.4 * RKMath.cos(2 * context.time)) }
            builder.fill(VectorPath { $0.addEllipse(in: Rect(x: 10, y: 10, width: 20, height: 20)) }, color: .black)
            return builder.build()
        }
    }

    static func template(reduceMotion: Bool = false) -> IndicatorContext {
        IndicatorContext(
            state: .idle, triggerDistance: trigger, size: size, reduceMotion: reduceMotion, glyphs: BoxGlyphSource())
    }

    /// The moments (pull, seconds) where `plan` does not show `indicator`'s drawing.
    static func mismatches(
        _ indicator: any RefreshIndicator, _ plan: LayerPlan, pulls: [Double], template: IndicatorContext
    ) -> [String] {
        var wrong: [String] = []
        for x in pulls {
            for t in times {
                var moment = LayerPlanCompiler.moment(x, of: plan.phase, trigger: trigger, refreshingDuration: 0)
                moment.time = t
                let drawn = indicator.scene(for: LayerPlanCompiler.context(template, at: moment))
                let shown = LayerPlanEvaluator.scene(plan, at: x, clock: t)
                if !SceneKey.scenesMatch(drawn, shown, tolerance: tolerance) { wrong.append("\(x) at \(t) s") }
            }
        }
        return wrong
    }

    @Test func theClassicArrowFlipsUpOnTheStateClockWhileArmed() {
        let classic = Indicators.Classic(), template = Self.template()
        let plan = LayerPlanCompiler.compile(classic, phase: .armed, context: template)
        #expect(!plan.frameUpdates && plan.hasClock)
        #expect(plan.animations.filter(\.runsOnClock).allSatisfy { $0.duration == 0.2 && $0.repeatCount == 1 })
        #expect(Self.mismatches(classic, plan, pulls: [0, 0.3, 1], template: template) == [])
        // Half way through the flip the arrow is not where it started or ends.
        let start = LayerPlanEvaluator.scene(plan, at: 0.3, clock: 0)
        let middle = LayerPlanEvaluator.scene(plan, at: 0.3, clock: 0.1)
        let end = LayerPlanEvaluator.scene(plan, at: 0.3, clock: 0.2)
        #expect(middle != start && middle != end && start != end)
    }

    @Test func pullingBackBelowTheTriggerTurnsTheArrowDownOnTheClock() {
        let classic = Indicators.Classic(), template = Self.template()
        let plan = LayerPlanCompiler.compile(classic, phase: .pulling, context: template)
        #expect(!plan.frameUpdates && plan.hasClock)
        // Below the disarm threshold the arrow points down at once; above, it turns back down.
        #expect(Self.mismatches(classic, plan, pulls: [0, 0.2, 0.5, 0.85, 0.92, 0.97], template: template) == [])
        // Split at its jumps (rest, disarm threshold, trigger) into four sets of title and arrow,
        // the layers that hold still are joined again: one title up to the trigger, one arrow up to
        // the threshold, then the turning arrow, and the release title and its arrow.
        #expect(plan.layers.count == 5)
        #expect(Set(plan.animations.filter(\.runsOnClock).map(\.layer)) == [2, 4])
    }

    @Test func underReduceMotionTheArrowSwitchesAtOnceAndNothingPlaysOnTheClock() {
        let classic = Indicators.Classic(), template = Self.template(reduceMotion: true)
        for phase in [LayerPlan.Phase.pulling, .armed] {
            let plan = LayerPlanCompiler.compile(classic, phase: phase, context: template)
            #expect(!plan.frameUpdates && !plan.hasClock, "\(phase)")
            #expect(Self.mismatches(classic, plan, pulls: [0, 0.5, 0.95], template: template) == [], "\(phase)")
        }
    }

    @Test func anIndicatorThatDeclaresNothingFlipsOnTheClockToo() {
        let wrapper = Undeclared(wrapped: Indicators.Classic()), template = Self.template()
        let plan = LayerPlanCompiler.compile(wrapper, phase: .armed, context: template)
        #expect(!plan.frameUpdates && plan.hasClock)
        #expect(Self.mismatches(wrapper, plan, pulls: [0, 0.4, 1], template: template) == [])
    }

    @Test func aPullThatMovesOnTheClockOnlyPastAThresholdItDoesNotDeclareIsDrawnAsScenes() {
        // Undeclared, the disarm threshold is not a jump: one set of layers cannot play the arrow
        // both still (below it) and turning (above), so the main thread draws the pull.
        let wrapper = Undeclared(wrapped: Indicators.Classic())
        let plan = LayerPlanCompiler.compile(wrapper, phase: .pulling, context: Self.template())
        #expect(plan.frameUpdates)
        #expect(plan.reason?.contains("state's clock") == true, "\(plan.reason ?? "")")
    }

    @Test func aDrawingThatNeverSettlesOnTheClockIsDrawnAsScenes() {
        let plan = LayerPlanCompiler.compile(BreathingDot(), phase: .armed, context: Self.template())
        #expect(plan.frameUpdates)
        #expect(plan.reason == "it moves on the state's clock for longer than 2 s")
        // While pulling it does not move on the clock: a plain pull plan.
        let pull = LayerPlanCompiler.compile(BreathingDot(), phase: .pulling, context: Self.template())
        #expect(!pull.frameUpdates && !pull.hasClock)
    }

    @Test func theClassicStyleDeclaresItsFlipOnTheClock() {
        let classic = Indicators.Classic()
        for phase in [LayerPlan.Phase.pulling, .armed] {
            let declared = classic.timeline(for: phase, context: Self.template())
            #expect(declared?.clock == IndicatorTimeline(curves: [0...0.2]), "\(phase)")
            #expect(declared?.clock?.lastMoment == 0.2)
            #expect(classic.timeline(for: phase, context: Self.template(reduceMotion: true))?.clock == nil)
        }
        #expect(classic.timeline(for: .refreshing, context: Self.template())?.clock == nil)
    }

    @Test func aLayerMayMoveItsPlaceOnTheClockAndHowItLooksWithThePull() {
        let item = IndicatorScene.Item(
            content: .fill(VectorPath { $0.addRect(Rect(x: 0, y: 0, width: 4, height: 4)) }, .nonZero),
            paint: .solid(.black))
        func track(_ keyPath: LayerProperty, onClock: Bool) -> LayerAnimation {
            let values: [KeyframeValue] =
                switch keyPath {
                case .hidden: [.flag(false), .flag(true)]
                case .fillColor: [.color(.black), .color(.white)]
                case .transform: [.transform(.identity), .transform(.translation(x: 3, y: 0))]
                default: [.number(0), .number(1)]
                }
            var track = LayerAnimation(
                layer: 0, keyPath: keyPath, keyTimes: keyPath == .hidden ? [0, 0.5, 1] : [0, 1], values: values,
                calculationMode: keyPath == .hidden ? .discrete : .linear, duration: 1, repeatCount: 1)
            track.runsOnClock = onClock
            return track
        }
        func plan(_ tracks: [LayerAnimation]) -> LayerPlan {
            LayerPlan(
                phase: .armed, size: Self.size, layers: [item], animations: tracks, duration: 1, frameUpdates: false)
        }
        #expect(
            plan([track(.transform, onClock: true), track(.hidden, onClock: false), track(.fillColor, onClock: false)])
                .clockSplitProblem == nil)
        #expect(plan([track(.transform, onClock: false)]).clockSplitProblem == nil)
        #expect(
            plan([track(.opacity, onClock: true), track(.transform, onClock: false)]).clockSplitProblem
                == "layer 0 moves on the state's clock while the pull changes its transform")
        #expect(
            plan([track(.opacity, onClock: true), track(.opacity, onClock: false)]).clockSplitProblem
                == "layer 0's opacity moves both with the pull and on the state's clock")
        #expect(
            plan([track(.fillColor, onClock: true), track(.hidden, onClock: false)]).clockSplitProblem
                == "layer 0's fillColor moves on the state's clock while the pull changes it too")
    }
}
