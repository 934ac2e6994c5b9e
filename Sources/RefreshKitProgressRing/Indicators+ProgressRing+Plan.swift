import RefreshKitCore

/// What the layer-plan compiler reads from the progress ring: equal configurations draw alike,
/// and how each phase moves.
extension Indicators.ProgressRing: Hashable, ContextFieldReading {
    /// Whether two rings are configured alike (so they draw alike).
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

    /// The most breath ends a finishing fade declares as jumps: 8.
    static let maximumFinishingBreathEnds = 8

    package var contextFieldsRead: IndicatorContextFields {
        IndicatorContextFields.all.subtracting([.lastUpdated, .displayScale])
    }

    /// The ring's motion: the pull is a straight `strokeEnd` (the title swaps at 0 and 1); armed
    /// holds; refreshing breathes along its curve once per breath while it turns (a loop that
    /// turns further each breath, its frame jumping ahead at the breath's end), or pulses under
    /// Reduce Motion; finishing carries on and fades.
    ///
    /// - Parameters:
    ///   - phase: The phase.
    ///   - context: How the ring is drawn (its Reduce Motion is read).
    /// - Returns: The declaration; nil for a breath or turn that is not positive and finite.
    public func timeline(for phase: LayerPlan.Phase, context: IndicatorContext) -> IndicatorTimeline? {
        let c = configuration
        switch phase {
        case .pulling:
            return IndicatorTimeline(jumps: [0, 1])
        case .armed, .collapsing:
            return IndicatorTimeline()
        case .refreshing:
            if context.reduceMotion {
                let pulse = c.reduceMotionPulsePeriod
                return pulse.isFinite && pulse > 0 ? .curved(period: pulse) : IndicatorTimeline(period: 1)
            }
            guard c.breathDuration.isFinite, c.breathDuration > 0, c.rotationPeriod.isFinite, c.rotationPeriod > 0
            else {
                return nil
            }
            // From one breath to the next the arc's frame jumps ahead (see `breathFitsItsFrame`).
            return .curved(period: c.breathDuration, jumps: breathFitsItsFrame ? [c.breathDuration] : [])
        case .finishing:
            // The fade's end: the ring and title go (an item at zero opacity is left out). Until
            // then the spinner carries on, its frame jumping at each breath's end.
            var jumps = [c.finishingFadeDuration]
            if !context.reduceMotion, breathFitsItsFrame, c.breathDuration.isFinite, c.breathDuration > 0 {
                let ends = IndicatorTimeline.moments(
                    every: c.breathDuration, from: -IndicatorGeometry.nonNegative(context.refreshingDuration),
                    in: 0...Swift.max(0, c.finishingFadeDuration))
                // A ring that breathes faster than that is left to the compiler's search.
                guard ends.count <= Self.maximumFinishingBreathEnds else { return nil }
                jumps += ends
            }
            return .curved(jumps: jumps)
        }
    }
}
