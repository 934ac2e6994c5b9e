/// An affine transform taken apart the way Core Animation interpolates transforms and sets
/// `transform.rotation.z`: translation, rotation about z, scale and shear, with
/// `M = scale · shear · rotation · translation` (row vectors; the 2-D case of the classic
/// "unmatrix"). A negative determinant is carried by a negative x scale.
struct AffineDecomposition: Equatable {
    var translation: CGPoint
    var rotation: CGFloat
    var scaleX: CGFloat
    var scaleY: CGFloat
    var shear: CGFloat

    init(translation: CGPoint, rotation: CGFloat, scaleX: CGFloat, scaleY: CGFloat, shear: CGFloat) {
        self.translation = translation
        self.rotation = rotation
        self.scaleX = scaleX
        self.scaleY = scaleY
        self.shear = shear
    }

    /// `t` taken apart; nil when it is singular (no rotation can be read).
    init?(_ t: CGAffineTransform) {
        var row0 = (t.a, t.b), row1 = (t.c, t.d)
        var sx = (row0.0 * row0.0 + row0.1 * row0.1).squareRoot()
        guard sx > 0 else { return nil }
        row0 = (row0.0 / sx, row0.1 / sx)
        var shear = row0.0 * row1.0 + row0.1 * row1.1
        row1 = (row1.0 - shear * row0.0, row1.1 - shear * row0.1)
        let sy = (row1.0 * row1.0 + row1.1 * row1.1).squareRoot()
        guard sy > 0 else { return nil }
        row1 = (row1.0 / sy, row1.1 / sy)
        shear /= sy
        if row0.0 * row1.1 - row0.1 * row1.0 < 0 {
            sx = -sx
            row0 = (-row0.0, -row0.1)
            shear = -shear
        }
        self.init(
            translation: CGPoint(x: t.tx, y: t.ty), rotation: ModelMath.atan2(row0.1, row0.0),
            scaleX: sx, scaleY: sy, shear: shear)
    }

    /// The transform put back together.
    var transform: CGAffineTransform {
        let cs = ModelMath.cos(rotation), sn = ModelMath.sin(rotation)
        // Rows of scale · shear · rotation: row0 = sx·(cos, sin); row1 = sy·(shear·(cos, sin) + (−sin, cos)).
        return CGAffineTransform(
            a: scaleX * cs, b: scaleX * sn,
            c: scaleY * (shear * cs - sn), d: scaleY * (shear * sn + cs),
            tx: translation.x, ty: translation.y)
    }

    /// Each part moved `f` of the way to `other`'s; the rotation the short way round.
    func interpolated(to other: AffineDecomposition, fraction f: CGFloat) -> AffineDecomposition {
        func mix(_ a: CGFloat, _ b: CGFloat) -> CGFloat { a + (b - a) * f }
        var turn = other.rotation - rotation
        while turn > ModelMath.pi { turn -= 2 * ModelMath.pi }
        while turn < -ModelMath.pi { turn += 2 * ModelMath.pi }
        return AffineDecomposition(
            translation: CGPoint(
                x: mix(translation.x, other.translation.x), y: mix(translation.y, other.translation.y)),
            rotation: rotation + turn * f, scaleX: mix(scaleX, other.scaleX), scaleY: mix(scaleY, other.scaleY),
            shear: mix(shear, other.shear))
    }
}
