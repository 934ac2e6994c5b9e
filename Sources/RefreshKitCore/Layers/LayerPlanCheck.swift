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

    /// One line per phase whose plan differs from `indicator`'s drawing at some of the moments
    /// compared; phases without a plan are left out.
    ///
    /// - Parameters:
    ///   - indicator: The indicator.
    ///   - context: How it is drawn; the compiler sets each moment's state, distances and times.
    ///   - refreshingDuration: For finishing, how long the refresh lasted, in seconds.
    /// - Returns: Lines such as `"refreshing: 31 of 240 moments differ, the first at 0.412 s
    ///   (8 items drawn, 8 shown)"`, in phase order.
    package static func mismatches(
        of indicator: any RefreshIndicator, context: IndicatorContext, refreshingDuration: Double
    ) -> [String] {
        let trigger = LayerPlanCompiler.trigger(of: context)
        let phases: [LayerPlan.Phase] = [.pulling, .armed, .refreshing, .finishing]
        return phases.compactMap { phase in
            let plan = LayerPlanCompiler.compile(
                indicator, phase: phase, context: context, refreshingDuration: refreshingDuration)
            guard !plan.frameUpdates else { return nil }
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
            return wrong == 0 ? nil : "\(phase.rawValue): \(wrong) of \(moments) moments differ, the first at \(first)"
        }
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
