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

    /// Where this indicator's layer plans show something other than its drawing: one line per
    /// phase whose plan, compared with ``scene(for:)`` at 240 moments spread over the phase (three
    /// turns of a refreshing loop), strays from it by more than a twentieth of a point (or of a
    /// colour or opacity unit); for a pull and armed, a second line where the plan strays at 240
    /// moments of the state's own clock (its first 2 s), each at a pull the first line found
    /// right; none when every plan shows the drawing. A declared ``IndicatorTimeline`` that leaves
    /// out a jump, calls a curve a straight line or leaves out a motion on the state's clock
    /// (``IndicatorTimeline/clock``) shows here. Phases without a plan
    /// (``layerPlanProblems(in:refreshingDuration:)``) are not compared.
    ///
    /// - Parameters:
    ///   - context: How it is drawn (size, scale, colours, language, Reduce Motion); the state,
    ///     distances and times of each moment are set for every phase.
    ///   - refreshingDuration: For the finishing phase, how long the refresh lasted, in seconds.
    /// - Returns: Lines such as `"refreshing: 31 of 240 moments differ, the first at 0.412 s
    ///   (8 items drawn, 8 shown)"` or `"armed on the state's clock: 239 of 240 moments differ, the
    ///   first at an over-pull of 0.618 trigger distances, 0.151 s in (3 items drawn, 3 shown)"`, in
    ///   phase order (pulling, armed, refreshing, finishing).
    public func layerPlanMismatches(in context: IndicatorContext, refreshingDuration: Double = 1.5) -> [String] {
        LayerPlanCheck.mismatches(of: self, context: context, refreshingDuration: refreshingDuration)
    }
}
