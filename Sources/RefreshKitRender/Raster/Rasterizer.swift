import CFreeType

/// Draws ``IndicatorScene``s into premultiplied RGBA pixels with FreeType's anti-aliased rasterizer
/// and stroker.
///
/// Each item becomes one small FreeType outline in device space (the item's transform, then
/// the scale), rendered with `FT_Outline_Render` in direct mode; its coverage spans are
/// composited source-over as coverage × paint × opacity, clipped to the item's clip. Strokes
/// are trimmed first (``VectorPath/trimmed(from:to:)``), outlined with `FT_Stroker` at the width
/// scaled by the transform's √|det|, and the outline is cached per path, style and transform
/// so an unchanged stroke is not stroked again on the next frame. Images are sampled
/// bilinearly through the inverse transform, with anti-aliased edges.
///
/// A rasterizer keeps buffers and the stroke cache between calls; it is not thread-safe, so
/// use one per thread.
public final class Rasterizer {
    /// The largest canvas side, in pixels.
    public static let maximumPixelsPerSide = 8192
    /// The largest absolute device coordinate, in pixels, of an item that reaches the
    /// canvas (FreeType rejects outlines much beyond this). Items wholly outside the canvas
    /// are skipped whatever their coordinates.
    public static let maximumCoordinate = 131_072.0

    private let library = FreeTypeLibrary()
    private lazy var strokes = StrokeOutliner(library: library)
    private let painter = SpanPainter()
    private var device = DevicePath()
    private var fillOutline = OutlineBuffer()
    private var outlineScratch = OutlineScratch()

    /// How many strokes were outlined rather than taken from the cache (for tests).
    var strokesComputed: Int { strokes.strokesComputed }

    /// Creates a rasterizer.
    public init() {}

    /// Forgets every cached stroke outline, so the next frame strokes everything again (what
    /// a frame costs when every stroke changed; benchmarks use it to measure that case).
    public func removeCachedStrokes() { strokes.removeAll() }

    /// The pixel size of `scene` at `scale`: each side multiplied and rounded up.
    ///
    /// - Throws: ``RenderError/invalidSize(width:height:scale:)`` when a side is not between 1
    ///   and ``maximumPixelsPerSide`` pixels or an input is not finite.
    public static func pixelSize(of size: Size, scale: Double) throws(RenderError) -> (width: Int, height: Int) {
        let limit = Double(maximumPixelsPerSide)
        let w = size.width * scale, h = size.height * scale
        // A tolerance keeps 100 × 1.1 = 110.00000000000001 at 110 pixels.
        guard size.isPositiveFinite, scale.isFinite, scale > 0, w.isFinite, h.isFinite,
            w <= limit + 1e-9, h <= limit + 1e-9
        else {
            throw .invalidSize(width: size.width, height: size.height, scale: scale)
        }
        return (max(1, Int((w - 1e-9).rounded(.up))), max(1, Int((h - 1e-9).rounded(.up))))
    }

    /// Renders `scene` at `scale` pixels per point onto `background` (transparent when nil).
    ///
    /// - Throws: ``RenderError/invalidSize(width:height:scale:)``,
    ///   ``RenderError/nonFiniteGeometry(item:detail:)`` or
    ///   ``RenderError/geometryTooLarge(item:detail:)``.
    public func render(
        _ scene: IndicatorScene, scale: Double, background: RGBAColor? = nil
    ) throws(RenderError) -> Bitmap {
        let size = try Self.pixelSize(of: scene.size, scale: scale)
        guard var canvas = Canvas(width: size.width, height: size.height, background: background) else {
            throw .invalidSize(width: scene.size.width, height: scene.size.height, scale: scale)
        }
        try draw(scene, scale: scale, into: &canvas)
        return canvas.bitmap
    }

    /// Draws `scene`'s items at `scale` onto an existing canvas (scene point (0, 0) at the
    /// canvas's top-left).
    public func draw(_ scene: IndicatorScene, scale: Double, into canvas: inout Canvas) throws(RenderError) {
        guard scale.isFinite, scale > 0 else {
            throw .invalidSize(width: scene.size.width, height: scene.size.height, scale: scale)
        }
        guard let handle = library.handle else {
            throw .libraryFailure(library: "FreeType", operation: "FT_Init_FreeType", code: Int(library.initError))
        }
        let canvasRect = Rect(x: 0, y: 0, width: Double(canvas.width), height: Double(canvas.height))
        let width = canvas.width, height = canvas.height
        var failure: RenderError?
        canvas.pixels.withUnsafeMutableBufferPointer { pixels in
            painter.pixels = pixels.baseAddress
            painter.width = width
            painter.height = height
            defer { painter.pixels = nil }
            do throws(RenderError) {
                for (index, item) in scene.items.enumerated() {
                    try draw(item, index: index, scale: scale, canvas: canvasRect, library: handle)
                }
            } catch {
                failure = error
            }
        }
        if let failure { throw failure }
    }

    // MARK: - Items

