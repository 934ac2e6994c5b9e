import RefreshKitCore
import RefreshKitRender

/// A glyph source that refuses to lay out text its fonts cannot draw: instead of the font's
/// empty "missing glyph" boxes, `refreshkit render` stops with one line naming the font, the
/// characters and the fix. Indicators may swallow a layout error (and draw no text), so the
/// first refusal is also kept in ``problem`` for the command to report.
final class CoverageCheckingGlyphSource: GlyphSource {
    private let freeType: FreeTypeGlyphSource
    /// `--font`'s file, when given: every text is drawn in it (no fallback).
    private let file: String?
    private let locale: String
    private var checked: Set<String> = []
    /// The first text refused, as the one line to report.
    private(set) var problem: RenderFailure?

    /// - Parameters:
    ///   - freeType: The glyph source that draws.
    ///   - file: `--font`, if given.
    ///   - locale: `--locale`, named in the message.
    init(freeType: FreeTypeGlyphSource, file: String?, locale: String) {
        self.freeType = freeType
        self.file = file
        self.locale = locale
    }

    func layout(_ text: String, font: FontRequest) throws -> TextLayout {
        var font = font
        if let file { font.file = file }
        if checked.insert(text + "\u{0}" + font.family + "\u{0}" + (font.file ?? "")).inserted {
            let missing = try freeType.missingCharacters(in: text, font: font)
            if !missing.isEmpty {
                let path = (try? freeType.fontPath(for: font)) ?? font.family
                let fix =
                    file != nil
                    ? "pass a --font that has them"
                    : "pass --font with a font that has them, or install Debian's fonts-droid-fallback (as .ci/run does)"
                let failure = RenderFailure(
                    "the font \(path.quotedInput()) has no glyphs for "
                        + "\(String(missing.prefix(8)).quotedInput()) (--locale \(locale)); \(fix)")
                if problem == nil { problem = failure }
                throw failure
            }
        }
        return try freeType.layout(text, font: font)
    }
}
