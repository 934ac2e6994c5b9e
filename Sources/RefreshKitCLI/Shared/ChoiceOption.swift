import ArgumentParser

/// An option whose value is one word of a fixed list. The argument parser lists the words in
/// help and refuses any other; ``RefreshKitCommand`` answers a refused word first, in the one
/// line every bad value gets (`refreshkit render: --edge 'side' is not an edge; pass header or
/// footer`).
package protocol ChoiceOption: CaseIterable, ExpressibleByArgument, RawRepresentable, Sendable
where RawValue == String {
    /// The option as typed, such as `--edge`.
    static var optionName: String { get }
    /// What a refused word is not and what to pass instead: "is not an edge; pass header or footer".
    static var refusal: String { get }
    /// The value `text` names, or nil.
    init?(choice text: String)
}

extension ChoiceOption {
    package init?(argument: String) {
        self.init(choice: argument)
    }

    package init?(choice text: String) {
        self.init(rawValue: text)
    }

    package var defaultValueDescription: String {
        rawValue
    }

    package static var allValueStrings: [String] {
        allCases.map(\.rawValue)
    }

    /// No value has a description of its own (each is described by its word): the argument
    /// parser's default finds the same by building a dictionary on every parse.
    package static var allValueDescriptions: [String: String] {
        [:]
    }

    /// Whether `text` names a value.
    package static func accepts(_ text: String) -> Bool {
        Self(choice: text) != nil
    }

    /// "--edge 'side' is not an edge; pass header or footer".
    package static func refusalMessage(for text: String) -> String {
        "\(optionName) \(text.quotedInput()) \(refusal)"
    }

}
