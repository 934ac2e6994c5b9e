#if canImport(UIKit)
import RefreshKitCore
import UIKit
#elseif UIKIT_MODEL
import RefreshKitCore
import UIKitModel
#endif
#if canImport(UIKit) || UIKIT_MODEL

/// The commands an app gives a control: begin refreshing, and observe its changes.
extension RefreshControl {
    /// Refreshes now, as if the user had pulled: a header scrolls into view and the action runs.
    /// Before the scroll view is on screen (in `viewDidLoad`, say) it waits; it counts as
    /// refreshing meanwhile, and ``endRefreshing()`` cancels it. Sends no `.valueChanged` (as
    /// `UIRefreshControl`'s does not).
    ///
    /// - Returns: Whether a refresh will run because of this call: false when the control is
    ///   already refreshing or finishing, has no more data, or the other edge is refreshing.
    @discardableResult
    public func beginRefreshing() -> Bool {
        beginRefreshing(runningAction: true, animated: true)
    }

    /// Refreshes now, choosing whether the action runs and whether the header animates into
    /// view. In a table or collection view the header scrolls with the scroll view's own
    /// animation (`setContentOffset(_:animated:)`), so rows are laid out on the way.
    ///
    /// - Parameters:
    ///   - runningAction: False to show a load that is already running (begun elsewhere): the
    ///     control refreshes without calling its action; end it with ``endRefreshing()``.
    ///   - animated: False to show the header at once.
    /// - Returns: Whether a refresh will run because of this call (see ``beginRefreshing()``).
    @discardableResult
    public func beginRefreshing(runningAction: Bool = true, animated: Bool = true) -> Bool {
        beginRefreshing(runningAction: runningAction, animated: animated, revealing: true)
    }

    /// A refresh the user asked for (VoiceOver, a tap on a failed footer): begins it and sends
    /// `.valueChanged`.
    @discardableResult
    func beginRefreshingForUser() -> Bool {
        guard isEnabled, !isHidden else { return false }
        let wasRefreshing = controller.state == .refreshing
        guard beginRefreshing(), !wasRefreshing, controller.state == .refreshing else { return false }
        sendActions(for: .valueChanged)
        return true
    }

    /// Calls `handler` on every change of state (not for progress within a pull), on the main
    /// actor, with the states before and after, the moment of the change and, for a failed
    /// refresh, the error.
    ///
    /// - Parameter handler: Called once per change, for as long as the control lives.
    public func observeState(_ handler: @escaping @MainActor (RefreshStateChange) -> Void) {
        support.stateObservers.append(handler)
    }
}
#endif
