/// An axis-aligned rectangle: an origin (top-left, y down) and a size.
public struct Rect: Hashable, Sendable {
    /// The top-left corner.
    public var origin: Point
    /// The extent.
    public var size: Size

    /// Creates a rectangle from its origin and size.
    ///
    /// - Parameters:
    ///   - origin: The top-left corner.
    ///   - size: The width and height, in points.
    @inlinable public init(origin: Point, size: Size) {
        self.origin = origin
        self.size = size
    }

    /// Creates a rectangle from its coordinates.
    ///
    /// - Parameters:
    ///   - x: The left edge.
    ///   - y: The top edge.
    ///   - width: The width, in points.
    ///   - height: The height, in points.
    @inlinable public init(x: Double, y: Double, width: Double, height: Double) {
        self.init(origin: Point(x: x, y: y), size: Size(width: width, height: height))
    }

    /// The empty rectangle at the origin.
    public static let zero = Rect(x: 0, y: 0, width: 0, height: 0)

    /// The smallest x.
    @inlinable public var minX: Double { origin.x }
    /// The smallest y (the top edge).
    @inlinable public var minY: Double { origin.y }
    /// The largest x.
    @inlinable public var maxX: Double { origin.x + size.width }
    /// The largest y (the bottom edge).
    @inlinable public var maxY: Double { origin.y + size.height }
    /// The horizontal centre.
    @inlinable public var midX: Double { origin.x + size.width / 2 }
    /// The vertical centre.
    @inlinable public var midY: Double { origin.y + size.height / 2 }
    /// The width.
    @inlinable public var width: Double { size.width }
    /// The height.
    @inlinable public var height: Double { size.height }
    /// The centre point.
    @inlinable public var center: Point { Point(x: midX, y: midY) }

    /// Whether the rectangle encloses no area: its width or height is zero, negative or NaN.
    @inlinable public var isEmpty: Bool { !(size.width > 0 && size.height > 0) }

    /// The overlap of two rectangles.
    ///
    /// - Parameter other: The other rectangle.
    /// - Returns: The overlap; when the rectangles do not overlap (or only touch), a rectangle
    ///   of zero size at the larger of the two `minX` and of the two `minY`.
    package func intersection(_ other: Rect) -> Rect {
        let x0 = Swift.max(minX, other.minX), y0 = Swift.max(minY, other.minY)
        let x1 = Swift.min(maxX, other.maxX), y1 = Swift.min(maxY, other.maxY)
        if x1 <= x0 || y1 <= y0 { return Rect(x: x0, y: y0, width: 0, height: 0) }
        return Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }

    /// The smallest rectangle that contains both.
    ///
    /// Empty rectangles are not ignored (unlike `CGRect.union` with a null rectangle): their
    /// origin is part of the result.
    ///
    /// - Parameter other: The other rectangle.
    /// - Returns: The bounding box of both rectangles.
    package func union(_ other: Rect) -> Rect {
        let x0 = Swift.min(minX, other.minX), y0 = Swift.min(minY, other.minY)
        let x1 = Swift.max(maxX, other.maxX), y1 = Swift.max(maxY, other.maxY)
        return Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }

    /// The rectangle moved inwards by `dx` on the left and right and by `dy` on the top and
    /// bottom, as `CGRect.insetBy`: positive values shrink it, negative values grow it.
    ///
    /// - Parameters:
    ///   - dx: The distance to move each vertical edge inwards, in points.
    ///   - dy: The distance to move each horizontal edge inwards, in points.
    /// - Returns: The inset rectangle (its size may become negative; it is not standardised).
    @inlinable public func insetBy(dx: Double, dy: Double) -> Rect {
        Rect(x: minX + dx, y: minY + dy, width: width - 2 * dx, height: height - 2 * dy)
    }

    /// Whether a point lies inside (edges at min included, at max excluded).
    ///
    /// - Parameter p: The point.
    /// - Returns: True when `minX ≤ p.x < maxX` and `minY ≤ p.y < maxY`.
    @inlinable public func contains(_ p: Point) -> Bool {
        p.x >= minX && p.x < maxX && p.y >= minY && p.y < maxY
    }
}
