#if UIKIT_MODEL
import RefreshKitCore
import RefreshKitRender

/// The adapter's glyph source on the model: FreeType's, under the name of the CoreText source the
/// adapter uses on iOS (`Drawing/CoreTextGlyphSource.swift` needs CoreText, which Linux has not).
/// The same fonts and layouts as the Linux renders, so the adapter's scenes equal the core's.
/// This file is compiled only on the model.
public final class CoreTextGlyphSource: GlyphSource {
    private let base = FreeTypeGlyphSource()

    /// A source with its own caches (one per thread, as the CoreText source).
    public init() {}

    /// The main thread's source.
    @MainActor static let shared = CoreTextGlyphSource()

    /// The glyphs of `text` in `font`, from FreeType.
    ///
    /// - Parameters:
    ///   - text: The text.
    ///   - font: The font.
    /// - Returns: One glyph per character.
    /// - Throws: `GlyphSourceError` as FreeType's source throws it.
    public func layout(_ text: String, font: FontRequest) throws -> TextLayout {
        try base.layout(text, font: font)
    }
}
#endif
