import RefreshKitCore
import RefreshKitRender

/// How much raster work one `refreshkit render` may ask for, checked before anything is drawn.
///
/// Memory no longer grows with a cycle's length (frames are encoded and written one at a time)
/// and one frame is bounded by ``Rasterizer/maximumPixelsPerSide`` (at most 8192×8192 pixels,
/// about 0.5 GB while a GIF streams). What still grows is the work: drawing, quantizing and
/// compressing every pixel of every frame, and a PNG sequence's files on disk. A request above
/// ``maximumPixelFrames`` is refused with one line that gives the figures and the options to
/// change, instead of running for a quarter of an hour.
enum RenderBudget {
    /// The most pixels × frames one style's raster cycle may take: 2^33, e.g. 8192×8192 pixels
    /// for 128 frames, or 4096×4096 for 512 (a 4096×4096-point cycle at scale 1 and 50 fps is
    /// 3.8 billion and passes). A release build draws and encodes about 50 (collapsingHeader)
    /// to 300 (barFill) million pixels a second on the 2-core machine of docs/performance.md, so
    /// the budget is between half a minute and three minutes of work per style there.
    static let maximumPixelFrames = 1 << 33

    /// Throws a ``RenderFailure`` naming the first style whose cycle is over budget; a moment,
    /// an SVG cycle (no pixels drawn) and any request within budget pass.
    @MainActor
    static func check(
        _ styles: [IndicatorStyle], size sizeOption: String?, scale: Double, fps: Double,
        timing: RenderJob.Timing, format: RenderFormat
    ) throws {
        if case .moment = timing { return }
        guard format != .svg else { return }
        for style in styles {
            let size: Size
            if case let .script(cycle) = timing {
                size = cycle.slot
            } else {
                size = try sizeOption.map(RenderInput.size) ?? style.preferredSize
            }
            let pixels = try Rasterizer.checkedPixelSize(size, scale: scale)
            let frames = try RenderTimeline(style: style, size: size, fps: fps, timing: timing, edge: .header).count
            let work = pixels.width * pixels.height * frames
            guard work <= maximumPixelFrames else {
                throw RenderFailure(
                    "\(style.name) at \(pixels.width)x\(pixels.height) pixels for \(frames) frames is "
                        + "\(billions(work)) billion pixels x frames, more than the \(billions(maximumPixelFrames)) "
                        + "billion one render may take; \(smaller(timing)), or a lower --fps")
            }
        }
    }

    /// The memory a raster render needs per pixel of a frame, in bytes: the canvas (4), the GIF
    /// writer's copy of the last frame (4) or the PNG's straight-alpha copy (4) and its encoded
    /// bytes, the rasterizer's coverage and the quantizer's tables (measured: about 13 for a
    /// GIF, 14 for a PNG, with room to spare).
    static let bytesPerPixel = 16

    /// Refuses, with one line, a raster render whose frames would not fit under the process's
    /// address-space limit (`ulimit -v`), before anything is allocated; SVG draws no pixels.
    @MainActor
    static func checkMemory(
        _ styles: [IndicatorStyle], size sizeOption: String?, scale: Double, timing: RenderJob.Timing,
        format: RenderFormat
    ) throws {
        guard format != .svg else { return }
        for style in styles {
            var size = try sizeOption.map(RenderInput.size) ?? style.preferredSize
            if case let .script(cycle) = timing { size = cycle.slot }
            let pixels = try Rasterizer.checkedPixelSize(size, scale: scale)
            let bytes = pixels.width * pixels.height * bytesPerPixel
            if let shortfall = AddressSpace.shortfall(bytes) {
                throw RenderFailure(
                    "\(style.name) at \(pixels.width)x\(pixels.height) pixels needs about "
                        + "\(AddressSpace.megabytes(bytes)), \(shortfall); \(smaller(timing)), or raise the limit"
                )
            }
        }
    }

    /// What makes a frame smaller: `--size` or `--scale`, or for a script (whose slot is not
    /// `--size`) `--scale` or a smaller slot in the script.
    private static func smaller(_ timing: RenderJob.Timing) -> String {
        guard case let .script(cycle) = timing else { return "pass a smaller --size or --scale" }
        return "pass a smaller --scale or a smaller header's slot in --script \(cycle.file.quotedInput())"
    }

    /// `value` in billions with one decimal (`14.8`).
    private static func billions(_ value: Int) -> String {
        let tenths = (value + 50_000_000) / 100_000_000
        return "\(tenths / 10).\(tenths % 10)"
    }
}
