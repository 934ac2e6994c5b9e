#if canImport(UIKit)
import CoreGraphics
import CoreText
import Darwin
import Foundation
import RefreshKitCore
import UIKit

/// A ``GlyphSource`` backed by CoreText: what RefreshKit's indicators use on iOS.
///
/// Same contract as `FreeTypeGlyphSource` on Linux:
/// - **Fonts.** ``FontRequest/file``, when set, is loaded from that TrueType/OpenType file
///   (`CTFontManagerCreateFontDescriptorsFromURL`, else `CGDataProvider` + `CGFont` →
///   `CTFontCreateWithGraphicsFont`; the file is not registered process-wide). Otherwise
///   ``FontRequest/family`` is looked up with `CTFontCreateWithName` (a PostScript, full or family
///   name of an installed or app-registered font). When the name does not resolve — CoreText
///   silently substitutes another font; that is detected by comparing names — the **system
///   font** (`UIFont.systemFont(ofSize:)`) is used instead. So the default family, "DejaVu Sans"
///   (the Linux renderer's font), draws in San Francisco on a device unless the app
///   bundles DejaVu Sans.
/// - **Layout.** One line through `CTLine`, so kerning (and font fallback for characters the
///   font lacks) comes with it; optional ligatures are turned off (`kCTLigatureAttributeName`
///   0) so that, as with FreeType, every character keeps its own glyph. One
///   ``TextLayout/Glyph`` per character (grapheme cluster), in reading order: its outline is
///   every CoreText glyph of that cluster (`CTFontCreatePathForGlyph` with the run's font,
///   moved to the glyph's position), its origin the first glyph's position, its advance the
///   sum of theirs (kerning included). A character CoreText drew no glyph for (a required
///   ligature folded it into its neighbour) gets an empty outline and a zero advance.
///   Characters map to glyphs through `CTRunGetStringIndices` (UTF-16 offsets).
/// - **Coordinates.** y grows down, the baseline is y = 0, the first pen position x = 0.
/// - **Metrics.** Ascent, descent and width from `CTLineGetTypographicBounds` (so a fallback
///   font's taller ascent counts); for empty text, the font's own ascent and descent.
/// - **Errors.** ``GlyphSourceError/invalidSize(_:)`` for a size that is not positive and
///   finite; ``GlyphSourceError/fontUnavailable(path:reason:)`` for a font file that is
///   missing, unreadable or not a font. A family name never throws (it falls back).
/// - **Cache.** Layouts per text and font, at most ``layoutCacheLimit`` (emptied when it
///   would grow past that); loaded font files per path.
///
/// Not thread-safe: use one instance per thread (the UIKit and SwiftUI adapters use one on the
/// main thread).
public final class CoreTextGlyphSource: GlyphSource {
    /// How text and font identify a cached layout.
    private struct LayoutKey: Hashable {
        var text: String
        var font: FontRequest
    }

    /// A font file, loaded once: a descriptor when CoreText's font manager read it, else a
    /// `CGFont`.
    private enum LoadedFile {
        case descriptor(CTFontDescriptor)
        case graphicsFont(CGFont)
    }

    /// The largest number of layouts kept; the cache is emptied when it would grow past this.
    public static let layoutCacheLimit = 512
    /// The largest number of font files kept loaded; the cache is emptied when it would grow
    /// past this.
    public static let fileCacheLimit = 32

    private var layouts: [LayoutKey: TextLayout] = [:]
    private var files: [String: LoadedFile] = [:]

    /// Creates a glyph source with empty caches.
    public init() {}

    /// The main thread's instance, shared by the views that draw indicators.
    @MainActor static let shared = CoreTextGlyphSource()

    /// Lays out one line of `text` in `font` (see the type's documentation).
    ///
    /// - Parameters:
    ///   - text: The text, one line.
    ///   - font: The font file or family, and the size in points.
    /// - Returns: The layout, from the cache when the same text and font were laid out before.
    /// - Throws: ``GlyphSourceError/invalidSize(_:)`` or
    ///   ``GlyphSourceError/fontUnavailable(path:reason:)``.
    public func layout(_ text: String, font: FontRequest) throws -> TextLayout {
        guard font.size.isFinite, font.size > 0 else { throw GlyphSourceError.invalidSize(font.size) }
        let key = LayoutKey(text: text, font: font)
        if let cached = layouts[key] { return cached }
        let ctFont = try self.ctFont(for: font)
        let layout = Self.lay(text, font: ctFont)
        if layouts.count >= Self.layoutCacheLimit { layouts.removeAll(keepingCapacity: true) }
        layouts[key] = layout
        return layout
    }

