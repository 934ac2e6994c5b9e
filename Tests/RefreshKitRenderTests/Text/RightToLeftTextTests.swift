import RefreshKitCore
import Testing
@testable import RefreshKitRender

/// Hebrew and Arabic lines come out of FreeType in visual order (right to left, digits kept
/// left to right), and Arabic letters are shaped by HarfBuzz into their joining forms.
@Suite struct RightToLeftTextTests {
    let font = FontRequest(family: "DejaVu Sans", size: 20)

    @Test func hebrewIsLaidOutRightToLeft() throws {
        let layout = try FreeTypeGlyphSource().layout("שלום", font: font)
        #expect(layout.glyphs.map(\.character) == ["ם", "ו", "ל", "ש"])
        #expect(layout.glyphs.allSatisfy { !$0.path.isEmpty })
    }

    @Test func digitsAndLatinKeepTheirOrderInsideARightToLeftLine() {
        #expect(BidiLine.visualOrder(of: "היום 09:41").map { String($0) } == "09:41 םויה")
        #expect(BidiLine.visualOrder(of: "עודכן: היום…").map { String($0) } == "…םויה :ןכדוע")
        #expect(BidiLine.visualOrder(of: "Today 09:41") == nil)
        // A left-to-right line with a Hebrew word: only the word turns.
        #expect(BidiLine.visualOrder(of: "in שלום now").map { String($0) } == "in םולש now")
    }

    @Test func arabicLettersJoin() throws {
        let source = FreeTypeGlyphSource()
        // Lam and alef make one ligature glyph.
        #expect(try source.layout("لا", font: font).glyphs.count == 1)
        // Beh alone, and beh between two behs (medial form), are different outlines.
        let alone = try source.layout("ب", font: font).glyphs[0]
        let medial = try source.layout("ببب", font: font).glyphs[1]
        let moved = medial.path.transformed(by: .translation(x: alone.origin.x - medial.origin.x, y: 0))
        #expect(moved != alone.path)
        #expect(medial.advance < alone.advance)
        #expect(try source.missingCharacters(in: "اسحب للتحديث…", font: font) == [])
    }
}
