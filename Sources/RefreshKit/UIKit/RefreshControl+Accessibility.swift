#if canImport(UIKit)
import RefreshKitCore
@preconcurrency import UIKit

/// VoiceOver: the control is a button that refreshes when activated, from its custom action,
/// or on a three-finger scroll towards its edge.
extension RefreshControl {
    /// Sets the control up as one VoiceOver element: a button with a label, a value per state
    /// and a custom action that refreshes.
    func configureAccessibility() {
        let edge = controller.edge
        isAccessibilityElement = true
        accessibilityTraits = .button
        accessibilityLabel = text.label(for: edge)
        accessibilityValue = text.value(for: controller.state, edge: edge)
        accessibilityCustomActions = [
            UIAccessibilityCustomAction(name: text.label(for: edge)) { [weak self] _ in
                onMainActor { () -> Bool in self?.refreshFromAccessibility() ?? false }
            },
        ]
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

    /// Starts a refresh for VoiceOver, as ``beginRefreshing()`` does; false when the control
    /// cannot refresh now.
    @discardableResult
    func refreshFromAccessibility() -> Bool { beginRefreshing() }
}

extension RefreshControl: FrameClient {
    func contribute(to demand: inout FramePolicy.Demand) {
        demand.refreshPhases.append(controller.state.phase)
        // A plan plays on the render server: only the scene fallback needs frames to draw.
        if playback.needsFrames { demand.indicatorNeedsFrames = true }
    }
}
#endif
