import Testing
@testable import RefreshKitCore
import RefreshKitStyles
import RefreshKitTestSupport

/// S0's bar: the mask height `H × (1 − ratio)` and the refill loop of the seed's configuration,
/// and the default rounded bar's loop and finish as functions of time, read back from the scene.
@Suite struct IndicatorsBarFillTests {
    let bar = Indicators.BarFill(configuration: .bareSquare)

    /// The seed's bar with some settings changed.
    static func seed(_ change: (inout Indicators.BarFill.Configuration) -> Void) -> Indicators.BarFill {
        var c = Indicators.BarFill.Configuration.bareSquare
        change(&c)
        return Indicators.BarFill(configuration: c)
    }
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

    @Test func theSeedConfigurationIsTheSeeds() {
        let c = Indicators.BarFill.Configuration.bareSquare
        #expect(c.size == Size(width: 20, height: 20) && c.contentColor == nil && c.maskColor == nil)
        let exact = Indicators.BarFill.Configuration.bareBlueSquare
        #expect(exact.contentColor == .blue && exact.maskColor == .white && exact.look == .mask && exact.title == nil)
        #expect(c.fillDuration == 1 && c.fillDelay == 0 && c.hidesWhenIdle == false)
        #expect(c.cornerRadius == 0 && c.look == .mask && c.loop == .restart && c.title == nil)
        #expect(Indicators.BarFill.barFill(.bareSquare).configuration == c)
    }

    @Test func defaultsAreARoundedTintedBarWithATitle() {
        let c = Indicators.BarFill.Configuration()
        #expect(c.size == Size(width: 8, height: 20) && c.cornerRadius == 4 && c.look == .track && c.trackAlpha == 0.2)
        // A nil content colour is the palette's accent.
        #expect(c.loop == .flow && c.contentColor == nil && c.fillDuration == 1 && c.fillDelay == 0)
        #expect(c.title == IndicatorTitle() && c.hidesWhenIdle)
        #expect(Indicators.BarFill.barFill().configuration == c)
        #expect(Indicators.BarFill().scene(for: Geo.context(.idle)).items.isEmpty)
    }

    @Test func idleIsAllWhite() throws {
        let items = bar.scene(for: Geo.context(.idle)).items
        #expect(items.count == 2)
        #expect(Geo.color(items[0]) == IndicatorPalette.lightAccent && Geo.color(items[1]) == .white)
        #expect(try maskHeight(Geo.context(.idle)) == 20)
    }

    @Test func maskShrinksWithThePull() throws {
        // ratio = distance / 64: 16 → 0.25 → mask 15; 48 → 0.75 → mask 5; 64 → 1 → none.
        #expect(close(try maskHeight(Geo.context(.revealing(progress: 0.25), pullDistance: 16)), 15, 1e-9))
        #expect(close(try maskHeight(Geo.context(.revealing(progress: 0.75), pullDistance: 48)), 5, 1e-9))
        #expect(try maskHeight(Geo.context(.revealing(progress: 1), pullDistance: 64)) == 0)
        // The seed clamps the distance to kMaxHeight.
        #expect(try maskHeight(Geo.context(.revealing(progress: 1), pullDistance: 90)) == 0)
    }

    @Test func armedIsAllBlue() throws {
        let items = bar.scene(for: Geo.context(.armed(overPull: 10), pullDistance: 74, overPull: 10)).items
        #expect(items.count == 1 && Geo.color(items[0]) == IndicatorPalette.lightAccent)
    }

    @Test func refreshingRefillsLinearlyInALoop() throws {
        let expectations: [(time: Double, mask: Double)] = [
            (0, 20), (0.25, 15), (0.5, 10), (0.9, 2), (1.25, 15), (7.75, 5),
        ]
        for (time, mask) in expectations {
            #expect(close(try maskHeight(Geo.context(.refreshing, time: time)), mask, 1e-9), "t = \(time)")
        }
    }

    @Test func refillWaitsForTheDelay() throws {
        let delayed = Self.seed {
            $0.fillDuration = 1
            $0.fillDelay = 0.5
        }
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
        #expect(items.count == 1 && Geo.color(items[0]) == IndicatorPalette.lightAccent)
        // Raised cosine between 0.35 and 1: a quarter period → 0.35 + 0.65 × 0.5.
        #expect(close(items[0].opacity, 0.675, 1e-9))
        #expect(
            close(bar.scene(for: Geo.context(.refreshing, time: 0.5, reduceMotion: true)).items[0].opacity, 0.35, 1e-9))
        // Pulling still follows the finger.
        #expect(
            close(
                try maskHeight(Geo.context(.revealing(progress: 0.5), pullDistance: 32, reduceMotion: true)), 10, 1e-9))
    }

    @Test func coloursAndVisibilityAreConfigurable() throws {
        let items = bar.scene(
            for: Geo.context(
                .revealing(progress: 0.5), pullDistance: 32,
                tintColor: .green, backgroundColor: .black)
        ).items
        #expect(Geo.color(items[0]) == .green && Geo.color(items[1]) == .black)
        let hiding = Self.seed { $0.hidesWhenIdle = true }
        #expect(hiding.scene(for: Geo.context(.idle)).items.isEmpty)
        let wide = Self.seed { $0.size = Size(width: 40, height: 10) }
        let rect = try #require(Geo.path(wide.scene(for: Geo.context(.armed(overPull: 0))).items[0])).bounds
        #expect(close(rect, Rect(x: 175, y: 35, width: 40, height: 10), 1e-9))
    }

    @Test func hostileValuesDoNotCrash() throws {
        let nan = Double.nan
        #expect(try maskHeight(Geo.context(.revealing(progress: nan), pullDistance: nan, progress: nan)) == 20)
        #expect(try maskHeight(Geo.context(.refreshing, time: -3)) == 20)
        #expect(try maskHeight(Geo.context(.refreshing, time: .infinity)) == 20)
        #expect(bar.scene(for: Geo.context(.refreshing, size: .zero)).items.isEmpty)
        let broken = Self.seed {
            $0.fillDuration = nan
            $0.fillDelay = -1
        }
        #expect(try maskHeight(Geo.context(.refreshing, time: 0.4), of: broken) == 0)
        #expect(broken.finishingHoldDuration(afterRefreshingFor: 3) == 0)
        #expect(bar.finishingHoldDuration(afterRefreshingFor: nan) == 0)
    }
}

