import RefreshKitCore
import Testing
@testable import RefreshKitRender

/// Characters the requested family lacks are drawn with a fallback family (the CJK font
/// `.ci/run` installs); a font given as a file has no fallback; what no font has is reported.
@Suite struct FontFallbackTests {
    private let chinese = "下拉可以刷新"
    private let font = FontRequest(family: "DejaVu Sans", size: 17)

    @Test func chineseIsDrawnWithTheFallbackFamily() throws {
        let source = FreeTypeGlyphSource()
        #expect(
            try source.missingCharacters(in: chinese, font: font).isEmpty,
            "is fonts-droid-fallback installed? .ci/run installs it")
        let layout = try source.layout(chinese, font: font)
        #expect(layout.glyphs.count == chinese.count)
        #expect(layout.glyphs.allSatisfy { !$0.path.isEmpty && $0.advance > 10 })
        // Latin text keeps DejaVu's metrics: the fallback changes nothing where DejaVu has glyphs.
        let latin = try source.layout("Pull down", font: font)
        let noFallback = try FreeTypeGlyphSource(fallbackFamilies: []).layout("Pull down", font: font)
        #expect(latin == noFallback)
    }

    @Test func withoutFallbackEveryMissingCharacterIsReportedOnceAndSpacesNever() throws {
        let source = FreeTypeGlyphSource(fallbackFamilies: [])
        let missing = try source.missingCharacters(in: "刷新 刷新 ok", font: font)
        #expect(missing == ["刷", "新"])
    }

    @Test func aFontGivenAsAFileHasNoFallback() throws {
        var file = font
        file.file = try FreeTypeGlyphSource().fontPath(for: font)
        #expect(try FreeTypeGlyphSource().missingCharacters(in: chinese, font: file) == Array(chinese))
    }
}
