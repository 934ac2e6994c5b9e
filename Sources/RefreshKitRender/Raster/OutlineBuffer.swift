import CFreeType

/// The point, tag and contour arrays of one FreeType outline, reused from item to item.
struct OutlineBuffer {
    /// FreeType's outline arrays are indexed by `short`.
    static let maximumPoints = Int(Int16.max)

    var points: [FT_Vector] = []
    var tags: [CChar] = []
    var contours: [Int16] = []

    /// Empties the arrays, keeping their storage.
    mutating func removeAll() {
        points.removeAll(keepingCapacity: true)
        tags.removeAll(keepingCapacity: true)
        contours.removeAll(keepingCapacity: true)
    }

    /// Replaces the contents with the contours of `path` for filling (every contour closed).
    /// Returns false when the outline would exceed FreeType's limits.
    mutating func load(fill path: DevicePath) -> Bool {
        removeAll()
        var contourStart = 0
        func endContour() {
            let count = points.count - contourStart
            if count == 1 {
                points.removeLast()
                tags.removeLast()
            }  // a lone point covers nothing
            if count > 1 { contours.append(Int16(truncatingIfNeeded: points.count - 1)) }
            contourStart = points.count
        }
        let on = CChar(FT_CURVE_TAG_ON), conic = CChar(FT_CURVE_TAG_CONIC), cubic = CChar(FT_CURVE_TAG_CUBIC)
        for command in path.commands {
            switch command {
            case let .move(p):
                endContour()
                points.append(p)
                tags.append(on)
            case let .line(p):
                points.append(p)
                tags.append(on)
            case let .quad(c, p):
                points.append(c)
                points.append(p)
                tags.append(conic)
                tags.append(on)
            case let .cubic(c1, c2, p):
                points.append(c1)
                points.append(c2)
                points.append(p)
                tags.append(cubic)
                tags.append(cubic)
                tags.append(on)
            case .close:
                endContour()
            }
            if points.count > Self.maximumPoints { return false }
        }
        endContour()
        return contours.count <= Self.maximumPoints
    }

    /// Renders the outline with FreeType's anti-aliased rasterizer, sending spans to `painter`.
    ///
    /// An outline whose contours fall into groups over separate pixel columns (the glyphs of a
    /// line of text, the spokes of a spinner, the two borders of each stroked glyph) is rendered
    /// group by group, each as its own small outline. FreeType renders an outline in horizontal
    /// bands and walks the whole outline once per band, so one wide outline costs (bands × the
    /// whole outline); group by group it costs about one pass per group. The bytes are the same:
    /// FreeType's coverage of a pixel is an exact integer sum over the cells of its row up to it,
    /// and the closed contours of groups wholly to its left add zero to that sum, so a pixel gets
    /// the same coverage from its own group alone. Groups never share a pixel column (contours
    /// that do stay in one group), whatever order the contours come in: a stroker lists every
    /// left border before every right one.
    func render(
        library: FT_Library, evenOdd: Bool, painter: SpanPainter,
        scratch: inout OutlineScratch
    ) -> FT_Error {
        guard !contours.isEmpty else { return 0 }
        if contours.count > 1 { group(&scratch) }
        guard contours.count > 1, scratch.groups.count > 1 else {
            return render(
                library: library, evenOdd: evenOdd, painter: painter,
                points: 0..<points.count, contourEnds: contours[...], shift: 0)
        }
        for group in scratch.groups {
            let members = scratch.members[group]
            let first = members.first!, last = members.last!
            if last - first + 1 == members.count {
                let start = first == 0 ? 0 : Int(contours[first - 1]) + 1
                let end = Int(contours[last]) + 1
                let error = render(
                    library: library, evenOdd: evenOdd, painter: painter, points: start..<end,
                    contourEnds: contours[first...last], shift: start)
                if error != 0 { return error }
                continue
            }
            // Contours apart in the outline, together in the columns: gathered into one outline.
            scratch.gathered.removeAll()
            for contour in members {
                let start = contour == 0 ? 0 : Int(contours[contour - 1]) + 1
                let end = Int(contours[contour]) + 1
                scratch.gathered.points += points[start..<end]
                scratch.gathered.tags += tags[start..<end]
                scratch.gathered.contours.append(Int16(truncatingIfNeeded: scratch.gathered.points.count - 1))
            }
            let error = scratch.gathered.render(
                library: library, evenOdd: evenOdd, painter: painter,
                points: 0..<scratch.gathered.points.count,
                contourEnds: scratch.gathered.contours[...], shift: 0)
            if error != 0 { return error }
        }
        return 0
    }

