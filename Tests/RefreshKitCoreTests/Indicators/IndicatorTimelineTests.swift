import Testing
@testable import RefreshKitCore
import RefreshKitStyles
import RefreshKitTestSupport

/// Every built-in style's declared timelines, for a range of configurations: the plan compiled
/// from the declaration (no search) shows, at a thousand moments of every phase, what the style
/// itself draws there, to within a twentieth of a point — a pull and armed at a thousand pulls,
/// each at its own moment of the state's clock in the first 2 s.
@MainActor @Suite struct IndicatorTimelineTests {
    static let size = Size(width: 390, height: 80)
    static let trigger = 80.0
    static let tolerance = 0.05
    static let moments = 1000

    /// The styles and the configurations whose motion differs.
    static var variants: [(String, any RefreshIndicator)] {
        [
            ("barFill", Indicators.BarFill()),
            ("barFill.bareSquare", Indicators.BarFill(configuration: .bareSquare)),
            (
                "barFill restart, delay",
                Indicators.BarFill(
                    configuration: modified(.init(loop: .restart, fillDuration: 0.7)) { $0.fillDelay = 0.3 })
            ),
            (
                "barFill flow to empty, delay",
                Indicators.BarFill(
                    configuration: modified(.init(look: .mask)) {
                        $0.minimumFill = 0
                        $0.fillDelay = 0.25
                    })
            ),
            ("arcSpinner", Indicators.ArcSpinner()),
            ("arcSpinner.untitled", Indicators.ArcSpinner(configuration: .untitled)),
            (
                "arcSpinner slow",
                Indicators.ArcSpinner(
                    configuration: modified(.init()) {
                        $0.overPullPerTurn = 25
                        $0.spinStepDuration = 0.7
                    })
            ),
            ("progressRing", Indicators.ProgressRing()),
            ("progressRing.untitled", Indicators.ProgressRing(configuration: .untitled)),
            ("handwriting", Indicators.Handwriting()),
            (
                "handwriting calm to nothing",
                Indicators.Handwriting(configuration: modified(.init()) { $0.reduceMotionMinimumOpacity = 0 })
            ),
            ("letterWave", Indicators.LetterWave()),
            (
                "letterWave, five colours",
                Indicators.LetterWave(configuration: .init(colors: [.red, .green, .blue, .black, .yellow]))
            ),
            (
                "letterWave, deep nods and a double swell",
                Indicators.LetterWave(
                    configuration: modified(.init()) {
                        $0.tiltAngle = RKMath.pi / 2
                        $0.swellScale = 2
                    })
            ),
            ("classic", Indicators.Classic()),
            (
                "classic, twelve spokes, calm to nothing",
                Indicators.Classic(
                    configuration: modified(.init()) {
                        $0.spokeCount = 12
                        $0.spinnerMinimumOpacity = 0
                    })
            ),
            ("system", Indicators.System()),
            ("system.yellowOnRed", Indicators.System(configuration: .yellowOnRed)),
            (
                "system, twelve spokes",
                Indicators.System(configuration: modified(.init(spokeCount: 12)) { $0.cycleDuration = 0.8 })
            ),
            ("imageSequence", Indicators.ImageSequence()),
            ("imageSequence.mjRefresh", Indicators.ImageSequence(configuration: .mjRefresh)),
        ]
    }

    /// Compiles every phase of every variant from its declaration and compares the plan with the
    /// drawing at `moments` moments spread by the golden ratio (never on a jump); a pull's and
    /// armed's moments of the state's clock spread by the plastic number's ratio, so the two do
    /// not run in step.
    func check(reduceMotion: Bool, refreshing: Double) {
        let glyphs = BoxGlyphSource()
        for (name, indicator) in Self.variants {
            for phase in [LayerPlan.Phase.pulling, .armed, .refreshing, .finishing] {
                let template = IndicatorContext(
                    state: .idle, triggerDistance: Self.trigger, size: Self.size,
                    reduceMotion: reduceMotion, glyphs: glyphs)
                var probe = template
                probe.state = phase == .refreshing ? .refreshing : .finishing
                #expect(indicator.timeline(for: phase, context: probe) != nil, "\(name) \(phase) declares nothing")
                let plan = LayerPlanCompiler.compile(
                    indicator, phase: phase, context: template, refreshingDuration: refreshing)
                #expect(!plan.frameUpdates, "\(name) \(phase): \(plan.reason ?? "")")
                // Finishing ends with the plan (the header has closed): the plan holds its end from there.
                let span = phase.isDriven ? 1 : phase == .refreshing ? 3 * plan.duration : plan.duration
                var wrong = 0, first = ""
                for k in 1...Self.moments {
                    let golden = Double(k) * 0.618_033_988_749_894_8
                    let t = span * (golden - golden.rounded(.down))
                    var m = LayerPlanCompiler.moment(
                        t, of: phase, trigger: Self.trigger, refreshingDuration: refreshing)
                    let plastic = Double(k) * 0.754_877_666_246_692_8
                    let clock = phase.isDriven ? 2 * (plastic - plastic.rounded(.down)) : 0
                    if phase.isDriven { m.time = clock }
                    let drawn = indicator.scene(for: LayerPlanCompiler.context(template, at: m))
                    let shown = LayerPlanEvaluator.scene(plan, at: t, clock: clock)
                    if !SceneKey.scenesMatch(drawn, shown, tolerance: Self.tolerance) {
                        wrong += 1
                        if first.isEmpty {
                            first =
                                "at \(t), \(clock) s in: \(drawn.items.count) items drawn, \(shown.items.count) shown"
                        }
                    }
                }
                #expect(
                    wrong == 0,
                    "\(name) \(phase)\(reduceMotion ? " (Reduce Motion)" : ""): \(wrong) of \(Self.moments) moments differ, first \(first)"
                )
            }
        }
    }

    @Test func everyStyleDeclaresEveryPhaseAndItsPlanShowsItsDrawing() {
        check(reduceMotion: false, refreshing: 2.37)
    }

    @Test func underReduceMotionToo() {
        check(reduceMotion: true, refreshing: 2.37)
    }

    @Test func finishingRightAfterTheRefreshBegan() {
        check(reduceMotion: false, refreshing: 0)
    }
}
