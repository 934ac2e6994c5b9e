import CFreeType

/// A ``GlyphSource`` backed by FreeType: unhinted outlines at full precision, with kerning from
/// the font's `kern` table.
///
/// A font is resolved from ``FontRequest/file`` when set, else from ``FontRequest/family`` through a
/// ``FontLocator`` (see there for the lookup). Outlines are loaded in font units
/// (`FT_LOAD_NO_SCALE`) and scaled by `size / unitsPerEm`, so they are exact at every size.
/// Each glyph's outline is placed at its pen position on a baseline at y = 0 with y growing
/// down; every contour is one closed sub-path, glyphs in reading order.
///
/// Layouts are cached per text and font, and opened faces per path. Not thread-safe: use one
/// instance per thread.
public final class FreeTypeGlyphSource: GlyphSource {
    /// How text and font identify a cached layout.
    private struct LayoutKey: Hashable {
        var text: String
        var font: FontRequest
    }

    /// The largest number of layouts kept; the cache is emptied when it would grow past this.
    public static let layoutCacheLimit = 512

    /// How family names are turned into files.
    public let locator: FontLocator
    private let library = FreeTypeLibrary()
    private var faces: [String: FT_Face] = [:]
    private var layouts: [LayoutKey: TextLayout] = [:]

    /// Creates a glyph source that looks families up with `locator`.
    public init(locator: FontLocator = FontLocator()) {
        self.locator = locator
    }

    deinit {
        for face in faces.values { FT_Done_Face(face) }
    }

    /// Lays out one line of `text` in `font`: one glyph per character (grapheme cluster, drawn
    /// with the glyph of its first scalar), kerning applied between neighbours.
    ///
    /// - Throws: ``GlyphSourceError/invalidSize(_:)`` for a size that is not positive and
    ///   finite; ``GlyphSourceError/fontUnavailable(path:reason:)`` when the font cannot be
    ///   found, read or decoded.
    public func layout(_ text: String, font: FontRequest) throws(GlyphSourceError) -> TextLayout {
        guard font.size.isFinite, font.size > 0 else { throw .invalidSize(font.size) }
        let key = LayoutKey(text: text, font: font)
        if let cached = layouts[key] { return cached }
        let path = try fontPath(for: font)
        let face = try openFace(path)
        let layout = try lay(text, face: face, size: font.size, path: path)
        if layouts.count >= Self.layoutCacheLimit { layouts.removeAll(keepingCapacity: true) }
        layouts[key] = layout
        return layout
    }

    /// The font file `font` resolves to: ``FontRequest/file`` when set, else the family's file.
    ///
    /// - Throws: ``GlyphSourceError/fontUnavailable(path:reason:)`` naming the file names
    ///   looked for when no file matches the family.
    public func fontPath(for font: FontRequest) throws(GlyphSourceError) -> String {
        if let file = font.file { return file }
        if let path = locator.path(forFamily: font.family) { return path }
        let tried = FontLocator.candidateFileNames(for: font.family).prefix(3).joined(separator: ", ")
        let first = FontLocator.candidateFileNames(for: font.family).first ?? font.family
        let directories = locator.searchDirectories.joined(separator: ", ")
        throw .fontUnavailable(
            path: (locator.searchDirectories.first ?? "") + "/**/" + first,
            reason: "no font file for the family '\(font.family)' was found (looked for \(tried), … under \(directories))")
    }

    // MARK: - Faces

    private func openFace(_ path: String) throws(GlyphSourceError) -> FT_Face {
        if let face = faces[path] { return face }
        guard let handle = library.handle else {
            throw .fontUnavailable(path: path, reason: "FreeType could not start: "
                                   + FreeTypeLibrary.describe(library.initError))
        }
        if let reason = FileCheck.unreadableReason(path) ?? SFNTDirectoryCheck.problem(path) {
            throw .fontUnavailable(path: path, reason: reason)
        }
        var face: FT_Face?
        let error = FT_New_Face(handle, path, 0, &face)
        guard error == 0, let face else {
            throw .fontUnavailable(path: path, reason: "it is not a usable font: " + FreeTypeLibrary.describe(error))
        }
        let flags = face.pointee.face_flags
        guard flags & FT_Long(FT_FACE_FLAG_SCALABLE) != 0, face.pointee.units_per_EM > 0 else {
            FT_Done_Face(face)
            throw .fontUnavailable(path: path, reason: "it has no scalable outlines (a bitmap font?)")
        }
        faces[path] = face
        return face
    }

    // MARK: - Layout

    private func lay(_ text: String, face: FT_Face, size: Double, path: String) throws(GlyphSourceError) -> TextLayout {
        let unitsPerEm = Double(face.pointee.units_per_EM)
        let scale = size / unitsPerEm
        let hasKerning = face.pointee.face_flags & FT_Long(FT_FACE_FLAG_KERNING) != 0
        let loadFlags = Int32(FT_LOAD_NO_SCALE | FT_LOAD_NO_HINTING | FT_LOAD_NO_BITMAP)
        var glyphs: [TextLayout.Glyph] = []
        var penX = 0.0
        var previousIndex: FT_UInt = 0
        for character in text {
            let code = FT_ULong(character.unicodeScalars.first?.value ?? 0)
            let index = FT_Get_Char_Index(face, code)
            if hasKerning, previousIndex != 0, index != 0, !glyphs.isEmpty {
                var kern = FT_Vector()
                if FT_Get_Kerning(face, previousIndex, index, FT_KERNING_UNSCALED.rawValue, &kern) == 0 {
                    let delta = Double(kern.x) * scale
                    glyphs[glyphs.count - 1].advance += delta
                    penX += delta
                }
            }
            let error = FT_Load_Glyph(face, index, loadFlags)
            guard error == 0, let slot = face.pointee.glyph else {
                throw .fontUnavailable(path: path, reason: "FreeType could not load the glyph for '\(character)': "
                                       + FreeTypeLibrary.describe(error))
            }
            let origin = Point(x: penX, y: 0)
            var outlinePath = VectorPath.empty
            if slot.pointee.outline.n_contours > 0 {
                guard let decoded = OutlineDecoder.path(of: &slot.pointee.outline, scale: scale, origin: origin) else {
                    throw .fontUnavailable(path: path, reason: "the outline of '\(character)' is corrupt")
                }
                outlinePath = decoded
            }
            let advance = Double(slot.pointee.advance.x) * scale
            glyphs.append(TextLayout.Glyph(character: character, path: outlinePath, origin: origin, advance: advance))
            penX += advance
            previousIndex = index
        }
        let ascent = Double(face.pointee.ascender) * scale
        let descent = -Double(face.pointee.descender) * scale
        return TextLayout(glyphs: glyphs, ascent: ascent, descent: descent, width: penX)
    }
}
