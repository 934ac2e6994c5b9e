import CoreAnimationModel
import RefreshKitCore
import RefreshKitOnModel
import RefreshKitRender
import Testing
import RefreshKitTestSupport

/// The proof that counts for a device: every built-in style's plan, for every phase over its whole
/// time (``EquivalenceMoments``: armed at four over-pulls for 2 s of its clock, the pull at 50
/// progress values, three loops of refreshing from the release, finishing to its end), in light
/// and dark, shown by the adapter's own `LayerPlanLayer` on the Core Animation model — a driven
/// plan given the moment's `timeOffset`, the media time the seconds since the state began — draws
/// what the style draws itself, within 1/255 on average over the header and where either draws.
/// The style's own drawings are rasterized once each; the model's are drawn at every moment.
@MainActor @Suite struct AdapterEquivalenceTests {
    static let size = Size(width: 390, height: 80)
    static let trigger = 80.0
    static let scale = 2.0
    static let begin = 5000.0
    static let refreshing = 2.37
    static let maximumMean = 1.0 / 255

    static var indicators: [(String, any RefreshIndicator)] {
        Indicators.catalog.compactMap { style in
            if case let .indicator(make) = style.kind { (style.name, make()) } else { nil }
        }
    }

    /// Compiles each style's `phase` in `appearance` and compares the adapter's drawing with the
    /// style's at every moment of the phase.
    static func check(_ phase: LayerPlan.Phase, appearance: IndicatorAppearance) throws {
        let glyphs = FreeTypeGlyphSource()
        let rasterizer = Rasterizer(), layers = LayerRasterizer()
        let background = appearance.palette.background
        let backgroundBytes = Array(
            try rasterizer.render(
                IndicatorScene(size: Size(width: 1, height: 1), items: []), scale: 1, background: background
            ).pixels)
        for (name, indicator) in indicators {
            let template = IndicatorContext(
                state: .idle, triggerDistance: trigger, size: size, displayScale: scale, glyphs: glyphs,
                appearance: appearance)
            let plan = LayerPlanCompiler.compile(
                indicator, phase: phase, context: template, refreshingDuration: refreshing)
            #expect(!plan.frameUpdates, "\(name) \(phase): \(plan.reason ?? "")")
            guard !plan.frameUpdates else { continue }
            // The layers shown when the state began, at `begin`.
            let layer = LayerPlanLayer()
            layer.contentsScale = scale
            layer.show(plan, beganAt: begin)
            var drawings: [IndicatorScene: Bitmap] = [:]
            let samples = EquivalenceMoments.samples(
                phase, plan: plan, trigger: trigger, refreshingDuration: refreshing)
            for sample in samples {
                if plan.phase.isDriven { layer.setTimeOffset(sample.planTime) }
                let shown = try layers.render(
                    layer.presentation(atMediaTime: begin + sample.clock), scale: scale, background: background)
                let direct = indicator.scene(for: sample.moment.applied(to: template))
                let drawn = try drawings[direct] ?? rasterizer.render(direct, scale: scale, background: background)
                drawings[direct] = drawn
                let d = differences(shown, drawn, background: backgroundBytes)
                let label = "\(name) \(phase) \(appearance.colorScheme) at \(sample.planTime), \(sample.clock) s in"
                #expect(d.whole <= maximumMean, "\(label): \(d.whole * 255)/255 on average")
                #expect(d.inked <= maximumMean, "\(label): \(d.inked * 255)/255 where it draws")
            }
        }
    }

    @Test(arguments: [IndicatorAppearance.light, .dark])
    func everyArmedPhaseAtSeveralOverPullsForTwoSecondsOfItsClock(appearance: IndicatorAppearance) throws {
        try Self.check(.armed, appearance: appearance)
    }

    @Test(arguments: [IndicatorAppearance.light, .dark])
    func everyPullAtFiftyProgressValues(appearance: IndicatorAppearance) throws {
        try Self.check(.pulling, appearance: appearance)
    }

    @Test(arguments: [IndicatorAppearance.light, .dark])
    func everyRefreshingLoopForThreeLoopsFromTheRelease(appearance: IndicatorAppearance) throws {
        try Self.check(.refreshing, appearance: appearance)
    }

    @Test(arguments: [IndicatorAppearance.light, .dark])
    func everyFinishingFadeToItsEnd(appearance: IndicatorAppearance) throws {
        try Self.check(.finishing, appearance: appearance)
    }
}
