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
        let n = values.count
        guard n > 2 else { return Array(0..<n) }
        var kept = [0]
        var anchor = 0
        while anchor < n - 1 {
            var end = anchor + 1
            // While every value so far equals the anchor's, a line to an equal one fits at once.
            var holding = values[end] == values[anchor]
            while end + 1 < n, end + 1 - anchor <= maximumSpan {
                holding = holding && values[end + 1] == values[anchor]
                guard
                    holding
                        || fits(
                            from: anchor, to: end + 1, times: times, values: values, tolerance: tolerance,
                            extent: extent)
                else { break }
                end += 1
            }
            kept.append(end)
            anchor = end
        }
        return kept
    }

    /// Whether every sample strictly between `a` and `b` lies within `tolerance` of the straight
    /// interpolation from `a` to `b` at its time.
    private static func fits(
        from a: Int, to b: Int, times: [Double], values: [KeyframeValue],
        tolerance: Double, extent: Double
    ) -> Bool {
        let span = times[b] - times[a]
        for k in (a + 1)..<b {
            let f = span > 0 ? (times[k] - times[a]) / span : 0
            guard let between = values[a].interpolated(to: values[b], fraction: f),
                between.distance(to: values[k], extent: extent) <= tolerance
            else { return false }
        }
        return true
    }
}
