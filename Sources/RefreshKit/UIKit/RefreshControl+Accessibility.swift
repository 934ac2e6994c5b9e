#if canImport(UIKit)
import RefreshKitCore
@preconcurrency import UIKit

/// VoiceOver: while it shows, the control is a button that refreshes when activated, from its
/// custom action, or on a three-finger scroll towards its edge. A failed footer also retries on
/// a tap.
extension RefreshControl {
    /// Sets the control up as one VoiceOver element: a button with a label, a value per state
    /// and a custom action that refreshes.
    func configureAccessibility() {
        support.configureAccessibility(
            of: self, edge: controller.edge, state: controller.state, overrides: titleOverrides
        ) { [weak self] in self?.refreshFromAccessibility() ?? false }
        if let host { updateAccessibilityReach(frame: Rect(frame), metrics: host.metrics) }
    }

    /// VoiceOver reaches the control only while some of it shows between the bars
    /// (``RefreshControlLayout/isInView(frame:axis:metrics:)``): never scrolled out of view, nor
    /// hidden under a navigation bar.
    func updateAccessibilityReach(frame: Rect, metrics: ScrollMetrics) {
        let inView = RefreshControlLayout.isInView(frame: frame, axis: axis, metrics: metrics)
        if isAccessibilityElement != inView { isAccessibilityElement = inView }
    }

    /// VoiceOver's double tap refreshes.
    public override func accessibilityActivate() -> Bool {
        onMainActor { () -> Bool in refreshFromAccessibility() }
    }

    /// A three-finger scroll towards the control's edge (down over a header — VoiceOver's `.up`
    /// — up over a footer) refreshes.
    public override func accessibilityScroll(_ direction: UIAccessibilityScrollDirection) -> Bool {
        onMainActor { () -> Bool in
            switch (controller.edge, direction) {
            case (.header, .up), (.footer, .down): refreshFromAccessibility()
            default: false
            }
        }
    }

    /// Starts a refresh for VoiceOver, as the user's (it sends `.valueChanged`); false when the
    /// control cannot refresh now.
    @discardableResult
    func refreshFromAccessibility() -> Bool { beginRefreshingForUser() }

    /// Touches reach the control only where a failed footer offers its retry (on a plain view, so
    /// that a drag starting there still scrolls); anywhere else they go to the scroll view.
    public override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        guard RefreshControlLayout.takesTouches(in: controller.state), isUserInteractionEnabled, !isHidden,
            alpha > 0.01,
            bounds.contains(point)
        else { return nil }
        return retryTapTarget
    }

    /// A tap on a failed footer loads again.
    @objc func retryTapped() {
        guard controller.state == .failed else { return }
        beginRefreshingForUser()
    }
}

extension RefreshControl: FrameClient {
    func contribute(to demand: inout FramePolicy.Demand) {
        demand.refreshPhases.append(controller.state.phase)
        // A plan plays on the render server: only the scene fallback needs frames to draw.
        if hostedView == nil, drawing.needsFrames { demand.indicatorNeedsFrames = true }
    }
}
#endif
