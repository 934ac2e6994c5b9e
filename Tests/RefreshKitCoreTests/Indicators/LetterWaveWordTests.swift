import Testing
@testable import RefreshKitCore

/// The letter wave lays its letters out once per area, font and glyph source, not once per
/// frame, and never shows a word laid out for another area, font or glyph source.
@Suite struct LetterWaveWordTests {
    @Test func aLoopOfFramesLaysTheLettersOutOnce() {
        let glyphs = BoxGlyphSource()
        let style = Indicators.LetterWave()
        for frame in 0..<120 {
            _ = style.scene(for: boxContext(.refreshing, time: Double(frame) / 60, glyphs: glyphs))
        }
        // One layout per letter of "REFRESH"; a frame used to ask for three per letter.
        #expect(glyphs.requests == 7)
    }

    @Test func anotherAreaIsArrangedAfresh() {
        let glyphs = BoxGlyphSource()
        let style = Indicators.LetterWave()
        let wide = style.scene(for: boxContext(.refreshing, time: 1.2, glyphs: glyphs))
        // 64 pt wide: the row no longer fits, so the word shrinks or stands in a column.
        let narrow = Size(width: 64, height: 120)
        let drawn = style.scene(for: boxContext(.refreshing, time: 1.2, size: narrow, glyphs: glyphs))
        let fresh = Indicators.LetterWave().scene(
            for: boxContext(.refreshing, time: 1.2, size: narrow, glyphs: BoxGlyphSource()))
        #expect(drawn == fresh)
        #expect(drawn.items.map(\.transform) != wide.items.map(\.transform))
        #expect(glyphs.requests == 14)
    }

    @Test func aCopyWithAnotherFontOrSpacingIsArrangedAfresh() {
        let glyphs = BoxGlyphSource()
        let style = Indicators.LetterWave()
        _ = style.scene(for: boxContext(.armed(overPull: 0), glyphs: glyphs))
        // A copy shares the memo; its own configuration must still be what it draws.
        var spaced = style
        spaced.configuration.letterSpacing = 20
        spaced.configuration.font.size = 30
        let drawn = spaced.scene(for: boxContext(.armed(overPull: 0), glyphs: glyphs))
        let fresh = Indicators.LetterWave(configuration: spaced.configuration)
            .scene(for: boxContext(.armed(overPull: 0), glyphs: BoxGlyphSource()))
        #expect(drawn == fresh)
        #expect(drawn != style.scene(for: boxContext(.armed(overPull: 0), glyphs: glyphs)))
    }

    @Test func anotherGlyphSourceLaysTheLettersOutItself() {
        let first = BoxGlyphSource(), second = BoxGlyphSource()
        let style = Indicators.LetterWave()
        _ = style.scene(for: boxContext(.refreshing, time: 0.3, glyphs: first))
        _ = style.scene(for: boxContext(.refreshing, time: 0.3, glyphs: second))
        #expect(first.requests == 7 && second.requests == 7)
    }

    @Test func aWorkersCopyArrangesWithItsOwnMemo() throws {
        let style = Indicators.LetterWave()
        _ = style.scene(for: boxContext(.refreshing, time: 0.3))
        let copy = style.withOwnCaches()
        #expect(copy.words !== style.words)
        #expect(copy.textPaths !== style.textPaths)
    }
}
