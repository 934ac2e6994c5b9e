import RefreshKitCore

/// The moments the equivalence tests compare a phase's plan with the drawing at, over the phase's
/// whole time: armed at several over-pulls for 2 s of the state's clock, every thirtieth of a
/// second; pulling at 50 progress values, each at a moment of the state's clock in its first half
/// second (where the classic arrow turns back); refreshing for three loops from the release,
/// every thirtieth of a second, and a few moments far into the loop; finishing to its end, every
/// thirtieth of a second. The seconds start a microsecond after the state began: the styles'
/// jumps (a frame of the image sequence every tenth of a second, a letter's colour) fall exactly on
/// some thirtieths, and at the very instant of a jump the drawing and the plan may each round to
/// either side in the last bit of a number; a microsecond later both show the same side.
package enum EquivalenceMoments {
    /// The step along a phase's seconds.
    package static let step = 1.0 / 30
    /// Where the seconds start: a microsecond after the state began.
    package static let start = 1e-6
    /// The over-pulls armed is sampled at, in trigger distances.
    package static let overPulls = [0, 0.25, 0.5, 1.0]
    /// How long armed is sampled for, in seconds.
    package static let armedSpan = 2.0
    /// How many progress values a pull is sampled at.
    package static let pulls = 50
    /// How many loops refreshing is sampled over, from the release.
    package static let loops = 3.0
    /// Moments far into the loop (after `loops`, up to 40 loops): a cumulative turn must keep its place.
    package static let farLoops: [Double] = [7.31, 12.5, 19.77, 28.02, 39.4]

    /// One moment to compare.
    package struct Sample: Sendable {
        /// The plan's time: the progress, the over-pull in trigger distances, or seconds.
        package var planTime: Double
        /// Seconds since the state began (the state's clock).
        package var clock: Double
        /// The control's moment.
        package var moment: IndicatorMoment
    }

    /// The moments of `phase` for its `plan`, with the control's trigger distance `trigger` and,
    /// while finishing, a refresh of `refreshingDuration` seconds.
    package static func samples(
        _ phase: LayerPlan.Phase, plan: LayerPlan, trigger: Double, refreshingDuration: Double
    ) -> [Sample] {
        func seconds(through end: Double) -> [Double] {
            let count = Int(((end - start) / step + 1e-9).rounded(.down))
            return (0...count).map { start + Double($0) * step } + [end]
        }
        switch phase {
        case .armed:
            return overPulls.flatMap { x in
                seconds(through: armedSpan).map { t in
                    Sample(
                        planTime: x, clock: t,
                        moment: IndicatorMoment(
                            state: .armed(overPull: x * trigger), pullDistance: (1 + x) * trigger,
                            triggerDistance: trigger, time: t))
                }
            }
        case .pulling, .collapsing:
            return (0..<pulls).map { k in
                let p = (Double(k) + 0.5) / Double(pulls), t = start + Double(k % 16) * step
                return Sample(
                    planTime: p, clock: t,
                    moment: IndicatorMoment(
                        state: .pulling(progress: p), pullDistance: p * trigger, triggerDistance: trigger, time: t))
            }
        case .refreshing:
            let times = seconds(through: loops * plan.duration) + farLoops.map { $0 * plan.duration }
            return times.map { t in
                Sample(
                    planTime: t, clock: t,
                    moment: IndicatorMoment(
                        state: .refreshing, pullDistance: trigger, triggerDistance: trigger, time: t,
                        refreshingDuration: t))
            }
        case .finishing:
            return seconds(through: plan.duration).map { t in
                Sample(
                    planTime: t, clock: t,
                    moment: IndicatorMoment(
                        state: .finishing, pullDistance: trigger, triggerDistance: trigger, time: t,
                        refreshingDuration: refreshingDuration))
            }
        }
    }
}
