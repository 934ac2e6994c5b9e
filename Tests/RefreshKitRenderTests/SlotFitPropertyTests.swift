import Testing
@testable import RefreshKitRender
import RefreshKitTestSupport

/// Every refresh style stays whole in slots of random sizes from 40×40 to 1024×200 pt (spread
/// evenly on a log scale), at
/// scales 1 to 3, in light and in dark: at each of its moments (pulling, armed, refreshing at a
/// random time, finishing) nothing lies on the slot's outermost pixel, something is drawn, and
/// no item of the scene reaches past the slot (``SlotInk``). Seeded: a failure names the size,
/// scale and moment that reproduce it.
@Suite struct SlotFitPropertyTests {
    static let seed: UInt64 = 0x23_5107
    /// Random slots per run.
    static let slots = 32
    static let widths = 40.0...1024.0
    static let heights = 40.0...200.0

    /// A value spread evenly on a log scale: narrow slots (a carousel's 64 pt) come up as often
    /// as wide ones.
    static func logUniform(in range: ClosedRange<Double>, using rng: inout SeededGenerator) -> Double {
        RKMath.exp(Double.random(in: RKMath.log(range.lowerBound)...RKMath.log(range.upperBound), using: &rng))
    }

    @Test func everyStyleIsWholeInRandomSlots() throws {
        var rng = SeededGenerator(seed: Self.seed)
        let glyphs = FreeTypeGlyphSource()
        let rasterizer = Rasterizer()
        let styles = Indicators.catalog.compactMap { style -> (String, @Sendable () -> any RefreshIndicator)? in
            if case let .indicator(make) = style.kind { (style.name, make) } else { nil }
        }
        for index in 0..<Self.slots {
            // Whole points for most slots, fractions for some: a slot's edge need not be on a pixel.
            var size = Size(
                width: Self.logUniform(in: Self.widths, using: &rng),
                height: Self.logUniform(in: Self.heights, using: &rng))
            if index % 3 != 0 { size = Size(width: size.width.rounded(), height: size.height.rounded()) }
            let scale = Double(Int.random(in: 1...3, using: &rng))
            let appearance: IndicatorAppearance = index % 2 == 0 ? .light : .dark
            let trigger = SlotInk.trigger(of: size)
            let time = Double.random(in: 0..<3, using: &rng)
            let moments: [(String, IndicatorMoment)] = [
                (
                    "pulling 60 %",
                    IndicatorMoment(
                        state: .revealing(progress: 0.6), pullDistance: 0.6 * trigger, triggerDistance: trigger)
                ),
                (
                    "armed",
                    IndicatorMoment(
                        state: .armed(overPull: 20), pullDistance: trigger + 20, triggerDistance: trigger, time: 0.3)
                ),
                (
                    "refreshing \(time) s",
                    IndicatorMoment(
                        state: .refreshing, pullDistance: trigger, triggerDistance: trigger,
                        time: time, refreshingDuration: time)
                ),
                (
                    "finishing 0.05 s",
                    IndicatorMoment(
                        state: .finishing, pullDistance: trigger, triggerDistance: trigger,
                        time: 0.05, refreshingDuration: 2)
                ),
            ]
            for (name, make) in styles {
                let indicator = make()
                for (label, moment) in moments {
                    let context = moment.context(
                        size: size, displayScale: scale, glyphs: glyphs, appearance: appearance)
                    let scene = indicator.scene(for: context)
                    let what =
                        "\(name) in \(size.width)x\(size.height) pt @\(scale)x, \(appearance.colorScheme.rawValue), \(label)"
                    #expect(SlotInk.overflows(scene) == [], "\(what)")
                    let bitmap = try rasterizer.render(
                        SlotInk.ink(scene), scale: scale, background: appearance.palette.background)
                    #expect(SlotInk.pixelsOnEdge(bitmap) == 0, "\(what)")
                    #expect(SlotInk.drawsSomething(bitmap), "\(what)")
                }
            }
        }
    }
}
