import RefreshKitCore

extension Indicators.LetterWave {
    /// The letters laid out and how the word sits in an area: the same at every moment of a
    /// drawing, so it is built once per area, font and glyph source (the context's ``LastValueMemo``) rather
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

    /// The word in the context's area: the letters laid out, in a row or, where the letters
    /// fit larger that way, in a column, and the scale (at most 1) that keeps every letter
    /// inside the area less a 2 pt margin through its whole cycle (a nod of
    /// ``Configuration/tiltAngle``, a swell to ``Configuration/swellScale``).
    func arrangement(in context: IndicatorContext) -> Word {
        let c = configuration
        let key = Word.Key(
            glyphs: context.glyphs, font: c.font, letters: c.letters, letterSpacing: c.letterSpacing,
            tiltAngle: c.tiltAngle, swellScale: c.swellScale, size: context.size)
        return context.memos.lastValue(Word.Key.self, Word.self).value(for: key) { arrange(in: context) }
    }

    /// ``arrangement(in:)`` built anew.
    private func arrange(in context: IndicatorContext) -> Word {
        let swell = Swift.max(1, IndicatorGeometry.finite(configuration.swellScale, or: 1))
        let tilts = IndicatorGeometry.finite(configuration.tiltAngle) != 0
        let spacing = IndicatorGeometry.finite(configuration.letterSpacing)
        let layouts = configuration.letters.map {
            context.glyphs.layoutIfAvailable(String($0), font: configuration.font)
        }
        var reachX = 0.0, reachY = 0.0, count = 0
        var width = 0.0, height = 0.0, first: TextLayout?, last: TextLayout?
        for case let layout? in layouts {
            count += 1
            width += layout.width
            height += layout.lineBounds.height
            if first == nil { first = layout }
            last = layout
            // The letter's extent about the centre it turns and swells about.
            let box = layout.extent, middle = Point(x: layout.width / 2, y: layout.lineBounds.midY)
            let dx = Swift.max(abs(box.minX - middle.x), abs(box.maxX - middle.x))
            let dy = Swift.max(abs(box.minY - middle.y), abs(box.maxY - middle.y))
            let turned = tilts ? (dx * dx + dy * dy).squareRoot() : 0
            reachX = Swift.max(reachX, swell * dx, turned)
            reachY = Swift.max(reachY, swell * dy, turned)
        }
        guard count > 0, let first, let last else { return Word(layouts: layouts, column: false, scale: 1) }
        let gaps = spacing * Double(count - 1)
        let row = Size(width: width + gaps - (first.width + last.width) / 2 + 2 * reachX, height: 2 * reachY)
        let column = Size(
            width: 2 * reachX,
            height: height + gaps - (first.lineBounds.height + last.lineBounds.height) / 2 + 2 * reachY)
        let rowScale = IndicatorFit.scale(fitting: row, in: context.size)
        let columnScale = IndicatorFit.scale(fitting: column, in: context.size)
        return Word(
            layouts: layouts, column: columnScale > rowScale,
            scale: columnScale > rowScale ? columnScale : rowScale)
    }
}
