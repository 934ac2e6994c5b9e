import RefreshKitCore
import RefreshKitRender

/// Core Graphics' drawing in the model (https://developer.apple.com/documentation/coregraphics/cgcontext):
/// the current transform (`ctm`) maps user space onto the pixels; a path is kept in device space as
/// it is built; fills, strokes (in user space, so the transform scales the line), linear gradients
/// (padded at both ends: the model draws no other kind) and images are painted under the current
/// alpha and clip; painting or clipping ends the path; `saveGState`/`restoreGState` keep the whole
/// state. Pixels are rasterized by RefreshKit's rasterizer and composited source-over.
extension CGContext {
    // MARK: State

    /// Saves the drawing state.
    public func saveGState() { savedStates.append(gstate) }
    /// Restores the state last saved.
    public func restoreGState() { if let saved = savedStates.popLast() { gstate = saved } }
    /// User space to device space.
    public var ctm: CGAffineTransform { gstate.ctm }
    /// Moves user space's origin.
    public func translateBy(x: CGFloat, y: CGFloat) { concatenate(CGAffineTransform(translationX: x, y: y)) }
    /// Scales user space.
    public func scaleBy(x: CGFloat, y: CGFloat) { concatenate(CGAffineTransform(scaleX: x, y: y)) }
    /// Turns user space by `angle` radians.
    public func rotate(by angle: CGFloat) { concatenate(CGAffineTransform(rotationAngle: angle)) }
    /// Applies `transform` to user space first.
    public func concatenate(_ transform: CGAffineTransform) { gstate.ctm = transform.concatenating(gstate.ctm) }
    /// The alpha every painting is multiplied by.
    public func setAlpha(_ alpha: CGFloat) { gstate.alpha = Swift.min(Swift.max(alpha, 0), 1) }
    /// The fill colour.
    public func setFillColor(_ color: CGColor) { gstate.fillColor = Self.rgba(color) }
    /// The stroke colour.
    public func setStrokeColor(_ color: CGColor) { gstate.strokeColor = Self.rgba(color) }
    /// The line width, in user space.
    public func setLineWidth(_ width: CGFloat) { gstate.lineWidth = width }
    /// The line cap.
    public func setLineCap(_ cap: CGLineCap) { gstate.lineCap = cap }
    /// The line join.
    public func setLineJoin(_ join: CGLineJoin) { gstate.lineJoin = join }
    /// The miter limit.
    public func setMiterLimit(_ limit: CGFloat) { gstate.miterLimit = limit }

    // MARK: Path

    /// Empties the current path.
    public func beginPath() {
        devicePath = CGMutablePath()
        strokedOutline = nil
    }
    /// Adds `path` (in user space) to the current path.
    public func addPath(_ path: CGPath) { devicePath.elements += path.applying(gstate.ctm).elements }

    /// Adds a rectangle (in user space) to the current path.
    public func addRect(_ rect: CGRect) { addPath(Self.rectangle(rect)) }
    /// Whether the current path is empty.
    public var isPathEmpty: Bool { devicePath.isEmpty }
    /// The current path in user space.
    private var userPath: CGPath { userPath(under: gstate.ctm) }

    /// The current path in the user space of `ctm`.
    private func userPath(under ctm: CGAffineTransform) -> CGPath { devicePath.applying(ctm.inverted()) }

    // MARK: Painting

    /// Fills the current path with the fill colour and ends it.
    public func fillPath(using rule: CGPathFillRule = .winding) {
        paint(
            .fill(LayerRasterizer.vectorPath(devicePath), rule == .evenOdd ? .evenOdd : .nonZero),
            .solid(gstate.fillColor))
        beginPath()
    }

    /// Strokes the current path with the stroke colour and line, in user space, and ends it.
    public func strokePath() {
        paint(
            .stroke(LayerRasterizer.vectorPath(userPath), gstate.strokeOptions), .solid(gstate.strokeColor),
            transform: gstate.ctm)
        beginPath()
    }

    /// Fills `rect` (user space) with the fill colour; the current path is left alone.
    public func fill(_ rect: CGRect) {
        paint(
            .fill(LayerRasterizer.vectorPath(Self.rectangle(rect)), .nonZero), .solid(gstate.fillColor),
            transform: gstate.ctm)
    }

