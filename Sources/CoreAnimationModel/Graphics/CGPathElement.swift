/// The kind of a path element.
public enum CGPathElementType: Int32, Sendable {
    case moveToPoint = 0
    case addLineToPoint = 1
    case addQuadCurveToPoint = 2
    case addCurveToPoint = 3
    case closeSubpath = 4
}

/// One element of a path as `CGPath.applyWithBlock` hands it out: its kind and its points
/// (the end point last; none for a close).
public struct CGPathElement {
    /// The kind.
    public var type: CGPathElementType
    /// The points: 1 for a move or line, 2 for a quadratic curve, 3 for a cubic one.
    public var points: UnsafeMutablePointer<CGPoint>
}
