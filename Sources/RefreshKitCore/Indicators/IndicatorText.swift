// Helpers shared by the text styles (handwriting, letterWave, classic) and the collapsing header
// scene: laying text out without throwing, measuring and centring a layout, drawing its glyphs.
// (The sanitised readings of a context are ``IndicatorGeometry``'s.)

extension GlyphSource {
    /// Lays `text` out in `font`, or returns nil when the source throws (a missing font, a bad
    /// size). The text styles then draw no text and the rest of the scene stays valid; the
    /// command-line tool reports font errors before it renders.
    public func layoutIfAvailable(_ text: String, font: FontRequest) -> TextLayout? {
        try? layout(text, font: font)
    }
}

extension TextLayout {
    /// The line box as `UILabel` centres it: from the pen origin, the advance width wide, from
    /// the ascent above the baseline to the descent below it (baseline at y = 0).
    public var lineBounds: Rect {
        Rect(x: 0, y: -ascent, width: width, height: ascent + descent)
    }

    /// The translation that puts the centre of the ink bounds on `center` (the line box's
    /// centre when nothing draws), as the seed's `CAShapeLayer` whose bounds are the path's
    /// bounding box.
    public func offset(centeringInkAt center: Point) -> Point {
        let box = inkBounds ?? lineBounds
        return Point(x: center.x - box.midX, y: center.y - box.midY)
    }

    /// The translation that puts the centre of the line box on `center`, as a centred
    /// `UILabel` places its text.
    public func offset(centeringLineAt center: Point) -> Point {
        Point(x: center.x - lineBounds.midX, y: center.y - lineBounds.midY)
    }

    /// Every glyph's outline in one path (sub-paths in reading order), moved by `offset`.
    public func combinedPath(offsetBy offset: Point) -> VectorPath {
        combinedPath.transformed(by: .translation(x: offset.x, y: offset.y))
    }
}

extension IndicatorSceneBuilder {
    /// Fills the glyphs of `layout`, moved by `offset`, with `paint` (non-zero rule, as
    /// Core Text's outlines are wound).
    public mutating func fillText(_ layout: TextLayout, offset: Point, with paint: Paint) {
        fill(layout.combinedPath(offsetBy: offset), with: paint)
    }

    /// Strokes the outlines of the glyphs of `layout`, moved by `offset`, as one path (so a
    /// trim writes the text in reading order).
    public mutating func strokeText(_ layout: TextLayout, offset: Point, with paint: Paint,
                                    style: StrokeOptions) {
        stroke(layout.combinedPath(offsetBy: offset), with: paint, style: style)
    }
}
