extension RefreshLanguage {
    /// The language a control's texts are in: the first of the app bundle's localizations that
    /// the user prefers (`Bundle.main.preferredLocalizations`, so an English-only app on a French
    /// device shows English, as the rest of the app does), else the user's first preferred
    /// language, else English.
    ///
    /// - Parameters:
    ///   - preferredLocalizations: The bundle's localizations in the user's order of preference.
    ///   - preferredLanguages: The user's languages (`Locale.preferredLanguages`).
    /// - Returns: A BCP 47 tag.
    package static func appLocale(preferredLocalizations: [String], preferredLanguages: [String]) -> String {
        preferredLocalizations.first { !$0.isEmpty && $0 != "Base" } ?? preferredLanguages.first ?? "en"
    }
}
