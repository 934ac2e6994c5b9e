import Foundation

/// A point in a two-dimensional coordinate system: Foundation's.
public typealias CGPoint = Foundation.CGPoint

extension CGPoint {
    /// The point moved by `t`.
    public func applying(_ t: CGAffineTransform) -> CGPoint {
        CGPoint(x: t.a * x + t.c * y + t.tx, y: t.b * x + t.d * y + t.ty)
    }
}
