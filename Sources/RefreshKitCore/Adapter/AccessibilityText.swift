/// What VoiceOver says about a refresh control: its label, its value in each state, the name of
/// its action, and the announcements when a refresh starts and ends.
///
/// The texts the classic style already shows (pull, release, loading, no more data) come from
/// ``Indicators/Classic/Strings`` — the same tables, picked by the same language matcher, without
/// the trailing ellipsis (VoiceOver does not need it). Only the words the classic style has no
/// use for live here: the label ("Refresh", "Load more") and the end announcements ("Refreshed",
/// "Loaded"). Languages: en, es, vi, zh-Hans, zh-Hant, fr, de, ja, ko, pt-BR, ru, ar, he (English is
/// the fallback). An app with its own words passes ``init(strings:words:)`` to the control's
/// `accessibilityTexts`.
public struct AccessibilityText: Hashable, Sendable {
    /// The words of one language that the classic style's table does not have.
    public struct Words: Hashable, Sendable {
        /// The header's label and action name: "Refresh".
        public var refresh: String
        /// The footer's label and action name: "Load more".
        public var loadMore: String
        /// Announced when a header's refresh ends: "Refreshed".
        public var refreshed: String
        /// Announced when a footer's loading ends: "Loaded".
        public var loaded: String
        /// Announced when a header's refresh fails (it goes back to idle): "Refresh failed".
        public var refreshFailed: String

        /// Creates a table.
        ///
        /// - Parameters:
        ///   - refresh: The header's label and action name.
        ///   - loadMore: The footer's label and action name.
        ///   - refreshed: Announced when a header's refresh ends.
        ///   - loaded: Announced when a footer's loading ends.
        ///   - refreshFailed: Announced when a header's refresh fails; English by default.
        public init(
            refresh: String, loadMore: String, refreshed: String, loaded: String,
            refreshFailed: String = defaultRefreshFailed
        ) {
            self.refresh = refresh
            self.loadMore = loadMore
            self.refreshed = refreshed
            self.loaded = loaded
            self.refreshFailed = refreshFailed
        }

        /// The English failure announcement, the default of a table made without one: "Refresh failed".
        @usableFromInline package static let defaultRefreshFailed = "Refresh failed"

        /// English, the fallback.
        package static let english = Words(
            refresh: "Refresh", loadMore: "Load more",
            refreshed: "Refreshed", loaded: "Loaded",
            refreshFailed: "Refresh failed")
        /// Spanish.
        package static let spanish = Words(
            refresh: "Actualizar", loadMore: "Cargar más",
            refreshed: "Actualizado", loaded: "Cargado",
            refreshFailed: "Error al actualizar")
        /// Vietnamese.
        package static let vietnamese = Words(
            refresh: "Làm mới", loadMore: "Tải thêm",
            refreshed: "Đã làm mới", loaded: "Đã tải xong",
            refreshFailed: "Làm mới thất bại")
        /// Simplified Chinese.
        package static let simplifiedChinese = Words(
            refresh: "刷新", loadMore: "加载更多",
            refreshed: "刷新完成", loaded: "加载完成",
            refreshFailed: "刷新失败")
        /// Traditional Chinese.
        package static let traditionalChinese = Words(
            refresh: "刷新", loadMore: "加載更多",
            refreshed: "刷新完成", loaded: "加載完成",
            refreshFailed: "刷新失敗")

        /// French.
        package static let french = Words(
            refresh: "Actualiser", loadMore: "Charger plus",
            refreshed: "Actualisé", loaded: "Chargé",
            refreshFailed: "Échec de l’actualisation")
        /// German.
        package static let german = Words(
            refresh: "Aktualisieren", loadMore: "Mehr laden",
            refreshed: "Aktualisiert", loaded: "Geladen",
            refreshFailed: "Aktualisierung fehlgeschlagen")
        /// Japanese.
        package static let japanese = Words(
            refresh: "更新", loadMore: "さらに読み込む",
            refreshed: "更新しました", loaded: "読み込みました",
            refreshFailed: "更新に失敗しました")
        /// Korean.
        package static let korean = Words(
            refresh: "새로고침", loadMore: "더 보기",
            refreshed: "새로고침 완료", loaded: "불러오기 완료",
            refreshFailed: "새로고침 실패")
        /// Brazilian Portuguese.
        package static let brazilianPortuguese = Words(
            refresh: "Atualizar", loadMore: "Carregar mais",
            refreshed: "Atualizado", loaded: "Carregado",
            refreshFailed: "Falha ao atualizar")
        /// Russian.
        package static let russian = Words(
            refresh: "Обновить", loadMore: "Загрузить ещё",
            refreshed: "Обновлено", loaded: "Загружено",
            refreshFailed: "Не удалось обновить")
        /// Arabic.
        package static let arabic = Words(
            refresh: "تحديث", loadMore: "تحميل المزيد",
            refreshed: "تم التحديث", loaded: "تم التحميل",
            refreshFailed: "فشل التحديث")
        /// Hebrew.
        package static let hebrew = Words(
            refresh: "רענון", loadMore: "טעינת עוד",
            refreshed: "רוענן", loaded: "נטען",
            refreshFailed: "הרענון נכשל")

