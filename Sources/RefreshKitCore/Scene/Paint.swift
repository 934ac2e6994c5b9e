/// How a fill or a stroke is coloured.
public enum Paint: Hashable, Sendable {
    /// One colour.
    case solid(RGBAColor)
    /// A linear gradient, laid out as `CAGradientLayer` does.
    case linearGradient(LinearGradientPaint)
}

/// One colour stop of a gradient.
public struct GradientStop: Hashable, Sendable {
    /// Where the stop lies, 0 at the start point and 1 at the end point.
    public var location: Double
    /// The colour at that location.
    public var color: RGBAColor

    /// Creates a stop.
    ///
    /// - Parameters:
    ///   - location: Where the stop lies, 0…1 (``IndicatorSceneBuilder`` clamps it).
    ///   - color: The colour at that location.
    public init(location: Double, color: RGBAColor) {
        self.location = location
        self.color = color
    }
}

/// A linear gradient whose start and end points are in the unit space of a frame, as
/// `CAGradientLayer.startPoint`/`endPoint`: (0, 0) is the frame's top-left, (1, 1) its
/// bottom-right. Outside the start…end segment the end colours extend (pad).
public struct LinearGradientPaint: Hashable, Sendable {
    /// Colour stops in increasing location order.
    public var stops: [GradientStop]
    /// The start point, in the unit space of `frame`.
    public var startPoint: Point
    /// The end point, in the unit space of `frame`.
    public var endPoint: Point
    /// The rectangle (in the drawing's user space) that the unit space maps onto; `nil` means
    /// the bounds of the path being painted.
    public var frame: Rect?

    /// Creates a gradient; by default it runs from the top centre to the bottom centre.
    ///
    /// - Parameters:
    ///   - stops: The colour stops, in increasing location order.
    ///   - startPoint: Where location 0 lies, in the unit space of `frame`; `(0.5, 0)` by default.
    ///   - endPoint: Where location 1 lies, in the unit space of `frame`; `(0.5, 1)` by default.
    ///   - frame: The rectangle in user space the unit space maps onto, or nil (the default)
    ///     for the bounds of the path being painted.
    public init(
        stops: [GradientStop], startPoint: Point = Point(x: 0.5, y: 0),
        endPoint: Point = Point(x: 0.5, y: 1), frame: Rect? = nil
    ) {
        self.stops = stops
        self.startPoint = startPoint
        self.endPoint = endPoint
        self.frame = frame
    }
}
