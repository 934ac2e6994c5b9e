#if canImport(UIKit)
import RefreshKitCore
import UIKit
#elseif UIKIT_MODEL
import RefreshKitCore
import UIKitModel
#endif
#if canImport(UIKit) || UIKIT_MODEL

/// Drawing: the moment shown by ``IndicatorDrawing`` (a layer plan played by the render server,
/// or the scene drawn on the main thread), or told to an app's own view.
extension RefreshControl {
    /// Shows the moment. A new size, appearance, tint, language, text or Reduce Motion compiles
    /// a new plan (a loop carries on from when its state began). Anything but a scroll event may
    /// also have changed what the plans depend on, so it rebuilds the drawing context and asks
    /// for the plans ahead; a scroll event, the hot path, passes `preparesPlans` false and reuses
    /// the last context with its moment.
    func redraw(preparesPlans: Bool = true) {
        let moment = controller.moment
        if let view = hostedView {
            view.update(state: moment.state, pullProgress: moment.progress)
            return
        }
        let context = drawing.context(moment, rebuilds: preparesPlans) { drawingContext(moment) }
        drawing.show(
            moment, context: context, now: host?.time ?? CACurrentMediaTime(), indicator: indicator,
            usesLayerPlans: drawsWithLayerPlans, displayScale: traitCollection.displayScale)
        if preparesPlans, drawing.showing != .scene { schedulePlanPreparation() }
    }

    /// How the indicator is drawn now, at `moment`: size, scale, colours, appearance, language.
    private func drawingContext(_ moment: IndicatorMoment) -> IndicatorContext {
        resolvedTraits = AppearanceTraits(traitCollection)
        let tint = IndicatorDrawing.tint(of: self, setOnControl: tintIsOwn, resolution: &tintResolution)
        return IndicatorDrawing.context(
            moment, in: self, size: bounds.size, tint: tint,
            background: indicatorBackgroundColor, locale: support.locale, lastUpdated: lastUpdated,
            layoutDirection: layoutDirection, titleOverrides: titleOverrides)
    }

    /// Compiles the pull, armed and refreshing plans ahead while the control rests in a window.
    private func schedulePlanPreparation() {
        drawing.schedulePreparation { [weak self] in
            guard let self, self.hostedView == nil, self.drawsWithLayerPlans, self.window != nil,
                self.controller.state == .idle
            else { return nil }
            let moment = self.controller.moment
            return IndicatorDrawing.Preparation(
                moment: moment, context: self.drawingContext(moment),
                indicator: self.indicator)
        }
    }
}
#endif