    /// The CoreText font `font` resolves to: the file's font, the named font, or the system
    /// font when the name does not resolve.
    ///
    /// - Parameter font: The font file or family, and the size in points.
    /// - Returns: The font at that size; a file is loaded once and kept (see ``fileCacheLimit``).
    /// - Throws: as ``layout(_:font:)``.
    public func ctFont(for font: FontRequest) throws -> CTFont {
        guard font.size.isFinite, font.size > 0 else { throw GlyphSourceError.invalidSize(font.size) }
        let size = CGFloat(font.size)
        if let path = font.file {
            switch try load(path) {
            case let .descriptor(descriptor): return CTFontCreateWithFontDescriptor(descriptor, size, nil)
            case let .graphicsFont(cgFont): return CTFontCreateWithGraphicsFont(cgFont, size, nil, nil)
            }
        }
        return Self.namedFont(font.family, size: size) ?? Self.systemFont(size: size)
    }

    // MARK: - Fonts

    /// The installed (or app-registered) font called `name`, or nil when CoreText would
    /// substitute another one.
    static func namedFont(_ name: String, size: CGFloat) -> CTFont? {
        let wanted = name.trimmingCharacters(in: .whitespaces)
        guard !wanted.isEmpty else { return nil }
        let font = CTFontCreateWithName(wanted as CFString, size, nil)
        let names = [CTFontCopyPostScriptName(font), CTFontCopyFamilyName(font), CTFontCopyFullName(font)]
            .map { $0 as String }
        return names.contains { $0.caseInsensitiveCompare(wanted) == .orderedSame } ? font : nil
    }

    /// The system font (`UIFont.systemFont(ofSize:)`) as a CTFont.
    static func systemFont(size: CGFloat) -> CTFont {
        UIFont.systemFont(ofSize: size) as CTFont
    }

    private func load(_ path: String) throws -> LoadedFile {
        if let loaded = files[path] { return loaded }
        if let reason = Self.unreadableReason(path) {
            throw GlyphSourceError.fontUnavailable(path: path, reason: reason)
        }
        let url = URL(fileURLWithPath: path)
        let loaded: LoadedFile
        if let descriptors = CTFontManagerCreateFontDescriptorsFromURL(url as CFURL) as? [CTFontDescriptor],
            let first = descriptors.first
        {
            loaded = .descriptor(first)
        } else if let provider = CGDataProvider(url: url as CFURL), let cgFont = CGFont(provider) {
            loaded = .graphicsFont(cgFont)
        } else {
            throw GlyphSourceError.fontUnavailable(
                path: path,
                reason: "it is not a usable font: CoreText could not read a TrueType or OpenType font from it")
        }
        if files.count >= Self.fileCacheLimit { files.removeAll(keepingCapacity: true) }
        files[path] = loaded
        return loaded
    }

    /// Nil when `path` is a readable, non-empty regular file, else the reason it is not — in
    /// the words the FreeType source uses (the C library's, lower-cased).
    static func unreadableReason(_ path: String) -> String? {
        var info = stat()
        if stat(path, &info) != 0 { return systemReason() }
        if (info.st_mode & S_IFMT) == S_IFDIR { return "it is a directory" }
        if access(path, R_OK) != 0 { return systemReason() }
        if info.st_size == 0 { return "the file is empty" }
        return nil
    }

    private static func systemReason() -> String {
        let message = String(cString: strerror(errno))
        return message.prefix(1).lowercased() + message.dropFirst()
    }

    // MARK: - Layout

    /// One CoreText glyph, placed.
    private struct PlacedGlyph {
        var cluster: Int
        var path: VectorPath
        var origin: Point
        var advance: Double
    }

