import RefreshKitCore

/// The phase `refreshkit layers --state` prints the plan of.
enum LayersState: String, ChoiceOption {
    /// The pull, driven through `timeOffset`.
    case pulling
    /// Past the trigger.
    case armed
    /// The refreshing loop.
    case refreshing
    /// The finishing animation.
    case finishing

    static let optionName = "--state"
    static var refusal: String {
        "has no plan; pass one of " + allCases.map(\.rawValue).joined(separator: ", ")
    }

    /// The plan's phase.
    var phase: LayerPlan.Phase {
        switch self {
        case .pulling: .pulling
        case .armed: .armed
        case .refreshing: .refreshing
        case .finishing: .finishing
        }
    }
}
