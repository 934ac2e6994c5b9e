#if canImport(UIKit)
import RefreshKitCore
// The iOS 16 SDK declares UIAccessibility's constants as mutable globals, which Swift 6 rejects.
@preconcurrency import UIKit

// Layout and drawing
extension RefreshControl {
    public override func layoutSubviews() {
        super.layoutSubviews()
        hostedView?.frame = bounds
        retryTapTarget.frame = bounds
        if drawing.layout(in: bounds) { redraw() }
    }

    public override func safeAreaInsetsDidChange() {
        super.safeAreaInsetsDidChange()
        host?.refresh()  // safeAreaInsets is not key-value observable
    }

    /// Dynamic colours (`tintColor`, ``indicatorBackgroundColor``) are resolved against the
    /// control's traits: a change of appearance, contrast, level or scale redraws.
    public override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        if AppearanceTraits(traitCollection).needsRedraw(after: resolvedTraits) { redraw() }
    }

    public override func didMoveToWindow() {
        super.didMoveToWindow()
        host?.refresh()
        redraw()
        if window != nil { drawing.restoreAnimationsIfNeeded() }
    }

    func hostDidChange(_ event: ScrollEvent) {
        if event == .willBeginDragging { support.dragBegan() }
        if event == .layoutDidChange || event == .didScroll { layoutFromMetrics() }
        redraw(preparesPlans: event == .layoutDidChange)
    }

    func layoutFromMetrics() {
        guard let host else { return }
        let rect = RefreshControlLayout.frame(
            edge: controller.edge, axis: axis, height: controller.configuration.height,
            metrics: host.metrics, mode: controller.configuration.mode)
        let frame = CGRect(rect)
        if self.frame != frame { self.frame = frame }
        updateAccessibilityReach(frame: rect, metrics: host.metrics)
    }

    func installFinishingHold() {
        let indicator = self.indicator
        controller.finishingHold = { elapsed in indicator.finishingHoldDuration(afterRefreshingFor: elapsed) }
    }

}
#endif
