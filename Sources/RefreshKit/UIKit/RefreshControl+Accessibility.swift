#if canImport(UIKit)
import RefreshKitCore
@preconcurrency import UIKit
#elseif UIKIT_MODEL
import RefreshKitCore
import UIKitModel
#endif
#if canImport(UIKit) || UIKIT_MODEL

/// VoiceOver: while it shows, and at rest while the content rests at its edge, the control is a
/// button that refreshes when activated, from its custom action, or on a three-finger scroll
/// towards its edge. A failed footer also retries on a tap.
extension RefreshControl {
    /// Sets the control up as one VoiceOver element: a button with a label, a value per state
    /// and a custom action that refreshes.
    func configureAccessibility() {
        support.configureAccessibility(
            of: self, edge: controller.edge, state: controller.state, overrides: titleOverrides
        ) { [weak self] in self?.refreshFromAccessibility() ?? false }
        if let host { updateAccessibilityReach(frame: Rect(frame), metrics: host.metrics) }
    }

    /// VoiceOver reaches the control while some of it shows between the bars
    /// (``RefreshControlLayout/isInView(frame:axis:metrics:)``), and at rest while the content
    /// rests at its edge (``RefreshControlLayout/restsAtEdge(_:axis:metrics:)``): at the top of a
    /// list the header is the element that refreshes, by its action, a double tap or a
    /// three-finger scroll over it, with no subclass of the scroll view. Never scrolled away
    /// from its edge, nor hidden under a navigation bar while it could not refresh.
    func updateAccessibilityReach(frame: Rect, metrics: ScrollMetrics) {
        let reachable =
            RefreshControlLayout.isInView(frame: frame, axis: axis, metrics: metrics)
            || (controller.state == .idle
                && RefreshControlLayout.restsAtEdge(controller.edge, axis: axis, metrics: metrics))
        if isAccessibilityElement != reachable { isAccessibilityElement = reachable }
    }

    /// Starts a refresh for VoiceOver, as the user's (it sends `.valueChanged`); false when the
    /// control cannot refresh now.
    @discardableResult
    func refreshFromAccessibility() -> Bool { beginRefreshingForUser() }

    /// A tap on a failed footer loads again.
    #if canImport(UIKit)
    @objc
    #endif
    func retryTapped() {
        guard controller.state == .failed else { return }
        beginRefreshingForUser()
    }

    /// The action of the retry tap (Swift on Linux has no `#selector`: the model names it).
    #if canImport(UIKit)
    static let retryAction = #selector(RefreshControl.retryTapped)
    #else
    static let retryAction = Selector("retryTapped", RefreshControl.retryTapped)
    #endif
}

extension RefreshControl: FrameClient {
    func contribute(to demand: inout FramePolicy.Demand) {
        demand.refreshPhases.append(controller.state.phase)
        // A plan plays on the render server: only the scene fallback needs frames to draw.
        if hostedView == nil, drawing.needsFrames { demand.indicatorNeedsFrames = true }
    }
}
#endif
