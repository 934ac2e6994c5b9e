import RefreshKitCore
import RefreshKitStyles
import Testing
@testable import RefreshKitRender
import RefreshKitTestSupport

/// Issue 13's proof on Linux: what Core Animation would show of an indicator's layer plan (the
/// evaluator at a time) rasterizes to the indicator's own drawing at that time, within 1/255
/// mean absolute difference over the header and over the part where either draws, for every
/// built-in style, light and dark, and every phase over its whole time (``EquivalenceMoments``:
/// armed at four over-pulls for 2 s of its clock, the pull at 50 progress values, three loops of
/// refreshing from the release, finishing to its end) — and every phase compiles to keyframes
/// (no per-frame updates). A scene drawn twice is rasterized once, and two images are compared in
/// one pass over their pixels (``PixelDifference``), so the thousands of moments stay quick.
@MainActor @Suite struct LayerPlanEquivalenceTests {
    static let size = Size(width: 390, height: 80)
    static let maximumMeanDifference = 1.0 / 255
    static let moments = 10
    static let refreshing = 2.37
    static let white: [UInt8] = [255, 255, 255, 255]

    /// Mean absolute difference per channel, 0…1.
    static func meanDifference(_ a: Bitmap, _ b: Bitmap) -> Double { PixelDifference(a, b, background: white).whole }

    /// The same, over the smallest rectangle holding every pixel where either image differs
    /// from white: a small indicator's error is not watered down by the empty header around it.
    static func inkedMeanDifference(_ a: Bitmap, _ b: Bitmap) -> Double {
        PixelDifference(a, b, background: white).inked
    }

    static var indicators: [(String, @Sendable () -> any RefreshIndicator)] {
        Indicators.catalog.compactMap { style in
            if case let .indicator(make) = style.kind { (style.name, make) } else { nil }
        }
    }

    /// Compiles `phase` of every style, checks it needs no frame updates, and compares the
    /// evaluated plan with the drawing at `moments` seeded random times.
    static func check(
        _ phase: LayerPlan.Phase, seed: UInt64, size: Size = size, moments: Int = moments,
        refreshingDuration: Double = 0, time: (LayerPlan, inout SeededGenerator) -> Double,
        moment: (Double) -> IndicatorMoment
    ) throws {
        let glyphs = FreeTypeGlyphSource()
        let rasterizer = Rasterizer()
        var rng = SeededGenerator(seed: seed)
        for (name, make) in indicators {
            let indicator = make()
            let plan = LayerPlanCompiler.compile(
                indicator, phase: phase, size: size, glyphs: glyphs,
                refreshingDuration: refreshingDuration)
            #expect(!plan.frameUpdates, "\(name) \(phase) \(size): \(plan.reason ?? "")")
            guard !plan.frameUpdates else { continue }
            for _ in 0..<moments {
                let t = time(plan, &rng)
                let direct = indicator.scene(for: moment(t).context(size: size, glyphs: glyphs))
                let evaluated = LayerPlanEvaluator.scene(plan, at: t)
                let a = try rasterizer.render(direct, scale: 2, background: .white)
                let b = try rasterizer.render(evaluated, scale: 2, background: .white)
                let d = PixelDifference(a, b, background: white)
                #expect(d.whole <= maximumMeanDifference, "\(name) \(phase) \(size) at \(t): \(d.whole * 255)/255")
                #expect(
                    d.inked <= maximumMeanDifference,
                    "\(name) \(phase) \(size) at \(t): \(d.inked * 255)/255 where it draws")
            }
        }
    }

    @Test(arguments: [LayerPlan.Phase.armed, .pulling, .refreshing, .finishing], [IndicatorAppearance.light, .dark])
    func everyPhaseOverItsWholeTime(phase: LayerPlan.Phase, appearance: IndicatorAppearance) throws {
        let rasterizer = Rasterizer(), background = appearance.palette.background
        let template = EquivalenceMoments.template(appearance, glyphs: FreeTypeGlyphSource())
        let ground = try rasterizer.render(
            IndicatorScene(size: Size(width: 1, height: 1), items: []), scale: 1, background: background)
        let wrong = try EquivalenceMoments.mismatches(
            phase, of: Self.indicators.map { ($0, $1()) }, template: template, refreshingDuration: Self.refreshing,
            gate: Self.maximumMeanDifference, background: ground.pixels,
            raster: { try rasterizer.render($0, scale: template.displayScale, background: background) },
            prepare: { $0 },
            show: { plan, sample in .scene(LayerPlanEvaluator.scene(plan, at: sample.planTime, clock: sample.clock)) })
        #expect(wrong == [])
    }

    /// The same in the slots of ``SlotGoldenTests`` (a carousel's leading control, compact and
    /// short headers), where the styles lay out differently: every phase of every style, fewer
    /// moments each. The trigger is the slot's height, as `compile` takes it by default.
    @Test(arguments: SlotGoldenTests.sizes)
    func everyPhaseShowsTheIndicatorsOwnPixelsInEverySlot(size: Size) throws {
        let h = size.height, n = 4
        try Self.check(
            .refreshing, seed: 0x23_0001, size: size, moments: n,
            time: { plan, rng in
                Double.random(in: 0..<(40 * plan.duration), using: &rng)
            },
            moment: { t in
                IndicatorMoment(state: .refreshing, pullDistance: h, triggerDistance: h, time: t, refreshingDuration: t)
            })
        try Self.check(
            .pulling, seed: 0x23_0002, size: size, moments: n,
            time: { _, rng in Double.random(in: 0...1, using: &rng) },
            moment: { p in
                IndicatorMoment(
                    state: p <= 0 ? .idle : p < 1 ? .revealing(progress: p) : .armed(overPull: 0),
                    pullDistance: p * h, triggerDistance: h)
            })
        try Self.check(
            .armed, seed: 0x23_0003, size: size, moments: n, time: { _, rng in Double.random(in: 0...1, using: &rng) },
            moment: { x in
                IndicatorMoment(state: .armed(overPull: x * h), pullDistance: h + x * h, triggerDistance: h)
            })
        let refreshing = 2.37
        try Self.check(
            .finishing, seed: 0x23_0004, size: size, moments: n, refreshingDuration: refreshing,
            time: { plan, rng in
                Double.random(in: 0...(plan.duration + 0.2), using: &rng)
            },
            moment: { t in
                IndicatorMoment(
                    state: .finishing, pullDistance: h, triggerDistance: h, time: t, refreshingDuration: refreshing)
            })
    }
}
