/// What the layer-plan compiler reads from the image sequence: equal configurations draw
/// alike, and how each phase moves.
extension Indicators.ImageSequence: Hashable, ContextFieldReading {
    /// Whether two sequences are configured alike (so they draw alike).
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
        IndicatorContextFields.all.subtracting([.lastUpdated, .locale, .layoutDirection, .textScale])
    }

    /// The sequence's motion: a flip-book. The pull changes frame at each `k / (count − 1)`;
    /// armed holds the last frame; refreshing changes frame every `1 / framesPerSecond`, once
    /// through the frames per loop; finishing plays on while the frame fades in a straight
    /// line; under Reduce Motion the first frame pulses.
    ///
    /// - Parameters:
    ///   - phase: The phase.
    ///   - context: How the sequence is drawn (its Reduce Motion and, while finishing,
    ///     refreshing duration and length are read).
    /// - Returns: The declaration.
    public func timeline(for phase: LayerPlan.Phase, context: IndicatorContext) -> IndicatorTimeline? {
        let c = configuration, loop = c.loopDuration
        switch phase {
        case .pulling:
            let count = c.pullingFrames.count
            return IndicatorTimeline(jumps: [0] + (count > 1 ? (1..<count).map { Double($0) / Double(count - 1) } : []))
        case .armed, .collapsing:
            return IndicatorTimeline()
        case .refreshing:
            if context.reduceMotion { return Indicators.ArcSpinner.pulse(loop) }
            guard loop > 0 else { return IndicatorTimeline(period: 1) }
            return IndicatorTimeline(
                period: loop, jumps: IndicatorTimeline.moments(every: 1 / c.framesPerSecond, in: 0...loop))
        case .finishing:
            let fade = c.finishingFadeDuration, end = context.time
            let elapsed = IndicatorGeometry.nonNegative(context.refreshingDuration)
            if context.reduceMotion { return .curved(jumps: [fade]) }
            guard loop > 0, end.isFinite, elapsed.isFinite else { return IndicatorTimeline(jumps: [fade]) }
            let step = 1 / c.framesPerSecond
            return IndicatorTimeline(
                jumps: IndicatorTimeline.moments(
                    every: step, from: -elapsed.truncatingRemainder(dividingBy: step),
                    in: 0...end) + [fade])
        }
    }
}
