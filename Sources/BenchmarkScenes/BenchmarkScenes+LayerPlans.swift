import RefreshKitCore
import RefreshKitStyles
import RefreshKitRender

/// The layer-plan benchmarks, side by side: the main thread's work per frame on today's path
/// (the indicator's scene, rasterized at @3x as Core Graphics would draw it into the header's
/// backing store) and on the layer-plan path (nothing per refreshing frame; one `timeOffset`
/// write per pulling frame), the one-off cost of compiling a plan and its size.
public enum LayerPlanBench {
    /// The header: 390×64 pt, the default refresh height.
    public static let size = Size(width: 390, height: 64)
    /// @3x: 1170×192 px, the backing store today's path redraws each frame.
    public static let scale = 3.0
    /// Display frames per second: the refreshing frames measured step through the loop at this rate.
    public static let fps = 60.0
    /// Frames of one measured stretch (4 s at 60 fps: the longest loop the compiler looks for).
    public static let frames = 240

    /// The refresh styles (every built-in but the collapsing header, which has no plan yet).
    public static var styles: [(name: String, make: @Sendable () -> any RefreshIndicator)] {
        Indicators.catalog.compactMap { style in
            if case let .indicator(make) = style.kind { (style.name, make) } else { nil }
        }
    }

    /// The context every frame and every plan is drawn with: 390×64 pt at @3x, the defaults.
    public static func context(glyphs: any GlyphSource) -> IndicatorContext {
        IndicatorMoment(state: .idle, pullDistance: 0, triggerDistance: size.height)
            .context(
                size: size, displayScale: scale, lastUpdated: BenchmarkScenes.lastUpdated,
                glyphs: glyphs)
    }

    /// The moment of refreshing frame `k` (k / 60 s into the loop).
    public static func refreshing(frame k: Int) -> IndicatorMoment {
        let t = Double(k % frames) / fps
        return IndicatorMoment(
            state: .refreshing, pullDistance: size.height, triggerDistance: size.height, time: t,
            refreshingDuration: t)
    }

    /// The moment of pulling frame `k`: progress stepping through (0, 1).
    public static func pulling(frame k: Int) -> IndicatorMoment {
        let p = (Double(k % 60) + 0.5) / 60
        return IndicatorMoment(
            state: .revealing(progress: p), pullDistance: p * size.height, triggerDistance: size.height)
    }

    /// Today's path: per frame, `scene(for:)` and a rasterization of the whole header into one
    /// reused canvas (the stroke cache emptied, as Core Graphics keeps none), counting the calls.
    public final class SceneFrames {
        let indicator: any RefreshIndicator
        let template: IndicatorContext
        let rasterizer = Rasterizer()
        var canvas: Canvas
        /// Main-thread calls made so far (two per frame: the scene, the raster).
        public private(set) var calls = 0

        public init?(_ indicator: any RefreshIndicator, glyphs: any GlyphSource) {
            guard let px = try? Rasterizer.pixelSize(of: size, scale: scale),
                let canvas = Canvas(width: px.width, height: px.height)
            else { return nil }
            self.indicator = indicator
            self.template = LayerPlanBench.context(glyphs: glyphs)
            self.canvas = canvas
        }

        /// Draws the frame of `moment` as the display link does today.
        public func draw(_ moment: IndicatorMoment) throws {
            let scene = indicator.scene(for: LayerPlanCompiler.context(template, at: moment))
            rasterizer.removeCachedStrokes()
            canvas.clear()
            try rasterizer.draw(scene, scale: scale, into: &canvas)
            calls += 2
        }
    }

    /// A stand-in for the adapter's `LayerPlanLayer` on the main thread: what a frame costs there.
    /// A refreshing plan of keyframes is handed to the render server once and asks for no
    /// callback; a plan that needs frame updates registers one per frame; a pull is one
    /// `timeOffset` write per scroll event (`setPullProgress`, as the adapter writes it).
    public final class PlanPlayer {
        /// The container's `timeOffset`: the pull progress.
        public private(set) var timeOffset = 0.0
        /// Whether the plan shown is driven by `timeOffset`.
        var driven = false
        /// Main-thread callbacks the plan asked for, per display frame.
        public private(set) var callbacksPerFrame = 0

        public init() {}

        /// Shows `plan`: a plan of keyframes asks for no per-frame callback.
        public func show(_ plan: LayerPlan) {
            driven = plan.phase.isDriven
            callbacksPerFrame = plan.frameUpdates ? 1 : 0
        }

        /// One pull event: one stored-property write (clamped to 0…1, as the adapter does).
        @inline(never)
        public func setPullProgress(_ progress: Double) {
            guard driven, progress.isFinite else { return }
            timeOffset = Swift.min(Swift.max(progress, 0), 1)
        }
    }

    /// The phases whose compiles are timed, in the order a refresh meets them.
    public static let compiledPhases: [LayerPlan.Phase] = [.pulling, .armed, .refreshing, .finishing]
    /// How long the control was refreshing before the finishing plan: 2.37 s (mid-loop for every style).
    public static let refreshingDuration = 2.37

    /// The plan of `indicator` for `phase`, from the benchmark's context (finishing after
    /// ``refreshingDuration`` of refreshing).
    public static func compile(
        _ indicator: any RefreshIndicator, phase: LayerPlan.Phase, glyphs: any GlyphSource
    ) -> LayerPlan {
        LayerPlanCompiler.compile(
            indicator, phase: phase, context: context(glyphs: glyphs),
            refreshingDuration: phase == .finishing ? refreshingDuration : 0)
    }

    /// A plan's storage in bytes (``LayerPlan``'s own estimate, counted number by number).
    public static func byteCount(of plan: LayerPlan) -> Int { plan.estimatedByteCount }

    /// Whether a plan asks the main thread for frame updates (it cannot play on its own).
    public static func needsFrameUpdates(_ plan: LayerPlan) -> Bool { plan.frameUpdates }

    /// A style as an app's own indicator that declares no timeline: the same drawing and
    /// finishing hold, so the compiler finds its loop and changes by searching (the path every
    /// style took before declaring its timelines, and the one a custom indicator takes).
    public struct Searched: RefreshIndicator {
        let base: any RefreshIndicator

        public init(_ base: any RefreshIndicator) { self.base = base }

        public func scene(for context: IndicatorContext) -> IndicatorScene { base.scene(for: context) }

        public func finishingHoldDuration(afterRefreshingFor elapsed: Double) -> Double {
            base.finishingHoldDuration(afterRefreshingFor: elapsed)
        }
    }
}
