extension RefreshLanguage {
    /// The BCP 47 tag that names the language (`en`, `es`, `vi`, `zh-Hans`, `zh-Hant`, `fr`,
    /// `de`, `ja`, `ko`, `pt-BR`, `ru`, `ar`, `he`).
    package var tag: String {
        switch self {
        case .english: "en"
        case .spanish: "es"
        case .vietnamese: "vi"
        case .simplifiedChinese: "zh-Hans"
        case .traditionalChinese: "zh-Hant"
        case .french: "fr"
        case .german: "de"
        case .japanese: "ja"
        case .korean: "ko"
        case .brazilianPortuguese: "pt-BR"
        case .russian: "ru"
        case .arabic: "ar"
        case .hebrew: "he"
        }
    }

    /// The direction the language is written in: right to left for Arabic and Hebrew.
    package var layoutDirection: RefreshLayoutDirection {
        switch self {
        case .arabic, .hebrew: .rightToLeft
        default: .leftToRight
        }
    }

    /// The tags of every language with built-in texts, in a stable order.
    package static var supportedTags: [String] { allCases.map(\.tag) }

    /// Whether `tag`'s primary language has built-in texts (otherwise they would fall back to
    /// English): its first subtag, without regard to case, is the first subtag of one of
    /// ``supportedTags`` (or "iw", Hebrew's old code), so `es-MX`, `zh_TW`, `pt-PT` and `EN`
    /// are supported, `xx` and `it` are not.
    ///
    /// - Parameter tag: A BCP 47 tag, with `-` or `_` between subtags.
    /// - Returns: Whether texts in that language exist.
    package static func isSupported(_ tag: String) -> Bool {
        let primary = tag.split(whereSeparator: { $0 == "-" || $0 == "_" }).first.map { $0.lowercased() }
        guard let primary else { return false }
        return primary == "iw" || allCases.contains { $0.tag.split(separator: "-").first.map(String.init) == primary }
    }
}
