/// A 2-D affine transform, laid out as `CGAffineTransform`:
/// `x' = a·x + c·y + tx`, `y' = b·x + d·y + ty`.
///
/// Rotations follow the screen convention used throughout RefreshKit: with y down, a positive
/// angle turns clockwise on screen.
public struct Transform: Hashable, Sendable {
    /// The linear part (`a b; c d`, as `CGAffineTransform`) and the translation (`tx`, `ty`).
    public var a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double

    /// Creates a transform from its six coefficients.
    ///
    /// - Parameters:
    ///   - a: The factor of x in x'.
    ///   - b: The factor of x in y'.
    ///   - c: The factor of y in x'.
    ///   - d: The factor of y in y'.
    ///   - tx: The horizontal translation, in points.
    ///   - ty: The vertical translation, in points.
    @inlinable public init(a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double) {
        self.a = a
        self.b = b
        self.c = c
        self.d = d
        self.tx = tx
        self.ty = ty
    }

    /// The transform that changes nothing.
    public static let identity = Transform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)

    /// A translation.
    ///
    /// - Parameters:
    ///   - x: The horizontal distance, in points.
    ///   - y: The vertical distance, in points (down is positive).
    /// - Returns: The transform that moves every point by `(x, y)`.
    @inlinable public static func translation(x: Double, y: Double) -> Transform {
        Transform(a: 1, b: 0, c: 0, d: 1, tx: x, ty: y)
    }

    /// A scale about the origin.
    ///
    /// - Parameters:
    ///   - x: The horizontal factor.
    ///   - y: The vertical factor.
    /// - Returns: The transform that multiplies x by `x` and y by `y`.
    @inlinable public static func scale(x: Double, y: Double) -> Transform {
        Transform(a: x, b: 0, c: 0, d: y, tx: 0, ty: 0)
    }

    /// A rotation about the origin.
    ///
    /// - Parameter angle: The angle in radians; positive turns clockwise on screen (y down).
    /// - Returns: The rotation.
    public static func rotation(_ angle: Double) -> Transform {
        let cs = RKMath.cos(angle), sn = RKMath.sin(angle)
        return Transform(a: cs, b: sn, c: -sn, d: cs, tx: 0, ty: 0)
    }

    /// `self` applied first, then `t` (as `CGAffineTransform.concatenating`).
    ///
    /// - Parameter t: The transform applied after this one.
    /// - Returns: The combined transform.
    @inlinable public func concatenating(_ t: Transform) -> Transform {
        Transform(
            a: a * t.a + b * t.c, b: a * t.b + b * t.d,
            c: c * t.a + d * t.c, d: c * t.b + d * t.d,
            tx: tx * t.a + ty * t.c + t.tx, ty: tx * t.b + ty * t.d + t.ty)
    }

    /// A translation applied before this transform (as `CGAffineTransform.translatedBy`).
    ///
    /// - Parameters:
    ///   - x: The horizontal distance, in points.
    ///   - y: The vertical distance, in points.
    /// - Returns: `translation(x:y:)` concatenated with `self`.
    package func translatedBy(x: Double, y: Double) -> Transform {
        Transform.translation(x: x, y: y).concatenating(self)
    }

    /// A scale applied before this transform (as `CGAffineTransform.scaledBy`).
    ///
    /// - Parameters:
    ///   - x: The horizontal factor.
    ///   - y: The vertical factor.
    /// - Returns: `scale(x:y:)` concatenated with `self`.
    package func scaledBy(x: Double, y: Double) -> Transform {
        Transform.scale(x: x, y: y).concatenating(self)
    }

    /// A rotation applied before this transform (as `CGAffineTransform.rotated`).
    ///
    /// - Parameter angle: The angle in radians; positive turns clockwise on screen (y down).
    /// - Returns: `rotation(_:)` concatenated with `self`.
    package func rotated(by angle: Double) -> Transform {
        Transform.rotation(angle).concatenating(self)
    }

    /// Applies the transform to a point.
    ///
    /// - Parameter p: The point.
    /// - Returns: `(a·x + c·y + tx, b·x + d·y + ty)`.
    @inlinable public func apply(_ p: Point) -> Point {
        Point(x: a * p.x + c * p.y + tx, y: b * p.x + d * p.y + ty)
    }

    /// Whether this is exactly the identity.
    @inlinable public var isIdentity: Bool { self == .identity }

    /// The determinant of the linear part.
    @inlinable public var determinant: Double { a * d - b * c }

    /// The inverse, or nil when the determinant is zero or not finite.
    package var inverted: Transform? {
        let det = determinant
        guard det != 0, det.isFinite else { return nil }
        let ia = d / det, ib = -b / det, ic = -c / det, id = a / det
        return Transform(
            a: ia, b: ib, c: ic, d: id,
            tx: -(ia * tx + ic * ty), ty: -(ib * tx + id * ty))
    }
}
