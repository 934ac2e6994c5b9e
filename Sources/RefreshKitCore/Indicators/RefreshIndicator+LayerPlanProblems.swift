extension RefreshIndicator {
    /// Why each phase of this indicator would be drawn on the main thread every frame rather than
    /// played by Core Animation: one line per phase that has no layer plan, none when every phase
    /// has one.
    ///
    /// - Parameters:
    ///   - context: How it is drawn (size, scale, colours, language, Reduce Motion); the state,
    ///     distances and times of each moment are set for every phase.
    ///   - refreshingDuration: For the finishing phase, how long the refresh lasted, in seconds.
    /// - Returns: Lines such as `"refreshing: the drawing does not repeat within 4 s"`, in phase
    ///   order (pulling, armed, refreshing, finishing).
    public func layerPlanProblems(in context: IndicatorContext, refreshingDuration: Double = 1.5) -> [String] {
        let phases: [LayerPlan.Phase] = [.pulling, .armed, .refreshing, .finishing]
        return phases.compactMap { phase in
            let plan = LayerPlanCompiler.compile(
                self, phase: phase, context: context,
                refreshingDuration: refreshingDuration)
            return plan.frameUpdates ? "\(phase.rawValue): \(plan.reason ?? "no plan")" : nil
        }
    }
}