        /// The table for a BCP 47 tag, matched like ``Indicators/Classic/Strings/forLocale(_:)``.
        ///
        /// - Parameter tag: A BCP 47 language tag such as "pt-BR".
        /// - Returns: The matching table; the English one when none matches.
        public static func forLocale(_ tag: String) -> Words {
            table(forTag: tag)
        }
    }

    /// The classic style's table for the language.
    public var strings: Indicators.Classic.Strings
    /// The words of the language that the classic table lacks.
    public var words: Words

    /// The texts for a BCP 47 language tag (one of the languages listed above; anything else
    /// falls back to English).
    ///
    /// - Parameter locale: A BCP 47 language tag such as "ja-JP".
    public init(locale: String) {
        self.strings = Indicators.Classic.Strings.forLocale(locale)
        self.words = Words.forLocale(locale)
    }

    /// Texts from explicit tables (an app's own translation).
    ///
    /// - Parameters:
    ///   - strings: The state texts (the classic style's table; ellipses are not spoken).
    ///   - words: The label, action name and end announcements.
    public init(strings: Indicators.Classic.Strings, words: Words) {
        self.strings = strings
        self.words = words
    }

    /// The control's label, also the name of its accessibility action: "Refresh" or "Load more".
    package func label(for edge: RefreshEdge) -> String {
        edge == .header ? words.refresh : words.loadMore
    }

    /// The control's value in `state`: "Pull down to refresh" (idle and pulling), "Release to
    /// refresh" (armed), "Loading" (refreshing), "Refreshed" (finishing), "No more data";
    /// footers say "Pull up to load more", "Release to load more", "Loading more", "Loaded",
    /// and "Loading failed. Tap to retry" after a failure.
    package func value(for state: RefreshState, edge: RefreshEdge) -> String {
        let header = edge == .header
        switch state {
        case .idle, .revealing: return Self.speakable(header ? strings.headerPull : strings.footerPull)
        case .armed: return Self.speakable(header ? strings.headerRelease : strings.footerRelease)
        case .refreshing: return Self.speakable(header ? strings.headerLoading : strings.footerLoading)
        case .finishing: return header ? words.refreshed : words.loaded
        case .noMoreData: return Self.speakable(strings.noMoreData)
        case .failed: return Self.speakable(strings.loadFailed)
        }
    }

    /// The control's value in `state` when the app replaced some of the texts shown
    /// (`RefreshControl.setTitle(_:for:)`): the override of the state's phase, spoken without its
    /// ellipsis, else ``value(for:edge:)``. Finishing keeps its "Refreshed"/"Loaded".
    ///
    /// - Parameters:
    ///   - state: The control's state.
    ///   - edge: The control's edge.
    ///   - overrides: The app's texts by phase.
    /// - Returns: What VoiceOver says as the control's value.
    package func value(for state: RefreshState, edge: RefreshEdge, overrides: [RefreshPhase: String]) -> String {
        let phase = state.phase
        let shown = phase == .idle ? RefreshPhase.revealing : phase
        guard phase != .finishing, let text = overrides[phase] ?? overrides[shown] else {
            return value(for: state, edge: edge)
        }
        return Self.speakable(text)
    }

    /// What to announce for a change, or nil: the refreshing value when a refresh starts,
    /// "Refreshed"/"Loaded" when it ends, "No more data" when a footer runs out, the failed value
    /// when a footer's load fails and "Refresh failed" when a header's does.
    package func announcement(for change: RefreshStateChange) -> String? {
        guard change.from.phase != change.to.phase else { return nil }
        switch change.to {
        case .refreshing, .noMoreData, .failed: return value(for: change.to, edge: change.edge)
        case .finishing: return value(for: .finishing, edge: change.edge)
        case .idle:
            return change.from == .refreshing && change.error != nil && change.edge == .header
                ? words.refreshFailed : nil
        case .revealing, .armed: return nil
        }
    }

    /// `text` without a trailing ellipsis ("…" or "...") or trailing spaces.
    static func speakable(_ text: String) -> String {
        var s = Substring(text)
        while let last = s.last, last == "…" || last == "." || last == " " { s = s.dropLast() }
        return String(s)
    }
}

extension AccessibilityText.Words: LanguageTable {}
