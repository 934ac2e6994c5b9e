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

    /// Creates a moment; nothing is checked.
    ///
    /// - Parameters:
    ///   - state: The control's state.
    ///   - edge: The control's edge; the header by default.
    ///   - pullDistance: Points pulled past the resting edge; 0 by default.
    ///   - triggerDistance: The trigger distance in points; 64 (the standard header's height) by
    ///     default.
    ///   - time: Seconds since the state began; 0 by default.
    ///   - refreshingDuration: Seconds spent refreshing (see ``refreshingDuration``); 0 by default.
    public init(
        state: RefreshState, edge: RefreshEdge = .header, pullDistance: Double = 0,
        triggerDistance: Double = RefreshConfiguration.defaultHeight, time: Double = 0,
        refreshingDuration: Double = 0
    ) {
        self.state = state
        self.edge = edge
        self.pullDistance = pullDistance
        self.triggerDistance = triggerDistance
        self.time = time
        self.refreshingDuration = refreshingDuration
    }

    /// Pull distance / trigger distance, clamped to 0…1; 0 when the trigger distance is not
    /// positive, a NaN pull distance counts as 0.
    public var progress: Double {
        triggerDistance > 0 ? RKMath.clamp(pullDistance / triggerDistance, 0, 1) : 0
    }

    /// Distance pulled past the trigger, in points (0 below it, and when either distance is NaN).
    public var overPull: Double { pullDistance > triggerDistance ? pullDistance - triggerDistance : 0 }

    /// The full context for drawing this moment: its state, edge, distances and times, with
    /// ``progress`` and ``overPull`` derived, plus what comes from where it is drawn.
    ///
    /// - Parameters:
    ///   - size: The drawing area, in points.
    ///   - displayScale: Pixels per point; 2 by default.
    ///   - tintColor: The foreground colour, or nil (the default) for the style's own.
    ///   - backgroundColor: The background colour, or nil (the default) for the style's own.
    ///   - reduceMotion: Whether to draw the calm variant; false by default.
    ///   - locale: A BCP 47 tag for the style's texts; "en" by default.
    ///   - lastUpdated: The moment of the last refresh, or nil (the default).
    ///   - layoutDirection: The layout direction, or nil (the default) for the locale's.
    ///   - glyphs: The source that turns text into outlines.
    ///   - appearance: Light or dark, increased contrast or not; light by default.
    /// - Returns: A context to pass to ``RefreshIndicator/scene(for:)``.
    public func context(
        size: Size, displayScale: Double = 2, tintColor: RGBAColor? = nil,
        backgroundColor: RGBAColor? = nil, reduceMotion: Bool = false, locale: String = "en",
        lastUpdated: LastUpdatedTime? = nil, layoutDirection: RefreshLayoutDirection? = nil,
        glyphs: GlyphSource, appearance: IndicatorAppearance = .light
    ) -> IndicatorContext {
        IndicatorContext(
            state: state, edge: edge, pullDistance: pullDistance, progress: progress,
            overPull: overPull, triggerDistance: triggerDistance, time: time,
            refreshingDuration: refreshingDuration, size: size, displayScale: displayScale,
            tintColor: tintColor, backgroundColor: backgroundColor, reduceMotion: reduceMotion,
            locale: locale, lastUpdated: lastUpdated, layoutDirection: layoutDirection, glyphs: glyphs,
            appearance: appearance)
    }

    /// `template` with this moment's fields (state, edge, distances, progress, times): the rest
    /// of the drawing (size, colours, glyphs, texts) stays, so a caller that keeps a template
    /// builds no new colours or texts per scroll event.
    ///
    /// - Parameter template: How the indicator is drawn.
    /// - Returns: The drawing context of this moment.
    package func applied(to template: IndicatorContext) -> IndicatorContext {
        var context = template
        context.state = state
        context.edge = edge
        context.pullDistance = pullDistance
        context.progress = progress
        context.overPull = overPull
        context.triggerDistance = triggerDistance
        context.time = time
        context.refreshingDuration = refreshingDuration
        return context
    }
}

extension RefreshController {
    /// The control at the host's current time, for its indicator: `time` is the seconds since
    /// the state began (never negative; 0 without a host), `refreshingDuration` the time so far
    /// while refreshing, the last refresh's length while finishing, else 0; the trigger
    /// distance is the configuration's effective one.
    public var moment: IndicatorMoment {
        let now = host?.time ?? stateStartTime
        let elapsed = Swift.max(0, now - stateStartTime)
        let refreshing: Double =
            switch state {
            case .refreshing: elapsed
            case .finishing: lastRefreshingDuration
            default: 0
            }
        return IndicatorMoment(
            state: state, edge: edge, pullDistance: pullDistance,
            triggerDistance: configuration.effectiveTriggerDistance,
            time: elapsed, refreshingDuration: refreshing)
    }
}
