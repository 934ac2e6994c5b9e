/// The refresh state machine: a pure function from a state, an event and a configuration to
/// the next state, the pull measured from the resting edge (the adjusted inset).
package enum RefreshTransition {
    /// The next state.
    ///
    /// On a scroll event, with `p` the pull distance and `T` the trigger distance:
    /// 1. refreshing, finishing and noMoreData ignore scrolling;
    /// 2. armed and not dragging → refreshing (unless the other edge is busy: then revealing);
    /// 3. dragging and `0 < p < T` → revealing(p / T) — this also disarms an armed control;
    /// 4. dragging and `p ≥ T` → armed(p − T);
    /// 5. `p ≤ 0` → idle. A pull that bounces back without a finger keeps revealing(p / T).
    ///
    /// An auto footer goes from idle straight to refreshing when `autoTrigger` says so.
    /// `begin` refreshes from idle, revealing, armed, finishing or failed (a begin while finishing cuts the
    /// finishing short and refreshes again; not while the other edge is busy, not with no more
    /// data); a second `begin` while refreshing is ignored. `end` moves refreshing to finishing and is ignored in
    /// any other state. `finished` moves finishing to idle. `noMoreData(true)` moves a footer to
    /// noMoreData from any state; `noMoreData(false)` moves noMoreData (and failed) back to idle.
    ///
    /// Failures: `fail` while refreshing moves a footer to failed and a header straight back to idle
    /// (ignored in any other state). Failed ignores scrolling but for a retry: a drag that pulls past
    /// the footer by the trigger distance arms it (`p` is then measured past the footer it shows),
    /// and releasing refreshes; an auto footer dragged back under the trigger before releasing is
    /// failed again, a pull footer follows rules 3 and 5. Nothing else leaves failed by itself, so
    /// a failing load is never retried without the user.
    package static func next(
        _ state: RefreshState, on event: RefreshEvent, edge: RefreshEdge,
        configuration: RefreshConfiguration
    ) -> RefreshState {
        switch event {
        case let .scroll(input):
            return onScroll(state, input, edge: edge, configuration: configuration)
        case .begin:
            switch state {
            case .idle, .revealing, .armed, .finishing, .failed: return .refreshing
            case .refreshing, .noMoreData: return state
            }
        case .end:
            return state == .refreshing ? .finishing : state
        case .fail:
            guard state == .refreshing else { return state }
            return edge == .footer ? .failed : .idle
        case .finished:
            return state == .finishing ? .idle : state
        case let .noMoreData(flag):
            guard edge == .footer else { return state }
            if flag { return .noMoreData }
            return state == .noMoreData || state == .failed ? .idle : state
        }
    }

    private static func onScroll(
        _ state: RefreshState, _ input: RefreshInput, edge: RefreshEdge,
        configuration: RefreshConfiguration
    ) -> RefreshState {
        switch state {
        case .refreshing, .finishing, .noMoreData:
            return state
        case .failed:
            return retry(input, trigger: configuration.effectiveTriggerDistance) ?? state
        case .idle, .revealing, .armed:
            break
        }
        let p = input.pullDistance, trigger = configuration.effectiveTriggerDistance
        if edge == .footer && configuration.mode == .auto {
            // Armed only by a retry pull after a failure: released it loads, let go of it is failed again.
            if case .armed = state {
                if !input.isDragging { return input.otherEdgeBusy ? .failed : .refreshing }
                return retry(input, trigger: trigger) ?? .failed
            }
            return input.autoTrigger && !input.otherEdgeBusy && state == .idle ? .refreshing : .idle
        }
        if case .armed = state, !input.isDragging {
            return input.otherEdgeBusy ? revealing(p, trigger) : .refreshing
        }
        guard p > 0 else { return .idle }
        if input.isDragging {
            return p >= trigger ? .armed(overPull: p - trigger) : revealing(p, trigger)
        }
        if case .revealing = state { return revealing(p, trigger) }
        return state
    }

    /// A failed footer's retry: armed while a finger pulls past it by the trigger distance (and
    /// the other edge is not busy); nil otherwise.
    private static func retry(_ input: RefreshInput, trigger: Double) -> RefreshState? {
        let p = input.pullDistance
        guard input.isDragging, !input.otherEdgeBusy, p >= trigger else { return nil }
        return .armed(overPull: p - trigger)
    }

    private static func revealing(_ p: Double, _ trigger: Double) -> RefreshState {
        p > 0 ? .revealing(progress: Swift.min(p / trigger, 1)) : .idle
    }
}
