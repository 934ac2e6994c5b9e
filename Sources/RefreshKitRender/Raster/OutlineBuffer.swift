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
    func render(library: FT_Library, evenOdd: Bool, painter: SpanPainter) -> FT_Error {
        guard !contours.isEmpty else { return 0 }
        // FT_Outline holds mutable pointers, but FT_Outline_Render only reads the arrays.
        return points.withUnsafeBufferPointer { pts in
            tags.withUnsafeBufferPointer { tgs in
                contours.withUnsafeBufferPointer { cts in
                    var outline = FT_Outline(
                        n_contours: Int16(cts.count), n_points: Int16(pts.count),
                        points: UnsafeMutablePointer(mutating: pts.baseAddress),
                        tags: UnsafeMutablePointer(mutating: tgs.baseAddress),
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
