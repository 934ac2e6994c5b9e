/// The languages RefreshKit's built-in texts come in, chosen from a BCP 47 tag. One matcher for
/// every table (the classic style's titles, the accessibility texts, the last-updated line), so
/// they always agree.
package enum RefreshLanguage: Hashable, Sendable, CaseIterable {
    case english, spanish, vietnamese, simplifiedChinese, traditionalChinese
    case french, german, japanese, korean, brazilianPortuguese, russian, arabic, hebrew

    /// The language for a BCP 47 tag, matched by prefix and without regard to case or to `-`
    /// versus `_`: "es…" Spanish, "vi…" Vietnamese, "zh-Hant…", "zh-TW", "zh-HK" and "zh-MO"
    /// Traditional Chinese, any other "zh…" Simplified Chinese, "fr…" French, "de…" German,
    /// "ja…" Japanese, "ko…" Korean, "pt…" (Brazilian) Portuguese, "ru…" Russian, "ar…"
    /// Arabic, "he…" (and the old "iw…") Hebrew, anything else English.
    init(tag: String) {
        // Subtags split at "-" and "_" (empty ones skipped) and compared lowercased, walked in
        // place: no arrays, so choosing the strings of a frame allocates nothing.
        var primary: String?
        var traditional = false, simplified = false
        var rest = tag[...]
        while true {
            let end = rest.firstIndex(where: { $0 == "-" || $0 == "_" }) ?? rest.endIndex
            let part = rest[..<end]
            // Lowercasing never lowers the number of scalars, so a longer part matches none of
            // the (at most 4-letter) subtags below; short ones stay small strings.
            if !part.isEmpty {
                let lower = part.unicodeScalars.count <= 4 ? part.lowercased() : ""
                if primary == nil {
                    primary = lower
                } else {
                    switch lower {
                    case "hant", "tw", "hk", "mo": traditional = true
                    default: break
                    }
                }
                if lower == "hans" { simplified = true }
            }
            guard end < rest.endIndex else { break }
            rest = rest[rest.index(after: end)...]
        }
        self = Self.language(primary: primary ?? "", traditional: traditional && !simplified)
    }

    /// The language of a lowercased primary subtag (English when none has texts).
    private static func language(primary: String, traditional: Bool) -> RefreshLanguage {
        switch primary {
        case "es": .spanish
        case "vi": .vietnamese
        case "zh": traditional ? .traditionalChinese : .simplifiedChinese
        case "fr": .french
        case "de": .german
        case "ja": .japanese
        case "ko": .korean
        case "pt": .brazilianPortuguese
        case "ru": .russian
        case "ar": .arabic
        case "he", "iw": .hebrew
        default: .english
        }
    }
}
