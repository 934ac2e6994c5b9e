extension IndicatorContext {
    /// A locale tag, as a memo's key.
    struct LocaleTag: Equatable {
        var tag: String
    }

    /// The language ``locale`` names (``RefreshLanguage/init(tag:)``), read once for the frames
    /// drawn with this context while the locale stays the same: a style asks for it several
    /// times a frame (its texts, its layout direction).
    package var language: RefreshLanguage {
        memos.lastValue(LocaleTag.self, RefreshLanguage.self).value(for: LocaleTag(tag: locale)) {
            RefreshLanguage(tag: locale)
        }
    }
}
