/// A 4×4 transform of layer geometry, applied to row vectors: `[x y z 1] · M`. An affine
/// transform sits in `m11, m12, m21, m22, m41, m42`.
public struct CATransform3D: Hashable, Sendable {
    public var m11: CGFloat = 1, m12: CGFloat = 0, m13: CGFloat = 0, m14: CGFloat = 0
    public var m21: CGFloat = 0, m22: CGFloat = 1, m23: CGFloat = 0, m24: CGFloat = 0
    public var m31: CGFloat = 0, m32: CGFloat = 0, m33: CGFloat = 1, m34: CGFloat = 0
    public var m41: CGFloat = 0, m42: CGFloat = 0, m43: CGFloat = 0, m44: CGFloat = 1

    /// The identity.
    public init() {}

    /// Whether it maps the plane to itself (no z, no perspective): what the model draws.
    var isAffine: Bool {
        m13 == 0 && m14 == 0 && m23 == 0 && m24 == 0 && m31 == 0 && m32 == 0 && m33 == 1 && m34 == 0
            && m43 == 0 && m44 == 1
    }

    /// The affine part.
    var affine: CGAffineTransform { CGAffineTransform(a: m11, b: m12, c: m21, d: m22, tx: m41, ty: m42) }

    /// The transform of an affine one.
    init(_ t: CGAffineTransform) {
        m11 = t.a
        m12 = t.b
        m21 = t.c
        m22 = t.d
        m41 = t.tx
        m42 = t.ty
    }
}

/// The identity transform.
public let CATransform3DIdentity = CATransform3D()

/// The 3-D transform of an affine transform.
public func CATransform3DMakeAffineTransform(_ m: CGAffineTransform) -> CATransform3D { CATransform3D(m) }

/// The affine part of a transform.
public func CATransform3DGetAffineTransform(_ t: CATransform3D) -> CGAffineTransform { t.affine }

/// Whether a transform is affine.
public func CATransform3DIsAffine(_ t: CATransform3D) -> Bool { t.isAffine }

/// Whether a transform is the identity.
public func CATransform3DIsIdentity(_ t: CATransform3D) -> Bool { t == CATransform3DIdentity }

/// A rotation by `angle` radians about the z axis (the others are not modelled: only `z = 1`
/// with `x = y = 0` gives an affine result).
public func CATransform3DMakeRotation(_ angle: CGFloat, _ x: CGFloat, _ y: CGFloat, _ z: CGFloat) -> CATransform3D {
    precondition(x == 0 && y == 0 && z != 0, "the model turns about the z axis only")
    return CATransform3D(CGAffineTransform(rotationAngle: z > 0 ? angle : -angle))
}

/// `a` followed by `b` (affine transforms only).
public func CATransform3DConcat(_ a: CATransform3D, _ b: CATransform3D) -> CATransform3D {
    precondition(a.isAffine && b.isAffine, "the model concatenates affine transforms only")
    return CATransform3D(a.affine.concatenating(b.affine))
}
