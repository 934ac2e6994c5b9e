import Testing
@testable import RefreshKitCore

/// The SwiftUI modifiers' search for their scroll view is bounded and reports once.
@Suite struct ScrollViewSearchTests {
    @Test func aRunRetriesTwentyTimesFiftyMillisecondsApartThenReportsOnce() {
        var search = ScrollViewSearch()
        for _ in 0..<20 {
            #expect(search.didFail(modifier: "refreshable") == .retry(after: 0.05))
        }
        #expect(search.failures == ScrollViewSearch.retryLimit)  // the run is spent
        guard case let .giveUp(report?) = search.didFail(modifier: "refreshable") else {
            Issue.record("the spent run is reported")
            return
        }
        #expect(report.contains(".refreshable(…)") && report.contains("20 tries"))
        #expect(!report.contains("\n"))
        // SwiftUI updates keep looking once each, but neither retry nor report again.
        for _ in 0..<100 {
            #expect(search.didFail(modifier: "refreshable") == .giveUp(report: nil))
        }
    }

    @Test func aNewWindowStartsANewRunAndSuccessResetsTheReport() {
        var search = ScrollViewSearch()
        for _ in 0...20 { _ = search.didFail(modifier: "loadMore") }
        search.windowDidChange()
        #expect(search.failures == 0)  // a new run
        #expect(search.didFail(modifier: "loadMore") == .retry(after: ScrollViewSearch.retryInterval))
        search.didSucceed()
        #expect(search.failures == 0 && !search.hasReported)
        for _ in 0..<20 { _ = search.didFail(modifier: "loadMore") }
        if case .giveUp(let report) = search.didFail(modifier: "loadMore") {
            #expect(report?.contains(".loadMore(…)") == true)
        } else {
            Issue.record("a spent run after a success is reported again")
        }
    }

    @Test func aHeaderBesideSwiftUIsRefreshableIsAConflictAFooterIsNot() {
        #expect(
            RefreshableConflict.report(
                edge: .header, environmentHasRefreshAction: false,
                scrollViewHasRefreshControl: false) == nil)
        #expect(
            RefreshableConflict.report(
                edge: .header, environmentHasRefreshAction: true,
                scrollViewHasRefreshControl: false) != nil)
        #expect(
            RefreshableConflict.report(
                edge: .header, environmentHasRefreshAction: false,
                scrollViewHasRefreshControl: true) != nil)
        #expect(
            RefreshableConflict.report(
                edge: .footer, environmentHasRefreshAction: true,
                scrollViewHasRefreshControl: true) == nil)
    }
}

/// Which language tags have built-in texts.
@Suite struct SupportedLanguageTests {
    @Test func primarySubtagsOfTheBuiltInTablesAreSupported() {
        #expect(
            RefreshLanguage.supportedTags == [
                "en", "es", "vi", "zh-Hans", "zh-Hant", "fr", "de", "ja", "ko",
                "pt-BR", "ru", "ar", "he",
            ])
        for tag in [
            "en", "EN", "es-MX", "vi_VN", "zh-Hans", "zh_TW", "zh-Hant-HK", "zh", "pt-BR", "pt-PT", "iw",
            "ar_SA", "ja", "ko-KR",
        ] {
            #expect(RefreshLanguage.isSupported(tag), "\(tag)")
        }
        for tag in ["xx", "", "-", "it", "english", "e"] {
            #expect(!RefreshLanguage.isSupported(tag), "\(tag)")
        }
    }
}
