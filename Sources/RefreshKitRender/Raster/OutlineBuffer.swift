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
            if count == 1 { points.removeLast(); tags.removeLast() }   // a lone point covers nothing
            if count > 1 { contours.append(Int16(truncatingIfNeeded: points.count - 1)) }
            contourStart = points.count
        }
        let on = CChar(FT_CURVE_TAG_ON), conic = CChar(FT_CURVE_TAG_CONIC), cubic = CChar(FT_CURVE_TAG_CUBIC)
        for command in path.commands {
            switch command {
            case let .move(p):
                endContour()
                points.append(p); tags.append(on)
            case let .line(p):
                points.append(p); tags.append(on)
            case let .quad(c, p):
                points.append(c); points.append(p); tags.append(conic); tags.append(on)
            case let .cubic(c1, c2, p):
                points.append(c1); points.append(c2); points.append(p)
                tags.append(cubic); tags.append(cubic); tags.append(on)
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
    /// An outline whose contours fall into runs over separate pixel columns (the glyphs of a
    /// line of text, the spokes of a spinner) is rendered run by run, each as its own small
    /// outline. FreeType renders an outline in horizontal bands and walks the whole outline once
    /// per band, so one wide outline costs (bands × the whole outline); run by run it costs
    /// about one pass per run. The bytes are the same: FreeType's coverage of a pixel is an exact
    /// integer sum over the cells of its row up to it, and the closed contours of runs wholly to
    /// its left add zero to that sum, so a pixel gets the same coverage from its own run alone.
    /// Runs never share a pixel column (contours that do stay in one run).
    func render(library: FT_Library, evenOdd: Bool, painter: SpanPainter,
                scratch: inout OutlineScratch) -> FT_Error {
        guard !contours.isEmpty else { return 0 }
        if contours.count > 1 { splitIntoRuns(&scratch.runs) }
        guard contours.count > 1, scratch.runs.count > 1 else {
            return render(library: library, evenOdd: evenOdd, painter: painter,
                          points: 0..<points.count, contourEnds: contours[...], shift: 0)
        }
        for run in scratch.runs {
            let first = run.first == 0 ? 0 : Int(contours[run.first - 1]) + 1
            let end = Int(contours[run.last]) + 1
            let error = render(library: library, evenOdd: evenOdd, painter: painter, points: first..<end,
                               contourEnds: contours[run.first...run.last], shift: first)
            if error != 0 { return error }
        }
        return 0
    }

    /// Groups consecutive contours into runs over strictly increasing, disjoint ranges of pixel
    /// columns (`x >> 6` over every point, control points included, which bound the curves): a
    /// contour wholly right of the last run starts a new one, any other joins the last run, and
    /// runs that come to overlap are merged (at worst into one run, the whole outline).
    private func splitIntoRuns(_ runs: inout [OutlineScratch.Run]) {
        runs.removeAll(keepingCapacity: true)
        points.withUnsafeBufferPointer { pts in
            contours.withUnsafeBufferPointer { ends in
                var pointStart = 0
                for i in 0..<ends.count {
                    let end = Int(ends[i])
                    var lo = Int.max, hi = Int.min
                    for p in pointStart...end {
                        let column = Int(pts[p].x) >> 6
                        lo = Swift.min(lo, column); hi = Swift.max(hi, column)
                    }
                    pointStart = end + 1
                    guard let last = runs.last, lo <= last.maxColumn else {
                        runs.append(OutlineScratch.Run(first: i, last: i, minColumn: lo, maxColumn: hi))
                        continue
                    }
                    var run = OutlineScratch.Run(first: last.first, last: i, minColumn: Swift.min(last.minColumn, lo),
                                                 maxColumn: Swift.max(last.maxColumn, hi))
                    runs.removeLast()
                    while let previous = runs.last, run.minColumn <= previous.maxColumn {
                        run = OutlineScratch.Run(first: previous.first, last: run.last,
                                                 minColumn: Swift.min(previous.minColumn, run.minColumn),
                                                 maxColumn: Swift.max(previous.maxColumn, run.maxColumn))
                        runs.removeLast()
                    }
                    runs.append(run)
                }
            }
        }
    }

    /// Renders `points` (a range of whole contours) with `contourEnds` (indices into all the
    /// points) less `shift`.
    private func render(library: FT_Library, evenOdd: Bool, painter: SpanPainter, points range: Range<Int>,
                        contourEnds: ArraySlice<Int16>, shift: Int) -> FT_Error {
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

/// Storage reused from outline to outline while one is split into runs of contours.
struct OutlineScratch {
    /// A run of consecutive contours, by index, and the pixel columns their points reach.
    struct Run {
        var first: Int
        var last: Int
        var minColumn: Int
        var maxColumn: Int
    }

    var runs: [Run] = []
}
