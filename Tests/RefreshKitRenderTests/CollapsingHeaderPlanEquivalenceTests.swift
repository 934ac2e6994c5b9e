import RefreshKitCore
import Testing
@testable import RefreshKitRender
import RefreshKitTestSupport

/// Issue 13 for S2's header: what the header view shows of its `.collapsing` plan (the evaluator
/// at the collapse fraction, clipped by a view as high as the header) rasterizes to the header
/// drawn directly at that fraction, within 1/255 mean absolute difference, with real glyphs.
@MainActor @Suite struct CollapsingHeaderPlanEquivalenceTests {
    static let width = 390.0

    static let looks: [(name: String, scene: CollapsingHeaderScene, appearance: IndicatorAppearance)] = [
        ("default", CollapsingHeaderScene(configuration: .demo), .light),
        ("default dark", CollapsingHeaderScene(configuration: .demo), .dark),
        ("seed", CollapsingHeaderScene(configuration: .titleFollowsScroll.withDemoTexts), .light),
    ]

    @Test func theShownPlanHasTheDirectDrawingsPixelsAtRandomFractions() throws {
        let glyphs = FreeTypeGlyphSource()
        let rasterizer = Rasterizer()
        var rng = SeededGenerator(seed: 0x5200_C0DE)
        for look in Self.looks {
            let plan = look.scene.plan(width: Self.width, glyphs: glyphs, appearance: look.appearance)
            #expect(!plan.frameUpdates, "\(look.name): \(plan.reason ?? "")")
            #expect(plan.phase == .collapsing && plan.duration == 1 && plan.size == Size(width: Self.width, height: 88))
            let fractions = [0, 1] + (0..<12).map { _ in Double.random(in: 0...1, using: &rng) }
            for fraction in fractions {
                let direct = look.scene.scene(
                    width: Self.width, collapseFraction: fraction, glyphs: glyphs,
                    appearance: look.appearance)
                let shown = CollapsingHeaderScene.shownScene(of: plan, collapseFraction: fraction)
                for scale in [1.0, 3.0] {
                    let d = LayerPlanEquivalenceTests.meanDifference(
                        try rasterizer.render(direct, scale: scale, background: .white),
                        try rasterizer.render(shown, scale: scale, background: .white))
                    #expect(
                        d <= LayerPlanEquivalenceTests.maximumMeanDifference,
                        "\(look.name) at fraction \(fraction) @\(scale)x: \(d * 255)/255")
                }
            }
        }
    }

    @Test func theDirectDrawingAtTheFractionIsTheGoldensDrawing() throws {
        // GIVEN the goldens' header `percentage` open (height, title top from the controller's rules)
        // WHEN it is drawn at collapse fraction 1 − percentage
        // THEN the pixels are the same.
        let glyphs = FreeTypeGlyphSource()
        let config = CollapsingHeaderController.Configuration()
        for percentage in [0, 0.25, 0.5, 0.75, 1] {
            let height = config.minHeight + percentage * (config.maxHeight - config.minHeight)
            let golden = CollapsingHeaderScene(configuration: .demo).scene(
                size: Size(width: Self.width, height: config.maxHeight), height: height, percentage: percentage,
                titleTop: -(height - config.minHeight) + config.titleMargin, glyphs: glyphs)
            let fraction = config.collapseFraction(atHeight: height)
            #expect(abs(fraction - (1 - percentage)) < 1e-12)
            let drawn = CollapsingHeaderScene(configuration: .demo).scene(
                width: Self.width, collapseFraction: fraction, glyphs: glyphs)
            let d = LayerPlanEquivalenceTests.meanDifference(
                try Rasterizer().render(golden, scale: 1),
                try Rasterizer().render(drawn, scale: 1))
            #expect(d == 0, "percentage \(percentage): \(d * 255)/255")
        }
    }

    @Test func thePlanIsSmall() {
        // Title, subtitle and bar: three layers and a handful of tracks, whatever the glyphs.
        let plan = CollapsingHeaderScene(configuration: .demo).plan(width: Self.width, glyphs: FreeTypeGlyphSource())
        #expect(plan.layers.count == 3)
        #expect(!plan.animations.contains { $0.keyPath == .hidden })
        #expect(plan.animations.allSatisfy { $0.calculationMode == .linear })
    }
}
