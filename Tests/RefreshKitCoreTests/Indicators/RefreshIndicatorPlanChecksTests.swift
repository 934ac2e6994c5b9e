import Testing
@testable import RefreshKitCore
import RefreshKitStyles

/// The two checks an indicator's author runs before shipping: which phases have no layer plan
/// (`layerPlanProblems`), and where a plan shows something other than the drawing
/// (`layerPlanMismatches`).
@MainActor @Suite struct RefreshIndicatorPlanChecksTests {
    static let context = IndicatorContext(
        state: .idle, triggerDistance: 64, size: Size(width: 390, height: 64), glyphs: BoxGlyphSource())

    /// A 10-pt dot whose centre, while refreshing, is `x = 100 sin(2πt)` (a one-second loop); it
    /// appears once the pull passes 0.3 of the trigger. `refreshing` and `pulling` are what it
    /// declares for those phases (nil: nothing, the compiler searches).
    struct SwingingDot: RefreshIndicator {
        var refreshing: IndicatorTimeline?
        var pulling: IndicatorTimeline?
        /// Whether the refreshing swing keeps growing instead of repeating.
        var drifts = false

        func scene(for context: IndicatorContext) -> IndicatorScene {
            var scene = IndicatorSceneBuilder(size: context.size)
            let x: Double
            switch context.state {
            case .refreshing, .finishing:
                x = drifts ? 10 * context.time : 100 * RKMath.sin(2 * RKMath.pi * context.time)
            case .idle:
                return scene.build()
            case .revealing(let progress) where progress < 0.3:
                return scene.build()
            default:
                x = 0
            }
            scene.fill(VectorPath { $0.addEllipse(in: Rect(x: 190 + x, y: 27, width: 10, height: 10)) }, color: .black)
            return scene.build()
        }

        func timeline(for phase: LayerPlan.Phase, context: IndicatorContext) -> IndicatorTimeline? {
            switch phase {
            case .refreshing: refreshing
            case .pulling: pulling
            default: nil
            }
        }
    }

    @Test func everyBuiltInStyleHasAPlanForEveryPhaseThatShowsItsDrawing() {
        #expect(Indicators.indicatorNames.count == 9)
        for name in Indicators.indicatorNames {
            guard let indicator = Indicators.indicator(named: name) else { continue }
            #expect(indicator.layerPlanProblems(in: Self.context) == [], "\(name)")
            #expect(indicator.layerPlanMismatches(in: Self.context) == [], "\(name)")
        }
    }

    @Test func aCurveDeclaredAsAStraightLineIsReportedWithTheMomentsItMisses() {
        // Key times 0 and 1 only: the plan holds the dot at x = 0 (sin 0 = sin 2π) all loop long.
        let wrong = SwingingDot(
            refreshing: IndicatorTimeline(period: 1, keyTimes: [0, 1]), pulling: .init(jumps: [0.3]))
        let lines = wrong.layerPlanMismatches(in: Self.context)
        // The moments are 3·frac(k·φ) s, k = 1…240, over three turns of the loop; the dot is drawn
        // away from the plan's x = 0 wherever |100 sin 2πt| exceeds the 0.05 tolerance.
        var expected = 0
        var first: Double?
        for k in 1...LayerPlanCheck.moments {
            let step = Double(k) * 0.618_033_988_749_894_8
            let t = 3 * (step - step.rounded(.down))
            if abs(100 * RKMath.sin(2 * RKMath.pi * t)) > LayerPlanCheck.tolerance {
                expected += 1
                if first == nil { first = t }
            }
        }
        let at = JSONNumber.text((first! * 1000).rounded() / 1000)
        #expect(
            lines == [
                "refreshing: \(expected) of 240 moments differ, the first at \(at) s (1 items drawn, 1 shown)"
            ])
        #expect(expected > 230)
        // The same drawing declared as the curve it is: nothing to report, and a plan in each phase.
        let right = SwingingDot(refreshing: .curved(period: 1), pulling: .init(jumps: [0.3]))
        #expect(right.layerPlanMismatches(in: Self.context) == [])
        #expect(right.layerPlanProblems(in: Self.context) == [])
    }

    @Test func aJumpLeftOutIsReportedAtTheFirstMomentOnTheWrongSideOfIt() {
        // The dot appears at progress 0.3; declared with no jumps, the plan is drawn at 0 and 1
        // only and switches from no dot to the dot halfway, so the moments between 0.3 and 0.5
        // have one item drawn and none shown.
        let wrong = SwingingDot(refreshing: .curved(period: 1), pulling: IndicatorTimeline())
        var expected = 0
        var first: Double?
        for k in 1...LayerPlanCheck.moments {
            let step = Double(k) * 0.618_033_988_749_894_8
            let progress = step - step.rounded(.down)
            if progress >= 0.3 && progress < 0.5 {
                expected += 1
                if first == nil { first = progress }
            }
        }
        let at = JSONNumber.text((first! * 1000).rounded() / 1000)
        #expect(
            wrong.layerPlanMismatches(in: Self.context) == [
                "pulling: \(expected) of 240 moments differ, the first at progress \(at) (1 items drawn, 0 shown)"
            ])
        // Declared, the jump is where the plan changes.
        let right = SwingingDot(refreshing: .curved(period: 1), pulling: IndicatorTimeline(jumps: [0.3]))
        #expect(right.layerPlanMismatches(in: Self.context) == [])
    }

    @Test func aFlipOnTheStateClockLeftOutOfTheDeclarationIsReportedOnItsOwnLine() throws {
        /// The classic style as its declaration was before the arrow's flip was declared on the
        /// state's clock: armed holds.
        struct ClockForgotten: RefreshIndicator {
            let classic = Indicators.Classic()
            func scene(for context: IndicatorContext) -> IndicatorScene { classic.scene(for: context) }
            func timeline(for phase: LayerPlan.Phase, context: IndicatorContext) -> IndicatorTimeline? {
                var declared = classic.timeline(for: phase, context: context)
                declared?.clock = nil
                return declared
            }
        }
        let lines = ClockForgotten().layerPlanMismatches(in: Self.context)
        // At the state's first moment the plans show the drawing: only the clock's lines.
        #expect(lines.count == 2)
        let armed = try #require(lines.last)
        #expect(armed.hasPrefix("armed on the state's clock: "))
        #expect(armed.contains("moments differ, the first at an over-pull of 0.618 trigger distances, "))
        let count = try #require(Int(armed.dropFirst("armed on the state's clock: ".count).prefix { $0 != " " }))
        // Every moment after the flip began (all but those in its first few milliseconds).
        #expect(count > 230)
        // The pull turns back only past its disarm threshold: fewer moments.
        #expect(lines.first?.hasPrefix("pulling on the state's clock: ") == true)
        #expect(Indicators.Classic().layerPlanMismatches(in: Self.context) == [])
    }

    @Test func aPhaseWithoutAPlanIsNamedByProblemsAndLeftOutOfMismatches() {
        // A swing that keeps growing never repeats: no refreshing plan, and so nothing to compare.
        let drifting = SwingingDot(refreshing: nil, pulling: IndicatorTimeline(jumps: [0.3]), drifts: true)
        #expect(
            drifting.layerPlanProblems(in: Self.context) == [
                "refreshing: the refreshing drawing does not settle into a loop of at most 4 s"
            ])
        #expect(drifting.layerPlanMismatches(in: Self.context) == [])
    }
}