    /// Groups the contours over disjoint ranges of pixel columns (`x >> 6` over every point,
    /// control points included, which bound the curves), from left to right: contours whose
    /// ranges overlap, directly or through others, share a group. Each group lists its
    /// contours in outline order.
    private func group(_ scratch: inout OutlineScratch) {
        scratch.groups.removeAll(keepingCapacity: true)
        scratch.members.removeAll(keepingCapacity: true)
        scratch.spans.removeAll(keepingCapacity: true)
        points.withUnsafeBufferPointer { pts in
            contours.withUnsafeBufferPointer { ends in
                var pointStart = 0
                for i in 0..<ends.count {
                    let end = Int(ends[i])
                    var lo = Int.max, hi = Int.min
                    for p in pointStart...end {
                        let column = Int(pts[p].x) >> 6
                        lo = Swift.min(lo, column)
                        hi = Swift.max(hi, column)
                    }
                    pointStart = end + 1
                    scratch.spans.append((contour: i, minColumn: lo, maxColumn: hi))
                }
            }
        }
        scratch.spans.sort { ($0.minColumn, $0.contour) < ($1.minColumn, $1.contour) }
        var start = 0, reach = Int.min
        for (k, span) in scratch.spans.enumerated() {
            if k > 0 && span.minColumn > reach {
                scratch.closeGroup(from: start, to: k)
                start = k
            }
            reach = k == start ? span.maxColumn : Swift.max(reach, span.maxColumn)
        }
        scratch.closeGroup(from: start, to: scratch.spans.count)
    }

    /// Renders `points` (a range of whole contours) with `contourEnds` (indices into all the
    /// points) less `shift`.
    private func render(
        library: FT_Library, evenOdd: Bool, painter: SpanPainter, points range: Range<Int>,
        contourEnds: ArraySlice<Int16>, shift: Int
    ) -> FT_Error {
        withUnsafeTemporaryAllocation(of: Int16.self, capacity: shift == 0 ? 0 : contourEnds.count) { shifted in
            contourEnds.withUnsafeBufferPointer { ends in
                var cts = ends
                if shift != 0 {
                    for i in 0..<ends.count { shifted[i] = ends[i] - Int16(truncatingIfNeeded: shift) }
                    cts = UnsafeBufferPointer(shifted)
                }
                // FT_Outline holds mutable pointers, but FT_Outline_Render only reads the arrays.
                return points.withUnsafeBufferPointer { pts in
                    tags.withUnsafeBufferPointer { tgs in
                        var outline = FT_Outline(
                            n_contours: Int16(cts.count), n_points: Int16(range.count),
                            points: UnsafeMutablePointer(mutating: pts.baseAddress! + range.lowerBound),
                            tags: UnsafeMutablePointer(mutating: tgs.baseAddress! + range.lowerBound),
                            contours: UnsafeMutablePointer(mutating: cts.baseAddress),
                            flags: evenOdd ? Int32(FT_OUTLINE_EVEN_ODD_FILL) : 0)
                        var params = FT_Raster_Params()
                        params.flags = Int32(FT_RASTER_FLAG_AA | FT_RASTER_FLAG_DIRECT | FT_RASTER_FLAG_CLIP)
                        params.gray_spans = SpanPainter.callback
                        params.user = Unmanaged.passUnretained(painter).toOpaque()
                        params.clip_box = painter.clipBox
                        return withExtendedLifetime(painter) { FT_Outline_Render(library, &outline, &params) }
                    }
                }
            }
        }
    }
}

/// Storage reused from outline to outline while one is split into groups of contours.
struct OutlineScratch {
    /// Each contour's index and the pixel columns its points reach, by first column.
    var spans: [(contour: Int, minColumn: Int, maxColumn: Int)] = []
    /// The contours of every group, each group's in outline order.
    var members: [Int] = []
    /// Each group's range of ``members``, from left to right.
    var groups: [Range<Int>] = []
    /// A group's contours when they are not consecutive in the outline.
    var gathered = OutlineBuffer()

    /// Ends the group of `spans[from..<to]`.
    mutating func closeGroup(from: Int, to: Int) {
        guard from < to else { return }
        let first = members.count
        members += spans[from..<to].map(\.contour)
        members[first...].sort()
        groups.append(first..<members.count)
    }
}
