/// The one state of a refresh control. There are no parallel booleans: everything a control is
/// doing is this value.
public enum RefreshState: Hashable, Sendable {
    /// At rest; nothing of the control shows.
    case idle
    /// The user pulls, not yet far enough: `progress` is pull distance / trigger distance, in 0..<1.
    case pulling(progress: Double)
    /// Pulled past the trigger; releasing starts a refresh. `overPull` is the distance past the
    /// trigger, in points.
    case armed(overPull: Double)
    /// The action runs; the control holds its inset share.
    case refreshing
    /// The refresh ended; the control lets go of its share and goes back to idle.
    case finishing
    /// Footers only: there is nothing more to load; pulls do not trigger until reset.
    case noMoreData

    /// The state without its payload: what changes fire callbacks and what JSON spells.
    public var phase: RefreshPhase {
        switch self {
        case .idle: .idle
        case .pulling: .pulling
        case .armed: .armed
        case .refreshing: .refreshing
        case .finishing: .finishing
        case .noMoreData: .noMoreData
        }
    }
}

/// A ``RefreshState`` without its payload.
public enum RefreshPhase: String, Hashable, Sendable, CaseIterable {
    case idle, pulling, armed, refreshing, finishing, noMoreData
}
