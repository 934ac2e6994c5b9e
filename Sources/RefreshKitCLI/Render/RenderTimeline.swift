import RefreshKitCore
import RefreshKitSimulation

/// What one render draws, frame by frame, as small values: the indicator moments of a moment, of
/// a style's default cycle or of a gesture script's, or the collapsing header's heights. Scenes are drawn from it one
/// at a time (``RenderJob/scenes()``), and ``RenderBudget`` counts its frames before any drawing.
@MainActor
struct RenderTimeline {
    /// The frames' source.
    enum Frames {
        /// An indicator (made for this render) and one moment per frame.
        case indicator(any RefreshIndicator, [IndicatorMoment])
        /// The collapsing header's geometry per frame.
        case collapsingHeader(CollapsingHeaderController.Configuration, [CollapsingHeaderCycle.Frame])
    }

    /// The frames.
    let frames: Frames

    /// How many frames (scenes) the render has.
    var count: Int {
        switch frames {
        case let .indicator(_, moments): moments.count
        case let .collapsingHeader(_, frames): frames.count
        }
    }

    /// The timeline of `style` at `size` for `timing` (a cycle is sampled at `fps`).
    init(style: IndicatorStyle, size: Size, fps: Double, timing: RenderJob.Timing, edge: RefreshEdge) throws {
        switch style.kind {
        case let .indicator(make):
            let indicator = make()
            let moments: [IndicatorMoment]
            switch timing {
            case let .moment(state, pull, time, refreshingDuration):
                moments = [
                    IndicatorMoment(
                        state: state, edge: edge, pullDistance: pull, triggerDistance: size.height,
                        time: time, refreshingDuration: refreshingDuration)
                ]
            case .cycle:
                let cycle = IndicatorCycle(configuration: RefreshConfiguration(height: size.height), fps: fps)
                do { moments = try cycle.moments(for: indicator) } catch { throw RenderFailure(reporting: error) }
            case let .script(cycle):
                moments = try cycle.moments(for: indicator, fps: fps)
            }
            frames = .indicator(indicator, moments)
        case .collapsingHeader:
            // Collapsed to 44 pt, or to half a slot lower than 88 pt: it runs in any slot.
            let collapsed = Swift.min(CollapsingHeaderController.Configuration.defaultMinHeight, size.height / 2)
            let config = CollapsingHeaderController.Configuration(minHeight: collapsed, maxHeight: size.height)
            let frames: [CollapsingHeaderCycle.Frame]
            switch timing {
            case let .moment(_, pull, _, _):
                let percentage = RKMath.clamp(pull / size.height, 0, 1)
                let height = config.minHeight + percentage * (config.maxHeight - config.minHeight)
                frames = [
                    .init(
                        t: 0, height: height, percentage: percentage,
                        titleTop: -(height - config.minHeight) + config.titleMargin)
                ]
            case .cycle, .script:
                // Render leaves the collapsing header out of a --script (it has no header control).
                do { frames = try CollapsingHeaderCycle(configuration: config, fps: fps).frames() } catch {
                    throw RenderFailure(reporting: error)
                }
            }
            self.frames = .collapsingHeader(config, frames)
        }
    }
}
