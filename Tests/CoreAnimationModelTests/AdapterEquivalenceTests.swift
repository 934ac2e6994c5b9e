import CoreAnimationModel
import RefreshKitCore
import RefreshKitOnModel
import RefreshKitRender
import Testing
import RefreshKitTestSupport

/// The proof that counts for a device: every built-in style's plan, for every phase, in light
/// and dark, shown by the adapter's own `LayerPlanLayer` on the Core Animation model, draws
/// what the style draws itself — within 1/255 on average over the header and where either draws
/// — at seeded random moments, the first 0.2 s after release (an intro and its loop overlapping)
/// and finishing fades among them.
@MainActor @Suite struct AdapterEquivalenceTests {
    static let size = Size(width: 390, height: 80)
    static let scale = 2.0
    static let begin = 5000.0
    static let moments = 6
    static let maximumMean = 1.0 / 255

    static var indicators: [(String, any RefreshIndicator)] {
        Indicators.catalog.compactMap { style in
            if case let .indicator(make) = style.kind { (style.name, make()) } else { nil }
        }
    }

    /// Compiles each style's `phase` in each appearance and compares the adapter's drawing with
    /// the style's at the times `times` gives.
    static func check(
        _ phase: LayerPlan.Phase, seed: UInt64, refreshingDuration: Double = 0,
        times: (LayerPlan, inout SeededGenerator) -> [Double],
        moment: (Double) -> IndicatorMoment
    ) throws {
        let glyphs = FreeTypeGlyphSource()
        let rasterizer = Rasterizer(), layers = LayerRasterizer()
        var rng = SeededGenerator(seed: seed)
        for appearance in [IndicatorAppearance.light, .dark] {
            let background = appearance.palette.background
            let backgroundBytes = Array(
                try rasterizer.render(
                    IndicatorScene(size: Size(width: 1, height: 1), items: []), scale: 1,
                    background: background
                ).pixels)
            for (name, indicator) in indicators {
                let template = moment(0).context(
                    size: size, displayScale: scale, glyphs: glyphs, appearance: appearance)
                let plan = LayerPlanCompiler.compile(
                    indicator, phase: phase, context: template,
                    refreshingDuration: refreshingDuration)
                #expect(!plan.frameUpdates, "\(name) \(phase): \(plan.reason ?? "")")
                guard !plan.frameUpdates else { continue }
                let layer = LayerPlanLayer()
                layer.contentsScale = scale
                layer.show(plan, beganAt: begin)
                for t in times(plan, &rng) {
                    if plan.phase.isDriven { layer.setTimeOffset(t) }
                    let now = plan.phase.isDriven ? begin + 7 : begin + t
                    let shown = try layers.render(
                        layer.presentation(atMediaTime: now), scale: scale, background: background)
                    let direct = indicator.scene(
                        for: moment(t).context(
                            size: size, displayScale: scale, glyphs: glyphs,
                            appearance: appearance))
                    let drawn = try rasterizer.render(direct, scale: scale, background: background)
                    let d = differences(shown, drawn, background: backgroundBytes)
                    let label = "\(name) \(phase) \(appearance) at \(t)"
                    #expect(d.whole <= maximumMean, "\(label): \(d.whole * 255)/255 on average")
                    #expect(d.inked <= maximumMean, "\(label): \(d.inked * 255)/255 where it draws")
                }
            }
        }
    }

    @Test func everyRefreshingLoopFromTheRelease() throws {
        try Self.check(
            .refreshing, seed: 0x19C0_FFEE,
            times: { plan, rng in
                [0, 0.05, 0.1, 0.19]
                    + (0..<Self.moments).map { _ in Double.random(in: 0..<(30 * plan.duration), using: &rng) }
            },
            moment: { t in
                IndicatorMoment(
                    state: .refreshing, pullDistance: 80, triggerDistance: 80, time: t, refreshingDuration: t)
            })
    }

    @Test func everyPull() throws {
        try Self.check(
            .pulling, seed: 0x19FA_CADE,
            times: { _, rng in
                [0, 0.99] + (0..<Self.moments).map { _ in Double.random(in: 0...1, using: &rng) }
            },
            moment: { p in
                IndicatorMoment(
                    state: p <= 0 ? .idle : p < 1 ? .pulling(progress: p) : .armed(overPull: 0),
                    pullDistance: p * 80, triggerDistance: 80)
            })
    }

    @Test func everyArmedPhase() throws {
        try Self.check(
            .armed, seed: 0x19A2_4ED,
            times: { _, rng in
                (0..<Self.moments).map { _ in Double.random(in: 0...1, using: &rng) }
            },
            moment: { x in
                IndicatorMoment(state: .armed(overPull: x * 80), pullDistance: 80 + x * 80, triggerDistance: 80)
            })
    }

    @Test func everyFinishingFade() throws {
        let refreshing = 2.37
        try Self.check(
            .finishing, seed: 0x19F1_415, refreshingDuration: refreshing,
            times: { plan, rng in
                [0, plan.duration / 2, plan.duration + 0.1]
                    + (0..<Self.moments).map { _ in Double.random(in: 0...(plan.duration + 0.2), using: &rng) }
            },
            moment: { t in
                IndicatorMoment(
                    state: .finishing, pullDistance: 80, triggerDistance: 80, time: t, refreshingDuration: refreshing)
            })
    }
}
