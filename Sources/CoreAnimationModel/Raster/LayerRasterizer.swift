import RefreshKitCore
import RefreshKitRender

/// Draws a presented layer tree with RefreshKit's rasterizer, by Core Animation's rules: each
/// layer's background colour, then its image, shape (fill under stroke) or gradient, then its
/// sublayers in order; `masksToBounds` clips to `bounds`; a mask keeps what its alpha covers;
/// `opacity` applies to the layer and its sublayers as one group (`allowsGroupOpacity`, on by
/// default on iOS). Layers that need a group of their own (a mask, a clip that is not an
/// axis-aligned rectangle, a translucent layer with more than one drawing) are drawn apart and
/// composited; everything else is drawn straight onto the canvas.
public final class LayerRasterizer {
    private let rasterizer = Rasterizer()

    public init() {}

    /// The tree under `root` at `scale` pixels per point, over `root`'s bounds (the root's own
    /// position and transform are left out: its space is the image's).
    ///
    /// - Throws: ``ModelError`` for what the model does not draw, or a `RenderError`.
    public func render(_ root: PresentedLayer, scale: Double, background: RGBAColor? = nil) throws -> Bitmap {
        let size = Size(width: root.bounds.width, height: root.bounds.height)
        let pixels = try Rasterizer.pixelSize(of: size, scale: scale)
        guard var canvas = Canvas(width: pixels.width, height: pixels.height, background: background) else {
            throw ModelError.unsupported("a canvas of \(pixels.width)×\(pixels.height) pixels")
        }
        var target = Target(size: size, scale: scale, rasterizer: rasterizer)
        let toImage = Transform.translation(x: -root.bounds.minX, y: -root.bounds.minY)
        try draw(root, transform: toImage, clip: nil, opacity: 1, into: &canvas, target: &target)
        try target.flush(into: &canvas)
        return canvas.bitmap
    }

    /// Items waiting to be drawn onto a canvas, in order.
    private struct Target {
        let size: Size
        let scale: Double
        let rasterizer: Rasterizer
        var pending: [IndicatorScene.Item] = []

        mutating func flush(into canvas: inout Canvas) throws {
            guard !pending.isEmpty else { return }
            try rasterizer.draw(IndicatorScene(size: size, items: pending), scale: scale, into: &canvas)
            pending.removeAll(keepingCapacity: true)
        }

        func blank() throws -> Canvas {
            guard
                let canvas = Canvas(
                    width: Int((size.width * scale - 1e-9).rounded(.up)).clamped,
                    height: Int((size.height * scale - 1e-9).rounded(.up)).clamped)
            else {
                throw ModelError.unsupported("an empty canvas")
            }
            return canvas
        }
    }

    /// Draws `layer` (whose space `transform` maps into the image's, in points).
    private func draw(
        _ layer: PresentedLayer, transform: Transform, clip: Rect?, opacity: Double,
        into canvas: inout Canvas, target: inout Target
    ) throws {
        let s = layer.state
        guard !s.isHidden, s.opacity > 0 else { return }
        guard CATransform3DIsIdentity(s.sublayerTransform) else { throw ModelError.unsupported("sublayerTransform") }
        let axisAligned = transform.b == 0 && transform.c == 0
        let boundsRect = Rect(x: s.bounds.minX, y: s.bounds.minY, width: s.bounds.width, height: s.bounds.height)
        let clipsOwnGroup = s.masksToBounds && !axisAligned
        let needsGroup = layer.mask != nil || clipsOwnGroup || (s.opacity < 1 && Self.drawings(in: layer) > 1)
        var innerClip = clip
        if s.masksToBounds && axisAligned {
            let box = Self.box(boundsRect, transform)
            innerClip = clip.map { Self.intersect($0, box) } ?? box
        }
        if !needsGroup {
            try drawContent(
                layer, transform: transform, clip: innerClip, opacity: opacity * Double(s.opacity),
                into: &canvas, target: &target)
            return
        }
        try target.flush(into: &canvas)
        var group = try target.blank()
        var inner = Target(size: target.size, scale: target.scale, rasterizer: rasterizer)
        try drawContent(layer, transform: transform, clip: innerClip, opacity: 1, into: &group, target: &inner)
        try inner.flush(into: &group)
        if let mask = layer.mask {
            var alpha = try target.blank()
            var maskTarget = Target(size: target.size, scale: target.scale, rasterizer: rasterizer)
            try draw(
                mask, transform: Self.placement(of: mask.state).concatenating(transform), clip: nil, opacity: 1,
                into: &alpha, target: &maskTarget)
            try maskTarget.flush(into: &alpha)
            group.multiply(byAlphaOf: alpha)
        }
        if clipsOwnGroup {
            var alpha = try target.blank()
            try rasterizer.draw(
                IndicatorScene(
                    size: target.size,
                    items: [
                        IndicatorScene.Item(
                            content: .fill(Self.rectangle(boundsRect), .nonZero), paint: .solid(.black),
                            transform: transform)
                    ]), scale: target.scale, into: &alpha)
            group.multiply(byAlphaOf: alpha)
        }
        canvas.composite(group, opacity: opacity * Double(s.opacity))
    }

