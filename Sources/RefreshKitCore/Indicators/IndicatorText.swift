// Helpers shared by the text styles (handwriting, letterWave, classic) and the collapsing header
// scene: laying text out without throwing, measuring and centring a layout, drawing its glyphs.
// (The sanitised readings of a context are ``IndicatorGeometry``'s.)

extension GlyphSource {
    /// Lays `text` out in `font`, or returns nil when the source throws (a missing font, a bad
    /// size). The text styles then draw no text and the rest of the scene stays valid; the
    /// command-line tool reports font errors before it renders.
    ///
    /// - Parameters:
    ///   - text: The text, one line.
    ///   - font: The font and size to lay it out in.
    /// - Returns: The layout, or nil when the glyph source throws.
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
    /// centre when nothing draws), as a `CAShapeLayer` whose bounds are the path's bounding box
    /// is centred.
    ///
    /// - Parameter center: Where the ink's centre should land, in the caller's space.
    /// - Returns: The offset to add to the layout's coordinates.
    public func offset(centeringInkAt center: Point) -> Point {
        let box = inkBounds ?? lineBounds
        return Point(x: center.x - box.midX, y: center.y - box.midY)
    }

    /// The translation that puts the centre of the line box on `center`, as a centred
    /// `UILabel` places its text.
    ///
    /// - Parameter center: Where the line box's centre should land, in the caller's space.
    /// - Returns: The offset to add to the layout's coordinates.
    public func offset(centeringLineAt center: Point) -> Point {
        Point(x: center.x - lineBounds.midX, y: center.y - lineBounds.midY)
    }

    /// Every glyph's outline in one path (sub-paths in reading order), moved by `offset`.
    ///
    /// - Parameter offset: The translation, in points.
    /// - Returns: ``combinedPath`` translated by `offset`.
    public func combinedPath(offsetBy offset: Point) -> VectorPath {
        combinedPath.transformed(by: .translation(x: offset.x, y: offset.y))
    }
}

extension TextLayout {
    /// Two lines as one layout: `first` above `second`, each centred on the wider one's width, the
    /// second's line box right under the first's. The line box (``lineBounds``) is the block's:
    /// from the first line's ascent to the second line's descent.
    ///
    /// - Parameters:
    ///   - first: The upper line.
    ///   - second: The lower line.
    /// - Returns: The block.
    static func stacked(_ first: TextLayout, _ second: TextLayout) -> TextLayout {
        let width = Swift.max(first.width, second.width)
        let baseline = first.descent + second.ascent
        func moved(_ line: TextLayout, dy: Double) -> [Glyph] {
            let dx = (width - line.width) / 2
            return line.glyphs.map {
                Glyph(
                    character: $0.character, path: $0.path.transformed(by: .translation(x: dx, y: dy)),
                    origin: Point(x: $0.origin.x + dx, y: $0.origin.y + dy), advance: $0.advance)
            }
        }
        return TextLayout(
            glyphs: moved(first, dy: 0) + moved(second, dy: baseline), ascent: first.ascent,
            descent: baseline + second.descent, width: width)
    }
}

extension IndicatorSceneBuilder {
    /// Fills the glyphs of `layout`, moved by `offset`, with `paint` (non-zero rule, as
    /// Core Text's outlines are wound).
    ///
    /// - Parameters:
    ///   - layout: The laid-out text.
    ///   - offset: The translation applied to its outlines, in points.
    ///   - paint: The fill's paint.
    public mutating func fillText(_ layout: TextLayout, offset: Point, with paint: Paint) {
        fill(layout.combinedPath(offsetBy: offset), with: paint)
    }

    /// Strokes the outlines of the glyphs of `layout`, moved by `offset`, as one path (so a
    /// trim writes the text in reading order).
    ///
    /// - Parameters:
    ///   - layout: The laid-out text.
    ///   - offset: The translation applied to its outlines, in points.
    ///   - paint: The stroke's paint.
    ///   - style: Width, cap, join and trim of the stroke.
    public mutating func strokeText(
        _ layout: TextLayout, offset: Point, with paint: Paint,
        style: StrokeOptions
    ) {
        stroke(layout.combinedPath(offsetBy: offset), with: paint, style: style)
    }
}
