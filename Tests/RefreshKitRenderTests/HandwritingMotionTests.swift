import Testing
@testable import RefreshKitRender

/// Handwriting's refreshing state reads as motion at a glance: over a whole loop of the halo,
/// drawn as the gallery draws it (390×80 pt at @2x, 50 frames a second, light and dark), some
/// pixel changes from one frame to the next by at least ``minimumChange`` at every frame but
/// for runs of at most ``longestStill`` seconds.
///
/// The measure is the largest change of any channel of any pixel between two consecutive
/// frames. S3's sweep (``Indicators/Handwriting/HaloSweep/area``, eased over the whole area)
/// fails it: its highlight rushes across at the end of each sweep and the text holds still for
/// over half a second in between.
@Suite struct HandwritingMotionTests {
    /// The smallest change between two frames that counts as motion: 6/255 of a channel.
    static let minimumChange = 6
    /// The longest the text may look still, in seconds: 0.1 s, five frames.
    static let longestStill = 0.1
    static let fps = 50.0
    static let size = Size(width: 390, height: 80)

    /// The frame-to-frame changes over one loop, in 1/255 of a channel, frame k to k + 1.
    static func changes(_ indicator: Indicators.Handwriting, appearance: IndicatorAppearance) throws -> [Int] {
        let glyphs = FreeTypeGlyphSource()
        let rasterizer = Rasterizer()
        let period = indicator.configuration.haloDuration
        let frames = Int((period * fps).rounded())
        var previous: Bitmap?
        var changes: [Int] = []
        for k in 0...frames {
            let t = Double(k) / fps
            let moment = IndicatorMoment(
                state: .refreshing, pullDistance: size.height, triggerDistance: size.height,
                time: t, refreshingDuration: t)
            let context = moment.context(size: size, displayScale: 2, glyphs: glyphs, appearance: appearance)
            let bitmap = try rasterizer.render(
                indicator.scene(for: context), scale: 2,
                background: appearance.palette.background)
            if let previous {
                var largest = 0
                for (a, b) in zip(previous.pixels, bitmap.pixels) { largest = Swift.max(largest, abs(Int(a) - Int(b))) }
                changes.append(largest)
            }
            previous = bitmap
        }
        return changes
    }

    /// The longest run of consecutive frame changes below ``minimumChange``, in seconds.
    static func longestStillRun(_ changes: [Int]) -> Double {
        var run = 0, longest = 0
        for change in changes + changes {  // the loop wraps: a still run may span its end
            run = change < minimumChange ? run + 1 : 0
            longest = Swift.max(longest, run)
        }
        return Double(Swift.min(longest, changes.count)) / fps
    }

    @Test(arguments: [IndicatorAppearance.light, .dark])
    func theHaloIsSeenMovingAtEveryMoment(appearance: IndicatorAppearance) throws {
        let changes = try Self.changes(Indicators.Handwriting(), appearance: appearance)
        let still = Self.longestStillRun(changes)
        print(
            "handwriting \(appearance.colorScheme.rawValue): frame-to-frame change \(changes.min() ?? 0)…\(changes.max() ?? 0)/255, "
                + "longest still run \(still) s")
        #expect(still <= Self.longestStill, "\(changes)")
    }

    @Test func theSeedsSweepHoldsStillForOverHalfASecond() throws {
        let seed = Indicators.Handwriting(configuration: .init(haloSweep: .area))
        let changes = try Self.changes(seed, appearance: .light)
        let still = Self.longestStillRun(changes)
        print(
            "handwriting, S3's sweep: frame-to-frame change \(changes.min() ?? 0)…\(changes.max() ?? 0)/255, longest still run \(still) s"
        )
        #expect(still > 0.5)
    }
}
