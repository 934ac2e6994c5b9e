import RefreshKitCore

/// What the layer-plan compiler reads from the handwriting: equal configurations draw alike,
/// and how each phase moves.
extension Indicators.Handwriting: Hashable, ContextFieldReading {
    /// Whether two handwriting styles are configured alike (so they draw alike).
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
        IndicatorContextFields.all.subtracting([.lastUpdated, .displayScale, .textScale])
    }

    /// The handwriting's motion: the pull writes the text in a straight line; armed holds;
    /// refreshing sweeps the halo along its curves once per `haloDuration`, jumping back to the
    /// start (or, under Reduce Motion, pulses along a cosine); finishing sweeps on while the
    /// text fades along its curve, and is gone when the fade ends.
    ///
    /// - Parameters:
    ///   - phase: The phase.
    ///   - context: How the text is drawn (its Reduce Motion and, while finishing, refreshing
    ///     duration and length are read).
    /// - Returns: The declaration.
    public func timeline(for phase: LayerPlan.Phase, context: IndicatorContext) -> IndicatorTimeline? {
        let c = configuration
        let sweep = IndicatorGeometry.nonNegative(c.haloDuration)
        let low = IndicatorGeometry.unit(c.reduceMotionMinimumOpacity)
        // The sweep's restarts, or under Reduce Motion the troughs that reach zero opacity.
        func jumps(_ range: ClosedRange<Double>, shift: Double) -> [Double] {
            guard sweep > 0 else { return [] }
            if context.reduceMotion {
                return low > 0 ? [] : IndicatorTimeline.moments(every: sweep, from: sweep / 2 - shift, in: range)
            }
            return IndicatorTimeline.moments(every: sweep, from: -shift, in: range)
        }
        switch phase {
        case .pulling:
            return IndicatorTimeline(jumps: [0, 1])
        case .armed, .collapsing:
            return IndicatorTimeline()
        case .refreshing:
            guard sweep > 0 else { return IndicatorTimeline(period: 1) }
            return .curved(period: sweep, jumps: jumps(0...sweep, shift: 0))
        case .finishing:
            let end = context.time, elapsed = IndicatorGeometry.nonNegative(context.refreshingDuration)
            guard end.isFinite, elapsed.isFinite else { return nil }
            let shift = sweep > 0 ? elapsed.truncatingRemainder(dividingBy: sweep) : 0
            return .curved(jumps: jumps(0...end, shift: shift) + [c.finishFadeDuration])
        }
    }
}
