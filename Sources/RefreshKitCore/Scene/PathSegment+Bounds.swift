/// Tight bounds of one segment: its end points plus the curve's interior extrema.
extension PathSegment {
    /// Calls `body` with the end points and every interior point where x or y is extremal.
    func forEachExtremalPoint(_ body: (Point) -> Void) {
        body(start)
        switch self {
        case .line:
            break
        case .quad(let p0, let c, let p1):
            Self.forEachQuadExtremum(p0.x, c.x, p1.x) { body(point(at: $0)) }
            Self.forEachQuadExtremum(p0.y, c.y, p1.y) { body(point(at: $0)) }
        case .cubic(let p0, let c1, let c2, let p1):
            Self.forEachCubicExtremum(p0.x, c1.x, c2.x, p1.x) { body(point(at: $0)) }
            Self.forEachCubicExtremum(p0.y, c1.y, c2.y, p1.y) { body(point(at: $0)) }
        }
        body(end)
    }

    /// Calls `body` with the parameter in (0, 1) where a quadratic coordinate has zero
    /// derivative, if any (no array, so bounds allocate nothing).
    static func forEachQuadExtremum(_ a: Double, _ b: Double, _ c: Double, _ body: (Double) -> Void) {
        let denominator = a - 2 * b + c
        guard denominator != 0 else { return }
        let t = (a - b) / denominator
        if t > 0 && t < 1 { body(t) }
    }

    /// Calls `body` with each parameter in (0, 1) where a cubic coordinate has zero
    /// derivative (the numerically stable pair of roots, in that order).
    static func forEachCubicExtremum(
        _ p0: Double, _ p1: Double, _ p2: Double, _ p3: Double,
        _ body: (Double) -> Void
    ) {
        // B'(t)/3 = a·t² + b·t + c.
        let a = -p0 + 3 * p1 - 3 * p2 + p3
        let b = 2 * (p0 - 2 * p1 + p2)
        let c = p1 - p0
        func report(_ t: Double) { if t > 0 && t < 1 { body(t) } }
        let scale = Swift.max(abs(a), abs(b), abs(c))
        guard scale > 0 else { return }
        if abs(a) <= 1e-12 * scale {
            if b != 0 { report(-c / b) }
        } else {
            let discriminant = b * b - 4 * a * c
            if discriminant >= 0 {
                let root = discriminant.squareRoot()
                // Numerically stable pair of roots.
                let q = -0.5 * (b + (b < 0 ? -root : root))
                if q != 0 { report(c / q) }
                report(q / a)
            }
        }
    }
}
