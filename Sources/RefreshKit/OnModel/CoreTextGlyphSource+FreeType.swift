#if UIKIT_MODEL
import RefreshKitCore
import RefreshKitRender
import UIKitModel

/// The adapter's glyph source on the model: FreeType's, under the name of the CoreText source the
/// adapter uses on iOS (`Drawing/CoreTextGlyphSource.swift` needs CoreText, which Linux has not).
/// The same fonts and layouts as the Linux renders, so the adapter's scenes equal the core's.
/// This file is compiled only on the model. It also counts the text layouts asked of it on the main
/// thread and off it (every drawing or compile that sets text asks it), for the benchmarks and tests
/// that show the main thread lays out no text while a plan plays.
public final class CoreTextGlyphSource: GlyphSource {
    private let base = FreeTypeGlyphSource()
    private static let countLock = NSLock()
    nonisolated(unsafe) private static var layouts = (main: 0, other: 0)  // read and written under `countLock`

    /// How many text layouts every source of the adapter made so far, on the main thread and off it.
    public static var modelLayoutCounts: (mainThread: Int, otherThreads: Int) {
        countLock.lock()
        defer { countLock.unlock() }
        return (layouts.main, layouts.other)
    }

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
        let onMain = ModelThread.isMainThread
        Self.countLock.lock()
        if onMain { Self.layouts.main += 1 } else { Self.layouts.other += 1 }
        Self.countLock.unlock()
        return try base.layout(text, font: font)
    }
}
#endif
