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
                        state: .revealing(progress: p), pullDistance: p * trigger, triggerDistance: trigger, time: t))
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

extension EquivalenceMoments {
    /// How the equivalence tests draw: a 390×80-pt header at 2×, the trigger its height, in
    /// `appearance`, with `glyphs`.
    package static func template(_ appearance: IndicatorAppearance, glyphs: any GlyphSource) -> IndicatorContext {
        IndicatorContext(
            state: .idle, triggerDistance: 80, size: Size(width: 390, height: 80), displayScale: 2, glyphs: glyphs,
            appearance: appearance)
    }

    /// What shows of a plan at a moment: a scene (the evaluator's, rasterized like the drawing),
    /// or an image already (the Core Animation model's).
    package enum Shown {
        case scene(IndicatorScene)
        case image(Bitmap)
    }

    /// Compiles `phase` of each of `indicators`, drawn as `template` says (its moment fields are
    /// set per sample), and compares at every moment of ``samples(_:plan:trigger:refreshingDuration:)``
    /// what `show` gives of the plan (`prepare` makes what it shows from, once per plan) with the
    /// indicator's own drawing, both rasterized by `raster` (each scene once) over `background`.
    ///
    /// - Returns: One line per plan that needs frame updates and per moment where the two differ
    ///   by more than `gate` on average over the image or where either draws.
    package static func mismatches<Shower>(
        _ phase: LayerPlan.Phase, of indicators: [(String, any RefreshIndicator)], template: IndicatorContext,
        refreshingDuration: Double, gate: Double, background: [UInt8],
        raster: (IndicatorScene) throws -> Bitmap, prepare: (LayerPlan) -> Shower,
        show: (inout Shower, Sample) throws -> Shown
    ) throws -> [String] {
        var lines: [String] = []
        for (name, indicator) in indicators {
            let label = "\(name) \(phase) \(template.appearance.colorScheme)"
            let plan = LayerPlanCompiler.compile(
                indicator, phase: phase, context: template, refreshingDuration: refreshingDuration)
            guard !plan.frameUpdates else {
                lines.append("\(label): no plan (\(plan.reason ?? ""))")
                continue
            }
            var shower = prepare(plan)
            var rasters: [IndicatorScene: Bitmap] = [:]
            var compared: [[IndicatorScene]: PixelDifference] = [:]
            func image(_ scene: IndicatorScene) throws -> Bitmap {
                if let bitmap = rasters[scene] { return bitmap }
                let bitmap = try raster(scene)
                rasters[scene] = bitmap
                return bitmap
            }
            let trigger = template.triggerDistance
            for sample in samples(phase, plan: plan, trigger: trigger, refreshingDuration: refreshingDuration) {
                let drawn = indicator.scene(for: sample.moment.applied(to: template))
                let d: PixelDifference
                switch try show(&shower, sample) {
                case let .image(shown):
                    d = PixelDifference(shown, try image(drawn), background: background)
                case let .scene(shown):
                    // Two scenes compared once: a still stretch repeats the same pair.
                    if let known = compared[[drawn, shown]] {
                        d = known
                    } else {
                        d = PixelDifference(try image(shown), try image(drawn), background: background)
                        compared[[drawn, shown]] = d
                    }
                }
                guard d.whole > gate || d.inked > gate else { continue }
                lines.append(
                    "\(label) at \(sample.planTime), \(sample.clock) s in: \(d.whole * 255)/255 on average, "
                        + "\(d.inked * 255)/255 where it draws")
            }
        }
        return lines
    }
}
