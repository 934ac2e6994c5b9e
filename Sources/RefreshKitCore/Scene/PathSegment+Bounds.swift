/// Tight bounds of one segment: its end points plus the curve's interior extrema.
extension PathSegment {
    /// Calls `body` with the end points and every interior point where x or y is extremal.
    func forEachExtremalPoint(_ body: (Point) -> Void) {
        body(start)
        switch self {
        case .line:
            break
        case .quad(let p0, let c, let p1):
            for t in Self.quadExtremum(p0.x, c.x, p1.x) + Self.quadExtremum(p0.y, c.y, p1.y) {
                body(point(at: t))
            }
        case .cubic(let p0, let c1, let c2, let p1):
            for t in Self.cubicExtrema(p0.x, c1.x, c2.x, p1.x) + Self.cubicExtrema(p0.y, c1.y, c2.y, p1.y) {
                body(point(at: t))
            }
        }
        body(end)
    }

    /// The parameter in (0, 1) where a quadratic coordinate has zero derivative, if any.
    static func quadExtremum(_ a: Double, _ b: Double, _ c: Double) -> [Double] {
        let denominator = a - 2 * b + c
        guard denominator != 0 else { return [] }
        let t = (a - b) / denominator
        return t > 0 && t < 1 ? [t] : []
    }

    /// The parameters in (0, 1) where a cubic coordinate has zero derivative.
    static func cubicExtrema(_ p0: Double, _ p1: Double, _ p2: Double, _ p3: Double) -> [Double] {
        // B'(t)/3 = a·t² + b·t + c.
        let a = -p0 + 3 * p1 - 3 * p2 + p3
        let b = 2 * (p0 - 2 * p1 + p2)
        let c = p1 - p0
        var roots: [Double] = []
        let scale = Swift.max(abs(a), abs(b), abs(c))
        guard scale > 0 else { return roots }
        if abs(a) <= 1e-12 * scale {
            if b != 0 { roots.append(-c / b) }
        } else {
            let discriminant = b * b - 4 * a * c
            if discriminant >= 0 {
                let root = discriminant.squareRoot()
                // Numerically stable pair of roots.
                let q = -0.5 * (b + (b < 0 ? -root : root))
                if q != 0 { roots.append(c / q) }
                roots.append(q / a)
            }
        }
        return roots.filter { $0 > 0 && $0 < 1 }
    }
}
