#if canImport(UIKit)
import Foundation
#elseif UIKIT_MODEL
import Foundation
#endif
#if canImport(UIKit) || UIKIT_MODEL

/// Block-based notification observers that run on the main queue and are removed when their
/// owner goes (with this object): a control's Reduce Motion, language and foreground observers.
/// Notifications such as `NSLocale.currentLocaleDidChangeNotification` may be posted on any
/// thread; the blocks are delivered on the main queue, where the control's main-actor code runs.
// Sendable unchecked: `tokens` is appended to only on the main thread (by the control's
// main-actor code) and read only in `deinit`, when nothing else holds the object.
final class NotificationTokens: @unchecked Sendable {
    private var tokens: [NSObjectProtocol] = []

    /// Calls `handler` on the main queue for every `name` notification.
    func observe(_ name: Notification.Name, _ handler: @escaping @Sendable () -> Void) {
        tokens.append(
            NotificationCenter.default.addObserver(forName: name, object: nil, queue: .main) { _ in handler() })
    }

    deinit {
        for token in tokens { NotificationCenter.default.removeObserver(token) }
    }
}
#endif
