/// The refresh state machine: a pure function from a state, an event and a configuration to
/// the next state. It follows S1's five rules, with the pull measured from the resting edge
/// (the adjusted inset), and adds what S1 lacks: finishing, footers and no-more-data.
///
/// On a scroll event, with `p` the pull distance and `T` the trigger distance:
/// 1. refreshing, finishing and noMoreData ignore scrolling;
/// 2. armed and not dragging → refreshing (unless the other edge is busy: then pulling);
/// 3. dragging and `0 < p < T` → pulling(p / T) — this also disarms an armed control;
/// 4. dragging and `p ≥ T` → armed(p − T);
/// 5. `p ≤ 0` → idle. A pull that bounces back without a finger keeps pulling(p / T).
///
/// An auto footer goes from idle straight to refreshing when `autoTrigger` says so.
/// `begin` refreshes from idle, pulling, armed or finishing (a begin while finishing cuts the
/// finishing short and refreshes again; not while the other edge is busy, not with no more
/// data); a second `begin` while refreshing is ignored. `end` moves refreshing to finishing and is ignored in
/// any other state. `finished` moves finishing to idle. `noMoreData(true)` moves a footer to
/// noMoreData from any state; `noMoreData(false)` moves noMoreData back to idle.
package enum RefreshTransition {
    /// The next state.
    package static func next(_ state: RefreshState, on event: RefreshEvent, edge: RefreshEdge,
                            configuration: RefreshConfiguration) -> RefreshState {
        switch event {
        case let .scroll(input):
            return onScroll(state, input, edge: edge, configuration: configuration)
        case .begin:
            switch state {
            case .idle, .pulling, .armed, .finishing: return .refreshing
            case .refreshing, .noMoreData: return state
            }
        case .end:
            return state == .refreshing ? .finishing : state
        case .finished:
            return state == .finishing ? .idle : state
        case let .noMoreData(flag):
            guard edge == .footer else { return state }
            if flag { return .noMoreData }
            return state == .noMoreData ? .idle : state
        }
    }

    private static func onScroll(_ state: RefreshState, _ input: RefreshInput, edge: RefreshEdge,
                                 configuration: RefreshConfiguration) -> RefreshState {
        switch state {
        case .refreshing, .finishing, .noMoreData:
            return state
        case .idle, .pulling, .armed:
            break
        }
        if edge == .footer && configuration.mode == .auto {
            return input.autoTrigger && !input.otherEdgeBusy && state == .idle ? .refreshing : .idle
        }
        let p = input.pullDistance, trigger = configuration.effectiveTriggerDistance
        if case .armed = state, !input.isDragging {
            return input.otherEdgeBusy ? pulling(p, trigger) : .refreshing
        }
        guard p > 0 else { return .idle }
        if input.isDragging {
            return p >= trigger ? .armed(overPull: p - trigger) : pulling(p, trigger)
        }
        if case .pulling = state { return pulling(p, trigger) }
        return state
    }

    private static func pulling(_ p: Double, _ trigger: Double) -> RefreshState {
        p > 0 ? .pulling(progress: Swift.min(p / trigger, 1)) : .idle
    }
}
