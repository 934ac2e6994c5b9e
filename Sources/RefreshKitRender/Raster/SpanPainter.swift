import CFreeType

/// Receives FreeType's anti-aliased spans for one item and composites coverage × paint ×
/// opacity × clip onto the canvas, source-over.
///
/// Outlines are built in device space with y down, so a span's `y` is the canvas row.
final class SpanPainter {
    /// The canvas's pixels while an item is drawn.
    var pixels: UnsafeMutablePointer<UInt8>?
    var width = 0
    var height = 0
    var shader: PaintShader = .solid(.clear) { didSet { forgetBlends() } }
    /// The item's opacity, 0…1.
    var opacity: Float = 1 { didSet { forgetBlends() } }

    /// The last blend per coverage value of the current solid item: the destination pixel and
    /// what source-over made of it. Text and curved edges blend the same few coverages onto
    /// the same few backgrounds (transparent, an opaque fill) again and again; a hit costs a
    /// compare and a store instead of four float blends, and gives the same bytes because the
    /// blend is a function of coverage and destination alone while the item's paint, opacity
    /// and whole-pixel clip hold. Entries of earlier items are told apart by `generation`.
    private struct Blend {
        var generation: UInt32 = 0
        var destination: UInt32 = 0
        var result: UInt32 = 0
    }
    private let blends = UnsafeMutablePointer<Blend>.allocate(capacity: 256)
    private var generation: UInt32 = 1

    init() {
        blends.initialize(repeating: Blend(), count: 256)
    }

    deinit {
        blends.deallocate()
    }

    /// Invalidates every remembered blend (a new item, paint or opacity).
    private func forgetBlends() {
        generation &+= 1
        if generation == 0 {  // wrapped: entries from 2³² items ago could look current
            blends.update(repeating: Blend(), count: 256)
            generation = 1
        }
    }
    /// The clip in device pixels (fractional edges allowed).
    var clipMinX = 0.0, clipMinY = 0.0, clipMaxX = 0.0, clipMaxY = 0.0
    /// Whether any clip edge falls inside a pixel, so edge pixels need partial coverage.
    var clipIsFractional = false

    /// The FreeType callback: `user` is an unretained `SpanPainter`.
    static let callback: FT_SpanFunc = { y, count, spans, user in
        guard let user, let spans else { return }
        Unmanaged<SpanPainter>.fromOpaque(user).takeUnretainedValue().paint(
            row: Int(y), spans: spans, count: Int(count))
    }

    /// The integer pixel box FreeType should clip to: the clip rounded outwards.
    var clipBox: FT_BBox {
        FT_BBox(
            xMin: FT_Pos(clipMinX.rounded(.down)), yMin: FT_Pos(clipMinY.rounded(.down)),
            xMax: FT_Pos(clipMaxX.rounded(.up)), yMax: FT_Pos(clipMaxY.rounded(.up)))
    }

    /// Sets the clip (already intersected with the canvas) and notes fractional edges.
    func setClip(_ rect: Rect) {
        clipMinX = rect.minX
        clipMinY = rect.minY
        clipMaxX = rect.maxX
        clipMaxY = rect.maxY
        clipIsFractional =
            clipMinX != clipMinX.rounded() || clipMinY != clipMinY.rounded()
            || clipMaxX != clipMaxX.rounded() || clipMaxY != clipMaxY.rounded()
        forgetBlends()
    }

    /// How much of pixel [v, v+1) lies inside [lo, hi).
    @inline(__always) private static func overlap(_ v: Int, _ lo: Double, _ hi: Double) -> Float {
        let a = max(Double(v), lo), b = min(Double(v + 1), hi)
        return b > a ? Float(b - a) : 0
    }

    /// Paints the pixel rectangle columns `x0..<x1`, rows `y0..<y1` at full coverage, within the
    /// clip box: the spans FreeType gives a rectangle on whole pixels, without FreeType.
    ///
    /// - Returns: False, painting nothing, when a span cannot hold the rectangle's columns.
    func paint(rectangle r: (x0: Int, y0: Int, x1: Int, y1: Int)) -> Bool {
        let box = clipBox
        let x0 = max(r.x0, Int(box.xMin)), x1 = min(r.x1, Int(box.xMax))
        let y0 = max(r.y0, Int(box.yMin), 0), y1 = min(r.y1, Int(box.yMax), height)
        guard x0 < x1, y0 < y1 else { return true }
        guard x0 >= Int(Int16.min), x0 <= Int(Int16.max), x1 - x0 <= Int(UInt16.max) else { return false }
        var span = FT_Span(x: Int16(x0), len: UInt16(x1 - x0), coverage: 255)
        for y in y0..<y1 { paint(row: y, spans: &span, count: 1) }
        return true
    }

    private func paint(row y: Int, spans: UnsafePointer<FT_Span>, count: Int) {
        guard let pixels, y >= 0, y < height else { return }
        var rowFactor = opacity / 255
        if clipIsFractional { rowFactor *= Self.overlap(y, clipMinY, clipMaxY) }
        if rowFactor <= 0 { return }
        let rowBase = pixels + y * width * 4
        let shader = self.shader, clipIsFractional = self.clipIsFractional
        let clipMinX = self.clipMinX, clipMaxX = self.clipMaxX
        for s in 0..<count {
            let span = spans[s]
            let x0 = max(Int(span.x), 0), x1 = min(Int(span.x) + Int(span.len), width)
            if x0 >= x1 { continue }
            let k = Float(span.coverage) * rowFactor
            switch shader {
            case let .solid(color):
                if clipIsFractional {
                    for x in x0..<x1 {
                        color.blend(onto: rowBase + x * 4, coverage: k * Self.overlap(x, clipMinX, clipMaxX))
                    }
                } else if color.isOpaque(coverage: k) {
                    color.blend(onto: rowBase + x0 * 4, count: x1 - x0, coverage: k)
                } else {
                    // k depends on the coverage alone here (opacity fixed, no partial clip).
                    let entry = blends + Int(span.coverage)
                    for x in x0..<x1 {
                        let p = UnsafeMutableRawPointer(rowBase + x * 4)
                        let destination = p.loadUnaligned(as: UInt32.self)
                        if entry.pointee.generation == generation && entry.pointee.destination == destination {
                            p.storeBytes(of: entry.pointee.result, as: UInt32.self)
                        } else {
                            color.blend(onto: rowBase + x * 4, coverage: k)
                            entry.pointee = Blend(
                                generation: generation, destination: destination,
                                result: p.loadUnaligned(as: UInt32.self))
                        }
                    }
                }
            case let .gradient(ramp, dx, dy, c):
                let base = dy * (Double(y) + 0.5) + c
                for x in x0..<x1 {
                    let t = dx * (Double(x) + 0.5) + base
                    let cx = clipIsFractional ? Self.overlap(x, clipMinX, clipMaxX) : 1
                    ramp.color(at: t).blend(onto: rowBase + x * 4, coverage: k * cx)
                }
            case let .image(sampler):
                for x in x0..<x1 {
                    let cx = clipIsFractional ? Self.overlap(x, clipMinX, clipMaxX) : 1
                    sampler.color(x: x, y: y).blend(onto: rowBase + x * 4, coverage: k * cx)
                }
            }
        }
    }
}
