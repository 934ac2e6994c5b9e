import Testing
@testable import RefreshKitCore
import RefreshKitStyles

/// The letter wave lays its letters out once per area, font and glyph source, not once per
/// frame, and never shows a word laid out for another area, font or glyph source. The word is
/// remembered by the drawing context (its copies, as the adapter's template and the compiler's
/// samples are), never by the indicator.
@Suite struct LetterWaveWordTests {
    @Test func aLoopOfFramesLaysTheLettersOutOnce() {
        let glyphs = BoxGlyphSource()
        let style = Indicators.LetterWave()
        let template = boxContext(.refreshing, glyphs: glyphs)
        for frame in 0..<120 {
            var context = template
            context.time = Double(frame) / 60
            _ = style.scene(for: context)
        }
        // One layout per letter of "REFRESH"; a frame used to ask for three per letter.
        #expect(glyphs.requests == 7)
    }

    @Test func anotherAreaIsArrangedAfresh() {
        let glyphs = BoxGlyphSource()
        let style = Indicators.LetterWave()
        var context = boxContext(.refreshing, time: 1.2, glyphs: glyphs)
        let wide = style.scene(for: context)
        // 64 pt wide: the row no longer fits, so the word shrinks or stands in a column.
        let narrow = Size(width: 64, height: 120)
        context.size = narrow
        let drawn = style.scene(for: context)
        let fresh = Indicators.LetterWave().scene(
            for: boxContext(.refreshing, time: 1.2, size: narrow, glyphs: BoxGlyphSource()))
        #expect(drawn == fresh)
        #expect(drawn.items.map(\.transform) != wide.items.map(\.transform))
        #expect(glyphs.requests == 14)
    }

    @Test func anotherStyleWithAnotherFontOrSpacingIsArrangedAfresh() {
        let glyphs = BoxGlyphSource()
        let style = Indicators.LetterWave()
        let context = boxContext(.armed(overPull: 0), glyphs: glyphs)
        _ = style.scene(for: context)
        // Drawn with the same context, so with its memos; its own configuration must still be
        // what it draws.
        var spaced = style
        spaced.configuration.letterSpacing = 20
        spaced.configuration.font.size = 30
        let drawn = spaced.scene(for: context)
        let fresh = Indicators.LetterWave(configuration: spaced.configuration)
            .scene(for: boxContext(.armed(overPull: 0), glyphs: BoxGlyphSource()))
        #expect(drawn == fresh)
        #expect(drawn != style.scene(for: context))
    }

    @Test func anotherGlyphSourceLaysTheLettersOutItself() {
        let first = BoxGlyphSource(), second = BoxGlyphSource()
        let style = Indicators.LetterWave()
        var context = boxContext(.refreshing, time: 0.3, glyphs: first)
        _ = style.scene(for: context)
        context.glyphs = second
        _ = style.scene(for: context)
        #expect(first.requests == 7 && second.requests == 7)
    }

    @Test func aContextMadeAnewRemembersNothing() {
        let glyphs = BoxGlyphSource()
        let style = Indicators.LetterWave()
        _ = style.scene(for: boxContext(.refreshing, time: 0.3, glyphs: glyphs))
        _ = style.scene(for: boxContext(.refreshing, time: 0.3, glyphs: glyphs))
        #expect(glyphs.requests == 14)
    }
}
