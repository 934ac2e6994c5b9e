import Testing
@testable import RefreshKitCore
import RefreshKitStyles

/// The order in which a title that does not fit whole is set (`TitleFitting`): shortened at a
/// word with an ellipsis (keeping half its words), then on two lines, then smaller down to the
/// floor, then nothing (the style draws a glyph); and the failed and no-more-data footers'
/// cues in the styles.
@MainActor @Suite struct TitleFittingTests {
    struct Fitted: Equatable {
        var lines: [String]
        var kind: TitleFitting.Kind
        var scale: Double
    }

    /// Fits `text` in a box of `width` × `height` and reads the lines back from the glyphs.
    func fit(_ text: String, width: Double, height: Double, fallingBack: Bool = true) -> Fitted? {
        let found = TitleFitting.first(
            text, font: FontRequest(size: 14), glyphs: BoxGlyphSource(scalesWithFont: true), fallingBack: fallingBack
        ) { layout, lines -> [String]? in
            guard layout.width <= width, layout.lineBounds.height <= height else { return nil }
            // Group the glyphs by baseline.
            var rows: [Double: String] = [:]
            for g in layout.glyphs { rows[g.origin.y, default: ""].append(g.character) }
            let read = rows.keys.sorted().map { rows[$0]! }
            #expect(read.count == lines)
            return read
        }
        return found.map { Fitted(lines: $0.placement, kind: $0.kind, scale: $0.scale) }
    }

    @Test func theLadderShortensThenBreaksThenShrinksThenGivesUp() {
        let text = "aaaa bbbb cccc dddd"  // 19 characters: 228 pt at 14 pt
        #expect(fit(text, width: 300, height: 40) == Fitted(lines: [text], kind: .whole, scale: 1))
        // Shortened at a word: "aaaa bbbb cccc…" (180 pt) does not fit 170, "aaaa bbbb…" does.
        #expect(fit(text, width: 170, height: 40) == Fitted(lines: ["aaaa bbbb…"], kind: .shortened, scale: 1))
        // Half the words no longer fit on a line: two lines, the second shortened.
        #expect(fit(text, width: 100, height: 40) == Fitted(lines: ["aaaa", "bbbb…"], kind: .twoLines, scale: 1))
        #expect(
            fit(text, width: 119, height: 40) == Fitted(lines: ["aaaa bbbb", "cccc dddd"], kind: .twoLines, scale: 1))
        // Two lines whole when the rest fits.
        #expect(
            fit("aaaa bbbb cccc", width: 110, height: 40)
                == Fitted(lines: ["aaaa bbbb", "cccc"], kind: .twoLines, scale: 1))
        // Too low for two lines (36 pt): smaller, down to 0.7, where "aaaa bbbb…" takes 84 pt.
        #expect(fit(text, width: 100, height: 20) == Fitted(lines: ["aaaa bbbb…"], kind: .shortened, scale: 0.7))
        // Nothing fits at the floor: nil, and the style draws its glyph.
        #expect(fit(text, width: 30, height: 10) == nil)
        // Without falling back, the whole title or nothing.
        #expect(fit(text, width: 170, height: 40, fallingBack: false) == nil)
        #expect(fit(text, width: 300, height: 40, fallingBack: false)?.kind == .whole)
    }

    @Test func cjkTextBreaksBetweenCharactersButNotBeforeClosingPunctuation() {
        let breaks = TitleBreaks("加载失败，点击重试")
        #expect(breaks.count == 8)  // "，" stays with "败"
        #expect(breaks.prefix(4) == "加载失败，")
        #expect(breaks.shortened(keeping: 4) == "加载失败…")
        #expect(breaks.suffix(from: 4).text == "点击重试")
        // Spaces go at a break; trailing punctuation goes before the ellipsis.
        let latin = TitleBreaks("Loading failed. Tap to retry")
        #expect(latin.count == 5)
        #expect(latin.shortened(keeping: 2) == "Loading failed…")
        #expect(latin.prefix(3) == "Loading failed. Tap")
        #expect(TitleBreaks("Loading…").count == 1)
    }

    @Test func twoLinesAreOneLayoutWithTheBlocksLineBox() {
        let glyphs = BoxGlyphSource(scalesWithFont: true)
        let a = try! glyphs.layout("ab", font: FontRequest(size: 14))
        let b = try! glyphs.layout("abcd", font: FontRequest(size: 14))
        let block = TextLayout.stacked(a, b)
        #expect(block.width == 48)
        #expect(block.lineBounds == Rect(x: 0, y: -14, width: 48, height: 36))
        // The first line is centred over the second: 12 pt in.
        #expect(block.glyphs[0].origin == Point(x: 12, y: 0))
        #expect(block.glyphs[2].origin == Point(x: 0, y: 18))
    }

    /// Whether `scene` strokes `cue`.
    func draws(_ cue: IndicatorCue, in scene: IndicatorScene) -> Bool {
        scene.items.contains { if case let .stroke(path, _) = $0.content { path == cue.path } else { false } }
    }

    @Test func aFailedFooterShowsItsRetryCueInEveryStyleAtAnySize() {
        for entry in Indicators.catalog {
            guard case let .indicator(make) = entry.kind else { continue }
            let indicator = make()
            for size in [Size(width: 390, height: 50), Size(width: 200, height: 44), Size(width: 30, height: 30)] {
                let scene = indicator.scene(for: boxContext(.failed, edge: .footer, size: size))
                #expect(draws(.retry, in: scene), "\(entry.name) at \(size.width)x\(size.height)")
            }
        }
    }

    @Test func noMoreDataWithoutRoomForItsWordsDrawsTheCheck() {
        let classic = Indicators.Classic()
        // "No more data" is 12 characters, 144 pt of box glyphs: whole at 390 pt, no check.
        let wide = classic.scene(for: boxContext(.noMoreData, edge: .footer, size: Size(width: 390, height: 50)))
        #expect(!draws(.done, in: wide) && !wide.items.isEmpty)
        // At 60 pt neither "No more…" (96 pt) nor two lines ("No" over "more…", 60 pt) fit in
        // 56: the check stands in for the words.
        let narrow = classic.scene(for: boxContext(.noMoreData, edge: .footer, size: Size(width: 60, height: 50)))
        #expect(draws(.done, in: narrow))
    }
}
