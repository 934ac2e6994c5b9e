extension RefreshLanguage {
    /// The BCP 47 tag that names the language (`en`, `es`, `vi`, `zh-Hans`, `zh-Hant`).
    package var tag: String {
        switch self {
        case .english: "en"
        case .spanish: "es"
        case .vietnamese: "vi"
        case .simplifiedChinese: "zh-Hans"
        case .traditionalChinese: "zh-Hant"
        }
    }

    /// The tags of every language with built-in texts, in a stable order.
    package static var supportedTags: [String] { allCases.map(\.tag) }

    /// Whether `tag`'s primary language has built-in texts (otherwise they would fall back to
    /// English): its first subtag, without regard to case, is one of ``supportedTags``' (so
    /// `es-MX`, `zh_TW` and `EN` are supported, `xx` and `pt-BR` are not).
    ///
    /// - Parameter tag: A BCP 47 tag, with `-` or `_` between subtags.
    /// - Returns: Whether texts in that language exist.
    package static func isSupported(_ tag: String) -> Bool {
        let primary = tag.split(whereSeparator: { $0 == "-" || $0 == "_" }).first.map { $0.lowercased() }
        guard let primary else { return false }
        return allCases.contains { $0.tag.split(separator: "-").first.map(String.init) == primary }
    }
}
