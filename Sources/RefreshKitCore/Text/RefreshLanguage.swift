/// The languages RefreshKit's built-in texts come in, chosen from a BCP 47 tag. One matcher for
/// every table (the classic style's titles, the accessibility texts), so they always agree.
enum RefreshLanguage: Hashable, Sendable, CaseIterable {
    case english, spanish, vietnamese, simplifiedChinese, traditionalChinese

    /// The language for a BCP 47 tag, matched by prefix and without regard to case or to `-`
    /// versus `_`: "es…" Spanish, "vi…" Vietnamese, "zh-Hant…", "zh-TW", "zh-HK" and "zh-MO"
    /// Traditional Chinese, any other "zh…" Simplified Chinese, anything else English.
    init(tag: String) {
        let parts = tag.lowercased().split(whereSeparator: { $0 == "-" || $0 == "_" }).map(String.init)
        switch parts.first {
        case "es": self = .spanish
        case "vi": self = .vietnamese
        case "zh":
            let traditional: Set = ["hant", "tw", "hk", "mo"]
            self = parts.dropFirst().contains(where: traditional.contains) && !parts.contains("hans")
                ? .traditionalChinese : .simplifiedChinese
        default: self = .english
        }
    }
}
