import CoreAnimationModel
import RefreshKitCore
import RefreshKitStyles
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
    static let begin = 5000.0
    static let refreshing = 2.37
    static let maximumMean = 1.0 / 255

    static var indicators: [(String, any RefreshIndicator)] {
        Indicators.catalog.compactMap { style in
            if case let .indicator(make) = style.kind { (style.name, make()) } else { nil }
        }
    }

    @Test(arguments: [LayerPlan.Phase.armed, .pulling, .refreshing, .finishing], [IndicatorAppearance.light, .dark])
    func everyPhaseOverItsWholeTime(phase: LayerPlan.Phase, appearance: IndicatorAppearance) throws {
        let rasterizer = Rasterizer(), layers = LayerRasterizer(), background = appearance.palette.background
        let template = EquivalenceMoments.template(appearance, glyphs: FreeTypeGlyphSource())
        let ground = try rasterizer.render(
            IndicatorScene(size: Size(width: 1, height: 1), items: []), scale: 1, background: background)
        let wrong = try EquivalenceMoments.mismatches(
            phase, of: Self.indicators, template: template, refreshingDuration: Self.refreshing, gate: Self.maximumMean,
            background: ground.pixels,
            raster: { try rasterizer.render($0, scale: template.displayScale, background: background) },
            prepare: { plan in
                // The layers shown when the state began, at `begin`.
                let layer = LayerPlanLayer()
                layer.contentsScale = template.displayScale
                layer.show(plan, beganAt: Self.begin)
                return layer
            },
            show: { layer, sample in
                if layer.plan?.phase.isDriven == true { layer.setTimeOffset(sample.planTime) }
                return .image(
                    try layers.render(
                        layer.presentation(atMediaTime: Self.begin + sample.clock), scale: template.displayScale,
                        background: background))
            })
        #expect(wrong == [])
    }
}
