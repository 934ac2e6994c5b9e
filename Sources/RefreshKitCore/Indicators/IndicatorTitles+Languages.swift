extension IndicatorTitles {
    /// The titles of a language whose header titles the classic style already has: the same
    /// words, so the two styles never disagree.
    private static func header(_ strings: Indicators.Classic.Strings) -> IndicatorTitles {
        IndicatorTitles(
            pull: strings.headerPull, release: strings.headerRelease, loading: strings.headerLoading,
            failed: strings.loadFailed)
    }

    /// French.
    public static let french = header(.french)
    /// German.
    public static let german = header(.german)
    /// Japanese.
    public static let japanese = header(.japanese)
    /// Korean.
    public static let korean = header(.korean)
    /// Brazilian Portuguese.
    public static let brazilianPortuguese = header(.brazilianPortuguese)
    /// Russian.
    public static let russian = header(.russian)
    /// Arabic.
    public static let arabic = header(.arabic)
    /// Hebrew.
    public static let hebrew = header(.hebrew)
}
