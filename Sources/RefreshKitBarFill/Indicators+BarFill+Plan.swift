import RefreshKitCore

/// What the layer-plan compiler reads from the bar: equal configurations draw alike, and how
/// each phase moves.
extension Indicators.BarFill: Hashable, ContextFieldReading {
    /// Whether two bars are configured alike (so they draw alike).
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

    package var contextFieldsRead: IndicatorContextFields {
        IndicatorContextFields.all.subtracting([.lastUpdated, .displayScale])
    }

    /// The bar's motion: every fill moves in straight lines. The pull rises from 0 to 1 (the
    /// title swaps and the fill appears at the ends); armed holds; refreshing holds for each
    /// delay and moves for each duration, once per cycle (`.restart`) or per two (`.flow`), its
    /// fill appearing and going at those moments; finishing goes on to full; under Reduce Motion
    /// the full bar pulses.
    ///
    /// - Parameters:
    ///   - phase: The phase.
    ///   - context: How the bar is drawn (its Reduce Motion and, while finishing, refreshing
    ///     duration and length are read).
    /// - Returns: The declaration; nil for a refreshing duration that is not finite.
    public func timeline(for phase: LayerPlan.Phase, context: IndicatorContext) -> IndicatorTimeline? {
        let c = configuration
        let delay = IndicatorGeometry.nonNegative(c.fillDelay), duration = IndicatorGeometry.nonNegative(c.fillDuration)
        let cycle = delay + duration
        switch phase {
        case .pulling:
            return IndicatorTimeline(jumps: [0, 1])
        case .armed, .collapsing:
            return IndicatorTimeline()
        case .refreshing:
            if context.reduceMotion { return Indicators.ArcSpinner.pulse(c.reduceMotionPulsePeriod) }
            guard cycle.isFinite else { return nil }
            guard duration > 0 else { return IndicatorTimeline(period: 1) }
            let period = c.loop == .restart ? cycle : 2 * cycle
            return IndicatorTimeline(
                period: period, jumps: Self.cycleMoments(cycle: cycle, delay: delay, shift: 0, in: 0...period))
        case .finishing:
            let elapsed = IndicatorGeometry.nonNegative(context.refreshingDuration)
            if context.reduceMotion { return .curved() }
            guard cycle.isFinite, elapsed.isFinite else { return nil }
            let hold = finishingHoldDuration(afterRefreshingFor: elapsed)
            guard duration > 0, hold > 0 else { return IndicatorTimeline(jumps: [hold]) }
            let moments =
                c.loop == .restart ? Self.cycleMoments(cycle: cycle, delay: delay, shift: elapsed, in: 0...hold) : []
            return IndicatorTimeline(jumps: moments + [hold])
        }
    }

    /// The moments in `range` at which a cycle (`cycle` seconds, moving after `delay`) begins or
    /// starts moving, on a clock `shift` seconds ahead.
    private static func cycleMoments(
        cycle: Double, delay: Double, shift: Double, in range: ClosedRange<Double>
    ) -> [Double] {
        let offset = -shift.truncatingRemainder(dividingBy: cycle)
        return IndicatorTimeline.moments(every: cycle, from: offset, in: range)
            + IndicatorTimeline.moments(every: cycle, from: offset + delay, in: range)
    }
}
