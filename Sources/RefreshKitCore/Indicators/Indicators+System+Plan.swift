/// What the layer-plan compiler reads from the system spinner: equal configurations draw alike,
/// and how each phase moves.
extension Indicators.System: Hashable, ContextFieldReading {
    /// Whether two spinners are configured alike (so they draw alike).
    ///
    /// - Parameters:
    ///   - a: One.
    ///   - b: The other.
    /// - Returns: Whether their configurations are equal.
    public static func == (a: Self, b: Self) -> Bool { a.configuration == b.configuration }

    /// Hashes the configuration.
    ///
    /// - Parameter hasher: The hasher.
    public func hash(into hasher: inout Hasher) { hasher.combine(configuration) }

    /// Everything but the last update, the display scale and the direction; the locale counts
    /// with the titles an app sets (`attributedTitle`), which the spinner draws.
    package var contextFieldsRead: IndicatorContextFields {
        IndicatorContextFields.all.subtracting([.lastUpdated, .displayScale, .layoutDirection])
    }

    /// The spinner's motion: its spokes appear one by one at fractions of the pull; armed holds;
    /// refreshing steps the bright spoke once per `cycleDuration / spokes`, holding between
    /// steps; finishing steps on while the spokes fade in a straight line; under Reduce Motion
    /// all spokes pulse.
    ///
    /// - Parameters:
    ///   - phase: The phase.
    ///   - context: How the spinner is drawn (its Reduce Motion and, while finishing,
    ///     refreshing duration and length are read).
    /// - Returns: The declaration.
    public func timeline(for phase: LayerPlan.Phase, context: IndicatorContext) -> IndicatorTimeline? {
        let c = configuration, count = Double(spokeCount)
        let cycle = c.cycleDuration.isFinite && c.cycleDuration > 0 ? c.cycleDuration : 0
        switch phase {
        case .pulling:
            return IndicatorTimeline(jumps: [0] + (1...spokeCount).map { Double($0) / count })
        case .armed, .collapsing:
            return IndicatorTimeline()
        case .refreshing:
            if context.reduceMotion { return Indicators.ArcSpinner.pulse(c.reduceMotionPulsePeriod) }
            guard cycle > 0 else { return IndicatorTimeline(period: 1) }
            return IndicatorTimeline(
                period: cycle, jumps: IndicatorTimeline.moments(every: cycle / count, in: 0...cycle))
        case .finishing:
            let fade = c.finishingFadeDuration, end = context.time
            if context.reduceMotion { return .curved(jumps: [fade]) }
            guard cycle > 0, end.isFinite else { return IndicatorTimeline(jumps: [fade]) }
            let elapsed = IndicatorGeometry.nonNegative(context.refreshingDuration), step = cycle / count
            return IndicatorTimeline(
                jumps: IndicatorTimeline.moments(
                    every: step, from: -elapsed.truncatingRemainder(dividingBy: step),
                    in: 0...end) + [fade])
        }
    }
}
