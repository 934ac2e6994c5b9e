extension LayerPlanCompiler {
    /// The trigger distance a plan is drawn with: the template's when it is positive and finite,
    /// else the control's height.
    ///
    /// - Parameter template: How the indicator is drawn.
    /// - Returns: The trigger distance, in points.
    package static func trigger(of template: IndicatorContext) -> Double {
        template.triggerDistance > 0 && template.triggerDistance.isFinite
            ? template.triggerDistance : template.size.height
    }

    /// The moment `x` along a phase's clock, as the compiler draws it.
    ///
    /// - Parameters:
    ///   - x: Progress 0…1 (pulling, collapsing), over-pull in trigger distances (armed) or
    ///     seconds (refreshing, finishing).
    ///   - phase: The phase.
    ///   - trigger: The trigger distance, in points.
    ///   - refreshingDuration: For finishing, how long the control was refreshing.
    /// - Returns: The moment.
    package static func moment(
        _ x: Double, of phase: LayerPlan.Phase, trigger: Double, refreshingDuration: Double
    ) -> IndicatorMoment {
        switch phase {
        case .pulling, .collapsing:
            let state: RefreshState = x <= 0 ? .idle : x < 1 ? .revealing(progress: x) : .armed(overPull: 0)
            return IndicatorMoment(state: state, pullDistance: x * trigger, triggerDistance: trigger)
        case .armed:
            return IndicatorMoment(
                state: .armed(overPull: x * trigger), pullDistance: (1 + x) * trigger,
                triggerDistance: trigger)
        case .refreshing:
            return IndicatorMoment(
                state: .refreshing, pullDistance: trigger, triggerDistance: trigger, time: x,
                refreshingDuration: x)
        case .finishing:
            return IndicatorMoment(
                state: .finishing, pullDistance: trigger, triggerDistance: trigger, time: x,
                refreshingDuration: refreshingDuration)
        }
    }

    /// `template` at `moment`: its state, distances and times.
    ///
    /// - Parameters:
    ///   - template: Everything but the moment.
    ///   - moment: The moment.
    /// - Returns: The context the indicator draws.
    package static func context(_ template: IndicatorContext, at moment: IndicatorMoment) -> IndicatorContext {
        var context = template
        context.state = moment.state
        context.pullDistance = moment.pullDistance
        context.progress = moment.progress
        context.overPull = moment.overPull
        context.triggerDistance = moment.triggerDistance
        context.time = moment.time
        context.refreshingDuration = moment.refreshingDuration
        return context
    }
}
