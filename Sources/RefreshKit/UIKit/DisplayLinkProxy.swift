#if canImport(UIKit)
import QuartzCore
import RefreshKitCore
import UIKit
#elseif UIKIT_MODEL
import RefreshKitCore
import UIKitModel
#endif
#if canImport(UIKit) || UIKIT_MODEL

/// The display link's target (a display link retains its target): holds the host weakly and
/// invalidates the link once the host is gone.
@MainActor
final class DisplayLinkProxy: NSObject {
    weak var host: UIScrollViewHost?
    init(host: UIScrollViewHost) { self.host = host }

    #if canImport(UIKit)
    @objc
    #endif
    func tick(_ link: CADisplayLink) {
        guard let host else {
            link.invalidate()
            return
        }
        host.displayLinkDidTick()
    }

    /// The selector the display link calls (Swift on Linux has no `#selector`: the model names it).
    #if canImport(UIKit)
    static let action = #selector(DisplayLinkProxy.tick(_:))
    #else
    static let action = Selector("tick:") { (proxy: DisplayLinkProxy, link: CADisplayLink) in proxy.tick(link) }
    #endif
}
#endif
