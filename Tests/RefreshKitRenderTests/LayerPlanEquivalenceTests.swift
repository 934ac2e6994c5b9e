import RefreshKitCore
import Testing
@testable import RefreshKitRender

/// Issue 13's proof on Linux: what Core Animation would show of an indicator's layer plan (the
/// evaluator at a time) rasterizes to the indicator's own drawing at that time, within 1/255
/// mean absolute difference, for every built-in style whose phase compiles to keyframes.
@MainActor @Suite struct LayerPlanEquivalenceTests {
    static let size = Size(width: 390, height: 80)
    static let maximumMeanDifference = 1.0 / 255

    /// Mean absolute difference per channel, 0…1.
    static func meanDifference(_ a: Bitmap, _ b: Bitmap) -> Double {
        precondition(a.width == b.width && a.height == b.height)
        var sum = 0
        for (x, y) in zip(a.pixels, b.pixels) {
            let difference: Int = Int(x) - Int(y)
            sum += difference < 0 ? -difference : difference
        }
        return Double(sum) / Double(a.pixels.count) / 255
    }

    static var indicators: [(String, @Sendable () -> any RefreshIndicator)] {
        Indicators.catalog.compactMap { style in
            if case let .indicator(make) = style.kind { (style.name, make) } else { nil }
        }
    }

    @Test func everyRefreshingLoopThatCompilesShowsTheIndicatorsOwnPixels() throws {
        let glyphs = FreeTypeGlyphSource()
        let rasterizer = Rasterizer()
        var rng = SeededGenerator(seed: 0x13C0_FFEE)
        var report: [String] = []
        for (name, make) in Self.indicators {
            let indicator = make()
            let plan = LayerPlanCompiler.compile(indicator, phase: .refreshing, size: Self.size, glyphs: glyphs)
            report.append("\(name): frameUpdates \(plan.frameUpdates) \(plan.reason ?? "") period \(plan.duration) tracks \(plan.animations.count)")
            guard !plan.frameUpdates else { continue }
            for _ in 0..<10 {
                let t = Double.random(in: 0..<(3 * plan.duration), using: &rng)
                let direct = indicator.scene(for: IndicatorMoment(state: .refreshing, pullDistance: 80, triggerDistance: 80,
                                                                  time: t, refreshingDuration: t)
                    .context(size: Self.size, glyphs: glyphs))
                let evaluated = LayerPlanEvaluator.scene(plan, at: t)
                let d = Self.meanDifference(try rasterizer.render(direct, scale: 2, background: .white),
                                            try rasterizer.render(evaluated, scale: 2, background: .white))
                #expect(d <= Self.maximumMeanDifference, "\(name) at \(t) s: \(d * 255)/255")
            }
        }
        // Which phases compile to keyframes today (the rest say why and update per frame).
        #expect(report.filter { $0.contains("frameUpdates false") }.count >= 6, "\(report)")
    }
}

/// The pull as a plan driven by `timeOffset` = progress: the evaluated plan at a progress
/// rasterizes to the indicator's own pulling drawing there.
@MainActor @Suite struct PullPlanEquivalenceTests {
    @Test func everyPullThatCompilesShowsTheIndicatorsOwnPixels() throws {
        let glyphs = FreeTypeGlyphSource()
        let rasterizer = Rasterizer()
        let size = LayerPlanEquivalenceTests.size
        var rng = SeededGenerator(seed: 0x13FA_CADE)
        var report: [String] = []
        for (name, make) in LayerPlanEquivalenceTests.indicators {
            let indicator = make()
            let plan = LayerPlanCompiler.compile(indicator, phase: .pulling, size: size, glyphs: glyphs)
            report.append("\(name): pull frameUpdates \(plan.frameUpdates) \(plan.reason ?? "") tracks \(plan.animations.count)")
            guard !plan.frameUpdates else { continue }
            for _ in 0..<10 {
                let p = Double.random(in: 0.01..<0.99, using: &rng)
                let direct = indicator.scene(for: IndicatorMoment(state: .pulling(progress: p), pullDistance: p * 80,
                                                                  triggerDistance: 80).context(size: size, glyphs: glyphs))
                let d = LayerPlanEquivalenceTests.meanDifference(
                    try rasterizer.render(direct, scale: 2, background: .white),
                    try rasterizer.render(LayerPlanEvaluator.scene(plan, at: p), scale: 2, background: .white))
                #expect(d <= LayerPlanEquivalenceTests.maximumMeanDifference, "\(name) at progress \(p): \(d * 255)/255")
            }
        }
        // Pulls whose items keep their order compile; a title that changes its words while the
        // indicator beside it moves (barFill's clip, arcSpinner's row) still updates per frame.
        #expect(report.filter { $0.contains("frameUpdates false") }.count >= 6, "\(report)")
    }
}
