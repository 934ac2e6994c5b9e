extension VectorPath {
    /// The part of the path between two fractions of its total length, as Core Animation's
    /// `strokeStart`/`strokeEnd` do.
    ///
    /// - `start` and `end` are fractions of the *total* length, sub-paths taken in order
    ///   (closing lines included). Both are clamped to 0…1; NaN counts as 0.
    /// - `start ≥ end`, or a path of zero length, gives ``VectorPath/empty``; `(0, 1)` returns
    ///   `self` unchanged.
    /// - A curve cut in the middle stays a curve: it is split with de Casteljau at the
    ///   parameter whose arc length is the one wanted (found numerically, to about 1e-12 of
    ///   the segment's length).
    /// - Every kept piece begins with a `.move`. A sub-path kept whole keeps its `.close`; a
    ///   closed sub-path cut partially becomes open. Lone moves are dropped.
    ///
    /// - Parameters:
    ///   - start: Where the kept part starts, as a fraction of the total length.
    ///   - end: Where it ends, as a fraction of the total length.
    /// - Returns: The kept part, ``VectorPath/empty`` when nothing is kept (also for a path
    ///   whose length is not finite).
    package func trimmed(from start: Double, to end: Double) -> VectorPath {
        let start = RKMath.clamp(start, 0, 1), end = RKMath.clamp(end, 0, 1)
        guard start < end else { return .empty }
        if start == 0 && end == 1 { return self }
        let subpaths = self.subpaths
        let lengths = subpaths.map { $0.segments.map(\.length) }
        let total = lengths.reduce(0) { $0 + $1.reduce(0, +) }
        guard total > 0, total.isFinite else { return .empty }
        let from = start * total, to = end * total

        var result: [Element] = []
        var position = 0.0  // Arc length at the start of the current segment.
        for (subpath, segmentLengths) in zip(subpaths, lengths) {
            let subpathLength = segmentLengths.reduce(0, +)
            let subpathStart = position, subpathEnd = position + subpathLength
            defer { position = subpathEnd }
            guard subpathLength > 0, subpathEnd > from, subpathStart < to else { continue }
            if from <= subpathStart && to >= subpathEnd {
                // Kept whole, exactly as written (curves untouched, `.close` kept).
                result.append(.move(subpath.start))
                result.append(contentsOf: subpath.elements)
                continue
            }
            var began = false
            var segmentStart = subpathStart
            for (segment, length) in zip(subpath.segments, segmentLengths) {
                let segmentEnd = segmentStart + length
                defer { segmentStart = segmentEnd }
                guard segmentEnd > from, segmentStart < to else { continue }
                let t0 = from > segmentStart ? segment.parameter(atLength: from - segmentStart, total: length) : 0
                let t1 = to < segmentEnd ? segment.parameter(atLength: to - segmentStart, total: length) : 1
                let piece = (t0 > 0 || t1 < 1) ? segment.subsegment(from: t0, to: t1) : segment
                if !began {
                    result.append(.move(piece.start))
                    began = true
                }
                result.append(piece.element)
            }
        }
        return VectorPath(elements: result)
    }

    /// The point at a fraction of the total length (sub-paths in order, closing lines
    /// included), clamped to 0…1 with NaN counting as 0. Zero-length segments are passed
    /// over. A path that draws nothing answers its first move's point (or the origin).
    ///
    /// - Parameter fraction: The fraction of the total length, 0 at the start, 1 at the end.
    /// - Returns: The point on the path at that arc length, in the path's coordinates.
    package func point(atFraction fraction: Double) -> Point {
        let fraction = RKMath.clamp(fraction, 0, 1)
        let segments = subpaths.flatMap(\.segments)
        let lengths = segments.map(\.length)
        let total = lengths.reduce(0, +)
        guard total > 0 else {
            if case .move(let p)? = elements.first { return p }
            return segments.first?.start ?? .zero
        }
        let target = fraction * total
        var position = 0.0
        var last: (PathSegment, Double)?
        for (segment, length) in zip(segments, lengths) where length > 0 {
            if position + length >= target {
                return segment.point(at: segment.parameter(atLength: target - position, total: length))
            }
            position += length
            last = (segment, length)
        }
        return last?.0.end ?? .zero
    }
}
