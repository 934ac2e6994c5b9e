extension Indicators.LetterWave {
    /// The letters laid out and how the word sits in an area: the same at every moment of a
    /// drawing, so it is built once per area, font and glyph source (``LastValueMemo``) rather
    /// than once per frame.
    struct Word {
        /// What the word is built from.
        struct Key: Equatable {
            var glyphs: GlyphSource
            var font: FontRequest
            var letters: String
            var letterSpacing: Double
            var tiltAngle: Double
            var swellScale: Double
            var size: Size

            static func == (a: Key, b: Key) -> Bool {
                a.glyphs === b.glyphs && a.size == b.size && a.font == b.font && a.letters == b.letters
                    && a.letterSpacing.bitPattern == b.letterSpacing.bitPattern
                    && a.tiltAngle.bitPattern == b.tiltAngle.bitPattern
                    && a.swellScale.bitPattern == b.swellScale.bitPattern
            }
        }

        /// Each character's layout, in order; nil for one the font cannot lay out.
        var layouts: [TextLayout?]
        /// Whether the letters stand in a column rather than a row.
        var column: Bool
        /// The scale (at most 1) that keeps every letter inside the area through its cycle.
        var scale: Double
    }
}
