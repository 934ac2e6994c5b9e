/// One drawn piece of a path with its start point made explicit: the unit on which bounds,
/// flattening, arc length and trimming work. Internal: the public model is ``VectorPath/Element``.
enum PathSegment: Hashable, Sendable {
    /// A straight line from the first point to the second.
    case line(Point, Point)
    /// A quadratic Bézier: start, control, end.
    case quad(Point, Point, Point)
    /// A cubic Bézier: start, two controls, end.
    case cubic(Point, Point, Point, Point)

    /// The point at parameter 0.
    var start: Point {
        switch self {
        case .line(let p, _), .quad(let p, _, _), .cubic(let p, _, _, _): return p
        }
    }

    /// The point at parameter 1.
    var end: Point {
        switch self {
        case .line(_, let p), .quad(_, _, let p), .cubic(_, _, _, let p): return p
        }
    }

    /// The path element that draws this segment from its start point.
    var element: VectorPath.Element {
        switch self {
        case .line(_, let p): return .line(p)
        case .quad(_, let c, let p): return .quad(c, p)
        case .cubic(_, let c1, let c2, let p): return .cubic(c1, c2, p)
        }
    }

    /// The point at parameter `t` in 0…1 (de Casteljau, so it agrees with ``split(at:)``).
    func point(at t: Double) -> Point {
        switch self {
        case .line(let p0, let p1):
            return p0.interpolated(to: p1, t)
        case .quad(let p0, let c, let p1):
            let a = p0.interpolated(to: c, t), b = c.interpolated(to: p1, t)
            return a.interpolated(to: b, t)
        case .cubic(let p0, let c1, let c2, let p1):
            let a = p0.interpolated(to: c1, t), b = c1.interpolated(to: c2, t), c = c2.interpolated(to: p1, t)
            let ab = a.interpolated(to: b, t), bc = b.interpolated(to: c, t)
            return ab.interpolated(to: bc, t)
        }
    }

    /// The first derivative with respect to the parameter at `t`.
    func derivative(at t: Double) -> Point {
        switch self {
        case .line(let p0, let p1):
            return p1 - p0
        case .quad(let p0, let c, let p1):
            return ((c - p0) * (1 - t) + (p1 - c) * t) * 2
        case .cubic(let p0, let c1, let c2, let p1):
            let u = 1 - t
            let d0 = c1 - p0, d1 = c2 - c1, d2 = p1 - c2
            return (d0 * (u * u) + d1 * (2 * u * t) + d2 * (t * t)) * 3
        }
    }

    /// The speed `|B'(t)|`.
    func speed(at t: Double) -> Double {
        let d = derivative(at: t)
        return (d.x * d.x + d.y * d.y).squareRoot()
    }

    /// The two halves at parameter `t` (de Casteljau).
    func split(at t: Double) -> (PathSegment, PathSegment) {
        switch self {
        case .line(let p0, let p1):
            let m = p0.interpolated(to: p1, t)
            return (.line(p0, m), .line(m, p1))
        case .quad(let p0, let c, let p1):
            let a = p0.interpolated(to: c, t), b = c.interpolated(to: p1, t)
            let m = a.interpolated(to: b, t)
            return (.quad(p0, a, m), .quad(m, b, p1))
        case .cubic(let p0, let c1, let c2, let p1):
            let a = p0.interpolated(to: c1, t), b = c1.interpolated(to: c2, t), c = c2.interpolated(to: p1, t)
            let ab = a.interpolated(to: b, t), bc = b.interpolated(to: c, t)
            let m = ab.interpolated(to: bc, t)
            return (.cubic(p0, a, ab, m), .cubic(m, bc, c, p1))
        }
    }

    /// The part between parameters `t0 < t1`, as a segment of the same kind.
    func subsegment(from t0: Double, to t1: Double) -> PathSegment {
        var piece = self
        if t1 < 1 { piece = piece.split(at: t1).0 }
        if t0 > 0 {
            // After the first cut the piece spans 0…t1 of the original.
            let local = t1 > 0 ? t0 / t1 : 0
            piece = piece.split(at: Swift.min(local, 1)).1
        }
        return piece
    }

    /// The segment with every point mapped through `t` (exact: affine maps keep Béziers).
    func transformed(by t: Transform) -> PathSegment {
        switch self {
        case .line(let p0, let p1): return .line(t.apply(p0), t.apply(p1))
        case .quad(let p0, let c, let p1): return .quad(t.apply(p0), t.apply(c), t.apply(p1))
        case .cubic(let p0, let c1, let c2, let p1):
            return .cubic(t.apply(p0), t.apply(c1), t.apply(c2), t.apply(p1))
        }
    }

    /// The length of the control polygon: an upper bound of the arc length and a scale for
    /// tolerances.
    var controlPolygonLength: Double {
        switch self {
        case .line(let p0, let p1): return p0.distance(to: p1)
        case .quad(let p0, let c, let p1): return p0.distance(to: c) + c.distance(to: p1)
        case .cubic(let p0, let c1, let c2, let p1):
            return p0.distance(to: c1) + c1.distance(to: c2) + c2.distance(to: p1)
        }
    }
}
