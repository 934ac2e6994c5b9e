/// How a path's outline is drawn.
public struct StrokeOptions: Hashable, Sendable {
    /// The shape at the open ends of a stroke, as `CAShapeLayerLineCap`: `butt` ends flat at
    /// the end point, `round` adds a half disc, `square` adds half a square of the line width.
    public enum LineCap: String, Hashable, Sendable { case butt, round, square }
    /// The shape where two segments meet, as `CAShapeLayerLineJoin`: `miter` extends the edges
    /// to a point (bevelled past the miter limit), `round` adds a disc, `bevel` cuts the corner.
    public enum LineJoin: String, Hashable, Sendable { case miter, round, bevel }

    /// Default line width, as `CAShapeLayer.lineWidth`.
    @usableFromInline package static let defaultWidth = 1.0
    /// Default miter limit, as `CAShapeLayer.miterLimit`.
    @usableFromInline package static let defaultMiterLimit = 10.0

    /// The line width in points.
    public var width: Double
    /// The cap at open ends.
    public var cap: LineCap
    /// The join between segments.
    public var join: LineJoin
    /// The miter limit (ratio of miter length to width) past which a miter join is bevelled.
    public var miterLimit: Double
    /// Where the visible stroke starts, as a fraction of the path's total length
    /// (`CAShapeLayer.strokeStart`).
    public var trimStart: Double
    /// Where the visible stroke ends, as a fraction of the path's total length
    /// (`CAShapeLayer.strokeEnd`).
    public var trimEnd: Double

    /// Creates a stroke style; the defaults are `CAShapeLayer`'s.
    ///
    /// - Parameters:
    ///   - width: The line width in points; 1 by default.
    ///   - cap: The cap at open ends; `.butt` by default.
    ///   - join: The join between segments; `.miter` by default.
    ///   - miterLimit: The miter limit; 10 by default.
    ///   - trimStart: Where the visible stroke starts, as a fraction 0…1 of the total length;
    ///     0 by default.
    ///   - trimEnd: Where it ends, as a fraction 0…1 of the total length; 1 by default.
    public init(
        width: Double = StrokeOptions.defaultWidth, cap: LineCap = .butt, join: LineJoin = .miter,
        miterLimit: Double = StrokeOptions.defaultMiterLimit,
        trimStart: Double = 0, trimEnd: Double = 1
    ) {
        self.width = width
        self.cap = cap
        self.join = join
        self.miterLimit = miterLimit
        self.trimStart = trimStart
        self.trimEnd = trimEnd
    }

    /// Whether the style trims the path (start above 0 or end below 1).
    package var isTrimmed: Bool { trimStart > 0 || trimEnd < 1 }

    /// The part of `path` this style strokes: the path itself when the style does not trim,
    /// otherwise `path.trimmed(from: trimStart, to: trimEnd)`. Every renderer strokes this
    /// and draws nothing when it is empty.
    package func visiblePart(of path: VectorPath) -> VectorPath {
        isTrimmed ? path.trimmed(from: trimStart, to: trimEnd) : path
    }
}

/// Which points a fill covers.
public enum FillRule: String, Hashable, Sendable {
    /// Covered where the winding number is not zero.
    case nonZero
    /// Covered where the number of crossings is odd.
    case evenOdd
}
