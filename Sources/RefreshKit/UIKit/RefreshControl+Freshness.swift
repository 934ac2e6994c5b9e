#if canImport(UIKit)
import RefreshKitCore
// The iOS 16 SDK declares UIAccessibility's constants as mutable globals, which Swift 6 rejects.
@preconcurrency import UIKit
#elseif UIKIT_MODEL
import RefreshKitCore
import UIKitModel
#endif
#if canImport(UIKit) || UIKIT_MODEL

/// Refreshing without moving the content, and by itself when the content is stale.
extension RefreshControl {
    /// Refreshes now, choosing whether a header scrolls into view. With `revealing` false the
    /// content stays where it is: the header holds only the part of it already in view (nothing
    /// while the list rests at its top or is scrolled down), and shows, refreshing, when the user
    /// scrolls to it; the action runs as for ``beginRefreshing(runningAction:animated:)``, which
    /// is this call with `revealing` true. A footer is not affected.
    ///
    /// - Parameters:
    ///   - runningAction: False to show a load that is already running.
    ///   - animated: False to hold the share at once.
    ///   - revealing: False to leave the content where it is.
    /// - Returns: Whether a refresh will run because of this call (see ``beginRefreshing()``).
    @discardableResult
    public func beginRefreshing(runningAction: Bool = true, animated: Bool = true, revealing: Bool) -> Bool {
        support.staleRefreshWaits = false  // a later begin is not the stale one
        if host == nil { pendingBegin = (runningAction, animated, revealing) }
        return controller.beginRefreshing(runningAction: runningAction, animated: animated, revealing: revealing)
    }

    /// How old the content may get, in seconds, before the header refreshes by itself; nil (the
    /// default) never. Checked when the header's list appears (the control gets a window) and
    /// when the app comes back to the foreground, against ``lastUpdated`` (stored under
    /// ``lastUpdatedKey``, stamped when a refresh ends): content that old refreshes once — the
    /// action runs and `.valueChanged` is sent, as for a pull, without scrolling (see
    /// ``beginRefreshing(runningAction:animated:revealing:)``). A list never refreshed (no stored
    /// time) is not stale: its first load is the app's. A stored time more than a minute in the
    /// future (the clock was set back) counts as stale. Setting it while the list is on screen
    /// checks at once. Footers ignore it.
    public var staleAfter: TimeInterval? {
        get { support.staleAfter }
        set {
            support.staleAfter = newValue
            refreshIfStale()
        }
    }

    /// Begins one refresh when the content is stale (``StaleRefresh``): a vertical header in a
    /// window, enabled, idle (or pulled without arming). `.valueChanged` is sent when the refresh
    /// starts: now, or once the scroll view can show it (a size, a window).
    @discardableResult
    func refreshIfStale() -> Bool {
        guard controller.edge == .header, axis == .vertical, window != nil, isEnabled, mayBegin,
            StaleRefresh.isDue(
                lastUpdated: lastUpdated?.timeIntervalSinceReferenceDate,
                now: WallClock.now.timeIntervalSinceReferenceDate, staleAfter: staleAfter, isRefreshing: isRefreshing)
        else { return false }
        guard beginRefreshing(runningAction: true, animated: true, revealing: false) else { return false }
        if controller.state == .refreshing {
            sendActions(for: .valueChanged)
        } else {
            support.staleRefreshWaits = true  // sent when the waiting begin runs
        }
        return true
    }

    /// Idle, or pulled without arming: a refresh may begin.
    private var mayBegin: Bool {
        switch controller.state {
        case .idle, .revealing: true
        default: false
        }
    }
}
#endif
