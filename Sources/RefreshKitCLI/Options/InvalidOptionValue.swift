/// The one-line answer to an option value the argument parser refused (an enum option's value
/// that is none of its cases), in the words the command uses for it.
enum InvalidOptionValue {
    /// Options whose values the parser checks, by command, and the line for a bad value.
    private static let answers: [String: [String: @Sendable (String) -> String]] = [
        "render": [
            "--edge": { "--edge \($0.quotedInput()) is not an edge; pass header or footer" },
            "--appearance": { "--appearance \($0.quotedInput()) is not an appearance; pass one of light, dark" },
            "--direction": { "--direction \($0.quotedInput()) is not a direction; pass ltr or rtl" },
            "--via": { "--via \($0.quotedInput()) is not a way to draw; pass scene, layers or core-animation" },
            "--state": {
                "--state \($0.quotedInput()) is not a state; pass one of "
                    + MomentOption.allCases.map(\.rawValue).joined(separator: ", ")
            },
        ],
        "layers": [
            "--state": {
                "--state \($0.quotedInput()) has no plan; pass one of "
                    + PlanPhaseOption.allCases.map(\.rawValue).joined(separator: ", ")
            }
        ],
    ]

    /// The command and the line for the first value in `arguments` that the parser refused, or
    /// nil when none is a checked option's bad value.
    static func answer(for arguments: [String]) -> (command: String, line: String)? {
        guard let command = arguments.first, let options = answers[command] else { return nil }
        var index = 1
        while index < arguments.count {
            let argument = arguments[index]
            if argument == "--" { break }
            let parts = argument.split(separator: "=", maxSplits: 1).map(String.init)
            if let answer = options[parts[0]] {
                let value = parts.count == 2 ? parts[1] : (index + 1 < arguments.count ? arguments[index + 1] : nil)
                if let value, !isValid(value, option: parts[0], command: command) {
                    return ("refreshkit \(command)", answer(value))
                }
            }
            index += 1
        }
        return nil
    }

    private static func isValid(_ value: String, option: String, command: String) -> Bool {
        switch (command, option) {
        case (_, "--edge"): EdgeOption(argument: value) != nil
        case (_, "--appearance"): AppearanceOption(argument: value) != nil
        case (_, "--direction"): DirectionOption(argument: value) != nil
        case (_, "--via"): RenderVia(argument: value) != nil
        case ("layers", "--state"): PlanPhaseOption(argument: value) != nil
        case (_, "--state"): MomentOption(argument: value) != nil
        default: true
        }
    }
}