    /// The layer's own drawing, then its sublayers.
    private func drawContent(
        _ layer: PresentedLayer, transform: Transform, clip: Rect?, opacity: Double,
        into canvas: inout Canvas, target: inout Target
    ) throws {
        let s = layer.state
        let boundsRect = Rect(x: s.bounds.minX, y: s.bounds.minY, width: s.bounds.width, height: s.bounds.height)
        func add(_ content: IndicatorScene.Content, _ paint: Paint) {
            target.pending.append(
                IndicatorScene.Item(
                    content: content, paint: paint, transform: transform,
                    opacity: opacity, clip: clip))
        }
        let drawsOwnContent = s.contents != nil || s.backgroundColor != nil || layer.kind != .plain
        if drawsOwnContent, !(s.contentsScale > 0) || !s.contentsScale.isFinite {
            throw ModelError.undefined("a layer that draws with contentsScale \(s.contentsScale)")
        }
        if let color = s.backgroundColor { add(.fill(Self.rectangle(boundsRect), .nonZero), .solid(Self.color(color))) }
        if let contents = s.contents {
            guard let image = contents as? CGImage else {
                throw ModelError.unsupported("contents that are not a CGImage")
            }
            guard let rgba = image.premultipliedRGBA(),
                let bitmap = Bitmap(width: image.width, height: image.height, pixels: rgba)
            else {
                throw ModelError.unsupported("an image layout (bitmap info \(image.bitmapInfo.rawValue))")
            }
            add(.image(bitmap, boundsRect), .solid(.black))
        }
        switch layer.kind {
        case .plain:
            break
        case .shape:
            if let path = s.path, !path.isEmpty {
                let vector = Self.vectorPath(path)
                if let fill = s.fillColor, fill.alpha > 0 {
                    add(.fill(vector, s.fillRule == .evenOdd ? .evenOdd : .nonZero), .solid(Self.color(fill)))
                }
                if let stroke = s.strokeColor, stroke.alpha > 0, s.lineWidth > 0 {
                    guard s.lineDashPattern?.isEmpty ?? true else { throw ModelError.unsupported("lineDashPattern") }
                    let options = StrokeOptions(
                        width: s.lineWidth, cap: s.lineCap == .round ? .round : s.lineCap == .square ? .square : .butt,
                        join: s.lineJoin == .round ? .round : s.lineJoin == .bevel ? .bevel : .miter,
                        miterLimit: s.miterLimit, trimStart: Swift.min(Swift.max(s.strokeStart, 0), 1),
                        trimEnd: Swift.min(Swift.max(s.strokeEnd, 0), 1))
                    add(.stroke(vector, options), .solid(Self.color(stroke)))
                }
            }
        case .gradient:
            guard s.gradientType == .axial else { throw ModelError.unsupported("\(s.gradientType.rawValue) gradients") }
            let colors = try (s.colors ?? []).map { (object: Any) throws -> CGColor in
                guard let color = object as? CGColor else {
                    throw ModelError.unsupported("gradient colours that are not CGColors")
                }
                return color
            }
            if !colors.isEmpty, boundsRect.width > 0, boundsRect.height > 0 {
                let locations: [Double]
                if let given = s.locations {
                    guard given.count == colors.count else {
                        throw ModelError.undefined("\(given.count) gradient locations for \(colors.count) colours")
                    }
                    locations = given.map(\.doubleValue)
                } else {
                    locations = colors.count == 1 ? [0] : colors.indices.map { Double($0) / Double(colors.count - 1) }
                }
                let stops = zip(locations, colors).map { GradientStop(location: $0, color: Self.color($1)) }
                let paint = LinearGradientPaint(
                    stops: stops, startPoint: Point(x: s.startPoint.x, y: s.startPoint.y),
                    endPoint: Point(x: s.endPoint.x, y: s.endPoint.y), frame: boundsRect)
                add(.fill(Self.rectangle(boundsRect), .nonZero), .linearGradient(paint))
            }
        }
        for child in layer.sublayers {
            try draw(
                child, transform: Self.placement(of: child.state).concatenating(transform), clip: clip,
                opacity: opacity, into: &canvas, target: &target)
        }
    }

