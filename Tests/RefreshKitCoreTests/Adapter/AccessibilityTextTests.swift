import Testing
@testable import RefreshKitCore

/// VoiceOver's label, values and announcements, per language with the classic style's fallback.
@Suite struct AccessibilityTextTests {
    @Test func englishLabelsValuesAndAnnouncements() {
        let t = AccessibilityText(locale: "en-US")
        #expect(t.label(for: .header) == "Refresh" && t.label(for: .footer) == "Load more")
        #expect(t.value(for: .idle, edge: .header) == "Pull down to refresh")
        #expect(t.value(for: .revealing(progress: 0.5), edge: .header) == "Pull down to refresh")
        #expect(t.value(for: .armed(overPull: 0), edge: .header) == "Release to refresh")
        #expect(t.value(for: .refreshing, edge: .header) == "Loading")
        #expect(t.value(for: .finishing, edge: .header) == "Refreshed")
        #expect(t.value(for: .idle, edge: .footer) == "Pull up to load more")
        #expect(t.value(for: .armed(overPull: 0), edge: .footer) == "Release to load more")
        #expect(t.value(for: .refreshing, edge: .footer) == "Loading more")
        #expect(t.value(for: .finishing, edge: .footer) == "Loaded")
        #expect(t.value(for: .noMoreData, edge: .footer) == "No more data")
    }

    @Test func announcementsOnStartEndAndNoMoreDataOnly() {
        let t = AccessibilityText(locale: "en")
        func c(_ from: RefreshState, _ to: RefreshState, _ edge: RefreshEdge = .header) -> RefreshStateChange {
            RefreshStateChange(edge: edge, from: from, to: to, time: 0)
        }
        #expect(t.announcement(for: c(.armed(overPull: 0), .refreshing)) == "Loading")
        #expect(t.announcement(for: c(.idle, .refreshing)) == "Loading")  // beginRefreshing()
        #expect(t.announcement(for: c(.refreshing, .finishing)) == "Refreshed")
        #expect(t.announcement(for: c(.refreshing, .finishing, .footer)) == "Loaded")
        #expect(t.announcement(for: c(.idle, .noMoreData, .footer)) == "No more data")
        #expect(t.announcement(for: c(.finishing, .idle)) == nil)
        #expect(t.announcement(for: c(.idle, .revealing(progress: 0.2))) == nil)
        #expect(t.announcement(for: c(.revealing(progress: 0.9), .armed(overPull: 0))) == nil)
    }

    /// Every language the classic style has, with the same matcher and fallback.
    @Test(arguments: [
        ("es-MX", "Actualizar", "Suelta para actualizar", "Cargando"),
        ("vi", "Làm mới", "Thả ra để làm mới", "Đang tải"),
        ("zh-Hans-CN", "刷新", "松开立即刷新", "正在刷新数据中"),
        ("zh_TW", "刷新", "鬆開立即刷新", "正在刷新數據中"),
        ("zh-Hant-HK", "刷新", "鬆開立即刷新", "正在刷新數據中"),
        ("fr-FR", "Actualiser", "Relâchez pour actualiser", "Chargement"),
        ("de", "Aktualisieren", "Zum Aktualisieren loslassen", "Wird geladen"),
        ("ja-JP", "更新", "指を離して更新", "読み込み中"),
        ("ko", "새로고침", "놓아서 새로고침", "불러오는 중"),
        ("pt-BR", "Atualizar", "Solte para atualizar", "Carregando"),
        ("ru", "Обновить", "Отпустите, чтобы обновить", "Загрузка"),
        ("ar", "تحديث", "أفلت للتحديث", "جاري التحميل"),
        ("he-IL", "רענון", "שחרר לרענון", "טוען"),
        ("it-IT", "Refresh", "Release to refresh", "Loading"),
        ("", "Refresh", "Release to refresh", "Loading"),
    ])
    func languagesFollowTheClassicTables(tag: String, label: String, release: String, loading: String) {
        let t = AccessibilityText(locale: tag)
        #expect(t.strings == Indicators.Classic.Strings.forLocale(tag))
        #expect(t.label(for: .header) == label)
        #expect(t.value(for: .armed(overPull: 0), edge: .header) == release)
        #expect(t.value(for: .refreshing, edge: .header) == loading)
        #expect(t.words.refresh == label)
    }

    @Test func everyTableHasEveryWord() {
        for w in [AccessibilityText.Words.english, .spanish, .vietnamese, .simplifiedChinese, .traditionalChinese] {
            #expect(!w.refresh.isEmpty && !w.loadMore.isEmpty && !w.refreshed.isEmpty && !w.loaded.isEmpty)
        }
        #expect(AccessibilityText(locale: "zh-Hans").words.loadMore == "加载更多")
        #expect(AccessibilityText(locale: "zh-Hant").words.loadMore == "加載更多")
        #expect(AccessibilityText(locale: "es").value(for: .noMoreData, edge: .footer) == "No hay más datos")
    }

    @Test func speakableDropsOnlyTheTrailingEllipsis() {
        #expect(AccessibilityText.speakable("Loading…") == "Loading")
        #expect(AccessibilityText.speakable("正在加载更多的数据...") == "正在加载更多的数据")
        #expect(AccessibilityText.speakable("No more data") == "No more data")
        #expect(AccessibilityText.speakable("…") == "")
    }

    @Test func anAppsOwnTablesWin() {
        var strings = Indicators.Classic.Strings.english
        strings.headerRelease = "Let go!"
        let t = AccessibilityText(
            strings: strings, words: .init(refresh: "Reload", loadMore: "More", refreshed: "Done", loaded: "Done"))
        #expect(t.label(for: .header) == "Reload")
        #expect(t.value(for: .armed(overPull: 0), edge: .header) == "Let go!")
    }
}
