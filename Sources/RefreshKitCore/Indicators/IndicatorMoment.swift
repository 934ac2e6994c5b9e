/// What a refresh control looks like at one instant, from the indicator's point of view:
/// everything of an ``IndicatorContext`` that comes from the control (the rest — size, scale,
/// colours, locale, glyphs — comes from where it is drawn).
public struct IndicatorMoment: Hashable, Sendable {
    /// The control's state.
    public var state: RefreshState
    /// The control's edge.
    public var edge: RefreshEdge
    /// Pull distance past the resting edge, in points (0 when not pulled).
    public var pullDistance: Double
    /// The trigger distance, in points.
    public var triggerDistance: Double
    /// Seconds since the state began.
    public var time: Double
    /// Seconds spent refreshing: so far while refreshing, in all before finishing began.
    public var refreshingDuration: Double

    /// Creates a moment.
    public init(state: RefreshState, edge: RefreshEdge = .header, pullDistance: Double = 0,
                triggerDistance: Double = RefreshConfiguration.defaultHeight, time: Double = 0,
                refreshingDuration: Double = 0) {
        self.state = state; self.edge = edge; self.pullDistance = pullDistance
        self.triggerDistance = triggerDistance; self.time = time; self.refreshingDuration = refreshingDuration
    }

    /// Pull distance / trigger distance, clamped to 0…1.
    public var progress: Double {
        triggerDistance > 0 ? RKMath.clamp(pullDistance / triggerDistance, 0, 1) : 0
    }

    /// Distance pulled past the trigger, in points (0 below it).
    public var overPull: Double { pullDistance > triggerDistance ? pullDistance - triggerDistance : 0 }

    /// The full context for drawing this moment.
    public func context(size: Size, displayScale: Double = 2, tintColor: RGBAColor? = nil,
                        backgroundColor: RGBAColor? = nil, reduceMotion: Bool = false, locale: String = "en",
                        lastUpdated: String? = nil, glyphs: GlyphSource) -> IndicatorContext {
        IndicatorContext(state: state, edge: edge, pullDistance: pullDistance, progress: progress,
                         overPull: overPull, triggerDistance: triggerDistance, time: time,
                         refreshingDuration: refreshingDuration, size: size, displayScale: displayScale,
                         tintColor: tintColor, backgroundColor: backgroundColor, reduceMotion: reduceMotion,
                         locale: locale, lastUpdated: lastUpdated, glyphs: glyphs)
    }
}

extension RefreshController {
    /// The control at the host's current time, for its indicator.
    public var moment: IndicatorMoment {
        let now = host?.time ?? stateStartTime
        let elapsed = Swift.max(0, now - stateStartTime)
        let refreshing: Double = switch state {
        case .refreshing: elapsed
        case .finishing: lastRefreshingDuration
        default: 0
        }
        return IndicatorMoment(state: state, edge: edge, pullDistance: pullDistance,
                               triggerDistance: configuration.effectiveTriggerDistance,
                               time: elapsed, refreshingDuration: refreshing)
    }
}
