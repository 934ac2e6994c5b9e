import Foundation
import RefreshKitRender
import RefreshKitSimulation

/// One style rendered to one output: a moment or a whole cycle, as PNG, GIF or SVG.
@MainActor
struct RenderJob {
    /// What to show: one moment, the whole default cycle, or a gesture script's cycle.
    enum Timing {
        case moment(state: RefreshState, pull: Double, time: Double, refreshingDuration: Double)
        case cycle
        case script(ScriptedCycle)
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
    var lastUpdated: LastUpdatedTime?
    var layoutDirection: RefreshLayoutDirection?
    var glyphs: any GlyphSource
    /// Light or dark: the styles' palette and, in dark, the background drawn behind them.
    var appearance: IndicatorAppearance = .light
    /// From the indicator's scene, or from its layer plans as Core Animation would show them.
    var via: RenderVia = .scene
    /// Called after each frame of a cycle with the frames drawn and their count.
    var drewFrame: (_ frame: Int, _ count: Int) -> Void = { _, _ in }

    /// What the raster frames are drawn on: `--background`, else the dark palette's background
    /// in dark, else nothing (transparent PNG frames, the GIF's white matte).
    /// A transparent GIF (`--transparent`) has none, in either appearance.
    var canvasBackground: RGBAColor? {
        if transparentGIF && format == .gif { return nil }
        return background ?? (appearance.colorScheme == .dark ? appearance.palette.background : nil)
    }

    /// What a GIF's edges are blended with where a pixel is partly transparent: the dark
    /// background in dark (so a transparent dark GIF sits cleanly on a dark page), else white.
    var gifMatte: RGBAColor {
        appearance.colorScheme == .dark ? appearance.palette.background : GIFWriter.Configuration.defaultMatte
    }

    /// Renders into the output `target` gives (a file, or a folder of frames for a cycle as
    /// PNG/SVG, asked for once there is something to write); nothing reaches its destination,
    /// named `shown` in messages, until the transaction commits.
    ///
    /// - Returns: With `--via layers`, one line per phase that has no plan of keyframes and was
    ///   drawn from the scene (for standard error once everything is written); else none.
    @discardableResult
    func write(to target: () throws -> OutputTransaction.Target, shown: String) throws -> [String] {
        let (scenes, notes) = try drawing()
        do {
            try write(scenes, to: target)
        } catch let failure as RenderFailure {
            throw failure
        } catch RenderError.cannotWrite(_, let reason) {
            // Said of the final path: the temporary file beside it is not the user's business.
            throw RenderFailure("cannot write --out \(shown.quotedInput()): \(FileSystem.reason(reason))")
        } catch RenderError.invalidFrames(let reason) where reason.contains("lasts longer than") {
            // Frames alike are merged into one GIF frame, which lasts at most 655.35 s.
            var prefix = "", advice = "pass --format png or svg"
            if case let .script(cycle) = timing {
                prefix = "--script \(cycle.file.quotedInput()): "
                advice = "shorten the script's waits where nothing moves, or " + advice
            }
            throw RenderFailure(
                "\(prefix)\(style.name)'s picture stays the same for more than \(Int(UInt16.max) / 100) seconds, "
                    + "longer than a GIF frame can last; \(advice)")
        } catch RenderError.geometryTooLarge(let item, let detail) {
            // The renderer's limit, said in terms of the options that lead to it.
            throw RenderFailure(
                "\(style.name) at --size \(RenderInput.format(size.width))x\(RenderInput.format(size.height)) "
                    + "and --scale \(RenderInput.format(scale)) is too large to rasterize (scene item \(item): \(detail)); "
                    + "pass a smaller --size or --scale, or shorter texts")
        } catch {
            throw RenderFailure(reporting: error)
        }
        return notes
    }

    private func write(_ scenes: LazyScenes, to target: () throws -> OutputTransaction.Target) throws {
        switch (format, timing) {
        case (.gif, _):
            let file = try target().file(shown: style.name)
            try writeGIF(scenes, to: file)
            try file.finish()
        case (.png, .moment), (.svg, .moment):
            guard let scene = scenes.first else { return }
            let file = try target().file(shown: style.name)
            try file.write(
                format == .png
                    ? PNGWriter.encode(Rasterizer().render(scene, scale: scale, background: canvasBackground))
                    : Array(svg(scene).utf8))
            try file.finish()
        case (.png, .cycle), (.svg, .cycle), (.png, .script), (.svg, .script):
            let folder = try target().folder(shown: style.name)
            let rasterizer = Rasterizer()
            for (index, scene) in scenes.enumerated() {
                defer { drewFrame(index + 1, scenes.count) }
                let file = try folder.file(FrameName.name(index, extension: format.rawValue))
                if format == .png {
                    try file.write(
                        PNGWriter.encode(rasterizer.render(scene, scale: scale, background: canvasBackground)))
                } else {
                    try file.write(Array(svg(scene).utf8))
                }
                try file.finish()
            }
        }
    }

