extension VectorPath {
    /// The default flattening tolerance, in points: a tenth of a point, below what a 3×
    /// display shows.
    package static let defaultFlatteningTolerance = 0.1
    /// The smallest tolerance ``flattened(tolerance:)`` honours, in points: smaller requests
    /// (zero and negative ones included) use this. A non-finite request uses
    /// ``defaultFlatteningTolerance`` instead.
    package static let minimumFlatteningTolerance = 1e-6
    /// Deepest recursive subdivision of one curve when flattening.
    static let flatteningMaxDepth = 16

    /// The path as polylines, one per sub-path that draws something (a lone move is left
    /// out). Each polyline begins at its sub-path's start; a closed sub-path ends back at its
    /// start point. Curves are split adaptively (de Casteljau halving) until every piece's
    /// control points lie within `tolerance` of its chord, so the polyline stays within
    /// `tolerance` of the curve; a curve is halved at most 16 times (2¹⁶ pieces), which can
    /// stop short of the tolerance for a huge curve.
    ///
    /// - Parameter tolerance: The largest distance, in points, between the curve and its
    ///   polyline; raised to ``minimumFlatteningTolerance``, and
    ///   ``defaultFlatteningTolerance`` (0.1) when not finite.
    /// - Returns: One array of points per sub-path with at least one segment, in path order.
    package func flattened(tolerance: Double = VectorPath.defaultFlatteningTolerance) -> [[Point]] {
        let tolerance =
            tolerance.isFinite
            ? Swift.max(tolerance, VectorPath.minimumFlatteningTolerance) : VectorPath.defaultFlatteningTolerance
        var polylines: [[Point]] = []
        for subpath in subpaths where !subpath.segments.isEmpty {
            var points = [subpath.start]
            for segment in subpath.segments {
                VectorPath.flatten(segment, tolerance: tolerance, depth: 0, into: &points)
            }
            polylines.append(points)
        }
        return polylines
    }

    /// The arc length: every sub-path in order, closing lines included. Lines are exact;
    /// curves use adaptive Gauss–Legendre quadrature (relative error far below 1e-6).
    package var length: Double {
        var total = 0.0
        for subpath in subpaths {
            for segment in subpath.segments { total += segment.length }
        }
        return total
    }

    /// Appends the points after `segment.start` that approximate `segment`.
    private static func flatten(
        _ segment: PathSegment, tolerance: Double, depth: Int,
        into points: inout [Point]
    ) {
        switch segment {
        case .line(_, let p):
            points.append(p)
        case .quad(let p0, let c, let p1):
            if depth >= flatteningMaxDepth || distance(from: c, toSegment: p0, p1) <= tolerance {
                points.append(p1)
                return
            }
            let (a, b) = segment.split(at: 0.5)
            flatten(a, tolerance: tolerance, depth: depth + 1, into: &points)
            flatten(b, tolerance: tolerance, depth: depth + 1, into: &points)
        case .cubic(let p0, let c1, let c2, let p1):
            if depth >= flatteningMaxDepth
                || Swift.max(
                    distance(from: c1, toSegment: p0, p1),
                    distance(from: c2, toSegment: p0, p1)) <= tolerance
            {
                points.append(p1)
                return
            }
            let (a, b) = segment.split(at: 0.5)
            flatten(a, tolerance: tolerance, depth: depth + 1, into: &points)
            flatten(b, tolerance: tolerance, depth: depth + 1, into: &points)
        }
    }

    /// The distance from `p` to the segment `a…b`.
    static func distance(from p: Point, toSegment a: Point, _ b: Point) -> Double {
        let ab = b - a, ap = p - a
        let lengthSquared = ab.x * ab.x + ab.y * ab.y
        guard lengthSquared > 0 else { return p.distance(to: a) }
        let t = RKMath.clamp((ap.x * ab.x + ap.y * ab.y) / lengthSquared, 0, 1)
        return p.distance(to: a.interpolated(to: b, t))
    }
}
