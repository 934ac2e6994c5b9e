#if canImport(UIKit)
import RefreshKitCore
// The iOS 16 SDK declares UIAccessibility's notification and trait constants as mutable globals
// (`static var announcement`, `.button`), which Swift 6 rejects; they are constants in fact.
@preconcurrency import UIKit
#elseif UIKIT_MODEL
import RefreshKitCore
import UIKitModel
#endif
#if canImport(UIKit) || UIKIT_MODEL

/// What `RefreshControl` and `StyledRefreshControl` share beside their drawing: the state
/// observers, the haptic impact, VoiceOver's words and announcements, the language of the texts
/// and the persisted "last updated" time. Each control owns one and hands it every change of
/// state; the decisions are the core's (``FeedbackPolicy``, ``AccessibilityText``,
/// ``RefreshLanguage/appLocale(preferredLocalizations:preferredLanguages:)``,
/// ``RefreshStateChange/stampsLastUpdated``).
@MainActor
final class ControlSupport {
    /// The key every control shares unless it is given its own: "RefreshKit.lastUpdated".
    static let defaultLastUpdatedKey = LastUpdatedTime.defaultStorageKey

    /// Called once per change of state, in the order added.
    var stateObservers: [@MainActor (RefreshStateChange) -> Void] = []
    /// Whether ⌘R refreshes the control (a header's).
    var isKeyCommandEnabled = true
    /// How old the content may get before a header refreshes by itself, in seconds (nil: never).
    var staleAfter: TimeInterval?
    /// Whether a stale refresh waits for the scroll view: `.valueChanged` is sent when it starts.
    var staleRefreshWaits = false
    /// Whether and when the header's arming impact plays.
    var feedback: FeedbackPolicy
    #if !os(visionOS)
    // visionOS has no UIImpactFeedbackGenerator: there the decisions are taken and nothing plays.
    private var generator: UIImpactFeedbackGenerator?
    #endif
    /// The app's own VoiceOver words, or nil for the language's.
    var accessibilityTexts: AccessibilityText? {
        didSet { text = accessibilityTexts ?? AccessibilityText(locale: locale) }
    }
    /// VoiceOver's words in use.
    private(set) var text: AccessibilityText
    /// The language of the texts: the app bundle's first localization the user prefers.
    private(set) var locale: String
    /// Where ``lastUpdated`` persists in `UserDefaults.standard`; setting it reads the time
    /// stored there.
    var lastUpdatedKey = ControlSupport.defaultLastUpdatedKey {
        didSet { lastUpdated = UserDefaults.standard.object(forKey: lastUpdatedKey) as? Date }
    }
    /// The last refresh's time, persisted under ``lastUpdatedKey`` (nil removes it).
    var lastUpdated: Date? {
        didSet {
            if let lastUpdated {
                UserDefaults.standard.set(lastUpdated, forKey: lastUpdatedKey)
            } else {
                UserDefaults.standard.removeObject(forKey: lastUpdatedKey)
            }
        }
    }

    /// A support for a control whose haptics start on (`RefreshControl`) or off.
    init(hapticsEnabled: Bool = true) {
        feedback = FeedbackPolicy(isEnabled: hapticsEnabled)
        locale = Self.appLocale()
        text = AccessibilityText(locale: locale)
        lastUpdated = UserDefaults.standard.object(forKey: Self.defaultLastUpdatedKey) as? Date
    }

    /// The language of a control's texts now (see ``RefreshLanguage/appLocale(preferredLocalizations:preferredLanguages:)``).
    static func appLocale() -> String {
        RefreshLanguage.appLocale(
            preferredLocalizations: Bundle.main.preferredLocalizations, preferredLanguages: Locale.preferredLanguages)
    }

    /// Whether the arming impact plays.
    var isHapticFeedbackEnabled: Bool {
        get { feedback.isEnabled }
        set {
            feedback.isEnabled = newValue
            #if !os(visionOS)
            if !newValue { generator = nil }
            #endif
        }
    }

    /// The app's language changed: the texts follow, unless the app gave its own words.
    func localeDidChange() {
        locale = Self.appLocale()
        text = accessibilityTexts ?? AccessibilityText(locale: locale)
    }

    /// A new drag began: a new pull may play the impact again.
    func dragBegan() { feedback.dragBegan() }

    /// One change of state: the impact, the "last updated" stamp, the observers, VoiceOver's value
    /// on `view` and the announcement.
    ///
    /// - Parameters:
    ///   - change: The change.
    ///   - userInitiated: Whether a finger drags the content (the change is the user's).
    ///   - overrides: The titles the app set, which VoiceOver reads as the value too.
    ///   - view: The control.
    func handle(
        _ change: RefreshStateChange, userInitiated: Bool, overrides: [RefreshPhase: String], on view: UIView
    ) {
        play(feedback.decision(for: change, userInitiated: userInitiated))
        if change.stampsLastUpdated { lastUpdated = WallClock.now }
        for observer in stateObservers { observer(change) }
        view.accessibilityValue = text.value(for: change.to, edge: change.edge, overrides: overrides)
        if let announcement = text.announcement(for: change) {
            UIAccessibility.post(notification: .announcement, argument: announcement)
        }
    }

    /// Plays what the feedback policy decided (on visionOS, which has no impact generator, nothing).
    private func play(_ decision: FeedbackPolicy.Decision) {
        #if !os(visionOS)
        switch decision {
        case .prepare:
            generator = UIImpactFeedbackGenerator(style: .medium)
            generator?.prepare()
        case .impact:
            let g = generator ?? UIImpactFeedbackGenerator(style: .medium)
            g.impactOccurred()
            generator = g
        case .release:
            generator = nil
        case .none:
            break
        }
        #endif
    }

    /// Makes `view` one VoiceOver element: a button with the edge's label, the state's value and
    /// a custom action that refreshes (`refresh`, which says whether a refresh started).
    func configureAccessibility(
        of view: UIView, edge: RefreshEdge, state: RefreshState, overrides: [RefreshPhase: String],
        refresh: @escaping @MainActor () -> Bool
    ) {
        view.accessibilityTraits = .button
        view.accessibilityLabel = text.label(for: edge)
        view.accessibilityValue = text.value(for: state, edge: edge, overrides: overrides)
        view.accessibilityCustomActions = [
            UIAccessibilityCustomAction(name: text.label(for: edge)) { _ in onMainActor { refresh() } }
        ]
    }
}
#endif
