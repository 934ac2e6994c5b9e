/// A point in a two-dimensional coordinate system.
public struct CGPoint: Hashable, Sendable {
    /// The x coordinate.
    public var x: CGFloat
    /// The y coordinate.
    public var y: CGFloat

    /// The point at (`x`, `y`).
    public init(x: CGFloat, y: CGFloat) {
        self.x = x
        self.y = y
    }

    /// The origin.
    public static let zero = CGPoint(x: 0, y: 0)

    /// The point moved by `t`.
    public func applying(_ t: CGAffineTransform) -> CGPoint {
        CGPoint(x: t.a * x + t.c * y + t.tx, y: t.b * x + t.d * y + t.ty)
    }
}