    /// Draws each scene into one reused canvas and hands it to a ``GIFStreamWriter``, which
    /// encodes and writes it at once: memory stays at about two frames whatever the cycle's
    /// length (the canvas and the writer's copy of the last frame).
    private func writeGIF(_ scenes: LazyScenes, to file: OutputFile) throws {
        let pixels = try Rasterizer.checkedPixelSize(size, scale: scale)
        let background = canvasBackground
        let matte = background ?? gifMatte
        let writer = try GIFStreamWriter(
            descriptor: file.descriptor, path: file.shown, width: pixels.width, height: pixels.height,
            configuration: .init(matte: matte, transparency: transparentGIF))
        guard var canvas = Canvas(width: pixels.width, height: pixels.height, background: background) else {
            throw RenderFailure("\(RenderError.invalidSize(width: size.width, height: size.height, scale: scale))")
        }
        let rasterizer = Rasterizer()
        let schedule = GIFFrameSchedule(count: scenes.count, fps: fps)
        var drawn = 0
        for (index, scene) in scenes.enumerated() {
            defer { drewFrame(index + 1, scenes.count) }
            // Every scene is drawn in order (indicators may keep state); a frame merged into the
            // one before is not rasterized.
            guard let delay = schedule.delays[index] else { continue }
            guard try Rasterizer.checkedPixelSize(scene.size, scale: scale) == pixels else {
                throw RenderFailure(
                    "frame \(index) of \(style.name) is \(scene.size.width)x\(scene.size.height) points, "
                        + "not \(size.width)x\(size.height); an indicator draws at the size it is given")
            }
            if drawn > 0 { canvas.clear(to: background) }  // in place: the last frame's bitmap is gone
            try rasterizer.draw(scene, scale: scale, into: &canvas)
            try writer.add(canvas.bitmap, delay: delay)
            drawn += 1
        }
        try writer.finish()
    }

    /// The scenes to draw, one per frame, drawn as they are iterated.
    func scenes() throws -> LazyScenes { try drawing().scenes }

    /// The scenes to draw and, with `--via layers`, the notes of phases drawn from the scene
    /// because they have no plan of keyframes.
    func drawing() throws -> (scenes: LazyScenes, notes: [String]) {
        let timeline = try RenderTimeline(style: style, size: size, fps: fps, timing: timing, edge: edge)
        let (size, scale, tint, background, reduceMotion) = (size, scale, tint, background, reduceMotion)
        let (locale, lastUpdated, direction, glyphs, appearance) = (
            locale, lastUpdated, layoutDirection, glyphs, appearance
        )
        switch timeline.frames {
        case let .indicator(indicator, moments):
            let context = { (moment: IndicatorMoment) in
                moment.context(
                    size: size, displayScale: scale, tintColor: tint, backgroundColor: background,
                    reduceMotion: reduceMotion, locale: locale, lastUpdated: lastUpdated,
                    layoutDirection: direction, glyphs: glyphs, appearance: appearance)
            }
            guard via.usesPlans else {
                return (LazyScenes(count: moments.count) { indicator.scene(for: context(moments[$0])) }, [])
            }
            let planned = LayerPlanScenes(
                indicator: indicator, styleName: style.name, moments: moments, context: context)
            guard via == .coreAnimation else {
                return (LazyScenes(count: moments.count) { planned.scene(moments[$0]) }, planned.notes)
            }
            let shown = try CoreAnimationScenes(planned, styleName: style.name, scale: scale)
            return (LazyScenes(count: moments.count) { shown.scene(moments[$0]) }, shown.notes)
        case let .collapsingHeader(config, frames):
            // Render refuses --via layers and core-animation for the collapsing header: it has no plan yet.
            let drawer = CollapsingHeaderScene(configuration: .demo.fitted(to: config, glyphs: glyphs))
            return (
                LazyScenes(count: frames.count) { index in
                    let frame = frames[index]
                    return drawer.scene(
                        size: size, height: frame.height, percentage: frame.percentage,
                        titleTop: frame.titleTop, glyphs: glyphs, appearance: appearance)
                }, []
            )
        }
    }

    private func svg(_ scene: IndicatorScene) -> String {
        SVGWriter.svg(for: scene, pngEncoder: { try? PNGWriter.encode($0) })
    }

    static func padded(_ index: Int) -> String { FrameName.padded(index) }
}
