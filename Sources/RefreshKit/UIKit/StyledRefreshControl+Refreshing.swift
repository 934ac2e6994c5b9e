#if canImport(UIKit)
import RefreshKitCore
// The iOS 16 SDK declares UIAccessibility's constants as mutable globals, which Swift 6 rejects.
@preconcurrency import UIKit
#elseif UIKIT_MODEL
import RefreshKitCore
import UIKitModel
#endif
#if canImport(UIKit) || UIKIT_MODEL

/// Refreshing, as the system control decides it: begun by its own trigger (`.valueChanged`) or
/// `beginRefreshing()`, ended by `endRefreshing()` from any queue; the action; what observers,
/// VoiceOver and the haptics are told.
extension StyledRefreshControl {
    /// Calls `handler` on every change of state (not for progress within a pull), on the main
    /// actor, as ``RefreshControl/observeState(_:)``: the states before and after, the moment,
    /// and for a refresh whose action threw (or that was ended with an error) the error.
    ///
    /// - Parameter handler: Called once per change, for as long as the control lives.
    public func observeState(_ handler: @escaping @MainActor (RefreshStateChange) -> Void) {
        support.stateObservers.append(handler)
    }

    /// Ends the system control's refresh and the indicator's, on the main thread. UIKit's
    /// `endRefreshing()` is called only while the system control refreshes: Apple does not say
    /// what it does on a control at rest, and apps report a table whose scrolling stops.
    func endRefreshingOnMain(with error: (any Error)?) {
        if isRefreshing { super.endRefreshing() }
        actionTask?.cancel()
        actionTask = nil
        let hold = indicator.finishingHoldDuration(afterRefreshingFor: follower.moment(at: now).time)
        if follower.systemDidEndRefreshing(at: now, hold: hold, error: error) { followerDidChange() }
    }

    /// The user started a refresh: the indicator refreshes and the action, if any, runs; its end
    /// goes through ``endRefreshing()`` (or ``endRefreshing(with:)``), so a subclass sees it.
    #if canImport(UIKit)
    @objc
    #endif
    func systemValueChanged() {
        if follower.systemDidBeginRefreshing(at: now) { followerDidChange() }
        guard let action, actionTask == nil else { return }
        actionTask = action.start { [weak self] error in
            guard let self else { return }
            self.actionTask = nil
            if let error { self.endRefreshing(with: error) } else { self.endRefreshing() }
        }.map(CancellingTask.init)
    }

    /// The action the system control's `.valueChanged` sends (Swift on Linux has no `#selector`:
    /// the model names it).
    #if canImport(UIKit)
    static let valueChangedAction = #selector(StyledRefreshControl.systemValueChanged)
    #else
    static let valueChangedAction = Selector("systemValueChanged", StyledRefreshControl.systemValueChanged)
    #endif

    /// A refresh VoiceOver asked for: begun, with `.valueChanged`, as the user's.
    func refreshFromAccessibility() -> Bool {
        guard follower.state != .refreshing, !userTriggersAreOff else { return false }
        beginRefreshing()
        sendActions(for: .valueChanged)
        return true
    }

    /// The follower's phase changed: observers, haptics, VoiceOver, "last updated", drawing.
    func followerDidChange() {
        if let change = follower.lastChange {
            support.handle(change, userInitiated: host?.isUserDragging ?? false, overrides: drawnTitles, on: self)
        }
        isAccessibilityElement = follower.state != .idle
        redraw()
        host?.updateFrames()
    }

    /// One VoiceOver element while it shows: a button whose activation refreshes.
    func configureAccessibility() {
        support.configureAccessibility(of: self, edge: .header, state: follower.state, overrides: drawnTitles) {
            [weak self] in self?.refreshFromAccessibility() ?? false
        }
        isAccessibilityElement = follower.state != .idle
    }

}

// A network callback may hold the control (`refreshControl.endRefreshing()` from URLSession's
// queue), so it crosses threads. Invariant: its only nonisolated members are endRefreshing() and
// endRefreshing(with:), which touch nothing but MainThreadHop (itself locked); every other member
// is main-actor isolated, as the compiler checks (an app's subclass adds main-actor members too).
extension StyledRefreshControl: @unchecked Sendable {}
#endif
