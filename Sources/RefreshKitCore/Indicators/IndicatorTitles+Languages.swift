extension IndicatorTitles {
    /// The titles of a language whose header titles the classic style already has: the same
    /// words, so the two styles never disagree.
    private static func header(_ strings: Indicators.Classic.Strings) -> IndicatorTitles {
        IndicatorTitles(
            pull: strings.headerPull, release: strings.headerRelease, loading: strings.headerLoading,
            failed: strings.loadFailed)
    }

    /// French.
    package static let french = header(.french)
    /// German.
    package static let german = header(.german)
    /// Japanese.
    package static let japanese = header(.japanese)
    /// Korean.
    package static let korean = header(.korean)
    /// Brazilian Portuguese.
    package static let brazilianPortuguese = header(.brazilianPortuguese)
    /// Russian.
    package static let russian = header(.russian)
    /// Arabic.
    package static let arabic = header(.arabic)
    /// Hebrew.
    package static let hebrew = header(.hebrew)
}
