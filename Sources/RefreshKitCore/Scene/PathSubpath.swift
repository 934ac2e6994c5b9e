/// One sub-path of a ``VectorPath``, decomposed into segments with explicit start points.
/// Internal: bounds, flattening, length and trimming all walk these.
struct PathSubpath: Hashable, Sendable {
    /// Where the sub-path starts (its move, explicit or implied).
    var start: Point
    /// The drawn segments in order; for a closed sub-path this ends with the closing line
    /// back to `start` unless the last point already equals it.
    var segments: [PathSegment]
    /// Whether the sub-path ends with `.close`.
    var isClosed: Bool
    /// The elements of the original path after the sub-path's move (so `.move(start)` plus
    /// these reproduces the sub-path exactly).
    var elements: ArraySlice<VectorPath.Element>
}

extension VectorPath {
    /// The sub-paths in order. A path that does not begin with `.move` starts at the origin,
    /// and drawing after `.close` without a move starts a new sub-path at the closed one's
    /// start point (as Core Graphics does).
    var subpaths: [PathSubpath] {
        var result: [PathSubpath] = []
        var start = Point.zero, current = Point.zero
        var segments: [PathSegment] = []
        var closed = false
        var open = false  // Whether a sub-path is being collected.
        var firstIndex = 0  // Index of the first element after the sub-path's move.

        func finish(upTo index: Int) {
            if open {
                result.append(
                    PathSubpath(
                        start: start, segments: segments, isClosed: closed,
                        elements: elements[firstIndex..<index]))
            }
            segments = []
            closed = false
            open = false
        }

        for (index, element) in elements.enumerated() {
            switch element {
            case .move(let p):
                finish(upTo: index)
                start = p
                current = p
                open = true
                firstIndex = index + 1
            case .close:
                if !open { continue }
                if current != start { segments.append(.line(current, start)) }
                current = start
                closed = true
                finish(upTo: index + 1)
                firstIndex = index + 1
            default:
                if !open {
                    open = true
                    firstIndex = index
                    start = current
                }
                switch element {
                case .line(let p):
                    segments.append(.line(current, p))
                    current = p
                case .quad(let c, let p):
                    segments.append(.quad(current, c, p))
                    current = p
                case .cubic(let c1, let c2, let p):
                    segments.append(.cubic(current, c1, c2, p))
                    current = p
                case .move, .close: break
                }
            }
        }
        finish(upTo: elements.count)
        return result
    }

    /// Whether the path draws anything at all: it holds at least one line or curve.
    var hasSegments: Bool {
        elements.contains { element in
            switch element {
            case .line, .quad, .cubic: return true
            case .move, .close: return false
            }
        }
    }
}