    /// Paints a linear gradient from `start` to `end` (user space) over the clip. The model draws
    /// gradients padded at both ends only (`.drawsBeforeStartLocation` and `.drawsAfterEndLocation`).
    public func drawLinearGradient(
        _ gradient: CGGradient, start: CGPoint, end: CGPoint, options: CGGradientDrawingOptions
    ) {
        precondition(
            options.contains([.drawsBeforeStartLocation, .drawsAfterEndLocation]),
            "Core Animation model: a linear gradient that does not extend past both ends")
        func axis(_ s: CGFloat, _ e: CGFloat) -> (min: Double, size: Double, su: Double, eu: Double) {
            if s == e { return (Double(s), 1, 0, 0) }
            let lo = Swift.min(s, e), size = Swift.abs(e - s)
            return (Double(lo), Double(size), Double((s - lo) / size), Double((e - lo) / size))
        }
        let x = axis(start.x, end.x), y = axis(start.y, end.y)
        let paint = LinearGradientPaint(
            stops: gradient.stops, startPoint: Point(x: x.su, y: y.su), endPoint: Point(x: x.eu, y: y.eu),
            frame: Rect(x: x.min, y: y.min, width: x.size, height: y.size))
        // Everything the clip lets through: the device rectangle, in user space.
        let box = gstate.clipBox ?? CGRect(x: 0, y: 0, width: width, height: height)
        let inverse = gstate.ctm.inverted()
        let corners = [
            CGPoint(x: box.minX, y: box.minY), CGPoint(x: box.maxX, y: box.minY), CGPoint(x: box.maxX, y: box.maxY),
            CGPoint(x: box.minX, y: box.maxY),
        ].map { $0.applying(inverse) }
        let area = CGMutablePath()
        area.move(to: corners[0])
        for corner in corners.dropFirst() { area.addLine(to: corner) }
        area.closeSubpath()
        self.paint(.fill(LayerRasterizer.vectorPath(area), .nonZero), .linearGradient(paint), transform: gstate.ctm)
    }

    /// Draws `image` stretched into `rect` (user space), its first row at the rectangle's maximum y
    /// (user space is y-up in Core Graphics).
    public func draw(_ image: CGImage, in rect: CGRect) {
        guard let pixels = image.premultipliedRGBA(),
            let bitmap = Bitmap(width: image.width, height: image.height, pixels: pixels)
        else { return }
        let flip = CGAffineTransform(a: 1, b: 0, c: 0, d: -1, tx: 0, ty: rect.minY + rect.maxY)
        paint(
            .image(
                bitmap,
                Rect(x: Double(rect.minX), y: Double(rect.minY), width: Double(rect.width), height: Double(rect.height))
            ),
            .solid(.clear), transform: flip.concatenating(gstate.ctm))
    }

    // MARK: Clipping

    /// Intersects the clip with the current path (its fill, or its stroked outline after
    /// `replacePathWithStrokedPath()`), and ends the path.
    public func clip(using rule: CGPathFillRule = .winding) {
        if let stroke = strokedOutline {
            let item = IndicatorScene.Item(
                content: .stroke(LayerRasterizer.vectorPath(userPath(under: stroke.ctm)), stroke.strokeOptions),
                paint: .solid(.black),
                transform: Transform(stroke.ctm))
            intersectClip(with: item)
        } else {
            intersectClip(
                with: IndicatorScene.Item(
                    content: .fill(LayerRasterizer.vectorPath(devicePath), rule == .evenOdd ? .evenOdd : .nonZero),
                    paint: .solid(.black)))
        }
        beginPath()
    }

    /// Intersects the clip with `rect` (user space).
    public func clip(to rect: CGRect) {
        intersectClip(
            with: IndicatorScene.Item(
                content: .fill(LayerRasterizer.vectorPath(Self.rectangle(rect)), .nonZero), paint: .solid(.black),
                transform: Transform(gstate.ctm)))
    }

    /// Makes the current path stand for the outline of its stroke with the current line.
    public func replacePathWithStrokedPath() {
        strokedOutline = gstate
    }

    /// The clip's bounding box, in user space.
    public var boundingBoxOfClipPath: CGRect {
        (gstate.clipBox ?? CGRect(x: 0, y: 0, width: width, height: height)).applying(gstate.ctm.inverted())
    }
}

