extension Transform {
    /// The transform `f` (0…1) of the way to `other`, as Core Animation moves between two
    /// transform keyframes: each taken apart into translation, rotation, scale and shear, each
    /// part moved on its own (the rotation the short way round), put back together. A rigid turn
    /// stays rigid half way, where mixing the coefficients would shrink it. Singular transforms
    /// mix their coefficients.
    package func interpolated(to other: Transform, fraction f: Double) -> Transform {
        if f == 0 || self == other { return self }
        if f == 1 { return other }
        guard let a = Parts(self), let b = Parts(other) else {
            func mix(_ x: Double, _ y: Double) -> Double { x + (y - x) * f }
            return Transform(
                a: mix(self.a, other.a), b: mix(self.b, other.b), c: mix(c, other.c), d: mix(d, other.d),
                tx: mix(tx, other.tx), ty: mix(ty, other.ty))
        }
        return a.interpolated(to: b, fraction: f).transform
    }

    /// An affine transform's parts, `M = scale · shear · rotation · translation` on row vectors
    /// (a reflection carried by a negative x scale).
    private struct Parts {
        var tx, ty, rotation, scaleX, scaleY, shear: Double

        init(tx: Double, ty: Double, rotation: Double, scaleX: Double, scaleY: Double, shear: Double) {
            self.tx = tx
            self.ty = ty
            self.rotation = rotation
            self.scaleX = scaleX
            self.scaleY = scaleY
            self.shear = shear
        }

        init?(_ t: Transform) {
            var r0 = (t.a, t.b), r1 = (t.c, t.d)
            var sx = (r0.0 * r0.0 + r0.1 * r0.1).squareRoot()
            guard sx > 0, sx.isFinite else { return nil }
            r0 = (r0.0 / sx, r0.1 / sx)
            var shear = r0.0 * r1.0 + r0.1 * r1.1
            r1 = (r1.0 - shear * r0.0, r1.1 - shear * r0.1)
            let sy = (r1.0 * r1.0 + r1.1 * r1.1).squareRoot()
            guard sy > 0, sy.isFinite else { return nil }
            r1 = (r1.0 / sy, r1.1 / sy)
            shear /= sy
            if r0.0 * r1.1 - r0.1 * r1.0 < 0 {
                sx = -sx
                r0 = (-r0.0, -r0.1)
                shear = -shear
            }
            self.init(tx: t.tx, ty: t.ty, rotation: RKMath.atan2(r0.1, r0.0), scaleX: sx, scaleY: sy, shear: shear)
        }

        var transform: Transform {
            let cs = RKMath.cos(rotation), sn = RKMath.sin(rotation)
            return Transform(
                a: scaleX * cs, b: scaleX * sn, c: scaleY * (shear * cs - sn), d: scaleY * (shear * sn + cs),
                tx: tx, ty: ty)
        }

        func interpolated(to o: Parts, fraction f: Double) -> Parts {
            func mix(_ x: Double, _ y: Double) -> Double { x + (y - x) * f }
            var turn = o.rotation - rotation
            while turn > RKMath.pi { turn -= 2 * RKMath.pi }
            while turn < -RKMath.pi { turn += 2 * RKMath.pi }
            return Parts(
                tx: mix(tx, o.tx), ty: mix(ty, o.ty), rotation: rotation + turn * f,
                scaleX: mix(scaleX, o.scaleX), scaleY: mix(scaleY, o.scaleY), shear: mix(shear, o.shear))
        }
    }
}
