import RefreshKitCore

/// The appearance `refreshkit render --appearance` draws in.
enum RenderAppearance: String, ChoiceOption {
    /// Light mode.
    case light
    /// Dark mode.
    case dark

    static let optionName = "--appearance"
    static var refusal: String {
        "is not an appearance; pass one of " + allCases.map(\.rawValue).joined(separator: ", ")
    }

    /// The appearance in the core's words.
    var appearance: IndicatorAppearance {
        switch self {
        case .light: IndicatorAppearance(colorScheme: .light)
        case .dark: IndicatorAppearance(colorScheme: .dark)
        }
    }
}
