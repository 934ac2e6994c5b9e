/// A control whose view is hidden or disabled, as a `UIControl`'s `isHidden` and `isEnabled`:
///
/// - hidden, it neither triggers (a pull does not reveal or arm it, an auto footer does not load)
///   nor holds a share of the inset (its room at rest, or its refreshing share); its state is kept
///   — a load that runs goes on, no more data stays — and shown again it holds what that state
///   holds. A begin from code still refreshes (without a share while hidden);
/// - disabled, it does not trigger from the user's scrolling; it keeps its share, and a begin
///   from code still refreshes.
extension RefreshController {
    /// Hides (true) or shows (false) the control.
    ///
    /// - Parameter hidden: Whether the control's view is hidden.
    package func setHidden(_ hidden: Bool) {
        guard hidden != isHidden else { return }
        isHidden = hidden
        guard let host else { return }
        let share = shareInState(host.metrics)
        if share != appliedShare {
            appliedShare = share
            if lease == nil && share != 0 { lease = ShareLease(host: host, edge: edge) }
            if share == 0 && state != .refreshing && state != .failed && state != .finishing { endLease() }
            host.setRefreshInset(
                share, for: edge,
                animationDuration: configuration.animatesInsets ? configuration.insetAnimationDuration : 0)
        }
        update(on: host)
    }

    /// Lets the user's scrolling trigger the control (true) or not (false); a pull under way is
    /// let go of (an armed footer's retry goes back to failed).
    ///
    /// - Parameter enabled: Whether the control is enabled.
    package func setEnabled(_ enabled: Bool) {
        guard enabled != isEnabled else { return }
        isEnabled = enabled
        guard let host else { return }
        update(on: host)
    }

    /// The share the control holds in its state: none while hidden; its refreshing share while
    /// refreshing or failed; else its room at rest.
    private func shareInState(_ m: ScrollMetrics) -> Double {
        guard !isHidden else { return 0 }
        switch state {
        case .refreshing, .failed: return shareForRefreshing(m)
        default: return roomAtRest
        }
    }
}
