import RefreshKitCore

/// A glyph source for styles that draw no text: any layout request fails, as a missing font
/// would.
package final class NoGlyphSource: GlyphSource {
    package init() {}

    package func layout(_ text: String, font: FontRequest) throws -> TextLayout {
        throw GlyphSourceError.fontUnavailable(path: "(none)", reason: "this test draws no text")
    }
}
