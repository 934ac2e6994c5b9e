#if canImport(SwiftUI) && canImport(UIKit)
import Foundation
import RefreshKitCore
import SwiftUI

/// `.refreshable(_:configuration:staleAfter:lastUpdatedKey:keyboardShortcut:action:)` on iOS: the attachment that
/// puts a ``RefreshControl`` in the scroll view's header slot, and the keyboard shortcut's button,
/// which refreshes through the attachment's coordinator.
struct RefreshableModifier: ViewModifier {
    var indicator: any RefreshIndicator
    var configuration: RefreshConfiguration
    var staleAfter: TimeInterval?
    var lastUpdatedKey: String?
    var isRefreshing: Binding<Bool>? = nil
    var keyboardShortcut: KeyboardShortcut?
    var action: @MainActor @Sendable () async throws -> Void
    /// The link from the shortcut's button to the coordinator, kept across renders.
    @State private var shortcutTarget = RefreshShortcutTarget()

    func body(content: Content) -> some View {
        content
            .background(
                RefreshKitAttachment(
                    edge: .header, modifier: "refreshable", indicator: indicator, configuration: configuration,
                    paging: .idle, action: action, staleAfter: staleAfter, lastUpdatedKey: lastUpdatedKey,
                    isRefreshing: isRefreshing, shortcutTarget: shortcutTarget)
            )
            .background(shortcutButton)
    }

    @ViewBuilder private var shortcutButton: some View {
        if let keyboardShortcut {
            RefreshShortcutButton(shortcut: keyboardShortcut) { [shortcutTarget] in shortcutTarget.fire() }
        }
    }
}
#endif
