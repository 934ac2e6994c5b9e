/// The titles the geometric styles (`barFill`, `arcSpinner`, `progressRing`) draw beside their
/// indicator, in one language: "Pull down to refresh…", "Release to refresh…", "Loading…".
///
/// A table of its own, apart from ``Indicators/Classic/Strings``, so languages can be added to
/// either without touching the other. Simplified and Traditional Chinese are MJRefresh's header
/// strings, as in the classic style; the ellipsis is "…" except in the Chinese tables ("...").
public struct IndicatorTitles: Hashable, Sendable {
    /// Pulling: "Pull down to refresh…".
    public var pull: String
    /// Armed: "Release to refresh…".
    public var release: String
    /// Refreshing and finishing: "Loading…".
    public var loading: String
    /// A footer whose last load failed: "Loading failed. Tap to retry" (the classic style's
    /// ``Indicators/Classic/Strings/loadFailed`` of the language).
    public var failed: String

    /// Creates a table.
    ///
    /// - Parameters:
    ///   - pull: The title while pulling.
    ///   - release: The title while armed.
    ///   - loading: The title while refreshing and finishing.
    ///   - failed: The title of a failed footer; English by default.
    public init(
        pull: String, release: String, loading: String,
        failed: String = Indicators.Classic.Strings.defaultLoadFailed
    ) {
        self.pull = pull
        self.release = release
        self.loading = loading
        self.failed = failed
    }

    /// English, the fallback for every language without a table ("Pull down to refresh…", "Release to refresh…", "Loading…").
    package static let english = IndicatorTitles(
        pull: "Pull down to refresh…", release: "Release to refresh…",
        loading: "Loading…", failed: Indicators.Classic.Strings.english.loadFailed)
    /// Spanish.
    package static let spanish = IndicatorTitles(
        pull: "Desliza hacia abajo para actualizar…",
        release: "Suelta para actualizar…", loading: "Cargando…",
        failed: Indicators.Classic.Strings.spanish.loadFailed)
    /// Vietnamese.
    package static let vietnamese = IndicatorTitles(
        pull: "Kéo xuống để làm mới…", release: "Thả ra để làm mới…",
        loading: "Đang tải…", failed: Indicators.Classic.Strings.vietnamese.loadFailed)
    /// Simplified Chinese (MJRefresh's strings).
    package static let simplifiedChinese = IndicatorTitles(
        pull: "下拉可以刷新", release: "松开立即刷新",
        loading: "正在刷新数据中...",
        failed: Indicators.Classic.Strings.simplifiedChinese.loadFailed)
    /// Traditional Chinese (MJRefresh's strings).
    package static let traditionalChinese = IndicatorTitles(
        pull: "下拉可以刷新", release: "鬆開立即刷新",
        loading: "正在刷新數據中...",
        failed: Indicators.Classic.Strings.traditionalChinese.loadFailed)

    /// The table for a BCP 47 tag, matched as ``Indicators/Classic/Strings/forLocale(_:)``
    /// matches it.
    ///
    /// - Parameter tag: A BCP 47 language tag such as "zh-Hant-TW" or "es_MX".
    /// - Returns: The matching table; the English one when none matches.
    public static func forLocale(_ tag: String) -> IndicatorTitles {
        table(forTag: tag)
    }

    /// The title of a state, or nil when the state shows none.
    ///
    /// - Parameter state: The refresh state.
    /// - Returns: ``pull`` while pulling, ``release`` when armed, ``loading`` while refreshing
    ///   and finishing, ``failed`` for a failed footer; nil when idle or with no more data.
    public func title(for state: RefreshState) -> String? {
        switch state {
        case .idle, .noMoreData: nil
        case .revealing: pull
        case .armed: release
        case .refreshing, .finishing: loading
        case .failed: failed
        }
    }
}

extension IndicatorTitles: LanguageTable {}
