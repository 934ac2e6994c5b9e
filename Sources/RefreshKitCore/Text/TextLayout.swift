/// Text turned into outlines: one path per glyph, laid out on a baseline at y = 0 (y down, so
/// glyphs mostly have negative y), starting at x = 0, kerning applied.
public struct TextLayout: Hashable, Sendable {
    /// One laid-out glyph.
    public struct Glyph: Hashable, Sendable {
        /// The character (grapheme) this glyph draws.
        public var character: Character
        /// The outline, already placed at its pen position.
        public var path: Path
        /// The pen position of the glyph (on the baseline).
        public var origin: Point
        /// The horizontal advance after this glyph, kerning included.
        public var advance: Double

        /// Creates a glyph.
        public init(character: Character, path: Path, origin: Point, advance: Double) {
            self.character = character; self.path = path; self.origin = origin; self.advance = advance
        }
    }

    /// The glyphs in reading order.
    public var glyphs: [Glyph]
    /// The font's ascent above the baseline (positive).
    public var ascent: Double
    /// The font's descent below the baseline (positive).
    public var descent: Double
    /// The total advance width.
    public var width: Double

    /// Creates a layout.
    public init(glyphs: [Glyph], ascent: Double, descent: Double, width: Double) {
        self.glyphs = glyphs; self.ascent = ascent; self.descent = descent; self.width = width
    }

    /// Every glyph's outline in one path, one or more sub-paths per glyph, in reading order
    /// (so a trimmed stroke writes the text from left to right).
    public var combinedPath: Path {
        Path(elements: glyphs.flatMap { $0.path.elements })
    }
}
