#if canImport(UIKit)
import RefreshKitCore
import UIKit
#elseif UIKIT_MODEL
import RefreshKitCore
import UIKitModel
#endif
#if canImport(UIKit) || UIKIT_MODEL

/// The settings `StyledRefreshControl` shares with ``RefreshControl`` through its support
/// object: haptics, VoiceOver's texts, and the last update and where it persists.
extension StyledRefreshControl {
    /// Whether one impact plays when the user's pull reaches ``configuration``'s trigger
    /// (default false: `UIRefreshControl` gives its own feedback when it begins refreshing). On
    /// visionOS, where UIKit has no impact generator, nothing plays.
    public var isHapticFeedbackEnabled: Bool {
        get { support.isHapticFeedbackEnabled }
        set { support.isHapticFeedbackEnabled = newValue }
    }
    /// What VoiceOver says (label, values, announcements), or nil (the default) for the built-in
    /// texts of the app's language, as ``RefreshControl/accessibilityTexts``.
    public var accessibilityTexts: AccessibilityText? {
        get { support.accessibilityTexts }
        set {
            support.accessibilityTexts = newValue
            configureAccessibility()
        }
    }
    /// The key under which ``lastUpdated`` persists in `UserDefaults.standard`, as
    /// ``RefreshControl/lastUpdatedKey``; setting it reads the time stored under it.
    public var lastUpdatedKey: String {
        get { support.lastUpdatedKey }
        set {
            support.lastUpdatedKey = newValue
            redraw()
        }
    }
    /// The moment of the last refresh, set when a refresh ends and shown by the styles that
    /// show it (classic), as ``RefreshControl/lastUpdated``; persisted under ``lastUpdatedKey``.
    public var lastUpdated: Date? {
        get { support.lastUpdated }
        set {
            support.lastUpdated = newValue
            redraw()
        }
    }
}
#endif
