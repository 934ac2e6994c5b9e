import RefreshKitCore

/// The edge `refreshkit render --edge` draws a style for.
enum RenderEdge: String, ChoiceOption {
    /// The header (pull down to refresh).
    case header
    /// The footer (the classic style's footer titles).
    case footer

    static let optionName = "--edge"
    static let refusal = "is not an edge; pass header or footer"

    /// The edge in the core's words.
    var edge: RefreshEdge {
        switch self {
        case .header: .header
        case .footer: .footer
        }
    }
}
