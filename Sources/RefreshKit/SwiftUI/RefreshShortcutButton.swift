#if canImport(SwiftUI)
import Foundation
import RefreshKitCore
import SwiftUI

/// The refresh modifiers' keyboard shortcut (⌘R by default): an invisible button titled "Refresh"
/// in the app's language — the title the iPad's shortcut overlay and the menus show — that nobody
/// taps and VoiceOver does not read (the header is VoiceOver's element).
struct RefreshShortcutButton: View {
    let shortcut: KeyboardShortcut
    let perform: @MainActor () -> Void

    var body: some View {
        Button(Self.title, action: perform)
            .keyboardShortcut(shortcut)
            .frame(width: 0, height: 0)
            .opacity(0)
            .accessibilityHidden(true)
    }

    /// "Refresh", in the language of the app's texts.
    static var title: String {
        let locale = RefreshLanguage.appLocale(
            preferredLocalizations: Bundle.main.preferredLocalizations, preferredLanguages: Locale.preferredLanguages)
        return AccessibilityText(locale: locale).label(for: .header)
    }
}
#endif
