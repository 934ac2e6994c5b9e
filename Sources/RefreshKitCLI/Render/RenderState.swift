import RefreshKitCore

/// The moment `refreshkit render --state` draws.
enum RenderState: String, ChoiceOption {
    /// At rest.
    case idle
    /// Pulled short of the trigger.
    case pulling
    /// Pulled past the trigger.
    case armed
    /// Refreshing.
    case refreshing
    /// Finishing after a refresh.
    case finishing
    /// A footer with no more data.
    case noMoreData
    /// A refresh that failed.
    case failed

    static let optionName = "--state"
    static var refusal: String {
        "is not a state; pass one of " + allCases.map(\.rawValue).joined(separator: ", ")
    }

    /// The phase in the core's words.
    var phase: RefreshPhase {
        switch self {
        case .idle: .idle
        case .pulling: .revealing
        case .armed: .armed
        case .refreshing: .refreshing
        case .finishing: .finishing
        case .noMoreData: .noMoreData
        case .failed: .failed
        }
    }
}
