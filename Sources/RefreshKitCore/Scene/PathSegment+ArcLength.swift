/// Arc length of one segment by adaptive Gauss–Legendre quadrature, and its inverse.
extension PathSegment {
    /// Relative accuracy the adaptive quadrature aims for (``VectorPath/length`` promises far
    /// below 1e-6; this leaves a wide margin so sums over many segments stay well inside it).
    static let arcLengthRelativeTolerance = 1e-12
    /// Deepest bisection of the quadrature (reached only near cusps).
    static let arcLengthMaxDepth = 30
    /// Most Newton/bisection steps when inverting arc length.
    static let inversionMaxIterations = 60

    /// The arc length of the whole segment.
    var length: Double {
        switch self {
        case .line(let p0, let p1): return p0.distance(to: p1)
        default: return length(from: 0, to: 1)
        }
    }

    /// The arc length between parameters `t0 ≤ t1`.
    func length(from t0: Double, to t1: Double) -> Double {
        guard t1 > t0 else { return 0 }
        if case .line(let p0, let p1) = self { return p0.distance(to: p1) * (t1 - t0) }
        let scale = controlPolygonLength
        guard scale > 0, scale.isFinite else { return scale.isFinite ? 0 : .nan }
        let tolerance = Swift.max(scale * Self.arcLengthRelativeTolerance, Double.leastNormalMagnitude)
        let whole = gaussLegendre(t0, t1)
        return adaptiveLength(t0, t1, whole: whole, tolerance: tolerance, depth: 0)
    }

    /// The parameter at which the arc length from 0 equals `s` (clamped to 0…length).
    /// `total` is the segment's length, passed in when already known.
    func parameter(atLength s: Double, total: Double? = nil) -> Double {
        let total = total ?? length
        guard total > 0, s > 0 else { return 0 }
        guard s < total else { return 1 }
        if case .line = self { return s / total }
        let tolerance = Swift.max(total * 1e-12, Double.leastNormalMagnitude)
        var lo = 0.0, hi = 1.0
        var t = s / total
        var lengthAtT = length(from: 0, to: t)
        for _ in 0..<Self.inversionMaxIterations {
            let error = lengthAtT - s
            if abs(error) <= tolerance { break }
            if error > 0 { hi = t } else { lo = t }
            let v = speed(at: t)
            var next = v > 0 ? t - error / v : .nan
            if !(next > lo && next < hi) { next = (lo + hi) / 2 }
            // Integrate only the step, not again from 0.
            lengthAtT += next > t ? length(from: t, to: next) : -length(from: next, to: t)
            t = next
            if hi - lo <= 1e-15 { break }
        }
        return t
    }

    // MARK: - Quadrature

    private static let nodes: [Double] = [
        0.1834346424956498, 0.5255324099163290, 0.7966664774136267, 0.9602898564975363,
    ]
    private static let weights: [Double] = [
        0.3626837833783620, 0.3137066458778873, 0.2223810344533745, 0.1012285362903763,
    ]

    /// Eight-point Gauss–Legendre estimate of the length on `a…b`.
    private func gaussLegendre(_ a: Double, _ b: Double) -> Double {
        let half = (b - a) / 2, mid = (a + b) / 2
        var sum = 0.0
        for i in 0..<4 {
            let dx = half * Self.nodes[i]
            sum += Self.weights[i] * (speed(at: mid - dx) + speed(at: mid + dx))
        }
        return sum * half
    }

    private func adaptiveLength(_ a: Double, _ b: Double, whole: Double, tolerance: Double, depth: Int) -> Double {
        let mid = (a + b) / 2
        let left = gaussLegendre(a, mid), right = gaussLegendre(mid, b)
        let sum = left + right
        if abs(sum - whole) <= tolerance || depth >= Self.arcLengthMaxDepth { return sum }
        return adaptiveLength(a, mid, whole: left, tolerance: tolerance / 2, depth: depth + 1)
            + adaptiveLength(mid, b, whole: right, tolerance: tolerance / 2, depth: depth + 1)
    }
}
