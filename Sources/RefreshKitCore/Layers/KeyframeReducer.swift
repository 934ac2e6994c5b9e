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
        // A track of plain numbers (an angle, a trim, an opacity) is read as numbers: the same
        // arithmetic as the values' own, without copying an enum per comparison.
        var numbers: [Double] = []
        numbers.reserveCapacity(values.count)
        for value in values {
            guard case let .number(x) = value else { break }
            numbers.append(x)
        }
        if numbers.count == values.count {
            return keep(times: times, count: values.count) { a, b, k, f in
                guard let k, let f else { return numbers[a] == numbers[b] }
                return abs(numbers[a] + (numbers[b] - numbers[a]) * f - numbers[k]) <= tolerance
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
