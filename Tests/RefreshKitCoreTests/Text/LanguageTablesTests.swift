import Testing
@testable import RefreshKitCore

/// Every table has every key in every language: a non-empty text that is the language's own
/// (not English's, apart from words that are the same in both), for the classic titles, the
/// last-updated words and the accessibility words. Keys are read with `Mirror`, so a key added
/// later is checked without touching this test.
@Suite struct LanguageTablesTests {
    /// Every text property of `value`, by name (nested tables included, as "outer.inner").
    static func texts(of value: Any, prefix: String = "") -> [String: String] {
        var result: [String: String] = [:]
        for child in Mirror(reflecting: value).children {
            guard let label = child.label else { continue }
            if let text = child.value as? String {
                result[prefix + label] = text
            } else if !(child.value is Bool), !(child.value is LastUpdatedFormat.DateOrder) {
                result.merge(texts(of: child.value, prefix: prefix + label + "."), uniquingKeysWith: { a, _ in a })
            }
        }
        return result
    }

    /// Keys whose English text a language may share (separators, "" terminators).
    static let mayMatchEnglish: Set<String> = [
        "lastUpdated.dateSeparator", "lastUpdated.dateTerminator", "lastUpdated.dayTimeSeparator", "dateSeparator",
        "dateTerminator", "dayTimeSeparator",
    ]

    static func check(_ tables: [RefreshLanguage: Any], english: Any, name: String) {
        let englishTexts = texts(of: english)
        #expect(!englishTexts.isEmpty)
        for language in RefreshLanguage.allCases {
            guard let table = tables[language] else {
                Issue.record("\(name) has no table for \(language.tag)")
                continue
            }
            let own = texts(of: table)
            #expect(Set(own.keys) == Set(englishTexts.keys), "\(name) \(language.tag)")
            for (key, text) in own where !Self.mayMatchEnglish.contains(key) {
                #expect(!text.isEmpty, "\(name).\(key) is empty in \(language.tag)")
                if language != .english {
                    #expect(text != englishTexts[key], "\(name).\(key) is English in \(language.tag): \(text)")
                }
            }
        }
    }

    @Test func classicTitlesHaveEveryKeyInEveryLanguage() {
        Self.check(
            Dictionary(
                uniqueKeysWithValues: RefreshLanguage.allCases.map {
                    ($0, Indicators.Classic.Strings.forLocale($0.tag) as Any)
                }), english: Indicators.Classic.Strings.english, name: "Classic.Strings")
    }

    @Test func accessibilityWordsHaveEveryKeyInEveryLanguage() {
        Self.check(
            Dictionary(
                uniqueKeysWithValues: RefreshLanguage.allCases.map {
                    ($0, AccessibilityText.Words.forLocale($0.tag) as Any)
                }), english: AccessibilityText.Words.english, name: "AccessibilityText.Words")
    }

    @Test func lastUpdatedWordsHaveEveryKeyInEveryLanguage() {
        Self.check(
            Dictionary(
                uniqueKeysWithValues: RefreshLanguage.allCases.map {
                    ($0, LastUpdatedFormat.forLocale($0.tag) as Any)
                }), english: LastUpdatedFormat.english, name: "LastUpdatedFormat")
    }

    @Test func everyLanguageHasItsOwnTableAndTag() {
        for language in RefreshLanguage.allCases {
            #expect(RefreshLanguage(tag: language.tag) == language)
            #expect(
                Indicators.Classic.Strings.forLocale(language.tag).lastUpdated
                    == LastUpdatedFormat.forLocale(language.tag))
            #expect(
                AccessibilityText(locale: language.tag).strings == Indicators.Classic.Strings.forLocale(language.tag))
        }
        #expect(
            Set(RefreshLanguage.allCases.map { Indicators.Classic.Strings.forLocale($0.tag).headerPull }).count >= 12)
    }

    @Test func arabicAndHebrewAreRightToLeft() {
        for language in RefreshLanguage.allCases {
            let rtl = language == .arabic || language == .hebrew
            #expect(language.layoutDirection == (rtl ? .rightToLeft : .leftToRight), "\(language.tag)")
        }
        #expect(RefreshLayoutDirection.forLocale("ar-EG") == .rightToLeft)
        #expect(RefreshLayoutDirection.forLocale("iw") == .rightToLeft)
        #expect(RefreshLayoutDirection.forLocale("en") == .leftToRight)
    }
}