extension CGContext {
    /// Paints `content` with `paint` under `transform` (user to device), the alpha and the clip.
    private func paint(_ content: IndicatorScene.Content, _ paint: Paint, transform: CGAffineTransform = .identity) {
        guard var layer = Canvas(width: width, height: height) else { return }
        let item = IndicatorScene.Item(content: content, paint: paint, transform: Transform(transform))
        // What Core Graphics cannot draw (a non-finite point, a singular transform) draws nothing.
        guard (try? rasterizer.draw(IndicatorScene(size: deviceSize, items: [item]), scale: 1, into: &layer)) != nil
        else {
            return
        }
        if let clip = gstate.clip { layer.multiply(byAlphaOf: clip) }
        var canvas = readCanvas()
        canvas.composite(layer, opacity: Double(gstate.alpha))
        write(canvas)
    }

    /// Intersects the clip with the coverage of `item` (drawn in black).
    private func intersectClip(with item: IndicatorScene.Item) {
        guard var coverage = Canvas(width: width, height: height) else { return }
        _ = try? rasterizer.draw(IndicatorScene(size: deviceSize, items: [item]), scale: 1, into: &coverage)
        if let clip = gstate.clip { coverage.multiply(byAlphaOf: clip) }
        gstate.clip = coverage
        var minX = width, minY = height, maxX = -1, maxY = -1
        for y in 0..<height {
            for x in 0..<width where coverage.pixels[(y * width + x) * 4 + 3] > 0 {
                minX = Swift.min(minX, x)
                minY = Swift.min(minY, y)
                maxX = Swift.max(maxX, x)
                maxY = Swift.max(maxY, y)
            }
        }
        gstate.clipBox =
            maxX < 0 ? CGRect.zero : CGRect(x: minX, y: minY, width: maxX - minX + 1, height: maxY - minY + 1)
    }

    private var deviceSize: Size { Size(width: Double(width), height: Double(height)) }

    /// The pixels as a premultiplied RGBA canvas.
    private func readCanvas() -> Canvas {
        let bytes = UnsafeRawBufferPointer(start: data, count: bytesPerRow * height)
        let rgba = CGBitmapInfo(rawValue: bitmapInfo).premultipliedRGBA(
            bytes, width: width, height: height, bytesPerRow: bytesPerRow)!
        return Canvas(width: width, height: height, pixels: rgba)!
    }

    /// Writes `canvas` back in the context's layout.
    private func write(_ canvas: Canvas) {
        let order = pixelOrder
        let bytes = data!.bindMemory(to: UInt8.self, capacity: bytesPerRow * height)
        for y in 0..<height {
            for x in 0..<width {
                let s = (y * width + x) * 4, d = y * bytesPerRow + x * 4
                bytes[d + order.r] = canvas.pixels[s]
                bytes[d + order.g] = canvas.pixels[s + 1]
                bytes[d + order.b] = canvas.pixels[s + 2]
                if let a = order.a { bytes[d + a] = canvas.pixels[s + 3] }
            }
        }
    }

    /// Memory offsets of red, green, blue and (when stored) alpha in a pixel.
    private var pixelOrder: (r: Int, g: Int, b: Int, a: Int?) {
        CGBitmapInfo(rawValue: bitmapInfo).channelOffsets!
    }

    static func rgba(_ color: CGColor) -> RGBAColor {
        let c = (color.components ?? [0, 0, 0, 1]).map(Double.init)
        return RGBAColor(red: c[0], green: c[1], blue: c[2], alpha: c.count > 3 ? c[3] : 1)
    }

    static func rectangle(_ r: CGRect) -> CGPath {
        let path = CGMutablePath()
        path.move(to: CGPoint(x: r.minX, y: r.minY))
        path.addLine(to: CGPoint(x: r.maxX, y: r.minY))
        path.addLine(to: CGPoint(x: r.maxX, y: r.maxY))
        path.addLine(to: CGPoint(x: r.minX, y: r.maxY))
        path.closeSubpath()
        return path
    }
}

extension Transform {
    /// The same transform.
    init(_ t: CGAffineTransform) {
        self.init(a: Double(t.a), b: Double(t.b), c: Double(t.c), d: Double(t.d), tx: Double(t.tx), ty: Double(t.ty))
    }
}
