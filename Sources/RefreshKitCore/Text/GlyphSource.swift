/// Turns text into glyph outlines. FreeType provides one on Linux (`RefreshKitRender`), CoreText
/// on Apple platforms (`RefreshKit`).
///
/// Implementations cache layouts per text, font and size: indicators ask for the same text on
/// every frame.
public protocol GlyphSource: AnyObject {
    /// Lays out `text` in `font`, or throws a ``GlyphSourceError`` that says what to give instead.
    ///
    /// - Parameters:
    ///   - text: The text, one line.
    ///   - font: The font and its size in points.
    /// - Returns: The glyph outlines on a baseline at y = 0, starting at x = 0.
    /// - Throws: ``GlyphSourceError/fontUnavailable(path:reason:)`` when the font cannot be
    ///   found or opened, ``GlyphSourceError/invalidSize(_:)`` when the size is not a positive
    ///   finite number.
    func layout(_ text: String, font: FontRequest) throws -> TextLayout
}

/// Why a glyph source could not lay text out.
public enum GlyphSourceError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The font could not be found or opened: `path` is the file or name tried, `reason` why
    /// it failed.
    case fontUnavailable(path: String, reason: String)
    /// The requested size is not a positive finite number.
    case invalidSize(Double)

    /// One line: what is wrong with the value and what to give instead.
    public var description: String {
        switch self {
        case let .fontUnavailable(path, reason):
            "cannot use the font at '\(path)': \(reason); give the path of a readable TrueType or OpenType file"
        case let .invalidSize(size):
            "font size \(size) is not a positive finite number; pass a size in points such as 17"
        }
    }
}
