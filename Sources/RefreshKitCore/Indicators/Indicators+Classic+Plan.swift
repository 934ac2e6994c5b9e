/// What the layer-plan compiler reads from the classic style: equal configurations draw alike,
/// and how each phase moves.
extension Indicators.Classic: Hashable, ContextFieldReading {
    /// Whether two classic styles are configured alike (so they draw alike).
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

    package var contextFieldsRead: IndicatorContextFields { .all }

    /// The classic style's motion: pulling, the title swaps at the trigger and the arrow jumps
    /// where a pull counts as a disarm, and from there turns back down on the state's own clock
    /// along its flip curve; armed, the over-pull moves nothing while the arrow flips up on the
    /// state's clock; refreshing steps the bright spoke once per `spinnerPeriod / spokes`;
    /// finishing steps on while the spinner fades along its curve; under Reduce Motion the arrow
    /// switches at once and the spinner pulses.
    ///
    /// - Parameters:
    ///   - phase: The phase.
    ///   - context: How the style is drawn (its Reduce Motion and, while finishing, refreshing
    ///     duration and length are read).
    /// - Returns: The declaration; nil for more spokes than the system spinner steps.
    public func timeline(for phase: LayerPlan.Phase, context: IndicatorContext) -> IndicatorTimeline? {
        let c = configuration
        let period = IndicatorGeometry.nonNegative(c.spinnerPeriod), count = c.spokeCount
        guard count <= Indicators.System.Configuration.maximumSpokeCount else { return nil }
        let stepping = count > 1 && period > 0
        let low = IndicatorGeometry.unit(c.spinnerMinimumOpacity)
        // Moments at which the pulse's trough leaves the spokes at zero opacity (left out).
        func troughs(_ range: ClosedRange<Double>, shift: Double) -> [Double] {
            low > 0 || period <= 0 ? [] : IndicatorTimeline.moments(every: period, from: period / 2 - shift, in: range)
        }
        // The arrow's flip, on the state's clock: none under Reduce Motion or without a duration.
        let flip = IndicatorGeometry.nonNegative(c.flipDuration)
        let flipping = context.reduceMotion || flip <= 0 || !flip.isFinite ? nil : IndicatorTimeline(curves: [0...flip])
        switch phase {
        case .pulling:
            let threshold = c.disarmProgressThreshold
            return IndicatorTimeline(
                jumps: [0, 1] + (threshold.isFinite && threshold > 0 && threshold < 1 ? [threshold] : []),
                clock: flipping)
        case .armed:
            return IndicatorTimeline(clock: flipping)
        case .collapsing:
            return IndicatorTimeline()
        case .refreshing:
            guard count > 0, period > 0 else { return IndicatorTimeline(period: 1) }
            if context.reduceMotion { return .curved(period: period, jumps: troughs(0...period, shift: 0)) }
            guard stepping else { return IndicatorTimeline(period: 1) }
            return IndicatorTimeline(
                period: period,
                jumps: IndicatorTimeline.moments(every: period / Double(count), in: 0...period))
        case .finishing:
            let fade = c.finishFadeDuration, end = context.time
            let elapsed = IndicatorGeometry.nonNegative(context.refreshingDuration)
            guard end.isFinite, elapsed.isFinite else { return nil }
            let shift = period > 0 ? elapsed.truncatingRemainder(dividingBy: period) : 0
            if context.reduceMotion { return .curved(jumps: troughs(0...end, shift: shift) + [fade]) }
            var steps: [Double] = []
            if stepping {
                let step = period / Double(count)
                steps = IndicatorTimeline.moments(
                    every: step, from: -elapsed.truncatingRemainder(dividingBy: step), in: 0...end)
            }
            return IndicatorTimeline(jumps: steps + [fade], curves: fade.isFinite && fade > 0 ? [0...fade] : [])
        }
    }
}
