import Testing
@testable import RefreshKitCore
import RefreshKitStyles

/// The failed footer's words in every language, and one text replaced for a phase while the
/// others still come from the language's table.
@Suite struct FailedAndTitleOverrideTests {
    @Test func theFailedLineIsInEveryLanguageAndTheGeometricTitlesShareIt() {
        var lines: Set<String> = []
        for language in RefreshLanguage.allCases {
            let classic = Indicators.Classic.Strings.forLocale(language.tag)
            #expect(!classic.loadFailed.isEmpty)
            #expect(IndicatorTitles.forLocale(language.tag).failed == classic.loadFailed, "\(language.tag)")
            #expect(IndicatorTitles.forLocale(language.tag).title(for: .failed) == classic.loadFailed)
            lines.insert(classic.loadFailed)
        }
        #expect(lines.count == RefreshLanguage.allCases.count)
        // A table made without one says it in English.
        let custom = Indicators.Classic.Strings(
            headerPull: "a", headerRelease: "b", headerLoading: "c", footerPull: "d",
            footerRelease: "e", footerLoading: "f", noMoreData: "g",
            lastUpdatedPrefix: "h")
        #expect(custom.loadFailed == "Loading failed. Tap to retry")
    }

    @Test func theClassicFooterSaysItFailedWithNoArrowOrSpinner() {
        let classic = Indicators.Classic()
        let failed = boxContext(.failed, edge: .footer, locale: "ja")
        #expect(classic.title(for: failed) == "読み込みに失敗しました。タップして再試行")
        #expect(classic.drawingKey(for: failed).mark == .none)
        #expect(!classic.scene(for: failed).items.isEmpty)  // the line is drawn
    }

    @Test func theGeometricStylesDrawTheFailedTitleAlone() {
        for indicator in [
            Indicators.BarFill() as any RefreshIndicator, Indicators.ArcSpinner(), Indicators.ProgressRing(),
        ] {
            let scene = indicator.scene(for: boxContext(.failed, edge: .footer))
            #expect(!scene.items.isEmpty, "\(type(of: indicator))")
        }
        #expect(Indicators.ProgressRing().scene(for: boxContext(.noMoreData, edge: .footer)).items.isEmpty)
    }

    @Test func oneTextReplacedTheOthersFollowTheLanguage() {
        let classic = Indicators.Classic()
        var context = boxContext(.noMoreData, edge: .footer, locale: "de")
        context.titleOverrides = [.noMoreData: "Keine weiteren Beiträge"]
        #expect(classic.title(for: context) == "Keine weiteren Beiträge")
        context.state = .refreshing
        #expect(classic.title(for: context) == "Weitere werden geladen…")  // still German, still the table's
        // Idle shows the pulling text and finishing the loading one, overridden or not.
        context.titleOverrides = [.revealing: "Nach oben ziehen", .refreshing: "Lädt"]
        context.state = .idle
        #expect(classic.title(for: context) == "Nach oben ziehen")
        context.state = .finishing
        #expect(classic.title(for: context) == "Lädt")
        context.titleOverrides[.idle] = "Ruhe"
        context.state = .idle
        #expect(classic.title(for: context) == "Ruhe")
    }

    @Test func theGeometricTitlesTakeAnOverrideAndFinishingFollowsRefreshing() {
        let title = IndicatorTitle()
        var context = boxContext(.refreshing, locale: "fr")
        context.titleOverrides = [.refreshing: "Synchronisation…"]
        #expect(title.text(for: context) == "Synchronisation…")
        context.state = .finishing
        #expect(title.text(for: context) == "Synchronisation…")
        context.state = .armed(overPull: 0)
        #expect(title.text(for: context) == "Relâchez pour actualiser…")
        context.state = .idle
        context.titleOverrides[.idle] = "never shown"
        #expect(title.text(for: context) == nil)  // idle shows no title
    }

    @Test func anOverrideIsPartOfTheLayerPlansKey() {
        var context = boxContext(.refreshing)
        let plain = LayerPlanKey(phase: .refreshing, indicator: IndicatorIdentity(generation: 1), template: context)
        context.titleOverrides = [.refreshing: "Syncing…"]
        let titled = LayerPlanKey(phase: .refreshing, indicator: IndicatorIdentity(generation: 1), template: context)
        #expect(plain != titled)
    }

    @Test func voiceOverSaysTheFailureAndTheAppsOwnText() {
        let text = AccessibilityText(locale: "en")
        #expect(text.value(for: .failed, edge: .footer) == "Loading failed. Tap to retry")
        #expect(
            text.announcement(for: RefreshStateChange(edge: .footer, from: .refreshing, to: .failed, time: 1))
                == "Loading failed. Tap to retry")
        struct Offline: Error {}
        let failedHeader = RefreshStateChange(edge: .header, from: .refreshing, to: .idle, time: 1, error: Offline())
        #expect(text.announcement(for: failedHeader) == "Refresh failed")
        #expect(text.announcement(for: RefreshStateChange(edge: .header, from: .finishing, to: .idle, time: 1)) == nil)
        #expect(AccessibilityText(locale: "ko").announcement(for: failedHeader) == "새로고침 실패")
        let overrides: [RefreshPhase: String] = [.noMoreData: "That's everything…", .revealing: "Pull for more"]
        #expect(text.value(for: .noMoreData, edge: .footer, overrides: overrides) == "That's everything")
        #expect(text.value(for: .idle, edge: .footer, overrides: overrides) == "Pull for more")
        #expect(text.value(for: .refreshing, edge: .footer, overrides: overrides) == "Loading more")
        #expect(text.value(for: .finishing, edge: .footer, overrides: [.finishing: "x"]) == "Loaded")
    }

    @Test func changesWithErrorsCompareByTheirDescription() {
        struct Offline: Error {}
        struct Timeout: Error {}
        let a = RefreshStateChange(edge: .footer, from: .refreshing, to: .failed, time: 1, error: Offline())
        #expect(a == RefreshStateChange(edge: .footer, from: .refreshing, to: .failed, time: 1, error: Offline()))
        #expect(a != RefreshStateChange(edge: .footer, from: .refreshing, to: .failed, time: 1, error: Timeout()))
        #expect(a != RefreshStateChange(edge: .footer, from: .refreshing, to: .failed, time: 1))
        #expect(Set([a, a]).count == 1)
    }
}
