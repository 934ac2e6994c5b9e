extension RefreshKitCommand {
    /// The options of each command whose value is one word of a list.
    static let choiceOptions: [String: [any ChoiceOption.Type]] = [
        "render": [
            RenderState.self, RenderEdge.self, RenderDirection.self, RenderAppearance.self, RenderVia.self,
            RenderFormat.self,
        ],
        "layers": [LayersState.self],
    ]

    /// "--edge 'side' is not an edge; pass header or footer" for the first word a choice option
    /// refuses, or nil. A value that looks like an option is left to the argument parser, which
    /// reports it as missing.
    static func refusedChoiceMessage(_ arguments: [String]) -> String? {
        guard let command = arguments.first, let options = choiceOptions[command] else { return nil }
        var index = 1
        while index < arguments.count, arguments[index] != "--" {
            let parts = arguments[index].split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            index += 1
            guard let option = options.first(where: { $0.optionName == parts[0] }) else { continue }
            let value = parts.count == 2 ? String(parts[1]) : arguments.dropFirst(index).first
            if let value, !value.hasPrefix("-"), !option.accepts(value) {
                return option.refusalMessage(for: value)
            }
        }
        return nil
    }
}
