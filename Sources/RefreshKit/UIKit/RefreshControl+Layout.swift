#if canImport(UIKit)
import RefreshKitCore
// The iOS 16 SDK declares UIAccessibility's constants as mutable globals, which Swift 6 rejects.
@preconcurrency import UIKit
#elseif UIKIT_MODEL
import RefreshKitCore
import UIKitModel
#endif
#if canImport(UIKit) || UIKIT_MODEL

// Layout and drawing
extension RefreshControl {
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
