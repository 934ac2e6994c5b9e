#if canImport(UIKit)
import QuartzCore
import RefreshKitCore
import UIKit
#elseif UIKIT_MODEL
import RefreshKitCore
import UIKitModel
#endif
#if canImport(UIKit) || UIKIT_MODEL

/// The pan gesture's target: kept alive by the recognizer, holding the host weakly.
@MainActor
final class PanTarget: NSObject {
    weak var host: UIScrollViewHost?
    init(host: UIScrollViewHost) { self.host = host }

    #if canImport(UIKit)
    @objc
    #endif
    func handlePan(_ recognizer: UIPanGestureRecognizer) {
        host?.panDidChange(PanGesturePhase(recognizer.state))
    }

    /// The action the pan gesture sends (Swift on Linux has no `#selector`: the model names it).
    #if canImport(UIKit)
    static let action = #selector(PanTarget.handlePan(_:))
    #else
    static let action = Selector("handlePan:") { (target: PanTarget, pan: UIPanGestureRecognizer) in
        target.handlePan(pan)
    }
    #endif
}
#endif
