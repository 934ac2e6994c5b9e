import RefreshKitCore
import Testing
@testable import RefreshKitRender

/// Every built-in text of every language draws with real glyphs through the fonts `.ci/run`
/// installs (DejaVu for Latin, Cyrillic, Hebrew and Arabic, Droid Sans Fallback for Han, kana
/// and hangul): no character falls to a font's "missing glyph" box.
@Suite struct LanguageGlyphCoverageTests {
    /// Every text a language shows: the classic titles, a last-updated line of each kind of
    /// day, and the accessibility words (drawn nowhere, but checked as well).
    static func texts(_ language: RefreshLanguage) -> [String] {
        let s = Indicators.Classic.Strings.forLocale(language.tag)
        let w = AccessibilityText.Words.forLocale(language.tag)
        let days: [LastUpdatedTime.Day] = [.today, .yesterday, .date(year: 2025, month: 12, day: 31)]
        return [
            s.headerPull, s.headerRelease, s.headerLoading, s.footerPull, s.footerRelease, s.footerLoading,
            s.noMoreData, s.loadFailed, w.refresh, w.loadMore, w.refreshed, w.loaded, w.refreshFailed,
        ]
            + days.map {
                s.lastUpdatedPrefix + s.lastUpdated.string(for: LastUpdatedTime(day: $0, hour: 9, minute: 41))
            }
    }

    @Test(arguments: RefreshLanguage.allCases)
    func everyTextHasGlyphsInTheClassicFont(language: RefreshLanguage) throws {
        let source = FreeTypeGlyphSource()
        let font = Indicators.Classic.Configuration().font
        for text in Self.texts(language) {
            #expect(try source.missingCharacters(in: text, font: font) == [], "\(language.tag): \(text)")
        }
    }

    @Test func aBoldRequestFallsBackToABoldFaceWhereOneIsInstalled() throws {
        let source = FreeTypeGlyphSource()
        let bold = try source.layout("새", font: FontRequest(family: "DejaVu Sans Bold", size: 20)).glyphs[0]
        let regular = try source.layout("새", font: FontRequest(family: "DejaVu Sans", size: 20)).glyphs[0]
        #expect(!bold.path.isEmpty && !regular.path.isEmpty)
        #expect(bold.path != regular.path, "NanumGothic Bold (fonts-nanum) draws bold hangul")
    }
}
