import Testing
@testable import RefreshKitRender
import RefreshKitTestSupport

/// A title never vanishes into nothing: for every refresh style, every state, both edges and the
/// 13 languages, with the installed fonts, whatever a state draws in a 1,024-pt-wide slot it
/// still draws something in any slot from 200 to 1,024 pt wide and 44 to 120 pt high — the
/// title whole, shortened at a word, on two lines, smaller, or a glyph in its place — and stays
/// inside the slot; a failed footer always shows its retry cue. The sizes are the four corners of
/// that range and seeded random ones (a failure names the size).
@Suite struct TitleFitPropertyTests {
    static let seed: UInt64 = 0x35_7171
    /// Random sizes besides the corners.
    static let randomSizes = 24
    static let widths = 200.0...1024.0
    static let heights = 44.0...120.0

    static let sizes: [Size] = {
        var rng = SeededGenerator(seed: seed)
        var sizes = [
            Size(width: 200, height: 44), Size(width: 200, height: 120), Size(width: 1024, height: 44),
            Size(width: 1024, height: 120), Size(width: 390, height: 50), Size(width: 390, height: 80),
        ]
        for _ in 0..<randomSizes {
            sizes.append(
                Size(
                    width: Double.random(in: widths, using: &rng).rounded(),
                    height: Double.random(in: heights, using: &rng).rounded()))
        }
        return sizes
    }()

    static let moments: [(String, @Sendable (RefreshEdge, Double) -> IndicatorMoment)] = [
        ("idle", { IndicatorMoment(state: .idle, edge: $0, triggerDistance: $1) }),
        (
            "pulling",
            { IndicatorMoment(state: .revealing(progress: 0.5), edge: $0, pullDistance: $1 / 2, triggerDistance: $1) }
        ),
        (
            "armed",
            {
                IndicatorMoment(
                    state: .armed(overPull: 20), edge: $0, pullDistance: $1 + 20, triggerDistance: $1, time: 0.3)
            }
        ),
        (
            "refreshing",
            {
                IndicatorMoment(
                    state: .refreshing, edge: $0, pullDistance: $1, triggerDistance: $1, time: 0.3,
                    refreshingDuration: 0.3)
            }
        ),
        (
            "finishing",
            {
                IndicatorMoment(
                    state: .finishing, edge: $0, pullDistance: $1, triggerDistance: $1, time: 0.1,
                    refreshingDuration: 2)
            }
        ),
        ("noMoreData", { IndicatorMoment(state: .noMoreData, edge: $0, triggerDistance: $1) }),
        ("failed", { IndicatorMoment(state: .failed, edge: $0, triggerDistance: $1) }),
    ]

    /// Whether some item of `scene` draws visibly inside its area (not a fill of the whole area).
    static func drawsSomething(_ scene: IndicatorScene) -> Bool {
        scene.items.contains { item in
            guard item.opacity > 0.01, let box = SlotInk.bounds(of: item, in: scene.size), box.width > 0,
                box.height > 0
            else { return false }
            if case let .solid(color) = item.paint, color.alpha <= 0.01 { return false }
            return box.intersection(Rect(origin: .zero, size: scene.size)).width > 0
        }
    }

    /// Whether `scene` strokes the retry cue.
    static func showsRetryCue(_ scene: IndicatorScene) -> Bool {
        scene.items.contains { item in
            guard case let .stroke(path, _) = item.content, item.opacity > 0.01 else { return false }
            return path == IndicatorCue.retry.path
        }
    }

    @Test(arguments: RefreshLanguage.supportedTags)
    func everyStateThatDrawsWideStillDrawsInEverySlot(tag: String) {
        Self.checkEverySlot(tag: tag, textScale: 1)
    }

    /// The text scales of Dynamic Type for the titles' text style (subheadline, 15 pt at the
    /// default size): extra small (12 pt), extra extra extra large (21) and the first, third and
    /// fifth accessibility sizes (25, 36, 49), from the Human Interface Guidelines' table
    /// (https://developer.apple.com/design/human-interface-guidelines/typography#Specifications).
    static let dynamicTypeScales = [12.0 / 15, 21.0 / 15, 25.0 / 15, 36.0 / 15, 49.0 / 15]

    /// Titles enlarged by Dynamic Type (`IndicatorContext.textScale`) keep the slot rule: whole,
    /// shortened, on two lines, smaller or a glyph, never blank and never outside the slot, in
    /// English and in German (long words).
    @Test(arguments: dynamicTypeScales)
    func titlesAtEveryTextSizeStillDrawInEverySlot(textScale: Double) {
        for tag in ["en", "de"] { Self.checkEverySlot(tag: tag, textScale: textScale) }
    }

    static func checkEverySlot(tag: String, textScale: Double) {
        let glyphs = FreeTypeGlyphSource()
        let styles = Indicators.catalog.compactMap { style -> (String, any RefreshIndicator)? in
            if case let .indicator(make) = style.kind { (style.name, make()) } else { nil }
        }
        var checked = 0
        for (name, indicator) in styles {
            for edge in RefreshEdge.allCases {
                for (label, makeMoment) in Self.moments {
                    for size in Self.sizes {
                        let trigger = SlotInk.trigger(of: size)
                        let moment = makeMoment(edge, trigger)
                        func scene(width: Double) -> IndicatorScene {
                            var context = moment.context(
                                size: Size(width: width, height: size.height), locale: tag, glyphs: glyphs)
                            context.textScale = textScale
                            return indicator.scene(for: context)
                        }
                        let what =
                            "\(name) \(edge) \(label) --locale \(tag) text scale \(textScale) at \(size.width)x\(size.height)"
                        let here = scene(width: size.width)
                        if Self.drawsSomething(scene(width: 1024)) {
                            #expect(Self.drawsSomething(here), "\(what): blank")
                        }
                        #expect(SlotInk.overflows(here) == [], "\(what)")
                        if label == "failed" {
                            #expect(Self.showsRetryCue(here), "\(what): no retry cue")
                        }
                        checked += 1
                    }
                }
            }
        }
        #expect(checked == styles.count * 2 * Self.moments.count * Self.sizes.count)
    }
}
