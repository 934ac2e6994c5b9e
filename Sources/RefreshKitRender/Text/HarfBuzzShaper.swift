import CFreeType
import CHarfBuzz

/// Shapes right-to-left runs that join (Arabic) with HarfBuzz over the FreeType faces the
/// glyph source already opened: each letter takes its initial, medial, final or isolated form
/// and the font's ligatures (lam-alef) apply, as Core Text shapes them on iOS.
///
/// Positions come in font units (the HarfBuzz font's scale is the face's units per em), so the
/// caller scales them as it scales outlines. HarfBuzz's own OpenType functions read the face's
/// tables; FreeType only loads the outlines. Not thread-safe, like its glyph source.
final class HarfBuzzShaper {
    /// One shaped glyph, in visual order (left to right).
    struct ShapedGlyph {
        /// The glyph's index in the face.
        var index: UInt32
        /// The UTF-8 offset, in the shaped text, of the character the glyph comes from.
        var cluster: Int
        /// Pen advance, in font units.
        var advance: Double
        /// Offset from the pen position, in font units (y up, as in the font).
        var offsetX: Double, offsetY: Double
    }

    /// HarfBuzz fonts per FreeType face, made on first use.
    private var fonts: [FT_Face: OpaquePointer] = [:]

    deinit { releaseFonts() }

    /// Destroys every HarfBuzz font (and its references to the FreeType faces). The glyph
    /// source calls it before it closes its faces and FreeType: a reference released after
    /// `FT_Done_FreeType` would touch freed memory.
    func releaseFonts() {
        for font in fonts.values { hb_font_destroy(font) }
        fonts.removeAll()
    }

    /// Whether `character` belongs to a script whose letters join, so its run must be shaped:
    /// Arabic and its supplements and presentation forms (not the Arabic-Indic digits).
    static func joins(_ character: Character) -> Bool {
        guard let v = character.unicodeScalars.first?.value else { return false }
        if (0x0660...0x0669).contains(v) || (0x06F0...0x06F9).contains(v) { return false }
        return (0x0600...0x06FF).contains(v) || (0x0750...0x077F).contains(v) || (0x08A0...0x08FF).contains(v)
            || (0xFB50...0xFDFF).contains(v) || (0xFE70...0xFEFF).contains(v)
    }

    /// Shapes `text` (logical order, one right-to-left run) in `face`.
    ///
    /// - Parameters:
    ///   - text: The run, in reading order.
    ///   - face: The FreeType face whose glyphs draw it.
    /// - Returns: The glyphs in visual order, left to right; empty when HarfBuzz cannot shape.
    func shape(_ text: String, face: FT_Face) -> [ShapedGlyph] {
        guard let font = font(for: face), let buffer = hb_buffer_create() else { return [] }
        defer { hb_buffer_destroy(buffer) }
        text.withCString { hb_buffer_add_utf8(buffer, $0, -1, 0, -1) }
        hb_buffer_set_direction(buffer, HB_DIRECTION_RTL)
        hb_buffer_guess_segment_properties(buffer)
        hb_shape(font, buffer, nil, 0)
        var count: UInt32 = 0
        guard let infos = hb_buffer_get_glyph_infos(buffer, &count),
            let positions = hb_buffer_get_glyph_positions(buffer, &count)
        else { return [] }
        return (0..<Int(count)).map { i in
            ShapedGlyph(
                index: infos[i].codepoint, cluster: Int(infos[i].cluster),
                advance: Double(positions[i].x_advance), offsetX: Double(positions[i].x_offset),
                offsetY: Double(positions[i].y_offset))
        }
    }

    private func font(for face: FT_Face) -> OpaquePointer? {
        if let font = fonts[face] { return font }
        guard let hbFace = hb_ft_face_create_referenced(face) else { return nil }
        defer { hb_face_destroy(hbFace) }
        guard let font = hb_font_create(hbFace) else { return nil }
        let units = Int32(face.pointee.units_per_EM)
        hb_font_set_scale(font, units, units)
        fonts[face] = font
        return font
    }
}
