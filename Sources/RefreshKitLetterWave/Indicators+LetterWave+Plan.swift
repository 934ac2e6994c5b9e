import RefreshKitCore

/// What the layer-plan compiler reads from the letter wave: equal configurations draw alike,
/// and how each phase moves.
extension Indicators.LetterWave: Hashable, ContextFieldReading {
    /// Whether two letter waves are configured alike (so they draw alike).
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

    /// The wave's motion: the pull scales (or fades) the word in a straight line; armed holds;
    /// refreshing nods each letter in turn (its colour switching at the nod's start and peak),
    /// then swells and shrinks every letter, once per cycle until the colours come round again;
    /// finishing plays the cycle out, then rests. Every stretch is straight: a nod turns and a
    /// swell scales at a steady rate about the letter's centre, which the compiler makes the
    /// letter's layer's fixed point, so Core Animation's by-parts interpolation draws them exactly.
    ///
    /// - Parameters:
    ///   - phase: The phase.
    ///   - context: How the word is drawn (its appearance and, while finishing, its refreshing
    ///     duration are read).
    /// - Returns: The declaration; nil when the colours take longer than a minute to come round.
    public func timeline(for phase: LayerPlan.Phase, context: IndicatorContext) -> IndicatorTimeline? {
        let cycle = cycleDuration, count = configuration.letters.count
        switch phase {
        case .pulling:
            return IndicatorTimeline(jumps: [0, 1])
        case .armed, .collapsing:
            return IndicatorTimeline()
        case .refreshing:
            guard cycle.isFinite, cycle > 0, count > 0 else { return IndicatorTimeline(period: 1) }
            let colors = (configuration.colors ?? context.appearance.palette.spectrum).count
            let cycles = colors > 0 ? colors / Self.greatestCommonDivisor(count, colors) : 1
            let period = cycle * Double(cycles)
            guard period <= LayerPlanCompiler.maximumDeclaredLoop else { return nil }
            var timeline = IndicatorTimeline(period: period)
            for k in 0..<cycles {
                add(cycleStart: Double(k) * cycle, to: &timeline)
            }
            return timeline
        case .finishing:
            let elapsed = IndicatorGeometry.nonNegative(context.refreshingDuration)
            let hold = finishingHoldDuration(afterRefreshingFor: elapsed)
            guard hold > 0, cycle.isFinite, cycle > 0, elapsed.isFinite else { return IndicatorTimeline() }
            var timeline = IndicatorTimeline(jumps: [hold])
            add(cycleStart: (elapsed / cycle).rounded(.down) * cycle - elapsed, to: &timeline)
            return timeline
        }
    }

    /// Adds one cycle beginning at `start`: a jump where each letter's nod begins and peaks
    /// (its colour switches), a key time where it ends, and jumps where the swell begins and
    /// peaks (a zero duration jumps) and where the cycle ends (the next one's first nod begins).
    private func add(cycleStart start: Double, to timeline: inout IndicatorTimeline) {
        let c = configuration, count = c.letters.count
        let tilt = IndicatorGeometry.nonNegative(c.tiltDuration),
            untilt = IndicatorGeometry.nonNegative(c.untiltDuration)
        let swell = IndicatorGeometry.nonNegative(c.swellDuration)
        let slot = tilt + untilt, steps = Double(count) * slot
        for i in 0..<count {
            let nod = start + Double(i) * slot
            timeline.jumps += [nod, nod + tilt]
            timeline.keyTimes.append(nod + slot)
        }
        // The next cycle's first nod begins where this one ends.
        timeline.jumps += [start + steps, start + steps + swell, start + cycleDuration]
    }

    private static func greatestCommonDivisor(_ a: Int, _ b: Int) -> Int {
        b == 0 ? Swift.max(a, 1) : greatestCommonDivisor(b, a % b)
    }
}
