import CFreeType

/// A ``GlyphSource`` backed by FreeType: unhinted outlines at full precision, with kerning from
/// the font's `kern` table.
///
/// A font is resolved from ``FontRequest/file`` when set, else from ``FontRequest/family`` through a
/// ``FontLocator`` (see there for the lookup). Outlines are loaded in font units
/// (`FT_LOAD_NO_SCALE`) and scaled by `size / unitsPerEm`, so they are exact at every size.
/// Each glyph's outline is placed at its pen position on a baseline at y = 0 with y growing
/// down; every contour is one closed sub-path, glyphs in reading order — for text with Hebrew
/// or Arabic letters, in visual order left to right (``BidiLine``: a right-to-left line is
/// mirrored, digits and Latin inside it keep their order). Arabic runs are shaped with
/// HarfBuzz (``HarfBuzzShaper``: joining forms, ligatures), so a line of Arabic has fewer
/// glyphs than characters when letters combine.
///
/// A character the font has no glyph for is drawn with the first of ``fallbackFamilies`` that
/// has one (as Core Text falls back), unless the font was given as a file (``FontRequest/file``),
/// which is then the only font used; ``missingCharacters(in:font:)`` says what no font covers.
///
/// Layouts are cached per text and font, and opened faces per path. Not thread-safe: use one
/// instance per thread.
public final class FreeTypeGlyphSource: GlyphSource {
    /// The largest number of layouts kept; the cache is emptied when it would grow past this.
    public static let layoutCacheLimit = 512

    /// Families tried, in order, for characters the requested family has no glyph for: DejaVu
    /// Sans (`fonts-dejavu-core`; its Book weight has Hebrew and Arabic letters the other
    /// styles lack), the CJK font (Han and kana) of Debian's `fonts-droid-fallback`, then
    /// NanumGothic (`fonts-nanum`) for hangul, which Droid Sans Fallback lacks; `.ci/run`
    /// installs all three.
    public static let defaultFallbackFamilies = [
        "DejaVu Sans", "Droid Sans Fallback Full", "Droid Sans Fallback",
        "NanumGothic",
    ]

    /// How family names are turned into files.
    public let locator: FontLocator
    /// Families tried for characters the requested family lacks (not for a font given as a file).
    public let fallbackFamilies: [String]
    private let library = FreeTypeLibrary()
    private var faces: [String: FT_Face] = [:]
    /// The fallback faces found, for regular (false) and bold (true) requests: looked up once.
    private var fallbackFaceCache: [Bool: [FT_Face]] = [:]
    /// Cached layouts by text, then by font (keyed by `String`, whose hashing every process
    /// has looked up already: a key type of our own costs a run-time conformance look-up).
    private var layouts: [String: [(font: FontRequest, layout: TextLayout)]] = [:]
    /// How many layouts ``layouts`` holds.
    private var layoutCount = 0
    /// The layouts asked for last, most recent first: an indicator asks for the same few texts
    /// frame after frame, and comparing a handful is cheaper than hashing.
    private var recentTexts: [String] = [], recentFonts: [FontRequest] = [], recentLayouts: [TextLayout] = []
    /// How many layouts ``recentLayouts`` keeps: 8 (a word's letters, a title and its line).
    private static let recentLayoutCount = 8

    /// Makes `layout` the most recent one.
    private func remember(_ text: String, _ font: FontRequest, _ layout: TextLayout) {
        if recentTexts.count >= Self.recentLayoutCount {
            recentTexts.removeLast()
            recentFonts.removeLast()
            recentLayouts.removeLast()
        }
        recentTexts.insert(text, at: 0)
        recentFonts.insert(font, at: 0)
        recentLayouts.insert(layout, at: 0)
    }
    /// Shapes Arabic runs; its HarfBuzz fonts hold references to the FreeType faces, released first in `deinit`.
    private let shaper = HarfBuzzShaper()

