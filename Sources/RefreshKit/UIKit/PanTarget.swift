#if canImport(UIKit)
import QuartzCore
import RefreshKitCore
import UIKit

/// The pan gesture's target: kept alive by the recognizer, holding the host weakly.
@MainActor
final class PanTarget: NSObject {
    weak var host: UIScrollViewHost?
    init(host: UIScrollViewHost) { self.host = host }

    @objc func handlePan(_ recognizer: UIPanGestureRecognizer) {
        host?.panDidChange(PanGesturePhase(recognizer.state))
    }
}
#endif