    static func lay(_ text: String, font: CTFont) -> TextLayout {
        let characters = Array(text)
        guard !characters.isEmpty else {
            return TextLayout(
                glyphs: [], ascent: Double(CTFontGetAscent(font)),
                descent: Double(CTFontGetDescent(font)), width: 0)
        }
        // UTF-16 offset at which each character (grapheme cluster) starts.
        var clusterStarts: [Int] = []
        clusterStarts.reserveCapacity(characters.count)
        var offset = 0
        for character in characters {
            clusterStarts.append(offset)
            offset += character.utf16.count
        }
        func cluster(ofUTF16 index: Int) -> Int {
            // The last cluster starting at or before `index`.
            var low = 0, high = clusterStarts.count - 1
            while low < high {
                let mid = (low + high + 1) / 2
                if clusterStarts[mid] <= index { low = mid } else { high = mid - 1 }
            }
            return low
        }

        let attributes: [CFString: Any] = [kCTFontAttributeName: font, kCTLigatureAttributeName: 0]
        guard let string = CFAttributedStringCreate(nil, text as CFString, attributes as CFDictionary) else {
            return TextLayout(
                glyphs: [], ascent: Double(CTFontGetAscent(font)),
                descent: Double(CTFontGetDescent(font)), width: 0)
        }
        let line = CTLineCreateWithAttributedString(string)
        var ascent: CGFloat = 0, descent: CGFloat = 0, leading: CGFloat = 0
        let width = CTLineGetTypographicBounds(line, &ascent, &descent, &leading)

        var placed: [PlacedGlyph] = []
        let runs = (CTLineGetGlyphRuns(line) as? [CTRun]) ?? []
        for run in runs {
            let count = CTRunGetGlyphCount(run)
            guard count > 0 else { continue }
            let runAttributes = CTRunGetAttributes(run) as NSDictionary
            let runFont = runAttributes[kCTFontAttributeName as String].map { $0 as! CTFont } ?? font
            var glyphs = [CGGlyph](repeating: 0, count: count)
            var positions = [CGPoint](repeating: .zero, count: count)
            var advances = [CGSize](repeating: .zero, count: count)
            var indices = [CFIndex](repeating: 0, count: count)
            let all = CFRange(location: 0, length: 0)
            CTRunGetGlyphs(run, all, &glyphs)
            CTRunGetPositions(run, all, &positions)
            CTRunGetAdvances(run, all, &advances)
            CTRunGetStringIndices(run, all, &indices)
            for i in 0..<count {
                let position = positions[i]
                var outline = VectorPath.empty
                // 0xFFFF is CoreText's placeholder for a glyph deleted by shaping.
                if glyphs[i] != 0xFFFF {
                    // Font space is y-up: flip about the baseline, then move to the position
                    // (the line's y is y-up too, so its y is negated).
                    var transform = CGAffineTransform(a: 1, b: 0, c: 0, d: -1, tx: position.x, ty: -position.y)
                    if let cgPath = CTFontCreatePathForGlyph(runFont, glyphs[i], &transform) {
                        outline = VectorPath(cgPath)
                    }
                }
                placed.append(
                    PlacedGlyph(
                        cluster: cluster(ofUTF16: indices[i]), path: outline,
                        origin: Point(x: Double(position.x), y: Double(-position.y)),
                        advance: Double(advances[i].width)))
            }
        }

        // One glyph per character, in reading order (stable: visual order within a cluster).
        var byCluster = [[PlacedGlyph]](repeating: [], count: characters.count)
        for glyph in placed { byCluster[glyph.cluster].append(glyph) }
        var result: [TextLayout.Glyph] = []
        result.reserveCapacity(characters.count)
        var pen = Point.zero
        for (index, character) in characters.enumerated() {
            let parts = byCluster[index]
            guard let first = parts.first else {
                result.append(TextLayout.Glyph(character: character, path: .empty, origin: pen, advance: 0))
                continue
            }
            let path =
                parts.count == 1
                ? first.path
                : VectorPath(elements: parts.flatMap { $0.path.elements })
            let advance = parts.reduce(0) { $0 + $1.advance }
            result.append(TextLayout.Glyph(character: character, path: path, origin: first.origin, advance: advance))
            pen = Point(x: first.origin.x + advance, y: first.origin.y)
        }
        return TextLayout(glyphs: result, ascent: Double(ascent), descent: Double(descent), width: Double(width))
    }
}
#endif
