/// What the layer-plan compiler reads from the arc spinner: equal configurations draw alike,
/// and how each phase moves.
extension Indicators.ArcSpinner: Hashable, ContextFieldReading {
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

    package var contextFieldsRead: IndicatorContextFields {
        IndicatorContextFields.all.subtracting([.lastUpdated, .displayScale])
    }

    /// Steps of a steady turn at which the compiler draws it: a quarter turn apart.
    static let turnSteps = 4.0

    /// The spinner's motion: the pull trims the arc in a straight line from where it appears
    /// (the title swaps at 0 and 1); armed and refreshing turn it at a steady rate (drawn every
    /// quarter turn), refreshing once per turn; finishing turns on while it fades in a straight
    /// line; Reduce Motion pulses instead of turning.
    ///
    /// - Parameters:
    ///   - phase: The phase.
    ///   - context: How the spinner is drawn (its Reduce Motion, trigger distance and, while
    ///     finishing, refreshing duration and length are read).
    /// - Returns: The declaration; nil for a spin or pulse that is not finite.
    public func timeline(for phase: LayerPlan.Phase, context: IndicatorContext) -> IndicatorTimeline? {
        let c = configuration
        switch phase {
        case .pulling:
            let appears = RKMath.clamp(c.appearanceFraction, 0, 1)
            return IndicatorTimeline(jumps: [0, appears, 1])
        case .armed, .collapsing:
            guard !context.reduceMotion else { return IndicatorTimeline() }
            let perTurn = IndicatorGeometry.positive(c.overPullPerTurn, or: Configuration.defaults.overPullPerTurn)
            let turns = context.triggerDistance / perTurn
            guard turns.isFinite, turns <= 1000 else { return nil }
            return IndicatorTimeline(
                keyTimes: IndicatorTimeline.moments(
                    every: 1 / Swift.max(1, (turns * Self.turnSteps).rounded(.up)),
                    in: 0...1))
        case .refreshing:
            if context.reduceMotion { return Self.pulse(c.reduceMotionPulsePeriod) }
            guard let period = turnPeriod else { return nil }
            return IndicatorTimeline(
                period: period, keyTimes: IndicatorTimeline.moments(every: period / Self.turnSteps, in: 0...period))
        case .finishing:
            // The fade's end is a jump: the arc and title go (zero opacity is left out).
            let end = context.time, fade = c.finishingFadeDuration
            if context.reduceMotion { return .curved(jumps: [fade]) }
            guard let period = turnPeriod, end.isFinite else { return nil }
            return IndicatorTimeline(
                keyTimes: IndicatorTimeline.moments(every: period / Self.turnSteps, in: 0...end), jumps: [fade])
        }
    }

    /// Seconds per turn while refreshing, or nil when the spin speed is 0 or not finite (a
    /// spinner that holds still repeats every second).
    private var turnPeriod: Double? {
        let speed = abs(configuration.angularVelocity)
        guard speed.isFinite else { return nil }
        return speed > 0 ? 2 * RKMath.pi / speed : 1
    }

    /// A loop that pulses (a curve) once per `period`, or holds still when it is not positive.
    package static func pulse(_ period: Double) -> IndicatorTimeline {
        period.isFinite && period > 0 ? .curved(period: period) : IndicatorTimeline(period: 1)
    }
}
