#if canImport(UIKit)
import QuartzCore
import RefreshKitCore
import UIKit

/// The display link's target (a display link retains its target): holds the host weakly and
/// invalidates the link once the host is gone.
@MainActor
final class DisplayLinkProxy: NSObject {
    weak var host: UIScrollViewHost?
    init(host: UIScrollViewHost) { self.host = host }

    @objc func tick(_ link: CADisplayLink) {
        guard let host else {
            link.invalidate()
            return
        }
        host.displayLinkDidTick()
    }
}
#endif
