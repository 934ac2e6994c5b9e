/// The one line on standard error that reports a failure.
enum ErrorLine {
    /// The longest error line printed, in characters; a longer one is cut with an ellipsis.
    static let maximumLength = 600

    /// `text` as one safe line: line breaks, controls and bidirectional overrides escaped
    /// (see `String.quotedInput(mark:)`), and at most ``maximumLength`` characters.
    static func make(_ text: String) -> String {
        var line = text
        if text.unicodeScalars.contains(where: String.isUnsafeInMessage) {
            line = String(text.jsonQuoted.dropFirst().dropLast())
        }
        if line.count > maximumLength {
            line = String(line.prefix(maximumLength - 1)) + "…"
        }
        return line
    }
}