/// The bar's loop and finish as functions of time: no blank frame, no extra loop, no jump.
@Suite struct BarFillLoopTests {
    let seed = Indicators.BarFill(configuration: .bareSquare)
    let bar = Indicators.BarFill()
    /// 60 Hz frames.
    static let frame = 1.0 / 60

    /// The height of the colour in a default (track) scene: the clipped fill item's clip.
    func filled(_ context: IndicatorContext) throws -> Double {
        let items = bar.scene(for: context).items
        guard items.count == 2 else { return 0 }
        return try #require(items[1].clip).height
    }

    @Test func theSeedLoopShowsNoBlankFrameAtItsBoundaries() {
        // At 1.00, 2.00, 3.00 s the cycle that ends there shows complete (mask 0), not empty.
        for t in [1.0, 2.0, 3.0] {
            #expect(seed.refillMaskFraction(at: t) == 0, "t = \(t)")
            #expect(seed.scene(for: Geo.context(.refreshing, time: t)).items.count == 1, "t = \(t)")
        }
        // Every 60 Hz frame after the start shows some colour: the mask is never full.
        for k in 1...300 {
            #expect(seed.refillMaskFraction(at: Double(k) * Self.frame) < 1, "frame \(k)")
        }
        #expect(seed.refillMaskFraction(at: 0) == 1)  // The seed's start: mask full.
    }

    @Test func endingOnABoundaryHoldsNoExtraLoop() {
        for t in [1.0, 2.0, 3.0, 7.0] {
            #expect(seed.finishingHoldDuration(afterRefreshingFor: t) == 0, "seed, t = \(t)")
            #expect(bar.finishingHoldDuration(afterRefreshingFor: t) < bar.configuration.cycleDuration, "t = \(t)")
        }
        #expect(bar.finishingHoldDuration(afterRefreshingFor: 2) == 0)  // Full at 2 s: nothing to do.
        #expect(close(bar.finishingHoldDuration(afterRefreshingFor: 3), 0.8, 1e-12))  // From 0.2 up.
        #expect(seed.finishingHoldDuration(afterRefreshingFor: 0) == 1)  // Starts empty: one fill.
        #expect(close(seed.finishingHoldDuration(afterRefreshingFor: 2.25), 0.75, 1e-12))
    }

    @Test func theDefaultLoopNeverBlinksNorEmpties() throws {
        // GIVEN the default bar refreshing WHEN sampled at 60 Hz for 5 s THEN the colour's
        // height moves by at most the loop's speed per frame and never falls below 20 %.
        var last = try filled(Geo.context(.refreshing, time: 0))
        #expect(close(last, 20, 1e-9))  // The armed bar's full fill carries on.
        for k in 1...300 {
            let now = try filled(Geo.context(.refreshing, time: Double(k) * Self.frame))
            #expect(now >= 4 - 1e-9, "frame \(k)")
            #expect(abs(now - last) <= 16 * Self.frame + 1e-9, "frame \(k): \(last) → \(now)")
            last = now
        }
        #expect(close(try filled(Geo.context(.refreshing, time: 2)), 20, 1e-9))
        #expect(close(try filled(Geo.context(.refreshing, time: 3)), 4, 1e-9))
    }

    @Test func theEndFinishesFromWhereTheFillIs() throws {
        // Whatever the refresh's length, finishing starts at the fill refreshing showed, rises
        // without a jump, is full when the hold ends, and stays full.
        for elapsed in [0.0, 0.4, 1.0, 1.5, 2.0, 2.6, 3.0, 3.25] {
            let hold = bar.finishingHoldDuration(afterRefreshingFor: elapsed)
            var last = try filled(Geo.context(.refreshing, time: elapsed))
            for k in 0...60 {
                let time = Double(k) * Self.frame
                let now = try filled(Geo.context(.finishing, time: time, refreshingDuration: elapsed))
                #expect(now >= last - 1e-9 && now - last <= 20 * Self.frame + 1e-9, "elapsed \(elapsed), frame \(k)")
                if time >= hold { #expect(close(now, 20, 1e-9), "elapsed \(elapsed), frame \(k)") }
                last = now
            }
        }
        // The seed completes its running cycle the same way: no jump back to empty.
        for elapsed in [2.0, 3.0] {
            #expect(seed.scene(for: Geo.context(.finishing, time: 0, refreshingDuration: elapsed)).items.count == 1)
        }
    }

    @Test func theDefaultBarIsRoundedAndTinted() throws {
        let items = bar.scene(for: Geo.context(.revealing(progress: 0.5), pullDistance: 32, tintColor: .green)).items
        try #require(items.count == 2)
        #expect(Geo.color(items[0]) == RGBAColor.green.withAlphaMultiplied(by: 0.2) && Geo.color(items[1]) == .green)
        let shape = try #require(Geo.path(items[0]))
        #expect(close(shape.bounds, Rect(x: 191, y: 30, width: 8, height: 20), 1e-9))
        #expect(shape.elements.count > 5)  // Arcs at the corners, not a bare rectangle.
        #expect(try #require(items[1].clip) == Rect(x: 191, y: 40, width: 8, height: 10))
    }
}
