import RefreshKitCore
import Testing
@testable import RefreshKitRender
import RefreshKitTestSupport

/// Issue 13's proof on Linux: what Core Animation would show of an indicator's layer plan (the
/// evaluator at a time) rasterizes to the indicator's own drawing at that time, within 1/255
/// mean absolute difference, for every built-in style and every phase — and every phase
/// compiles to keyframes (no per-frame updates).
@MainActor @Suite struct LayerPlanEquivalenceTests {
    static let size = Size(width: 390, height: 80)
    static let maximumMeanDifference = 1.0 / 255
    static let moments = 10

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

    /// The same, over the smallest rectangle holding every pixel where either image differs
    /// from white: a small indicator's error is not watered down by the empty header around it.
    static func inkedMeanDifference(_ a: Bitmap, _ b: Bitmap) -> Double {
        var minX = a.width, minY = a.height, maxX = -1, maxY = -1
        for y in 0..<a.height {
            for x in 0..<a.width {
                let i = (y * a.width + x) * 4
                if (0..<3).contains(where: { a.pixels[i + $0] != 255 || b.pixels[i + $0] != 255 }) {
                    minX = Swift.min(minX, x)
                    maxX = Swift.max(maxX, x)
                    minY = Swift.min(minY, y)
                    maxY = Swift.max(maxY, y)
                }
            }
        }
        guard maxX >= minX else { return 0 }
        var sum = 0
        for y in minY...maxY {
            for i in ((y * a.width + minX) * 4)..<((y * a.width + maxX + 1) * 4) {
                let difference = Int(a.pixels[i]) - Int(b.pixels[i])
                sum += difference < 0 ? -difference : difference
            }
        }
        return Double(sum) / Double((maxX - minX + 1) * (maxY - minY + 1) * 4) / 255
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
                let d = meanDifference(a, b), inked = inkedMeanDifference(a, b)
                #expect(d <= maximumMeanDifference, "\(name) \(phase) \(size) at \(t): \(d * 255)/255")
                #expect(
                    inked <= maximumMeanDifference,
                    "\(name) \(phase) \(size) at \(t): \(inked * 255)/255 where it draws")
            }
        }
    }

    @Test func everyRefreshingLoopRepeatsForEverAndShowsTheIndicatorsOwnPixels() throws {
        try Self.check(
            .refreshing, seed: 0x13C0_FFEE,
            time: { plan, rng in
                // Well past the first loops too: a cumulative turn must keep its place.
                Double.random(in: 0..<(40 * plan.duration), using: &rng)
            },
            moment: { t in
                IndicatorMoment(
                    state: .refreshing, pullDistance: 80, triggerDistance: 80, time: t, refreshingDuration: t)
            })
    }

    @Test func everyPullIsDrivenByProgressAndShowsTheIndicatorsOwnPixels() throws {
        try Self.check(
            .pulling, seed: 0x13FA_CADE, time: { _, rng in Double.random(in: 0...1, using: &rng) },
            moment: { p in
                IndicatorMoment(
                    state: p <= 0 ? .idle : p < 1 ? .pulling(progress: p) : .armed(overPull: 0),
                    pullDistance: p * 80, triggerDistance: 80)
            })
    }

    @Test func everyArmedPhaseIsDrivenByTheOverPull() throws {
        try Self.check(
            .armed, seed: 0x13A2_4ED, time: { _, rng in Double.random(in: 0...1, using: &rng) },
            moment: { x in
                IndicatorMoment(state: .armed(overPull: x * 80), pullDistance: 80 + x * 80, triggerDistance: 80)
            })
    }

    @Test func everyFinishingAnimationPlaysOnceFromWhereRefreshingEnded() throws {
        let refreshing = 2.37
        try Self.check(
            .finishing, seed: 0x13F1_415, refreshingDuration: refreshing,
            time: { plan, rng in
                Double.random(in: 0...(plan.duration + 0.2), using: &rng)
            },
            moment: { t in
                IndicatorMoment(
                    state: .finishing, pullDistance: 80, triggerDistance: 80, time: t, refreshingDuration: refreshing)
            })
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
                    state: p <= 0 ? .idle : p < 1 ? .pulling(progress: p) : .armed(overPull: 0),
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
