extension Indicators.Classic {
    /// The titles of the classic style in one language.
    ///
    /// Simplified and Traditional Chinese are MJRefresh's own strings; the other languages' are RefreshKit's, in the words iOS apps use
    /// ("Pull to refresh", 「引っ張って更新」, "당겨서 새로고침"). The ellipsis is the single
    /// character "…" except in the Chinese tables, which keep MJRefresh's "...".
    ///
    /// An app replaces every text by passing its own table in
    /// ``Indicators/Classic/Configuration/strings`` (the accessibility texts follow it on iOS).
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
        /// Footer, the last load failed (a tap or a pull retries): "Loading failed. Tap to retry".
        public var loadFailed: String
        /// The prefix of the last-updated line: "Last updated: ".
        public var lastUpdatedPrefix: String
        /// How the last-updated line writes the time after the prefix: "Today 09:41".
        public var lastUpdated: LastUpdatedFormat

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
        ///   - lastUpdated: How the time is written; English ("Today 09:41") by default.
        ///   - loadFailed: Footer, the last load failed; "Loading failed. Tap to retry" by default.
        public init(
            headerPull: String, headerRelease: String, headerLoading: String,
            footerPull: String, footerRelease: String, footerLoading: String,
            noMoreData: String, lastUpdatedPrefix: String, lastUpdated: LastUpdatedFormat = .english,
            loadFailed: String = defaultLoadFailed
        ) {
            self.headerPull = headerPull
            self.headerRelease = headerRelease
            self.headerLoading = headerLoading
            self.footerPull = footerPull
            self.footerRelease = footerRelease
            self.footerLoading = footerLoading
            self.noMoreData = noMoreData
            self.lastUpdatedPrefix = lastUpdatedPrefix
            self.lastUpdated = lastUpdated
            self.loadFailed = loadFailed
        }

        /// The English failed line, the default of a table made without one: "Loading failed. Tap to retry".
        @usableFromInline package static let defaultLoadFailed = "Loading failed. Tap to retry"

        /// English, the fallback for every language without a table.
        package static let english = Strings(
            headerPull: "Pull down to refresh…", headerRelease: "Release to refresh…",
            headerLoading: "Loading…", footerPull: "Pull up to load more…",
            footerRelease: "Release to load more…", footerLoading: "Loading more…",
            noMoreData: "No more data", lastUpdatedPrefix: "Last updated: ",
            loadFailed: "Loading failed. Tap to retry")

        /// Spanish.
        package static let spanish = Strings(
            headerPull: "Desliza hacia abajo para actualizar…", headerRelease: "Suelta para actualizar…",
            headerLoading: "Cargando…", footerPull: "Desliza hacia arriba para cargar más…",
            footerRelease: "Suelta para cargar más…", footerLoading: "Cargando más…",
            noMoreData: "No hay más datos", lastUpdatedPrefix: "Última actualización: ", lastUpdated: .spanish,
            loadFailed: "Error al cargar. Toca para reintentar")

        /// Vietnamese.
        package static let vietnamese = Strings(
            headerPull: "Kéo xuống để làm mới…", headerRelease: "Thả ra để làm mới…",
            headerLoading: "Đang tải…", footerPull: "Kéo lên để tải thêm…",
            footerRelease: "Thả ra để tải thêm…", footerLoading: "Đang tải thêm…",
            noMoreData: "Không còn dữ liệu", lastUpdatedPrefix: "Cập nhật lần cuối: ", lastUpdated: .vietnamese,
            loadFailed: "Tải thất bại. Chạm để thử lại")

        /// Simplified Chinese (MJRefresh's strings).
        package static let simplifiedChinese = Strings(
            headerPull: "下拉可以刷新", headerRelease: "松开立即刷新",
            headerLoading: "正在刷新数据中...", footerPull: "上拉可以加载更多",
            footerRelease: "松开立即加载更多", footerLoading: "正在加载更多的数据...",
            noMoreData: "已经全部加载完毕", lastUpdatedPrefix: "最后更新：", lastUpdated: .simplifiedChinese,
            loadFailed: "加载失败，点击重试")

        /// Traditional Chinese (MJRefresh's strings).
        package static let traditionalChinese = Strings(
            headerPull: "下拉可以刷新", headerRelease: "鬆開立即刷新",
            headerLoading: "正在刷新數據中...", footerPull: "上拉可以加載更多",
            footerRelease: "鬆開立即加載更多", footerLoading: "正在加載更多的數據...",
            noMoreData: "已經全部加載完畢", lastUpdatedPrefix: "最後更新：", lastUpdated: .traditionalChinese,
            loadFailed: "加載失敗，點擊重試")

        /// French.
        package static let french = Strings(
            headerPull: "Tirez pour actualiser…", headerRelease: "Relâchez pour actualiser…",
            headerLoading: "Chargement…", footerPull: "Tirez vers le haut pour charger plus…",
            footerRelease: "Relâchez pour charger plus…", footerLoading: "Chargement de la suite…",
            noMoreData: "Aucune autre donnée", lastUpdatedPrefix: "Mis à jour ", lastUpdated: .french,
            loadFailed: "Échec du chargement. Touchez pour réessayer")

