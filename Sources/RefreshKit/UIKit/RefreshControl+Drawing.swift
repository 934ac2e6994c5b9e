#if canImport(UIKit)
import RefreshKitCore
import UIKit

/// Drawing: what the playback decides (a layer plan played by the render server, or the scene
/// drawn on the main thread) applied to the control's layers, and plans compiled ahead at rest.
extension RefreshControl {
    /// Shows the moment: the playback's commands applied to the plan layer and the scene view.
    /// A new size, appearance, tint, language or Reduce Motion compiles a new plan (a loop
    /// carries on from when its state began). Anything but a scroll event may also have changed
    /// what the plans depend on, so it schedules compiling them ahead; a scroll event, the hot
    /// path, passes `preparesPlans` false.
    func redraw(preparesPlans: Bool = true) {
        let moment = controller.moment
        let context = drawingContext(moment)
        let commands = playback.update(moment: moment, now: host?.time ?? CACurrentMediaTime(), template: context,
                                       indicator: indicator,
                                       indicatorKey: LayerPlanPlayback.identity(of: indicator, generation: indicatorGeneration),
                                       usesLayerPlans: drawsWithLayerPlans)
        apply(commands, context: context)
        if preparesPlans, playback.showing != .scene { schedulePlanPreparation() }
    }

    /// How the indicator is drawn now, at `moment`: size, scale, colours, appearance, language.
    private func drawingContext(_ moment: IndicatorMoment) -> IndicatorContext {
        let traits = AppearanceTraits(traitCollection)
        resolvedTraits = traits
        return moment.context(
            size: Size(bounds.size), displayScale: Double(traitCollection.displayScale > 0 ? traitCollection.displayScale : 2),
            tintColor: tint.map { RGBAColor($0.resolvedColor(with: traitCollection)) },
            backgroundColor: indicatorBackgroundColor.map { RGBAColor($0.resolvedColor(with: traitCollection)) },
            reduceMotion: UIAccessibility.isReduceMotionEnabled, locale: locale,
            lastUpdated: lastUpdated.map { LastUpdatedTime($0) }, layoutDirection: layoutDirection,
            glyphs: CoreTextGlyphSource.shared, appearance: traits.indicatorAppearance)
    }

    /// Compiles the pull, armed and refreshing plans ahead, one per turn of the main run loop
    /// while the control rests in a window, so that no phase begins with a compile.
    private func schedulePlanPreparation() {
        guard drawsWithLayerPlans, !planPreparationIsScheduled, window != nil, controller.state == .idle else { return }
        planPreparationIsScheduled = true
        DispatchQueue.main.async { [weak self] in
            guard let self else { return }
            self.planPreparationIsScheduled = false
            guard self.window != nil, self.controller.state == .idle, self.drawsWithLayerPlans else { return }
            let moment = self.controller.moment
            let context = self.drawingContext(moment)
            let key = LayerPlanPlayback.identity(of: self.indicator, generation: self.indicatorGeneration)
            for phase in LayerPlanPlayback.preparedPhases
            where self.playback.prepare(phase, edge: moment.edge, triggerDistance: moment.triggerDistance,
                                        template: context, indicator: self.indicator, indicatorKey: key) {
                self.schedulePlanPreparation()   // one compile per turn: the next phase later
                return
            }
        }
    }

    /// Applies the playback's commands to the plan layer and the scene view.
    private func apply(_ commands: [LayerPlanCommand], context: IndicatorContext) {
        presenter.apply(commands, displayScale: traitCollection.displayScale) {
            sceneView.scene = indicator.scene(for: context)
        }
    }
}
#endif
