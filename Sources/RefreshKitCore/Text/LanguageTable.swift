/// A table of texts with one value per ``RefreshLanguage``: the classic style's titles, the
/// last-updated words and the accessibility words. The one switch from a language to its table
/// lives here, so every table follows the same matcher, and a table that misses a language does
/// not compile.
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
    /// French.
    static var french: Self { get }
    /// German.
    static var german: Self { get }
    /// Japanese.
    static var japanese: Self { get }
    /// Korean.
    static var korean: Self { get }
    /// Brazilian Portuguese.
    static var brazilianPortuguese: Self { get }
    /// Russian.
    static var russian: Self { get }
    /// Arabic.
    static var arabic: Self { get }
    /// Hebrew.
    static var hebrew: Self { get }
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
        case .french: french
        case .german: german
        case .japanese: japanese
        case .korean: korean
        case .brazilianPortuguese: brazilianPortuguese
        case .russian: russian
        case .arabic: arabic
        case .hebrew: hebrew
        }
    }

    /// The table for a BCP 47 tag, matched by ``RefreshLanguage/init(tag:)``.
    static func table(forTag tag: String) -> Self {
        table(for: RefreshLanguage(tag: tag))
    }
}
