/// Compares an indicator's layer plans with its drawing, phase by phase, for
/// ``RefreshIndicator/layerPlanMismatches(in:refreshingDuration:)``.
package enum LayerPlanCheck {
    /// Moments compared per phase.
    package static let moments = 240
    /// How far a plan may stray from the drawing: a twentieth of a point, or of a colour or
    /// opacity unit (the compiler's own refinement aims at 0.02).
    package static let tolerance = 0.05
    /// The fraction that spreads the moments over a phase (the golden ratio's): no two fall
    /// together, and none lands on a regular grid of jumps.
    static let spread = 0.618_033_988_749_894_8
    /// The fraction that spreads a pull's or armed's moments over the state's clock (the plastic
    /// number's ratio), so they do not run in step with the pulls.
    static let clockSpread = 0.754_877_666_246_692_8
    /// How much of the state's clock a pull's or armed's moments cover: 2 s.
    static let clockSpan = 2.0

    /// One line per phase whose plan differs from `indicator`'s drawing at some of the moments
    /// compared; phases without a plan are left out.
    ///
    /// - Parameters:
    ///   - indicator: The indicator.
    ///   - context: How it is drawn; the compiler sets each moment's state, distances and times.
    ///   - refreshingDuration: For finishing, how long the refresh lasted, in seconds.
    /// - Returns: Lines such as `"refreshing: 31 of 240 moments differ, the first at 0.412 s
    ///   (8 items drawn, 8 shown)"`, in phase order; for a pull or armed, a second line when its
    ///   plan differs at other moments of the state's clock (`"armed on the state's clock: 60 of
    ///   240 moments differ, the first at an over-pull of 0.618 trigger distances, 0.151 s in (3
    ///   items drawn, 3 shown)"`).
    package static func mismatches(
        of indicator: any RefreshIndicator, context: IndicatorContext, refreshingDuration: Double
    ) -> [String] {
        let trigger = LayerPlanCompiler.trigger(of: context)
        let phases: [LayerPlan.Phase] = [.pulling, .armed, .refreshing, .finishing]
        return phases.flatMap { phase -> [String] in
            let plan = LayerPlanCompiler.compile(
                indicator, phase: phase, context: context, refreshingDuration: refreshingDuration)
            guard !plan.frameUpdates else { return [] }
            // A loop is compared over three of its periods; a pass over its length (progress 0…1
            // for the driven phases).
            let span = phase.isDriven ? 1 : phase == .refreshing ? 3 * plan.duration : plan.duration
            var wrong = 0
            var first = ""
            for k in 1...moments {
                let step = Double(k) * spread
                let x = span * (step - step.rounded(.down))
                let moment = LayerPlanCompiler.moment(
                    x, of: phase, trigger: trigger, refreshingDuration: refreshingDuration)
                let drawn = indicator.scene(for: LayerPlanCompiler.context(context, at: moment))
                let shown = LayerPlanEvaluator.scene(plan, at: x)
                guard !SceneKey.scenesMatch(drawn, shown, tolerance: tolerance) else { continue }
                wrong += 1
                if first.isEmpty {
                    first = "\(place(x, in: phase)) (\(drawn.items.count) items drawn, \(shown.items.count) shown)"
                }
            }
            var lines =
                wrong == 0 ? [] : ["\(phase.rawValue): \(wrong) of \(moments) moments differ, the first at \(first)"]
            if phase.isDriven, let clock = clockMismatch(indicator, plan: plan, context: context, trigger: trigger) {
                lines.append("\(phase.rawValue) on the state's clock: \(clock)")
            }
            return lines
        }
    }

    /// How a pull or armed plan differs from the drawing at moments of the state's clock in its
    /// first ``clockSpan`` seconds, each at one of the pulls the first line compares, where the
    /// plan shows the drawing at the state's first moment (a pull where it does not is reported
    /// there); nil when it does not differ.
    private static func clockMismatch(
        _ indicator: any RefreshIndicator, plan: LayerPlan, context: IndicatorContext, trigger: Double
    ) -> String? {
        var wrong = 0
        var first = ""
        for k in 1...moments {
            let step = Double(k) * spread, turn = Double(k) * clockSpread
            let x = step - step.rounded(.down), t = clockSpan * (turn - turn.rounded(.down))
            var moment = LayerPlanCompiler.moment(x, of: plan.phase, trigger: trigger, refreshingDuration: 0)
            moment.time = t
            let drawn = indicator.scene(for: LayerPlanCompiler.context(context, at: moment))
            let shown = LayerPlanEvaluator.scene(plan, at: x, clock: t)
            guard !SceneKey.scenesMatch(drawn, shown, tolerance: tolerance) else { continue }
            moment.time = 0
            let still = indicator.scene(for: LayerPlanCompiler.context(context, at: moment))
            guard SceneKey.scenesMatch(still, LayerPlanEvaluator.scene(plan, at: x), tolerance: tolerance) else {
                continue
            }
            wrong += 1
            if first.isEmpty {
                first =
                    "\(place(x, in: plan.phase)), \(JSONNumber.text((t * 1000).rounded() / 1000)) s in "
                    + "(\(drawn.items.count) items drawn, \(shown.items.count) shown)"
            }
        }
        return wrong == 0 ? nil : "\(wrong) of \(moments) moments differ, the first at \(first)"
    }

    /// Where `x` is along `phase`'s clock, in words, to the thousandth.
    private static func place(_ x: Double, in phase: LayerPlan.Phase) -> String {
        let value = JSONNumber.text((x * 1000).rounded() / 1000)
        switch phase {
        case .pulling, .collapsing: return "progress \(value)"
        case .armed: return "an over-pull of \(value) trigger distances"
        case .refreshing, .finishing: return "\(value) s"
        }
    }
}
