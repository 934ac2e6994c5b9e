import CoreAnimationModel
import RefreshKitCore
import RefreshKitOnModel
import RefreshKitRender
import Testing
import RefreshKitTestSupport

/// `LayerPlanEvaluator` (the compiler's quick reading of a plan, and `render --via layers`) and
/// the Core Animation model running the adapter agree on every built-in plan: one description
/// of Core Animation's rules, checked against the other everywhere, so they cannot drift. A pull
/// or armed plan is read at a pull and at a moment of the state's clock (where the classic arrow
/// flips), the model's media time being that many seconds after the plan was shown.
@MainActor @Suite struct EvaluatorAgreementTests {
    static let size = Size(width: 390, height: 80)
    static let scale = 2.0
    static let begin = 9000.0

    @Test(arguments: [LayerPlan.Phase.pulling, .armed, .refreshing, .finishing])
    func theEvaluatorAndTheModelDrawTheSame(phase: LayerPlan.Phase) throws {
        let glyphs = FreeTypeGlyphSource()
        let rasterizer = Rasterizer(), layers = LayerRasterizer()
        var rng = SeededGenerator(seed: 0x19E0 &+ UInt64(phase.rawValue.count))
        for appearance in [IndicatorAppearance.light, .dark] {
            for (name, indicator) in AdapterEquivalenceTests.indicators {
                let template = IndicatorMoment(state: .idle, pullDistance: 0, triggerDistance: 80)
                    .context(size: Self.size, displayScale: Self.scale, glyphs: glyphs, appearance: appearance)
                let plan = LayerPlanCompiler.compile(
                    indicator, phase: phase, context: template, refreshingDuration: 1.7)
                guard !plan.frameUpdates else { continue }
                let layer = LayerPlanLayer()
                layer.contentsScale = Self.scale
                layer.show(plan, beganAt: Self.begin)
                let span =
                    plan.phase.isDriven ? 1 : (plan.phase == .finishing ? plan.duration + 0.2 : 20 * plan.duration)
                let times = [0, span] + (0..<8).map { _ in Double.random(in: 0...span, using: &rng) }
                for t in times {
                    // The state's clock: in the first half second (a flip), or long after.
                    let clock = plan.phase.isDriven ? (t == span ? 3 : Double.random(in: 0...0.5, using: &rng)) : t
                    if plan.phase.isDriven { layer.setTimeOffset(t) }
                    let model = try layers.render(
                        layer.presentation(atMediaTime: Self.begin + clock), scale: Self.scale)
                    let evaluated = try rasterizer.render(
                        LayerPlanEvaluator.scene(plan, at: t, clock: clock), scale: Self.scale)
                    let d = differences(model, evaluated, background: [0, 0, 0, 0])
                    #expect(
                        d.inked <= 0.25 / 255,
                        "\(name) \(phase) \(appearance.colorScheme) at \(t), \(clock) s in: \(d.inked * 255)/255 (max \(d.maximum))"
                    )
                }
            }
        }
    }
}
