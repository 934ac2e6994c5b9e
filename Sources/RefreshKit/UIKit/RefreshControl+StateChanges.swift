#if canImport(UIKit)
import RefreshKitCore
// The iOS 16 SDK declares UIAccessibility's constants as mutable globals, which Swift 6 rejects.
@preconcurrency import UIKit
#elseif UIKIT_MODEL
import RefreshKitCore
import UIKitModel
#endif
#if canImport(UIKit) || UIKIT_MODEL

// State changes: target/action, haptics, VoiceOver, last updated
extension RefreshControl {
    func stateDidChange(_ change: RefreshStateChange) {
        switch feedback.decision(for: change, userInitiated: host?.isUserDragging ?? false) {
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
        if change.edge == .header && change.from == .refreshing && change.to == .finishing { lastUpdated = Date() }
        if !MainThreadHop.shared.hasWaitingCalls { noMoreDataMirror.value = change.to == .noMoreData }
        if change.to == .refreshing && controller.refreshWasStartedByScrolling { sendActions(for: .valueChanged) }
        for observer in stateObservers { observer(change) }
        accessibilityValue = text.value(for: change.to, edge: change.edge, overrides: titleOverrides)
        if let announcement = text.announcement(for: change) {
            UIAccessibility.post(notification: .announcement, argument: announcement)
        }
        redraw()  // first: the playback decides whether frames are needed
        host?.updateFrames()
    }

    func reduceMotionDidChange() {
        redraw()
        host?.updateFrames()
    }

    func localeDidChange() {
        locale = Self.preferredLocale()
        text = accessibilityTexts ?? AccessibilityText(locale: locale)
        configureAccessibility()
        redraw()
    }
}
#endif
