import RefreshKitCore
import RefreshKitSimulation
import RefreshKitRender

extension BenchmarkScenes {
    /// The default cycle of an indicator style for a `size`-point header, written as
    /// `refreshkit render --style NAME --size WxH --scale S --fps F --out PATH` writes it :
    /// scenes drawn one at a time into one reused canvas, each handed to a ``GIFStreamWriter``
    /// that encodes and writes it at once. Returns the number of frames drawn.
    @MainActor
    public static func streamCycleGIF(
        of style: BenchmarkStyle, size: Size, scale: Double, fps: Double,
        glyphs: any GlyphSource, to path: String
    ) throws -> Int {
        let (indicator, moments) = try cycle(of: style.style, size: size, fps: fps)
        let pixels = try Rasterizer.pixelSize(of: size, scale: scale)
        let writer = try GIFStreamWriter(path: path, width: pixels.width, height: pixels.height)
        let rasterizer = Rasterizer()
        guard var canvas = Canvas(width: pixels.width, height: pixels.height) else {
            throw RenderError.invalidSize(width: size.width, height: size.height, scale: scale)
        }
        for moment in moments {
            let scene = indicator.scene(
                for: moment.context(
                    size: size, displayScale: scale, lastUpdated: lastUpdated,
                    glyphs: glyphs))
            canvas.clear()
            try rasterizer.draw(scene, scale: scale, into: &canvas)
            try writer.add(canvas.bitmap, delay: 1 / fps)
        }
        try writer.finish()
        return moments.count
    }

    /// The same GIF as ``streamCycleGIF(of:size:scale:fps:glyphs:to:)`` made as `refreshkit render`
    /// made it before it streamed: every frame rendered and kept, then `GIFWriter.write(_:to:)`.
    @MainActor
    public static func batchCycleGIF(
        of style: BenchmarkStyle, size: Size, scale: Double, fps: Double,
        glyphs: any GlyphSource, to path: String
    ) throws -> Int {
        let (indicator, moments) = try cycle(of: style.style, size: size, fps: fps)
        let rasterizer = Rasterizer()
        let frames = try moments.map { moment in
            let scene = indicator.scene(
                for: moment.context(
                    size: size, displayScale: scale, lastUpdated: lastUpdated,
                    glyphs: glyphs))
            return GIFFrame(bitmap: try rasterizer.render(scene, scale: scale), delay: 1 / fps)
        }
        try GIFWriter().write(frames, to: path)
        return frames.count
    }

    /// A new indicator of `style` and the moments of its default cycle for a `size`-point header.
    @MainActor
    private static func cycle(
        of style: IndicatorStyle, size: Size,
        fps: Double
    ) throws -> (any RefreshIndicator, [IndicatorMoment]) {
        guard case let .indicator(make) = style.kind else {
            throw RenderError.invalidFrames(reason: "\(style.name) is not an indicator style; pass one such as barFill")
        }
        let indicator = make()
        let cycle = IndicatorCycle(configuration: RefreshConfiguration(height: size.height), fps: fps)
        return (indicator, try cycle.moments(for: indicator))
    }
}