    private func draw(
        _ item: IndicatorScene.Item, index: Int, scale: Double, canvas: Rect,
        library: FT_Library
    ) throws(RenderError) {
        guard !item.opacity.isNaN else {
            throw .nonFiniteGeometry(item: index, detail: "an opacity that is not a number")
        }
        let opacity = RKMath.clamp(item.opacity, 0, 1)
        let t = item.transform
        guard [t.a, t.b, t.c, t.d, t.tx, t.ty].allSatisfy(\.isFinite) else {
            throw .nonFiniteGeometry(item: index, detail: "a non-finite transform")
        }
        var visible = canvas
        if let clip = item.clip {
            guard [clip.minX, clip.minY, clip.width, clip.height].allSatisfy(\.isFinite) else {
                throw .nonFiniteGeometry(item: index, detail: "a non-finite clip rectangle")
            }
            visible = visible.intersection(
                Rect(
                    x: clip.minX * scale, y: clip.minY * scale,
                    width: clip.width * scale, height: clip.height * scale))
        }
        // Nothing shows through a zero opacity, an empty clip or a flattening transform.
        guard opacity > 0, !visible.isEmpty, t.determinant != 0 else { return }
        let toDevice = t.concatenating(.scale(x: scale, y: scale))
        painter.opacity = Float(opacity)
        painter.setClip(visible)

        switch item.content {
        case let .fill(path, rule):
            guard let shader = PaintShader.make(item.paint, transform: toDevice, bounds: { path.bounds }) else {
                return
            }
            try load(path, transform: toDevice, visible: visible, margin: 1, index: index)
            painter.shader = shader
            // FreeType would cover every pixel of such a rectangle wholly and none outside: the
            // same spans, without the outline.
            if let rect = device.pixelAlignedRectangle, !painter.clipIsFractional, painter.paint(rectangle: rect) {
                return
            }
            guard fillOutline.load(fill: device) else { throw tooComplex(index) }
            try check(
                fillOutline.render(
                    library: library, evenOdd: rule == .evenOdd, painter: painter, scratch: &outlineScratch), index)

        case let .stroke(path, style):
            guard style.width.isFinite, !style.trimStart.isNaN, !style.trimEnd.isNaN else {
                throw .nonFiniteGeometry(item: index, detail: "a stroke width or trim that is not a finite number")
            }
            let halfWidth = style.width * abs(toDevice.determinant).squareRoot() / 2
            guard halfWidth > 0,
                let shader = PaintShader.make(item.paint, transform: toDevice, bounds: { path.bounds })
            else { return }
            let key = StrokeOutliner.Key(path: path, style: style, transform: toDevice)
            var outline: OutlineBuffer
            if let cached = strokes.cached(key) {
                outline = cached
            } else {
                let trimmed = style.visiblePart(of: path)
                let reach = StrokeReach(halfWidth: halfWidth, style: style)
                try load(trimmed, transform: toDevice, visible: visible, margin: reach.distance, index: index)
                if device.isEmpty { return }
                var bounded = style
                bounded.miterLimit = reach.miterLimit
                do {
                    outline = try strokes.stroke(device, halfWidth: reach.halfWidth, style: bounded, key: key)
                } catch {
                    switch error {
                    case .tooLarge: throw tooComplex(index)
                    case let .freeType(operation, code):
                        throw .libraryFailure(library: "FreeType", operation: operation, code: Int(code))
                    }
                }
            }
            painter.shader = shader
            try check(
                outline.render(library: library, evenOdd: false, painter: painter, scratch: &outlineScratch), index)

        case let .image(bitmap, rect):
            guard [rect.minX, rect.minY, rect.width, rect.height].allSatisfy(\.isFinite) else {
                throw .nonFiniteGeometry(item: index, detail: "a non-finite image rectangle")
            }
            guard let sampler = ImageSampler(bitmap: bitmap, rect: rect, transform: toDevice) else { return }
            let corners = VectorPath(elements: [
                .move(Point(x: rect.minX, y: rect.minY)), .line(Point(x: rect.maxX, y: rect.minY)),
                .line(Point(x: rect.maxX, y: rect.maxY)), .line(Point(x: rect.minX, y: rect.maxY)), .close,
            ])
            try load(corners, transform: toDevice, visible: visible, margin: 1, index: index)
            guard fillOutline.load(fill: device) else { throw tooComplex(index) }
            painter.shader = .image(sampler)
            try check(
                fillOutline.render(library: library, evenOdd: false, painter: painter, scratch: &outlineScratch), index)
        }
    }

    /// Loads `path` into the device path buffer, translating its problems into render errors.
    private func load(
        _ path: VectorPath, transform: Transform, visible: Rect, margin: Double,
        index: Int
    ) throws(RenderError) {
        do {
            try device.load(
                path, transform: transform, visible: visible, margin: margin,
                limit: Self.maximumCoordinate)
        } catch {
            switch error {
            case .nonFinite:
                throw .nonFiniteGeometry(item: index, detail: "a path coordinate that is not finite")
            case let .tooLarge(extent):
                throw .geometryTooLarge(item: index, detail: "a coordinate reaches \(Int(extent)) pixels")
            }
        }
    }

    private func tooComplex(_ index: Int) -> RenderError {
        .geometryTooLarge(item: index, detail: "its outline has more than \(OutlineBuffer.maximumPoints) points")
    }

    private func check(_ error: FT_Error, _ index: Int) throws(RenderError) {
        guard error == 0 else {
            throw .libraryFailure(library: "FreeType", operation: "FT_Outline_Render (item \(index))", code: Int(error))
        }
    }
}
