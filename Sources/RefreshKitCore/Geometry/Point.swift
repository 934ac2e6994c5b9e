/// A point in a scene or scroll view, in points, with y growing downwards (UIKit's convention).
public struct Point: Hashable, Sendable {
    /// The horizontal coordinate.
    public var x: Double
    /// The vertical coordinate (down is positive).
    public var y: Double

    /// Creates a point.
    ///
    /// - Parameters:
    ///   - x: The horizontal coordinate, in points.
    ///   - y: The vertical coordinate, in points (down is positive).
    @inlinable public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }

    /// The origin (0, 0).
    public static let zero = Point(x: 0, y: 0)

    /// Component-wise sum.
    ///
    /// - Parameters:
    ///   - a: The first point.
    ///   - b: The point (as an offset) to add.
    /// - Returns: `(a.x + b.x, a.y + b.y)`.
    @inlinable public static func + (a: Point, b: Point) -> Point { Point(x: a.x + b.x, y: a.y + b.y) }
    /// Component-wise difference.
    ///
    /// - Parameters:
    ///   - a: The point to subtract from.
    ///   - b: The point to subtract.
    /// - Returns: `(a.x − b.x, a.y − b.y)`.
    @inlinable public static func - (a: Point, b: Point) -> Point { Point(x: a.x - b.x, y: a.y - b.y) }
    /// Scales both components.
    ///
    /// - Parameters:
    ///   - a: The point (as a vector from the origin).
    ///   - s: The factor.
    /// - Returns: `(a.x · s, a.y · s)`.
    @inlinable public static func * (a: Point, s: Double) -> Point { Point(x: a.x * s, y: a.y * s) }

    /// The straight-line distance to another point.
    ///
    /// - Parameter other: The other point.
    /// - Returns: The Euclidean distance, in points (zero or more).
    @inlinable public func distance(to other: Point) -> Double {
        let dx = other.x - x, dy = other.y - y
        return (dx * dx + dy * dy).squareRoot()
    }

    /// Linear interpolation: `self` at 0, `other` at 1.
    ///
    /// - Parameters:
    ///   - other: The point reached at 1.
    ///   - t: The fraction of the way; not clamped, so values outside 0…1 extrapolate.
    /// - Returns: `self + (other − self) · t`.
    @inlinable public func interpolated(to other: Point, _ t: Double) -> Point {
        Point(x: x + (other.x - x) * t, y: y + (other.y - y) * t)
    }

    /// Whether both coordinates are finite (neither NaN nor infinite).
    @inlinable public var isFinite: Bool { x.isFinite && y.isFinite }
}
