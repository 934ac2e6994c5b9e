import Foundation
import RefreshKitRender
import RefreshKitSimulation

/// One style rendered to one output: a moment or a whole cycle, as PNG, GIF or SVG.
@MainActor
struct RenderJob {
    /// What to show: one moment, or the whole default cycle.
    enum Timing {
        case moment(state: RefreshState, pull: Double, time: Double, refreshingDuration: Double)
        case cycle
    }

    var style: IndicatorStyle
    var size: Size
    var scale: Double
    var fps: Double
    var format: RenderFormat
    var timing: Timing
    var edge: RefreshEdge
    var tint: RGBAColor?
    var background: RGBAColor?
    var transparentGIF: Bool
    var reduceMotion: Bool
    var locale: String
    var lastUpdated: String?
    var glyphs: any GlyphSource

    /// Renders and stages the output for `path` in `transaction` (a file, or a directory of
    /// frames for a cycle as PNG/SVG); nothing reaches `path` until the transaction commits.
    func write(to path: String, in transaction: OutputTransaction) throws {
        let scenes = try self.scenes()
        do {
            try write(scenes, to: path, in: transaction)
        } catch let failure as RenderFailure {
            throw failure
        } catch RenderError.cannotWrite(_, let reason) {
            // Said of the final path: the temporary file beside it is not the user's business.
            throw RenderFailure("cannot write --out \(path.quotedInput()): \(reason)")
        } catch RenderError.geometryTooLarge(let item, let detail) {
            // The renderer's limit, said in terms of the options that lead to it.
            throw RenderFailure("\(style.name) at --size \(RenderInput.format(size.width))x\(RenderInput.format(size.height)) "
                + "and --scale \(RenderInput.format(scale)) is too large to rasterize (scene item \(item): \(detail)); "
                + "pass a smaller --size or --scale, or shorter texts")
        } catch {
            throw RenderFailure(reporting: error)
        }
    }

    private func write(_ scenes: [IndicatorScene], to path: String, in transaction: OutputTransaction) throws {
        switch (format, timing) {
        case (.gif, _):
            let file = try transaction.stageFile(for: path)
            let rasterizer = Rasterizer()
            var frames: [GIFFrame] = []
            frames.reserveCapacity(scenes.count)
            for scene in scenes {
                frames.append(GIFFrame(bitmap: try rasterizer.render(scene, scale: scale, background: background),
                                       delay: 1 / fps))
            }
            let matte = background ?? GIFWriter.Configuration.defaultMatte
            try GIFWriter(configuration: .init(matte: matte, transparency: transparentGIF)).write(frames, to: file)
        case (.png, .moment):
            let file = try transaction.stageFile(for: path)
            try PNGWriter.write(Rasterizer().render(scenes[0], scale: scale, background: background), to: file)
        case (.svg, .moment):
            let file = try transaction.stageFile(for: path)
            try FileIO.write(Array(svg(scenes[0]).utf8), to: file)
        case (.png, .cycle), (.svg, .cycle):
            let directory = try transaction.stageFrameDirectory(for: path)
            let rasterizer = Rasterizer()
            for (index, scene) in scenes.enumerated() {
                let file = "\(directory)/frame-\(Self.padded(index)).\(format.rawValue)"
                if format == .png {
                    try PNGWriter.write(rasterizer.render(scene, scale: scale, background: background), to: file)
                } else {
                    try FileIO.write(Array(svg(scene).utf8), to: file)
                }
            }
        }
    }

    /// The scenes to draw, one per frame.
    func scenes() throws -> [IndicatorScene] {
        switch style.kind {
        case let .indicator(make):
            let indicator = make()
            let moments: [IndicatorMoment]
            switch timing {
            case let .moment(state, pull, time, refreshingDuration):
                moments = [IndicatorMoment(state: state, edge: edge, pullDistance: pull, triggerDistance: size.height,
                                           time: time, refreshingDuration: refreshingDuration)]
            case .cycle:
                let cycle = IndicatorCycle(configuration: RefreshConfiguration(height: size.height), fps: fps)
                do { moments = try cycle.moments(for: indicator) } catch { throw RenderFailure(reporting: error) }
            }
            return moments.map { moment in
                indicator.scene(for: moment.context(size: size, displayScale: scale, tintColor: tint,
                                                    backgroundColor: background, reduceMotion: reduceMotion,
                                                    locale: locale, lastUpdated: lastUpdated, glyphs: glyphs))
            }
        case .collapsingHeader:
            let config = CollapsingHeaderController.Configuration(maxHeight: size.height)
            let drawer = CollapsingHeaderScene()
            let frames: [CollapsingHeaderCycle.Frame]
            switch timing {
            case let .moment(_, pull, _, _):
                let percentage = RKMath.clamp(pull / size.height, 0, 1)
                let height = config.minHeight + percentage * (config.maxHeight - config.minHeight)
                frames = [.init(t: 0, height: height, percentage: percentage,
                                titleTop: -(height - config.minHeight) + config.titleMargin)]
            case .cycle:
                do { frames = try CollapsingHeaderCycle(configuration: config, fps: fps).frames() } catch {
                    throw RenderFailure(reporting: error)
                }
            }
            return frames.map {
                drawer.scene(size: size, height: $0.height, percentage: $0.percentage, titleTop: $0.titleTop, glyphs: glyphs)
            }
        }
    }

    private func svg(_ scene: IndicatorScene) -> String {
        SVGWriter.svg(for: scene, pngEncoder: { try? PNGWriter.encode($0) })
    }

    static func padded(_ index: Int) -> String {
        let digits = String(index)
        return String(repeating: "0", count: Swift.max(0, 4 - digits.count)) + digits
    }
}
