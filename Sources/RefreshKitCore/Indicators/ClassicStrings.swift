extension Indicators.Classic {
    /// The titles of the classic style in one language.
    ///
    /// Simplified and Traditional Chinese are MJRefresh's own strings (its `zh-Hans.lproj` and
    /// `zh-Hant.lproj`); English, Spanish and Vietnamese are RefreshKit's. The ellipsis is the
    /// single character "…" except in the Chinese tables, which keep MJRefresh's "...".
    public struct Strings: Hashable, Sendable {
        /// Header, pulling (and idle): "Pull down to refresh…".
        public var headerPull: String
        /// Header, armed: "Release to refresh…".
        public var headerRelease: String
        /// Header, refreshing: "Loading…".
        public var headerLoading: String
        /// Footer, pulling (and idle): "Pull up to load more…".
        public var footerPull: String
        /// Footer, armed: "Release to load more…".
        public var footerRelease: String
        /// Footer, refreshing: "Loading more…".
        public var footerLoading: String
        /// Footer, nothing more to load: "No more data".
        public var noMoreData: String
        /// The prefix of the last-updated line: "Last updated: ".
        public var lastUpdatedPrefix: String

        /// Creates a table.
        ///
        /// - Parameters:
        ///   - headerPull: Header, pulling and idle.
        ///   - headerRelease: Header, armed.
        ///   - headerLoading: Header, refreshing.
        ///   - footerPull: Footer, pulling and idle.
        ///   - footerRelease: Footer, armed.
        ///   - footerLoading: Footer, refreshing.
        ///   - noMoreData: Footer, nothing more to load.
        ///   - lastUpdatedPrefix: The text before the last-updated time.
        public init(headerPull: String, headerRelease: String, headerLoading: String,
                    footerPull: String, footerRelease: String, footerLoading: String,
                    noMoreData: String, lastUpdatedPrefix: String) {
            self.headerPull = headerPull; self.headerRelease = headerRelease
            self.headerLoading = headerLoading; self.footerPull = footerPull
            self.footerRelease = footerRelease; self.footerLoading = footerLoading
            self.noMoreData = noMoreData; self.lastUpdatedPrefix = lastUpdatedPrefix
        }

        /// English, the fallback for every language without a table.
        public static let english = Strings(
            headerPull: "Pull down to refresh…", headerRelease: "Release to refresh…",
            headerLoading: "Loading…", footerPull: "Pull up to load more…",
            footerRelease: "Release to load more…", footerLoading: "Loading more…",
            noMoreData: "No more data", lastUpdatedPrefix: "Last updated: ")

        /// Spanish.
        public static let spanish = Strings(
            headerPull: "Desliza hacia abajo para actualizar…", headerRelease: "Suelta para actualizar…",
            headerLoading: "Cargando…", footerPull: "Desliza hacia arriba para cargar más…",
            footerRelease: "Suelta para cargar más…", footerLoading: "Cargando más…",
            noMoreData: "No hay más datos", lastUpdatedPrefix: "Última actualización: ")

        /// Vietnamese.
        public static let vietnamese = Strings(
            headerPull: "Kéo xuống để làm mới…", headerRelease: "Thả ra để làm mới…",
            headerLoading: "Đang tải…", footerPull: "Kéo lên để tải thêm…",
            footerRelease: "Thả ra để tải thêm…", footerLoading: "Đang tải thêm…",
            noMoreData: "Không còn dữ liệu", lastUpdatedPrefix: "Cập nhật lần cuối: ")

        /// Simplified Chinese (MJRefresh's `zh-Hans.lproj`).
        public static let simplifiedChinese = Strings(
            headerPull: "下拉可以刷新", headerRelease: "松开立即刷新",
            headerLoading: "正在刷新数据中...", footerPull: "上拉可以加载更多",
            footerRelease: "松开立即加载更多", footerLoading: "正在加载更多的数据...",
            noMoreData: "已经全部加载完毕", lastUpdatedPrefix: "最后更新：")

        /// Traditional Chinese (MJRefresh's `zh-Hant.lproj`).
        public static let traditionalChinese = Strings(
            headerPull: "下拉可以刷新", headerRelease: "鬆開立即刷新",
            headerLoading: "正在刷新數據中...", footerPull: "上拉可以加載更多",
            footerRelease: "鬆開立即加載更多", footerLoading: "正在加載更多的數據...",
            noMoreData: "已經全部加載完畢", lastUpdatedPrefix: "最後更新：")

        /// The table for a BCP 47 tag, matched by its subtags without regard to case or to `-`
        /// versus `_`: language "es" Spanish, "vi" Vietnamese, "zh" with a `Hant`, `TW`, `HK`
        /// or `MO` subtag (and no `Hans`) Traditional Chinese, any other "zh" Simplified
        /// Chinese, anything else English.
        ///
        /// - Parameter tag: A BCP 47 language tag such as "zh-Hant-TW" or "es_MX".
        /// - Returns: The matching table; ``english`` when none matches.
        public static func forLocale(_ tag: String) -> Strings {
            table(forTag: tag)
        }
    }
}

extension Indicators.Classic.Strings: LanguageTable {}
