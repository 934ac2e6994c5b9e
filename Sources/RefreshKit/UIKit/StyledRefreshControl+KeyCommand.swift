#if canImport(UIKit)
import RefreshKitCore
// The iOS 16 SDK declares UIAccessibility's constants as mutable globals, which Swift 6 rejects.
@preconcurrency import UIKit
#elseif UIKIT_MODEL
import RefreshKitCore
import UIKitModel
#endif
#if canImport(UIKit) || UIKIT_MODEL

/// ⌘R on a hardware keyboard refreshes as the user's pull does.
extension StyledRefreshControl: KeyCommandRefreshing {
    /// Whether ⌘R refreshes the control (default true), as ``RefreshControl/isRefreshKeyCommandEnabled``
    /// says: listed in the iPad's shortcut overlay, in effect while the nearest view controller of
    /// its scroll view is in the first responder's chain; `.valueChanged` is sent and VoiceOver
    /// announces the refresh. Set it to false to leave ⌘R to the app.
    public var isRefreshKeyCommandEnabled: Bool {
        get { support.isKeyCommandEnabled }
        set {
            support.isKeyCommandEnabled = newValue
            updateKeyCommand()
        }
    }

    var refreshesOnKeyCommand: Bool {
        support.isKeyCommandEnabled && window != nil && isEnabled && !isHidden && follower.state != .refreshing
    }

    var keyCommandTitle: String { support.text.label(for: .header) }

    @discardableResult
    func refreshFromKeyCommand() -> Bool { refreshFromAccessibility() }

    /// Adds or takes away the control's ⌘R as its place changed (a window, the switch).
    func updateKeyCommand() {
        if support.isKeyCommandEnabled, window != nil, let scrollView = superview as? UIScrollView {
            RefreshKeyCommands.shared.register(self, from: scrollView)
        } else {
            RefreshKeyCommands.shared.unregister(self)
        }
    }
}
#endif
