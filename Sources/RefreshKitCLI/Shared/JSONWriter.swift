/// Spells the JSON every command prints, from values already written as JSON text (numbers
/// through `JSONNumber`, strings through ``string(_:)``).
///
/// A document puts each top-level member on a line of its own, indented by two spaces, and
/// ends with a newline; a list inside it puts each element on a line of its own, indented by
/// four spaces; an object or array inside an element stays on one line.
enum JSONWriter {
    /// The text that opens a document, before its first member.
    static let documentOpening = "{\n"
    /// The text between two members of a document.
    static let memberSeparator = ",\n"
    /// The text that closes a document.
    static let documentClosing = "\n}\n"
    /// The text that opens a non-empty list, before its first element.
    static let listOpening = "[\n    "
    /// The text between two elements of a list.
    static let elementSeparator = ",\n    "
    /// The text that closes a non-empty list.
    static let listClosing = "\n  ]"
    /// An empty list.
    static let emptyList = "[]"

    /// `parts` with `separator` between them: the standard `joined(separator:)` is not
    /// specialized here and looks its element types up at run time on first use.
    static func joined(_ parts: [String], separator: String) -> String {
        var text = ""
        text.reserveCapacity(parts.reduce(0) { $0 + $1.utf8.count } + separator.utf8.count * parts.count)
        for (index, part) in parts.enumerated() {
            if index > 0 { text += separator }
            text += part
        }
        return text
    }

    /// `text` as a JSON string literal.
    static func string(_ text: String) -> String {
        text.jsonQuoted
    }

    /// `true` or `false`.
    static func bool(_ value: Bool) -> String {
        value ? "true" : "false"
    }

    /// A document's member `key` with its value, on its own line.
    static func member(_ key: String, _ value: String) -> String {
        "  " + key.jsonQuoted + ": " + value
    }

    /// A whole document: its members in order, one per line, ending with a newline.
    static func document(_ members: [(String, String)]) -> String {
        documentOpening + joined(members.map { member($0.0, $0.1) }, separator: memberSeparator) + documentClosing
    }

    /// A list as a document's member: one element per line.
    static func list(_ elements: [String]) -> String {
        elements.isEmpty ? emptyList : listOpening + joined(elements, separator: elementSeparator) + listClosing
    }

    /// An object on one line: its members in order.
    static func object(_ members: [(String, String)]) -> String {
        // Appended into one string: a plan's tracks are objects of a dozen members each.
        var text = "{"
        text.reserveCapacity(2 + members.reduce(0) { $0 + $1.0.utf8.count + $1.1.utf8.count + 6 })
        for (index, member) in members.enumerated() {
            if index > 0 { text += ", " }
            text += member.0.jsonQuoted
            text += ": "
            text += member.1
        }
        return text + "}"
    }

    /// An array on one line.
    static func array(_ elements: [String]) -> String {
        "[" + joined(elements, separator: ", ") + "]"
    }
}
