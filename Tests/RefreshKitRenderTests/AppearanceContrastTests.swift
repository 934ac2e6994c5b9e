import RefreshKitSimulation
import Testing
@testable import RefreshKitRender

/// Every style's whole refresh cycle, rasterized in light and in dark on the appearance's
/// background, keeps its strong ink at 3:1 or more against that background (WCAG 2's minimum
/// for graphical objects), frame by frame.
///
/// What is measured, on the rendered pixels (scale 2, ``fps`` frames per second of the default
/// cycle of `refreshkit render`):
/// - *Ink* is every pixel whose contrast with the background exceeds ``inkThreshold``.
/// - *Strong ink* of a group of ink pixels is its strongest decile: the contrast reached by the
///   10 % of its pixels that contrast most (the 90th percentile). Anti-aliased edges, shadows
///   and the fading tail of a spinner are weaker on purpose and fall below it. For
///   `progressRing` it is the strongest 2 %: its faint track (the arc's colour at 20 %) is most
///   of its ink while the arc is short, and the arc is what must read.
/// - The groups: for the text styles whose letters take different colours (`handwriting`,
///   whose halo sweeps across the text, and `letterWave`, whose letters each take a colour),
///   every connected piece of ink (8-neighbours: a letter, a stroke) is a group, so one pale
///   letter fails even beside dark ones; for every other style the whole frame's ink is one
///   group. Groups of fewer than ``minimumGroupPixels`` pixels (a mark just appearing) are
///   not judged.
/// - Frames in which no item is drawn at full opacity (a style fading in or out on purpose)
///   are not judged.
@Suite struct AppearanceContrastTests {
    /// WCAG 2's minimum for graphical objects and large text.
    static let minimumContrast = 3.0
    /// A pixel with more contrast than this with the background is ink.
    static let inkThreshold = 1.05
    /// The smallest group of ink judged, in pixels (at scale 2).
    static let minimumGroupPixels = 60
    /// Frames per second of the cycle sampled.
    static let fps = 20.0
    /// Pixels per point.
    static let scale = 2.0
    /// The styles whose connected pieces of ink are judged one by one.
    static let styleGroupedByPiece: Set<String> = ["handwriting", "letterWave"]
    /// The fraction of a group's pixels that is its strong ink, by style (else 10 %).
    static let strongFraction: [String: Double] = ["progressRing": 0.02]

    /// The worst frame of one style in one appearance.
    struct Measurement: CustomStringConvertible {
        var style: String
        var appearance: IndicatorAppearance
        /// The lowest strong-ink contrast of any judged group.
        var worst: Double
        /// When it happened, in seconds of the cycle.
        var time: Double
        /// How many frames were judged.
        var frames: Int

        var description: String {
            let scheme =
                appearance.colorScheme.rawValue + (appearance.increasedContrast ? "+contrast" : "")
                + (appearance.elevated ? "+elevated" : "")
            let value = (worst * 100).rounded() / 100
            let at = (time * 100).rounded() / 100
            return "\(style) \(scheme): \(value):1 at \(at) s (\(frames) frames)"
        }
    }

    static let appearances: [IndicatorAppearance] = [
        .light, .dark, IndicatorAppearance(colorScheme: .light, increasedContrast: true),
        IndicatorAppearance(colorScheme: .dark, increasedContrast: true),
        IndicatorAppearance(colorScheme: .dark, elevated: true),
    ]

    @Test(arguments: Indicators.catalog.map(\.name))
    @MainActor func strongInkReachesThreeToOneInEveryAppearance(style: String) throws {
        for appearance in Self.appearances {
            let measurement = try Self.measure(style: style, appearance: appearance)
            print("contrast: \(measurement)")
            #expect(measurement.frames > 0, "\(measurement)")
            #expect(measurement.worst >= Self.minimumContrast, "\(measurement)")
        }
    }

    /// The measure catches what it is for: the seeds' exact looks fall below 3:1 (the halo's
    /// white over the handwriting, the letter wave's yellow on white, S0's blue on black).
    @Test @MainActor func theSeedExactLooksFallBelowThreeToOne() throws {
        let cases: [(String, IndicatorAppearance, any RefreshIndicator)] = [
            ("handwriting", .light, Indicators.Handwriting(configuration: .whiteHalo)),
            ("letterWave", .light, Indicators.LetterWave(configuration: .fixedRainbow)),
            ("arcSpinner", .dark, Indicators.ArcSpinner(configuration: .untitledBlue)),
            ("progressRing", .dark, Indicators.ProgressRing(configuration: .untitledDarkGray)),
        ]
        for (style, appearance, indicator) in cases {
            let measurement = try Self.measure(style: style, appearance: appearance, indicator: indicator)
            print("contrast (fixed colours): \(measurement)")
            #expect(measurement.worst < Self.minimumContrast, "\(measurement)")
        }
    }

    /// The same rule in the slots of ``SlotGoldenTests`` (a carousel's leading control, compact
    /// and short headers), light and dark, where titles are dropped and texts scale down:
    /// sampled at ``slotFPS``.
    @Test(arguments: StyleGoldenTests.indicatorNames)
    @MainActor func strongInkReachesThreeToOneInEverySlot(style: String) throws {
        for size in SlotGoldenTests.sizes {
            for appearance in [IndicatorAppearance.light, .dark] {
                let measurement = try Self.measure(style: style, appearance: appearance, size: size, fps: Self.slotFPS)
                print("contrast in \(size.width)x\(size.height): \(measurement)")
                #expect(measurement.frames > 0, "\(size): \(measurement)")
                #expect(measurement.worst >= Self.minimumContrast, "\(size): \(measurement)")
            }
        }
    }