        /// German.
        package static let german = Strings(
            headerPull: "Zum Aktualisieren ziehen…", headerRelease: "Zum Aktualisieren loslassen…",
            headerLoading: "Wird geladen…", footerPull: "Nach oben ziehen, um mehr zu laden…",
            footerRelease: "Loslassen, um mehr zu laden…", footerLoading: "Weitere werden geladen…",
            noMoreData: "Keine weiteren Daten", lastUpdatedPrefix: "Aktualisiert: ", lastUpdated: .german,
            loadFailed: "Laden fehlgeschlagen. Tippen zum Wiederholen")

        /// Japanese.
        package static let japanese = Strings(
            headerPull: "引っ張って更新…", headerRelease: "指を離して更新…",
            headerLoading: "読み込み中…", footerPull: "引き上げてさらに読み込む…",
            footerRelease: "指を離してさらに読み込む…", footerLoading: "さらに読み込み中…",
            noMoreData: "これ以上データはありません", lastUpdatedPrefix: "最終更新：", lastUpdated: .japanese,
            loadFailed: "読み込みに失敗しました。タップして再試行")

        /// Korean.
        package static let korean = Strings(
            headerPull: "당겨서 새로고침…", headerRelease: "놓아서 새로고침…",
            headerLoading: "불러오는 중…", footerPull: "위로 당겨서 더 보기…",
            footerRelease: "놓아서 더 보기…", footerLoading: "더 불러오는 중…",
            noMoreData: "더 이상 데이터가 없습니다", lastUpdatedPrefix: "마지막 업데이트: ", lastUpdated: .korean,
            loadFailed: "불러오기 실패. 탭하여 다시 시도")

        /// Brazilian Portuguese (also used for other "pt" tags).
        package static let brazilianPortuguese = Strings(
            headerPull: "Puxe para atualizar…", headerRelease: "Solte para atualizar…",
            headerLoading: "Carregando…", footerPull: "Puxe para cima para carregar mais…",
            footerRelease: "Solte para carregar mais…", footerLoading: "Carregando mais…",
            noMoreData: "Não há mais dados", lastUpdatedPrefix: "Atualizado ", lastUpdated: .brazilianPortuguese,
            loadFailed: "Falha ao carregar. Toque para tentar novamente")

        /// Russian.
        package static let russian = Strings(
            headerPull: "Потяните, чтобы обновить…", headerRelease: "Отпустите, чтобы обновить…",
            headerLoading: "Загрузка…", footerPull: "Потяните вверх, чтобы загрузить ещё…",
            footerRelease: "Отпустите, чтобы загрузить ещё…", footerLoading: "Загрузка ещё…",
            noMoreData: "Больше нет данных", lastUpdatedPrefix: "Обновлено ", lastUpdated: .russian,
            loadFailed: "Ошибка загрузки. Нажмите, чтобы повторить")

        /// Arabic (read right to left; the classic style mirrors its layout).
        package static let arabic = Strings(
            headerPull: "اسحب للتحديث…", headerRelease: "أفلت للتحديث…",
            headerLoading: "جاري التحميل…", footerPull: "اسحب لأعلى لتحميل المزيد…",
            footerRelease: "أفلت لتحميل المزيد…", footerLoading: "جاري تحميل المزيد…",
            noMoreData: "لا توجد بيانات أخرى", lastUpdatedPrefix: "آخر تحديث: ", lastUpdated: .arabic,
            loadFailed: "فشل التحميل. اضغط لإعادة المحاولة")

        /// Hebrew (read right to left; the classic style mirrors its layout).
        package static let hebrew = Strings(
            headerPull: "משוך לרענון…", headerRelease: "שחרר לרענון…",
            headerLoading: "טוען…", footerPull: "משוך למעלה לטעינת עוד…",
            footerRelease: "שחרר לטעינת עוד…", footerLoading: "טוען עוד…",
            noMoreData: "אין נתונים נוספים", lastUpdatedPrefix: "עודכן לאחרונה: ", lastUpdated: .hebrew,
            loadFailed: "הטעינה נכשלה. הקש לניסיון חוזר")

        /// The table for a BCP 47 tag, matched by its subtags without regard to case or to `-`
        /// versus `_`: language "es" Spanish, "vi" Vietnamese, "zh" with a `Hant`, `TW`, `HK`
        /// or `MO` subtag (and no `Hans`) Traditional Chinese, any other "zh" Simplified
        /// Chinese, "fr" French, "de" German, "ja" Japanese, "ko" Korean, "pt" Brazilian
        /// Portuguese, "ru" Russian, "ar" Arabic, "he" (or "iw") Hebrew, anything else English.
        ///
        /// - Parameter tag: A BCP 47 language tag such as "zh-Hant-TW" or "es_MX".
        /// - Returns: The matching table; the English one when none matches.
        public static func forLocale(_ tag: String) -> Strings {
            table(forTag: tag)
        }
    }
}

extension Indicators.Classic.Strings: LanguageTable {}
