import RefreshKitCore

/// A glyph source that draws every text in one font file (`--font PATH`), at the size asked for.
final class FontOverrideGlyphSource: GlyphSource {
    let base: any GlyphSource
    let file: String

    init(base: any GlyphSource, file: String) { self.base = base; self.file = file }

    func layout(_ text: String, font: FontRequest) throws -> TextLayout {
        var font = font
        font.file = file
        return try base.layout(text, font: font)
    }
}
