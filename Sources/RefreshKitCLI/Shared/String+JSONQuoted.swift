extension String {
    /// The most characters of the user's input an error message quotes; longer input is cut
    /// with an ellipsis.
    static let maximumQuotedInput = 80

    /// The string as a JSON string literal (quoted, with control characters escaped), so a
    /// message quoting user input always stays on one line and shows what is really there.
    var jsonQuoted: String {
        // Printable ASCII without quotes or backslashes (path data, colours, names) needs no escape.
        // Read from the string's own bytes: a plan's path data runs to kilobytes.
        var text = self
        let plain = text.withUTF8 { bytes in
            bytes.allSatisfy { $0 >= 0x20 && $0 < 0x7F && $0 != UInt8(ascii: "\"") && $0 != UInt8(ascii: "\\") }
        }
        if plain {
            return "\"" + self + "\""
        }
        return Self.quoted(self, mark: "\"", limit: nil)
    }

    /// The string as user input quoted in an error message: between `mark`s, at most
    /// ``maximumQuotedInput`` characters (then `…`), with every character that could break the
    /// line or reorder the terminal's text escaped as `\uXXXX` — C0 and C1 controls, DEL, the
    /// line and paragraph separators, and the bidirectional embeddings, overrides and isolates
    /// (U+202A–U+202E, U+2066–U+2069).
    func quotedInput(mark: Character = "'") -> String {
        Self.quoted(self, mark: mark, limit: Self.maximumQuotedInput)
    }

    /// Whether `scalar` must never reach a terminal as it is.
    static func isUnsafeInMessage(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0..<0x20, 0x7F...0x9F, 0x2028, 0x2029, 0x202A...0x202E, 0x2066...0x2069: true
        default: false
        }
    }

    private static func quoted(_ text: String, mark: Character, limit: Int?) -> String {
        var out = String(mark)
        var count = 0
        for scalar in text.unicodeScalars {
            if let limit, count == limit {
                out += "…"
                break
            }
            count += 1
            switch scalar {
            case "\"" where mark == "\"": out += "\\\""
            case "'" where mark == "'": out += "\\'"
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case _ where isUnsafeInMessage(scalar):
                let hex = String(scalar.value, radix: 16)
                out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: out.unicodeScalars.append(scalar)
            }
        }
        out.append(mark)
        return out
    }
}
