#if canImport(UIKit)
import RefreshKitCore
// The iOS 16 SDK declares UIAccessibility's constants as mutable globals, which Swift 6 rejects.
@preconcurrency import UIKit
#elseif UIKIT_MODEL
import RefreshKitCore
import UIKitModel
#endif
#if canImport(UIKit) || UIKIT_MODEL

// State changes: target/action, then what ControlSupport does (haptics, last updated, observers,
// VoiceOver)
extension RefreshControl {
    func stateDidChange(_ change: RefreshStateChange) {
        if !MainThreadHop.shared.hasWaitingCalls { noMoreDataMirror.value = change.to == .noMoreData }
        // The user's pull, or a stale refresh that waited for the scroll view, sends `.valueChanged`.
        let staleRefreshStarted = change.to == .refreshing && support.staleRefreshWaits
        if staleRefreshStarted { support.staleRefreshWaits = false }
        if change.to == .refreshing && (controller.refreshWasStartedByScrolling || staleRefreshStarted) {
            sendActions(for: .valueChanged)
        }
        support.handle(change, userInitiated: host?.isUserDragging ?? false, overrides: titleOverrides, on: self)
        // VoiceOver's reach depends on the state (only an idle control at rest is reached out of
        // view): a new state with no scroll updates it too.
        if let host { updateAccessibilityReach(frame: Rect(frame), metrics: host.metrics) }
        redraw()  // first: the playback decides whether frames are needed
        host?.updateFrames()
    }

    func reduceMotionDidChange() {
        redraw()
        host?.updateFrames()
    }

    func localeDidChange() {
        support.localeDidChange()
        configureAccessibility()
        redraw()
    }
}
#endif