    /// Frames per second of the cycles sampled in the other slots.
    static let slotFPS = 10.0

    /// Measures `style` (its catalog default, or `indicator`) over the default cycle, in its
    /// preferred size or `size` (a refresh style's cycle then has the slot's depth: its width
    /// when taller than wide, else its height).
    @MainActor static func measure(
        style: String, appearance: IndicatorAppearance,
        indicator: (any RefreshIndicator)? = nil, size: Size? = nil,
        fps: Double = fps
    ) throws -> Measurement {
        let entry = try #require(Indicators.style(named: style))
        let glyphs = FreeTypeGlyphSource()
        let palette = appearance.palette
        var scenes: [(time: Double, scene: IndicatorScene)] = []
        let background: RGBAColor
        switch entry.kind {
        case let .indicator(make):
            background = palette.background
            let indicator = indicator ?? make()
            let size = size ?? entry.preferredSize
            let cycle = IndicatorCycle(configuration: RefreshConfiguration(height: SlotInk.trigger(of: size)), fps: fps)
            for (index, moment) in try cycle.moments(for: indicator).enumerated() {
                let context = moment.context(size: size, displayScale: scale, glyphs: glyphs, appearance: appearance)
                scenes.append((Double(index) / fps, indicator.scene(for: context)))
            }
        case .collapsingHeader:
            // Drawn on its bar: the bar's colour is the background of its ink.
            background = palette.barBackground
            let config = CollapsingHeaderController.Configuration()
            for step in 0...10 {
                let percentage = Double(step) / 10
                let height = config.minHeight + percentage * (config.maxHeight - config.minHeight)
                scenes.append(
                    (
                        percentage,
                        CollapsingHeaderScene(configuration: .demo).scene(
                            size: entry.preferredSize, height: height, percentage: 1,
                            titleTop: -(height - config.minHeight) + config.titleMargin, glyphs: glyphs,
                            appearance: appearance)
                    ))
            }
        }
        let opaque = quantized(background)
        var result = Measurement(style: style, appearance: appearance, worst: .infinity, time: 0, frames: 0)
        let rasterizer = Rasterizer()
        for (time, scene) in scenes where scene.items.contains(where: { $0.opacity >= 0.999 }) {
            let bitmap = try rasterizer.render(scene, scale: scale, background: opaque)
            let groups = inkGroups(bitmap, background: opaque, byPiece: styleGroupedByPiece.contains(style))
            let judged = groups.filter { $0.count >= minimumGroupPixels }
            guard !judged.isEmpty else { continue }
            result.frames += 1
            for group in judged {
                let strong = strongInk(group, fraction: strongFraction[style] ?? 0.1)
                if strong < result.worst {
                    result.worst = strong
                    result.time = time
                }
            }
        }
        return result
    }

    /// The colour as 8-bit channels see it.
    static func quantized(_ color: RGBAColor) -> RGBAColor {
        func q(_ v: Double) -> Double { (v * 255).rounded() / 255 }
        return RGBAColor(red: q(color.red), green: q(color.green), blue: q(color.blue))
    }

    /// The contrast of every ink pixel with the background, grouped (see the suite's comment).
    static func inkGroups(_ bitmap: Bitmap, background: RGBAColor, byPiece: Bool) -> [[Double]] {
        let count = bitmap.width * bitmap.height
        var contrast = [Double](repeating: 0, count: count)
        var luminance: [Int: Double] = [:]
        for i in 0..<count {
            let p = i * 4
            let key = Int(bitmap.pixels[p]) << 16 | Int(bitmap.pixels[p + 1]) << 8 | Int(bitmap.pixels[p + 2])
            if let known = luminance[key] {
                contrast[i] = known
                continue
            }
            let color = RGBAColor(rgb8: Int(bitmap.pixels[p]), Int(bitmap.pixels[p + 1]), Int(bitmap.pixels[p + 2]))
            let value = color.contrastRatio(with: background)
            luminance[key] = value
            contrast[i] = value
        }
        let isInk = contrast.map { $0 > inkThreshold }
        guard byPiece else { return [contrast.enumerated().filter { isInk[$0.offset] }.map(\.element)] }
        var seen = [Bool](repeating: false, count: count)
        var groups: [[Double]] = []
        for start in 0..<count where isInk[start] && !seen[start] {
            var group: [Double] = [], stack = [start]
            seen[start] = true
            while let i = stack.popLast() {
                group.append(contrast[i])
                let x = i % bitmap.width, y = i / bitmap.width
                for dy in -1...1 {
                    for dx in -1...1 {
                        let nx = x + dx, ny = y + dy
                        guard nx >= 0, ny >= 0, nx < bitmap.width, ny < bitmap.height else { continue }
                        let n = ny * bitmap.width + nx
                        if isInk[n] && !seen[n] {
                            seen[n] = true
                            stack.append(n)
                        }
                    }
                }
            }
            groups.append(group)
        }
        return groups
    }

    /// The contrast reached by the strongest `fraction` of a group's pixels (at least one).
    static func strongInk(_ group: [Double], fraction: Double) -> Double {
        let sorted = group.sorted(by: >)
        let index = Int((Double(sorted.count) * fraction).rounded(.down)) - 1
        return sorted[Swift.min(sorted.count - 1, Swift.max(0, index))]
    }
}
