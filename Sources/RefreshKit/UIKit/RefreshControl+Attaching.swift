#if canImport(UIKit)
import RefreshKitCore
// The iOS 16 SDK declares UIAccessibility's constants as mutable globals, which Swift 6 rejects.
@preconcurrency import UIKit
#elseif UIKIT_MODEL
import RefreshKitCore
import UIKitModel
#endif
#if canImport(UIKit) || UIKIT_MODEL

// Attaching (follows the view hierarchy)
extension RefreshControl {
    func attach(to scrollView: UIScrollView) {
        let host = UIScrollViewHost.host(for: scrollView)
        if self.host === host { return }
        detach()
        self.host = host
        pendingBegin = nil
        // A leading or trailing control sees the scroll view with its axes swapped.
        controller.attach(to: axis == .vertical ? host : host.horizontal)
        host.addObserver(scrollObserver)
        host.addFrameClient(self)
        host.refreshControlDidAttach(axis: axis)
        layoutFromMetrics()
        redraw()
    }

    func detach() {
        guard let host else { return }
        controller.detach()
        host.removeObserver(scrollObserver)
        host.removeFrameClient(self)
        host.refreshControlDidDetach(axis: axis)
        self.host = nil
    }
}
#endif
