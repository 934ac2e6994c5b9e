#if canImport(UIKit)
import RefreshKitCore
// The iOS 16 SDK declares UIAccessibility's constants as mutable globals, which Swift 6 rejects.
@preconcurrency import UIKit
#elseif UIKIT_MODEL
import RefreshKitCore
import UIKitModel
#endif
#if canImport(UIKit) || UIKIT_MODEL

/// ⌘R on a hardware keyboard refreshes a header as the user's pull does.
extension RefreshControl: KeyCommandRefreshing {
    /// Whether ⌘R refreshes this header (default true; a footer, or a carousel's leading control,
    /// never): a `UIKeyCommand` titled "Refresh" (in the app's language) is added to the nearest
    /// view controller of the scroll view while the control is in a window, so it is listed in
    /// the iPad's shortcut overlay and works while that controller, or a view inside it, is in the
    /// first responder's chain (as every key command a view controller adds; a screen with
    /// nothing focused makes its view controller first responder). The refresh is the user's:
    /// `.valueChanged` is sent, VoiceOver announces it and the action runs once. Set it to false
    /// to leave ⌘R to the app.
    public var isRefreshKeyCommandEnabled: Bool {
        get { support.isKeyCommandEnabled }
        set {
            support.isKeyCommandEnabled = newValue
            updateKeyCommand()
        }
    }

    var refreshesOnKeyCommand: Bool {
        wantsKeyCommand && isEnabled && !isHidden && controller.state != .refreshing
    }

    var keyCommandTitle: String { support.text.label(for: .header) }

    @discardableResult
    func refreshFromKeyCommand() -> Bool { beginRefreshingForUser() }

    /// Whether the control offers ⌘R in its place now: a vertical header in a window, switched on.
    private var wantsKeyCommand: Bool {
        support.isKeyCommandEnabled && controller.edge == .header && axis == .vertical && window != nil
    }

    /// Adds or takes away the control's ⌘R as its place changed (a window, a slot, the switch).
    func updateKeyCommand() {
        if wantsKeyCommand, let scrollView = superview as? UIScrollView {
            RefreshKeyCommands.shared.register(self, from: scrollView)
        } else {
            RefreshKeyCommands.shared.unregister(self)
        }
    }
}
#endif
