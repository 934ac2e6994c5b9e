#if canImport(UIKit)
import RefreshKitCore
// The iOS 16 SDK declares UIAccessibility's constants as mutable globals, which Swift 6 rejects.
@preconcurrency import UIKit
#elseif UIKIT_MODEL
import RefreshKitCore
import UIKitModel
#endif
#if canImport(UIKit) || UIKIT_MODEL

// Placing (the scroll view's slots)
extension RefreshControl {
    /// Makes this a control of `edge`, before it is attached: the slot of a scroll view decides.
    /// Defaults that were not chosen (indicator, configuration) follow the edge.
    func place(on edge: RefreshEdge, axis: ScrollAxis = .vertical) {
        guard edge != self.edge || axis != self.axis else { return }
        detach()
        self.edge = edge
        self.axis = axis
        if !indicatorWasChosen {
            indicator = Self.defaultIndicator(for: edge)
            indicatorWasChosen = false
            applyStyleName()
        }
        // The action and a no-more-data said before the control had a slot come along.
        controller = controller.replacement(edge: edge, configuration: requestedConfiguration ?? .default(for: edge))
        drawing.showsAtRest = controller.holdsRoomAtRest
        connectController()
        configureAccessibility()
        updateKeyCommand()
        if let pendingBegin {
            controller.beginRefreshing(
                runningAction: pendingBegin.runningAction, animated: pendingBegin.animated,
                revealing: pendingBegin.revealing)
        }
    }

    func connectController() {
        installFinishingHold()
        controller.observeState { [weak self] change in self?.stateDidChange(change) }
    }
}
#endif
