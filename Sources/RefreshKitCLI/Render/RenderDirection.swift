import RefreshKitCore

/// The layout direction `refreshkit render --direction` draws in (read in any case).
enum RenderDirection: String, ChoiceOption {
    /// Left to right.
    case ltr
    /// Right to left.
    case rtl

    static let optionName = "--direction"
    static let refusal = "is not a direction; pass ltr or rtl"

    init?(choice text: String) {
        self.init(rawValue: text.lowercased())
    }

    /// The direction in the core's words.
    var direction: RefreshLayoutDirection {
        switch self {
        case .ltr: .leftToRight
        case .rtl: .rightToLeft
        }
    }
}
