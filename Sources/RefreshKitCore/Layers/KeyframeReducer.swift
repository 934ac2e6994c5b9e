/// Drops the keyframes of a linear track that interpolation between their neighbours already
/// gives: a greedy pass keeps a keyframe only where the straight line from the last kept one
/// would stray from some sample in between by more than the tolerance. A turn at constant speed
/// becomes two keyframes; an eased one keeps what its curve needs.
enum KeyframeReducer {
    /// The longest run one kept span may cover, in samples: it bounds the work to
    /// `samples × maximumSpan` comparisons.
    static let maximumSpan = 240

    /// The indices of the samples to keep (the first and last always).
    ///
    /// - Parameters:
    ///   - times: The samples' times, increasing.
    ///   - values: The samples' values.
    ///   - tolerance: How far interpolation may stray from a dropped sample.
    ///   - extent: For transforms, how far from the origin the points they move lie.
    /// - Returns: Increasing indices into the samples.
    static func keep(times: [Double], values: [KeyframeValue], tolerance: Double, extent: Double) -> [Int] {
        // A track of plain numbers (an angle, a trim, an opacity) or points (a gradient's ends) is
        // read as its components: the same arithmetic as the values' own, without copying an
        // enum per comparison.
        var components: [Double] = []
        components.reserveCapacity(values.count * 2)
        var numbers = 0, points = 0
        for value in values {
            switch value {
            case let .number(x):
                components.append(x)
                numbers += 1
            case let .point(p):
                components.append(p.x)
                components.append(p.y)
                points += 1
            default: break
            }
        }
        if numbers == values.count {
            let x = components
            return keep(times: times, count: values.count) { a, b, k, f in
                guard let k, let f else { return x[a] == x[b] }
                return abs(x[a] + (x[b] - x[a]) * f - x[k]) <= tolerance
            }
        }
        if points == values.count {
            let c = components
            return keep(times: times, count: values.count) { a, b, k, f in
                let (ax, ay, bx, by) = (c[2 * a], c[2 * a + 1], c[2 * b], c[2 * b + 1])
                guard let k, let f else { return ax == bx && ay == by }
                let x = ax + (bx - ax) * f, y = ay + (by - ay) * f
                return Swift.max(abs(x - c[2 * k]), abs(y - c[2 * k + 1])) <= tolerance
            }
        }
        return keep(times: times, count: values.count) { a, b, k, f in
            guard let k, let f else { return values[a] == values[b] }
            guard let between = values[a].interpolated(to: values[b], fraction: f) else { return false }
            return between.distance(to: values[k], extent: extent) <= tolerance
        }
    }

    /// The greedy pass over `n` samples at `times`. `matches(a, b, nil, nil)` tells whether samples
    /// `a` and `b` are equal; `matches(a, b, k, f)` whether the line from `a` to `b`, at fraction
    /// `f` of the way, comes within the tolerance of sample `k`.
    private static func keep(
        times: [Double], count n: Int, matches: (Int, Int, Int?, Double?) -> Bool
    ) -> [Int] {
        guard n > 2 else { return Array(0..<n) }
        var kept = [0]
        var anchor = 0
        while anchor < n - 1 {
            var end = anchor + 1
            // While every value so far equals the anchor's, a line to an equal one fits at once.
            var holding = matches(end, anchor, nil, nil)
            while end + 1 < n, end + 1 - anchor <= maximumSpan {
                holding = holding && matches(end + 1, anchor, nil, nil)
                guard holding || fits(from: anchor, to: end + 1, times: times, matches: matches) else { break }
                end += 1
            }
            kept.append(end)
            anchor = end
        }
        return kept
    }

    /// Whether every sample strictly between `a` and `b` lies within the tolerance of the straight
    /// line from `a` to `b` at its time (as `matches` tells).
    private static func fits(
        from a: Int, to b: Int, times: [Double], matches: (Int, Int, Int?, Double?) -> Bool
    ) -> Bool {
        let span = times[b] - times[a]
        for k in (a + 1)..<b where !matches(a, b, k, span > 0 ? (times[k] - times[a]) / span : 0) {
            return false
        }
        return true
    }
}
