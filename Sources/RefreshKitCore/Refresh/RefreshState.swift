/// The one state of a refresh control. There are no parallel booleans: everything a control is
/// doing is this value.
public enum RefreshState: Hashable, Sendable {
    /// At rest; nothing of the control shows.
    case idle
    /// The pull reveals the control, not yet far enough to trigger: `progress` is pull distance /
    /// trigger distance, greater than 0 and at most 1 (it reaches 1 when a pull past the trigger
    /// is not armed: a bounce without a finger, or the other edge busy). MJRefresh and
    /// ESPullToRefresh call this their idle or "pull to refresh" state; MJRefresh's `pulling` is
    /// ``armed(overPull:)``.
    case revealing(progress: Double)
    /// Pulled past the trigger; releasing starts a refresh. `overPull` is the distance past the
    /// trigger, in points.
    case armed(overPull: Double)
    /// The action runs; the control holds its inset share.
    case refreshing
    /// The refresh ended; the control lets go of its share and goes back to idle.
    case finishing
    /// Footers only: there is nothing more to load; pulls do not trigger until reset.
    case noMoreData
    /// Footers only: the last load failed (its action threw, or the app ended it with an error).
    /// The footer stays in view under the content with a retry: a tap (the control's
    /// `beginRefreshing()`) or a pull past the footer by the trigger distance loads again;
    /// nothing loads by itself.
    case failed

    /// The state without its payload: what changes fire callbacks and what JSON spells.
    public var phase: RefreshPhase {
        switch self {
        case .idle: .idle
        case .revealing: .revealing
        case .armed: .armed
        case .refreshing: .refreshing
        case .finishing: .finishing
        case .noMoreData: .noMoreData
        case .failed: .failed
        }
    }
}

/// A ``RefreshState`` without its payload.
public enum RefreshPhase: String, Hashable, Sendable, CaseIterable {
    /// One case per ``RefreshState`` case, with the same name. The raw value is the name too,
    /// but for ``revealing``, whose raw value is `"pulling"`: the spelling of `refreshkit`'s JSON
    /// and `--state`, which are kept.
    case idle, revealing = "pulling", armed, refreshing, finishing, noMoreData, failed
}
