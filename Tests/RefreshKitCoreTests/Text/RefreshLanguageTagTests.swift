import Testing
@testable import RefreshKitCore

/// How a BCP 47 tag picks a language: by its first subtag, whatever its case and whether `-` or
/// `_` separates the subtags; Chinese is Traditional for a Hant script or a TW, HK or MO region
/// unless a Hans script says otherwise. ASCII tags are read on their bytes and any other tag on
/// its characters: both readings must agree.
@Suite struct RefreshLanguageTagTests {
    @Test(arguments: [
        ("en", RefreshLanguage.english), ("EN", .english), ("en-GB", .english), ("", .english), ("-", .english),
        ("es_MX", .spanish), ("ES-419", .spanish), ("vi", .vietnamese), ("fr-CA", .french), ("DE_de", .german),
        ("ja-JP", .japanese), ("ko", .korean), ("pt-BR", .brazilianPortuguese), ("ru", .russian),
        ("ar-EG", .arabic), ("he", .hebrew), ("iw-IL", .hebrew),
        ("zh", .simplifiedChinese), ("zh-CN", .simplifiedChinese), ("zh-Hant", .traditionalChinese),
        ("ZH_tw", .traditionalChinese), ("zh-hk", .traditionalChinese), ("zh-MO", .traditionalChinese),
        ("zh--HK", .traditionalChinese), ("-zh-TW", .traditionalChinese), ("zh-Hans-TW", .simplifiedChinese),
        ("zh-TW-Hans", .simplifiedChinese), ("zh-Hantx", .simplifiedChinese), ("zhx-TW", .english),
        ("tw-zh", .english), ("english", .english),
    ])
    func anASCIITagPicksByItsFirstSubtag(tag: String, expected: RefreshLanguage) {
        #expect(RefreshLanguage(tag: tag) == expected, "\(tag)")
    }

    /// A tag with any other character is read on its characters, lowercased by Unicode's rules:
    /// the Kelvin sign lowercases to "k", so "\u{212A}O" is Korean; an accented subtag matches none.
    @Test(arguments: [
        ("\u{212A}O", RefreshLanguage.korean), ("zh-\u{212A}", .simplifiedChinese), ("é", .english),
        ("zh-Hant-é", .traditionalChinese), ("fr-Çà", .french), ("日本", .english),
    ])
    func anyOtherTagIsReadOnItsCharacters(tag: String, expected: RefreshLanguage) {
        #expect(RefreshLanguage(tag: tag) == expected, "\(tag)")
    }
}