    /// Creates a glyph source that looks families up with `locator`.
    ///
    /// - Parameters:
    ///   - locator: Turns family names into font files.
    ///   - fallbackFamilies: Families tried, in order, for characters a family lacks.
    public init(locator: FontLocator = FontLocator(), fallbackFamilies: [String] = defaultFallbackFamilies) {
        self.locator = locator
        self.fallbackFamilies = fallbackFamilies
    }

    deinit {
        shaper.releaseFonts()
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
        for i in recentTexts.indices where recentTexts[i] == text && recentFonts[i] == font { return recentLayouts[i] }
        if let cached = layouts[text]?.first(where: { $0.font == font })?.layout {
            remember(text, font, cached)
            return cached
        }
        let path = try fontPath(for: font)
        let face = try openFace(path)
        // The fallbacks are opened only when the font lacks a character.
        let layout = try lay(
            text, face: face, fallbacks: { font.file == nil ? self.fallbackFaces(for: font) : [] },
            size: font.size, path: path)
        if layoutCount >= Self.layoutCacheLimit {
            layouts.removeAll(keepingCapacity: true)
            layoutCount = 0
        }
        layouts[text, default: []].append((font, layout))
        layoutCount += 1
        remember(text, font, layout)
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
            reason:
                "no font file for the family '\(font.family)' was found (looked for \(tried), … under \(directories))")
    }

    /// The characters of `text` that neither `font` nor a fallback family has a glyph for
    /// (white space and control characters never count), in order, without repeats.
    ///
    /// - Parameters:
    ///   - text: The text to check.
    ///   - font: The font it would be drawn in.
    /// - Returns: What would be drawn as the font's "missing glyph" box.
    /// - Throws: ``GlyphSourceError/fontUnavailable(path:reason:)`` when `font` cannot be opened.
    public func missingCharacters(in text: String, font: FontRequest) throws(GlyphSourceError) -> [Character] {
        let face = try openFace(try fontPath(for: font))
        let faces = [face] + (font.file == nil ? fallbackFaces(for: font) : [])
        var missing: [Character] = []
        for character in text where !missing.contains(character) {
            guard let scalar = character.unicodeScalars.first,
                !scalar.properties.isWhitespace, scalar.properties.generalCategory != .control
            else { continue }
            if !faces.contains(where: { FT_Get_Char_Index($0, FT_ULong(scalar.value)) != 0 }) {
                missing.append(character)
            }
        }
        return missing
    }

    /// The faces of the fallback families that are installed, in order. For a bold request
    /// ("DejaVu Sans Bold") each family's bold face comes first when it is installed
    /// ("NanumGothic Bold"), so a bold title stays bold in every script that has one.
    private func fallbackFaces(for font: FontRequest) -> [FT_Face] {
        let bold = font.family.split(separator: " ").contains { $0.lowercased() == "bold" }
        if let known = fallbackFaceCache[bold] { return known }
        let faces = fallbackFamilies.flatMap { family -> [FT_Face] in
            let families = bold ? [family + " Bold", family] : [family]
            return families.compactMap { name in
                guard let path = locator.path(forFamily: name) else { return nil }
                return try? openFace(path)
            }
        }
        fallbackFaceCache[bold] = faces
        return faces
    }

    // MARK: - Faces

    private func openFace(_ path: String) throws(GlyphSourceError) -> FT_Face {
        if let face = faces[path] { return face }
        guard let handle = library.handle else {
            throw .fontUnavailable(
                path: path,
                reason: "FreeType could not start: "
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

    private func lay(
        _ text: String, face primary: FT_Face, fallbacks: () -> [FT_Face], size: Double,
        path: String
    ) throws(GlyphSourceError) -> TextLayout {
        let primaryScale = size / Double(primary.pointee.units_per_EM)
        var glyphs: [TextLayout.Glyph] = []
        var penX = 0.0
        var previous: (face: FT_Face, index: FT_UInt)?
        let visual = BidiLine.visualOrder(of: text)
        let characters = visual ?? Array(text)
        var position = 0
        while position < characters.count {
            let character = characters[position]
            let code = FT_ULong(character.unicodeScalars.first?.value ?? 0)
            // The requested face, else the first fallback with a glyph, else the requested
            // face's "missing glyph" (index 0).
            var face = primary
            var index = FT_Get_Char_Index(primary, code)
            if index == 0, let fallback = fallbacks().first(where: { FT_Get_Char_Index($0, code) != 0 }) {
                face = fallback
                index = FT_Get_Char_Index(fallback, code)
            }
            let scale = size / Double(face.pointee.units_per_EM)
            // A run of joining letters (Arabic), right to left, is shaped as a whole.
            if visual != nil, index != 0, HarfBuzzShaper.joins(character) {
                var end = position
                while end < characters.count, HarfBuzzShaper.joins(characters[end]),
                    FT_Get_Char_Index(face, FT_ULong(characters[end].unicodeScalars.first?.value ?? 0)) != 0
                {
                    end += 1
                }
                let logical = Array(characters[position..<end].reversed())
                let shaped = shaper.shape(String(logical), face: face)
                if !shaped.isEmpty {
                    // Clusters are UTF-8 offsets into the logical run: map them to characters.
                    var offsets: [Int] = [], offset = 0
                    for c in logical {
                        offsets.append(offset)
                        offset += String(c).utf8.count
                    }
                    for glyph in shaped {
                        let which = Swift.max(0, (offsets.lastIndex(where: { $0 <= glyph.cluster }) ?? 0))
                        let origin = Point(x: penX + glyph.offsetX * scale, y: -glyph.offsetY * scale)
                        glyphs.append(
                            try loadGlyph(
                                FT_UInt(glyph.index), face: face, character: logical[which],
                                origin: origin, advance: glyph.advance * scale, scale: scale,
                                path: path))
                        penX += glyph.advance * scale
                    }
                    previous = nil
                    position = end
                    continue
                }
            }
            let hasKerning = face.pointee.face_flags & FT_Long(FT_FACE_FLAG_KERNING) != 0
            if hasKerning, let previous, previous.face == face, previous.index != 0, index != 0, !glyphs.isEmpty {
                var kern = FT_Vector()
                if FT_Get_Kerning(face, previous.index, index, FT_KERNING_UNSCALED.rawValue, &kern) == 0 {
                    let delta = Double(kern.x) * scale
                    glyphs[glyphs.count - 1].advance += delta
                    penX += delta
                }
            }
            let glyph = try loadGlyph(
                index, face: face, character: character, origin: Point(x: penX, y: 0),
                advance: nil, scale: scale, path: path)
            glyphs.append(glyph)
            penX += glyph.advance
            previous = (face, index)
            position += 1
        }
        let ascent = Double(primary.pointee.ascender) * primaryScale
        let descent = -Double(primary.pointee.descender) * primaryScale
        return TextLayout(glyphs: glyphs, ascent: ascent, descent: descent, width: penX)
    }

    /// Loads glyph `index` of `face` and places its outline at `origin`; its advance is
    /// `advance` when given (a shaped glyph's), else the font's.
    private func loadGlyph(
        _ index: FT_UInt, face: FT_Face, character: Character, origin: Point, advance: Double?,
        scale: Double, path: String
    ) throws(GlyphSourceError) -> TextLayout.Glyph {
        let loadFlags = Int32(FT_LOAD_NO_SCALE | FT_LOAD_NO_HINTING | FT_LOAD_NO_BITMAP)
        let error = FT_Load_Glyph(face, index, loadFlags)
        guard error == 0, let slot = face.pointee.glyph else {
            throw .fontUnavailable(
                path: path,
                reason: "FreeType could not load the glyph for '\(character)': "
                    + FreeTypeLibrary.describe(error))
        }
        var outlinePath = VectorPath.empty
        if slot.pointee.outline.n_contours > 0 {
            guard let decoded = OutlineDecoder.path(of: &slot.pointee.outline, scale: scale, origin: origin) else {
                throw .fontUnavailable(path: path, reason: "the outline of '\(character)' is corrupt")
            }
            outlinePath = decoded
        }
        return TextLayout.Glyph(
            character: character, path: outlinePath, origin: origin,
            advance: advance ?? Double(slot.pointee.advance.x) * scale)
    }
}
