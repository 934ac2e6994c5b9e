import CFreeType

/// One sub-path of a ``DevicePath`` checked before it is sent to `FT_Stroker`, so the stroker
/// is never asked to end a sub-path it has not begun. A sub-path with a segment the stroker keeps
/// is sent as it is (every drawing that rendered before renders to the same bytes); one without
/// is sent as its ``chords(_:from:)``, or as the dot its cap implies (``dot(at:cap:)``), as Core
/// Graphics and SVG draw it.
enum StrokerSubpath {
    /// FreeType's `FT_IS_SMALL`: how far apart, in 26.6 units on each axis, two points of a
    /// curve may be for the stroker to drop the curve.
    static let negligibleDistance: FT_Pos = 1

    /// Whether `FT_Stroker` keeps at least one of `segments` (the commands after a sub-path's
    /// move, up to its close or the next move) when the sub-path starts at `start`: a line that
    /// leaves the current point, or a curve whose points are not all within
    /// ``negligibleDistance`` of the previous one. The current point follows every segment, as
    /// in FreeType, kept or not.
    static func advances(_ segments: ArraySlice<DevicePath.Command>, from start: FT_Vector) -> Bool {
        // `FT_Stroker` silently drops a segment that goes nowhere (FreeType's `FT_IS_SMALL`: it
        // only moves the current point). A sub-path of nothing else never starts the stroker's
        // two borders, and `FT_Stroker_EndSubPath` then reverses the left border from index -1:
        // it reads one point before the border's array (address -16 on a fresh stroker) and
        // writes past the right border's, a segmentation fault (a progress ring trimmed to a
        // 2/64-pixel cubic, any arc at a scale of 0.001). `FT_Stroker_ParseOutline` avoids it by
        // not ending such a sub-path; the caller does the same when this returns false.
        var current = start
        for command in segments {
            switch command {
            case let .line(p):
                if !same(p, current) { return true }
            case let .quad(c, p):
                if !near(current, c) || !near(c, p) { return true }
                current = p
            case let .cubic(c1, c2, p):
                if !near(current, c1) || !near(c1, c2) || !near(c2, p) { return true }
                current = p
            case .move, .close:
                break
            }
        }
        return false
    }

    /// The end points of `segments` from `start`, each different from the one before: the
    /// polyline the stroker is given for a sub-path that does not ``advances(_:from:)``.
    /// Every curve's end lies within three 26.6 units of its start, so the chords are where
    /// the curves were, to 3/64 pixel.
    static func chords(_ segments: ArraySlice<DevicePath.Command>, from start: FT_Vector) -> [FT_Vector] {
        var points: [FT_Vector] = []
        var current = start
        for command in segments {
            let end: FT_Vector
            switch command {
            case let .line(p), let .quad(_, p), let .cubic(_, _, p): end = p
            case .move, .close: continue
            }
            if !same(end, current) {
                points.append(end)
                current = end
            }
        }
        return points
    }

    /// The one-unit line, from `point` along +x, that the stroker turns into the dot a zero-length
    /// sub-path draws with `cap`: a disc of the line width for a round cap, a square of the line
    /// width for a square cap (axis-aligned, as Core Graphics draws it), or nil (nothing) for a
    /// butt cap. The line adds 1/64 pixel to the dot's length.
    static func dot(at point: FT_Vector, cap: StrokeOptions.LineCap) -> FT_Vector? {
        cap == .butt ? nil : FT_Vector(x: point.x + negligibleDistance, y: point.y)
    }

    static func same(_ a: FT_Vector, _ b: FT_Vector) -> Bool { a.x == b.x && a.y == b.y }

    /// Whether two points lie within ``negligibleDistance`` of each other on both axes.
    static func near(_ a: FT_Vector, _ b: FT_Vector) -> Bool {
        abs(a.x - b.x) <= negligibleDistance && abs(a.y - b.y) <= negligibleDistance
    }
}
