// Helpers shared by the text styles (handwriting, letterWave, classic) and the collapsing header
// scene: laying text out without throwing, measuring and centring a layout, drawing its glyphs,
// and making a context's numbers safe to use.

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

/// Sanitising of the numbers the text styles read from a context: NaN and infinities never
/// reach a scene.
enum IndicatorInput {
    /// `x` clamped to 0…1; NaN becomes 0.
    static func unit(_ x: Double) -> Double { RKMath.clamp(x, 0, 1) }

    /// `x` if finite and positive, else 0 (times, durations, lengths).
    static func nonNegative(_ x: Double) -> Double { x.isFinite && x > 0 ? x : 0 }

    /// `x` if finite, else `fallback`.
    static func finite(_ x: Double, or fallback: Double = 0) -> Double { x.isFinite ? x : fallback }

    /// The pull progress: the `pulling` payload in that state, else the context's progress;
    /// clamped to 0…1 (NaN → 0).
    static func pullProgress(_ context: IndicatorContext) -> Double {
        if case .pulling(let progress) = context.state { return unit(progress) }
        return unit(context.progress)
    }

    /// The centre of the drawing area (sizes that are not finite and positive count as 0).
    static func center(of size: Size) -> Point {
        Point(x: nonNegative(size.width) / 2, y: nonNegative(size.height) / 2)
    }

    /// Fills the whole area with the context's background colour, if it has one.
    static func drawBackground(_ context: IndicatorContext, into builder: inout IndicatorSceneBuilder) {
        guard let color = context.backgroundColor else { return }
        builder.fill(VectorPath { $0.addRect(Rect(origin: .zero, size: context.size)) }, color: color)
    }
}