    /// How a layer's space sits in its parent's: `p ↦ position + transform(p − anchor)`.
    static func placement(of s: LayerState) -> Transform {
        let anchor = Point(
            x: s.bounds.minX + s.anchorPoint.x * s.bounds.width,
            y: s.bounds.minY + s.anchorPoint.y * s.bounds.height)
        let t = s.transform.affine
        return Transform.translation(x: -anchor.x, y: -anchor.y)
            .concatenating(Transform(a: t.a, b: t.b, c: t.c, d: t.d, tx: t.tx, ty: t.ty))
            .concatenating(.translation(x: s.position.x, y: s.position.y))
    }

    /// How many drawings the tree under `layer` makes (for group opacity).
    private static func drawings(in layer: PresentedLayer) -> Int {
        let s = layer.state
        guard !s.isHidden else { return 0 }
        var own = (s.backgroundColor != nil ? 1 : 0) + (s.contents != nil ? 1 : 0)
        if layer.kind == .shape { own += (s.fillColor != nil ? 1 : 0) + (s.strokeColor != nil ? 1 : 0) }
        if layer.kind == .gradient { own += 1 }
        return own + layer.sublayers.reduce(0) { $0 + drawings(in: $1) }
    }

    private static func color(_ c: CGColor) -> RGBAColor {
        let v = c.components ?? [0, 0, 0, 1]
        return RGBAColor(red: v[0], green: v[1], blue: v[2], alpha: v[3])
    }

    private static func rectangle(_ r: Rect) -> VectorPath {
        VectorPath(elements: [
            .move(Point(x: r.minX, y: r.minY)), .line(Point(x: r.maxX, y: r.minY)),
            .line(Point(x: r.maxX, y: r.maxY)), .line(Point(x: r.minX, y: r.maxY)), .close,
        ])
    }

    static func vectorPath(_ path: CGPath) -> VectorPath {
        func p(_ q: CGPoint) -> Point { Point(x: q.x, y: q.y) }
        return VectorPath(
            elements: path.elements.map { element -> VectorPath.Element in
                switch element {
                case let .move(q): .move(p(q))
                case let .line(q): .line(p(q))
                case let .quad(c, q): .quad(p(c), p(q))
                case let .cubic(c1, c2, q): .cubic(p(c1), p(c2), p(q))
                case .close: .close
                }
            })
    }

    /// The bounding box of `r` moved by an axis-aligned `t`.
    private static func box(_ r: Rect, _ t: Transform) -> Rect {
        let a = t.apply(Point(x: r.minX, y: r.minY)), b = t.apply(Point(x: r.maxX, y: r.maxY))
        return Rect(
            x: Swift.min(a.x, b.x), y: Swift.min(a.y, b.y), width: Swift.abs(b.x - a.x), height: Swift.abs(b.y - a.y))
    }

    private static func intersect(_ a: Rect, _ b: Rect) -> Rect {
        let x0 = Swift.max(a.minX, b.minX), y0 = Swift.max(a.minY, b.minY)
        let x1 = Swift.min(a.maxX, b.maxX), y1 = Swift.min(a.maxY, b.maxY)
        return Rect(x: x0, y: y0, width: Swift.max(0, x1 - x0), height: Swift.max(0, y1 - y0))
    }
}

private extension Int {
    var clamped: Int { Swift.max(1, self) }
}
