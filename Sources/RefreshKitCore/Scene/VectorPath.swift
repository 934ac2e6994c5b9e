/// An immutable vector path: sub-paths of lines, quadratic and cubic Béziers, in points, y down.
///
/// Build one with ``VectorPathBuilder``. Coordinates follow the screen: angles are measured from
/// 3 o'clock and grow clockwise on screen.
public struct VectorPath: Hashable, Sendable {
    /// One drawing command.
    public enum Element: Hashable, Sendable {
        /// Starts a new sub-path at a point.
        case move(Point)
        /// A straight line to a point.
        case line(Point)
        /// A quadratic Bézier: control point, then end point.
        case quad(Point, Point)
        /// A cubic Bézier: two control points, then end point.
        case cubic(Point, Point, Point)
        /// Closes the current sub-path with a line back to its start.
        case close
    }

    /// The commands, in order.
    public let elements: [Element]

    /// Creates a path from elements, kept as given (nothing is checked). A path that does not
    /// begin with `.move` is given an implicit move to the origin by renderers.
    ///
    /// - Parameter elements: The commands, in order, in points.
    public init(elements: [Element]) { self.elements = elements }

    /// The empty path.
    public static let empty = VectorPath(elements: [])

    /// Whether the path has no elements.
    public var isEmpty: Bool { elements.isEmpty }
}
