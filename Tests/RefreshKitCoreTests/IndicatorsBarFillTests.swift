import Testing
@testable import RefreshKitCore

/// S0's bar: the mask height `H × (1 − ratio)` and the refill loop, read back from the scene.
@Suite struct IndicatorsBarFillTests {
    let bar = Indicators.BarFill()
    /// The 20×20 bar centred in a 390×80 header.
    let barRect = Rect(x: 185, y: 30, width: 20, height: 20)

    /// The mask's height in a scene (0 when there is no mask item), after checking the content.
    func maskHeight(_ context: IndicatorContext, of style: Indicators.BarFill? = nil) throws -> Double {
        let items = (style ?? bar).scene(for: context).items
        try #require(items.count == 1 || items.count == 2)
        #expect(close(try #require(Geo.path(items[0])).bounds, barRect, 1e-9))
        guard items.count == 2 else { return 0 }
        let mask = try #require(Geo.path(items[1])).bounds
        #expect(close(mask.minX, barRect.minX, 1e-9) && close(mask.minY, barRect.minY, 1e-9))  // From the top.
        #expect(close(mask.width, barRect.width, 1e-9))
        return mask.height
    }

    @Test func defaultsAreTheSeeds() {
        let c = Indicators.BarFill.Configuration()
        #expect(c.size == Size(width: 20, height: 20) && c.contentColor == nil && c.maskColor == nil)
        #expect(Indicators.BarFill.Configuration.seedExact == .init(contentColor: .blue, maskColor: .white))
        #expect(c.fillDuration == 1 && c.fillDelay == 0 && c.hidesWhenIdle == false)
        #expect(Indicators.BarFill.barFill().configuration == c)
    }

    @Test func idleIsAllWhite() throws {
        let items = bar.scene(for: Geo.context(.idle)).items
        #expect(items.count == 2)
        #expect(Geo.color(items[0]) == .blue && Geo.color(items[1]) == .white)
        #expect(try maskHeight(Geo.context(.idle)) == 20)
    }

    @Test func maskShrinksWithThePull() throws {
        // ratio = distance / 64: 16 → 0.25 → mask 15; 48 → 0.75 → mask 5; 64 → 1 → none.
        #expect(close(try maskHeight(Geo.context(.pulling(progress: 0.25), pullDistance: 16)), 15, 1e-9))
        #expect(close(try maskHeight(Geo.context(.pulling(progress: 0.75), pullDistance: 48)), 5, 1e-9))
        #expect(try maskHeight(Geo.context(.pulling(progress: 1), pullDistance: 64)) == 0)
        // The seed clamps the distance to kMaxHeight.
        #expect(try maskHeight(Geo.context(.pulling(progress: 1), pullDistance: 90)) == 0)
    }

    @Test func armedIsAllBlue() throws {
        let items = bar.scene(for: Geo.context(.armed(overPull: 10), pullDistance: 74, overPull: 10)).items
        #expect(items.count == 1 && Geo.color(items[0]) == .blue)
    }

    @Test func refreshingRefillsLinearlyInALoop() throws {
        let expectations: [(time: Double, mask: Double)] = [(0, 20), (0.25, 15), (0.5, 10), (0.9, 2), (1.25, 15), (7.75, 5)]
        for (time, mask) in expectations {
            #expect(close(try maskHeight(Geo.context(.refreshing, time: time)), mask, 1e-9), "t = \(time)")
        }
    }

    @Test func refillWaitsForTheDelay() throws {
        let delayed = Indicators.BarFill(configuration: .init(fillDuration: 1, fillDelay: 0.5))
        // Cycle 1.5 s: full during 0…0.5, then 20 × (1 − (t − 0.5)).
        let expectations: [(time: Double, mask: Double)] = [(0.3, 20), (0.75, 15), (1.0, 10), (1.6, 20), (2.5, 10)]
        for (time, mask) in expectations {
            #expect(close(try maskHeight(Geo.context(.refreshing, time: time), of: delayed), mask, 1e-9), "t = \(time)")
        }
    }

    @Test func finishingCompletesTheRunningCycleThenStaysBlue() throws {
        // Refreshed 2.25 s: the third cycle is a quarter done; 0.75 s remain.
        #expect(close(bar.finishingHoldDuration(afterRefreshingFor: 2.25), 0.75, 1e-12))
        #expect(close(bar.finishingHoldDuration(afterRefreshingFor: 0.9), 0.1, 1e-12))
        #expect(close(try maskHeight(Geo.context(.finishing, time: 0.5, refreshingDuration: 2.25)), 5, 1e-9))
        #expect(try maskHeight(Geo.context(.finishing, time: 0.8, refreshingDuration: 2.25)) == 0)
        #expect(try maskHeight(Geo.context(.finishing, time: 30, refreshingDuration: 2.25)) == 0)
    }

    @Test func reduceMotionPulsesABlueBar() throws {
        let items = bar.scene(for: Geo.context(.refreshing, time: 0.25, reduceMotion: true)).items
        #expect(items.count == 1 && Geo.color(items[0]) == .blue)
        // Raised cosine between 0.35 and 1: a quarter period → 0.35 + 0.65 × 0.5.
        #expect(close(items[0].opacity, 0.675, 1e-9))
        #expect(close(bar.scene(for: Geo.context(.refreshing, time: 0.5, reduceMotion: true)).items[0].opacity, 0.35, 1e-9))
        // Pulling still follows the finger.
        #expect(close(try maskHeight(Geo.context(.pulling(progress: 0.5), pullDistance: 32, reduceMotion: true)), 10, 1e-9))
    }

    @Test func coloursAndVisibilityAreConfigurable() throws {
        let items = bar.scene(for: Geo.context(.pulling(progress: 0.5), pullDistance: 32,
                                               tintColor: .green, backgroundColor: .black)).items
        #expect(Geo.color(items[0]) == .green && Geo.color(items[1]) == .black)
        let hiding = Indicators.BarFill(configuration: .init(hidesWhenIdle: true))
        #expect(hiding.scene(for: Geo.context(.idle)).items.isEmpty)
        let wide = Indicators.BarFill(configuration: .init(size: Size(width: 40, height: 10)))
        let rect = try #require(Geo.path(wide.scene(for: Geo.context(.armed(overPull: 0))).items[0])).bounds
        #expect(close(rect, Rect(x: 175, y: 35, width: 40, height: 10), 1e-9))
    }

    @Test func hostileValuesDoNotCrash() throws {
        let nan = Double.nan
        #expect(try maskHeight(Geo.context(.pulling(progress: nan), pullDistance: nan, progress: nan)) == 20)
        #expect(try maskHeight(Geo.context(.refreshing, time: -3)) == 20)
        #expect(try maskHeight(Geo.context(.refreshing, time: .infinity)) == 20)
        #expect(bar.scene(for: Geo.context(.refreshing, size: .zero)).items.isEmpty)
        let broken = Indicators.BarFill(configuration: .init(fillDuration: nan, fillDelay: -1))
        #expect(try maskHeight(Geo.context(.refreshing, time: 0.4), of: broken) == 0)
        #expect(broken.finishingHoldDuration(afterRefreshingFor: 3) == 0)
        #expect(bar.finishingHoldDuration(afterRefreshingFor: nan) == 0)
    }
}
