/// A table of texts with one value per ``RefreshLanguage``: the classic style's titles and the
/// accessibility words. The one switch from a language to its table lives here, so every table
/// follows the same matcher.
protocol LanguageTable {
    /// English, the fallback for every language without a table.
    static var english: Self { get }
    /// Spanish.
    static var spanish: Self { get }
    /// Vietnamese.
    static var vietnamese: Self { get }
    /// Simplified Chinese.
    static var simplifiedChinese: Self { get }
    /// Traditional Chinese.
    static var traditionalChinese: Self { get }
}

extension LanguageTable {
    /// The table for `language`.
    static func table(for language: RefreshLanguage) -> Self {
        switch language {
        case .english: english
        case .spanish: spanish
        case .vietnamese: vietnamese
        case .simplifiedChinese: simplifiedChinese
        case .traditionalChinese: traditionalChinese
        }
    }

    /// The table for a BCP 47 tag, matched by ``RefreshLanguage/init(tag:)``.
    static func table(forTag tag: String) -> Self {
        table(for: RefreshLanguage(tag: tag))
    }
}
