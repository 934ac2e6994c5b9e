/// Text turned into outlines: one path per glyph, laid out on a baseline at y = 0 (y down, so
/// glyphs mostly have negative y), starting at x = 0, kerning applied.
public struct TextLayout: Hashable, Sendable {
    /// One laid-out glyph.
    public struct Glyph: Hashable, Sendable {
        /// The character (grapheme) this glyph draws.
        public var character: Character
        /// The outline, already placed at its pen position.
        public var path: VectorPath
        /// The pen position of the glyph (on the baseline).
        public var origin: Point
        /// The horizontal advance after this glyph, kerning included.
        public var advance: Double

        /// Creates a glyph.
        ///
        /// - Parameters:
        ///   - character: The character (grapheme) the glyph draws.
        ///   - path: The outline, already placed at its pen position, in points.
        ///   - origin: The pen position on the baseline.
        ///   - advance: The horizontal advance after the glyph, kerning included, in points.
        public init(character: Character, path: VectorPath, origin: Point, advance: Double) {
            self.character = character
            self.path = path
            self.origin = origin
            self.advance = advance
        }
    }

    /// The glyphs in reading order. Setting them works out ``combinedPath`` and ``inkBounds``
    /// again (``width`` is not recomputed).
    public var glyphs: [Glyph] {
        didSet { (combinedPath, inkBounds) = Self.outlines(of: glyphs) }
    }
    /// The font's ascent above the baseline (positive).
    public var ascent: Double
    /// The font's descent below the baseline (positive).
    public var descent: Double
    /// The total advance width.
    public var width: Double

    /// Creates a layout and works out ``combinedPath`` and ``inkBounds`` from the glyphs.
    ///
    /// - Parameters:
    ///   - glyphs: The glyphs in reading order.
    ///   - ascent: The font's ascent above the baseline, in points (positive).
    ///   - descent: The font's descent below the baseline, in points (positive).
    ///   - width: The total advance width, in points.
    public init(glyphs: [Glyph], ascent: Double, descent: Double, width: Double) {
        self.glyphs = glyphs
        self.ascent = ascent
        self.descent = descent
        self.width = width
        (combinedPath, inkBounds) = Self.outlines(of: glyphs)
    }

    /// Every glyph's outline in one path, one or more sub-paths per glyph, in reading order
    /// (so a trimmed stroke writes the text from left to right). Worked out once, when the
    /// glyphs are set, so drawing a cached layout does not copy its outlines again.
    public private(set) var combinedPath: VectorPath

    /// The union of the glyph outlines' tight bounds (the ink), or nil when no glyph draws
    /// anything (only spaces, or glyphs the font lacks and renders empty). Worked out once,
    /// when the glyphs are set.
    public private(set) var inkBounds: Rect?

    private static func outlines(of glyphs: [Glyph]) -> (VectorPath, Rect?) {
        var elements: [VectorPath.Element] = []
        elements.reserveCapacity(glyphs.reduce(0) { $0 + $1.path.elements.count })
        var ink: Rect?
        for glyph in glyphs {
            elements.append(contentsOf: glyph.path.elements)
            if glyph.path.hasSegments {
                let box = glyph.path.bounds
                ink = ink.map { $0.union(box) } ?? box
            }
        }
        return (VectorPath(elements: elements), ink)
    }
}
