import RefreshKitCore
import RefreshKitStyles
import RefreshKitRender
import RefreshKitSimulation

/// The moments, scenes and cycles that the benchmarks and the Skia comparison share, so both
/// measure exactly the same work.
public enum BenchmarkScenes {
    /// A header's drawing area (the collapsing header uses its own 88 pt).
    public static let size = IndicatorStyle.defaultSize
    /// Pixels per point for scene building and rasterizing: @3x, 1170×240 px.
    public static let rasterScale = 3.0
    /// The whole-cycle GIF: the default `refreshkit render` cycle at @2x, 60 fps.
    public static let gifScale = 2.0
    public static let gifFPS = 60.0
    /// The classic style's last update, as the CLI draws it by default ("Today 09:41").
    public static let lastUpdated = LastUpdatedTime(day: .today, hour: 9, minute: 41)

    /// One style at one moment.
    public struct Case {
        public let style: BenchmarkStyle
        /// "pulling" or "refreshing" (the collapsing header: "half" collapsed or "open").
        public let moment: String
        /// Builds the scene (what `scene(for:)` costs).
        public let build: () -> IndicatorScene
        public var name: String { "\(style.name)/\(moment)" }
    }

    /// Every built-in style at a pulling and a refreshing moment, at 390×80 pt, @3x.
    public static func cases(glyphs: any GlyphSource) -> [Case] {
        Indicators.catalog.flatMap { style -> [Case] in
            switch style.kind {
            case let .indicator(make):
                let indicator = make()
                let trigger = size.height
                let moments: [(String, IndicatorMoment)] = [
                    (
                        "pulling",
                        IndicatorMoment(
                            state: .revealing(progress: 0.6), pullDistance: 0.6 * trigger,
                            triggerDistance: trigger, time: 0.3)
                    ),
                    (
                        "refreshing",
                        IndicatorMoment(
                            state: .refreshing, pullDistance: trigger, triggerDistance: trigger,
                            time: 0.5, refreshingDuration: 0.5)
                    ),
                ]
                return moments.map { name, moment in
                    let context = moment.context(
                        size: size, displayScale: rasterScale, lastUpdated: lastUpdated,
                        glyphs: glyphs)
                    return Case(
                        style: BenchmarkStyle(style: style), moment: name, build: { indicator.scene(for: context) })
                }
            case .collapsingHeader:
                let config = CollapsingHeaderController.Configuration()
                let drawer = CollapsingHeaderScene()
                let size = style.preferredSize
                return [("half", 0.5), ("open", 1.0)].map { name, percentage in
                    let height = config.minHeight + percentage * (config.maxHeight - config.minHeight)
                    let titleTop = -(height - config.minHeight) + config.titleMargin
                    return Case(
                        style: BenchmarkStyle(style: style), moment: name,
                        build: {
                            drawer.scene(
                                size: size, height: height, percentage: percentage, titleTop: titleTop, glyphs: glyphs)
                        })
                }
            }
        }
    }

    /// The scenes of the default `refreshkit render` cycle of `style`, one per frame.
    @MainActor
    public static func cycleScenes(
        of style: BenchmarkStyle, glyphs: any GlyphSource,
        scale: Double = gifScale, fps: Double = gifFPS
    ) throws -> [IndicatorScene] {
        let style = style.style
        switch style.kind {
        case let .indicator(make):
            let indicator = make()
            let cycle = IndicatorCycle(configuration: RefreshConfiguration(height: size.height), fps: fps)
            return try cycle.moments(for: indicator).map {
                indicator.scene(
                    for: $0.context(size: size, displayScale: scale, lastUpdated: lastUpdated, glyphs: glyphs))
            }
        case .collapsingHeader:
            let size = style.preferredSize
            let config = CollapsingHeaderController.Configuration(maxHeight: size.height)
            let drawer = CollapsingHeaderScene()
            return try CollapsingHeaderCycle(configuration: config, fps: fps).frames().map {
                drawer.scene(
                    size: size, height: $0.height, percentage: $0.percentage, titleTop: $0.titleTop, glyphs: glyphs)
            }
        }
    }

    /// The whole-cycle GIF of `style`, as `refreshkit render --style NAME --fps 60` makes it:
    /// the cycle's scenes, rasterized at @2x, encoded (not written to disk).
    @MainActor
    public static func cycleGIF(of style: BenchmarkStyle, glyphs: any GlyphSource) throws -> [UInt8] {
        let scenes = try cycleScenes(of: style, glyphs: glyphs)
        let rasterizer = Rasterizer()
        var frames: [GIFFrame] = []
        frames.reserveCapacity(scenes.count)
        for scene in scenes {
            frames.append(GIFFrame(bitmap: try rasterizer.render(scene, scale: gifScale), delay: 1 / gifFPS))
        }
        return try GIFWriter().encode(frames)
    }
}
