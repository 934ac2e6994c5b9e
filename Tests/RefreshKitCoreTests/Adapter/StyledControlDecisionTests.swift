import Testing
@testable import RefreshKitCore

/// The decisions `StyledRefreshControl` shares with `RefreshControl`: the changes it reports
/// (with a failed action's error), when it stamps "last updated", the title an app sets through
/// `attributedTitle`, and the language of its texts.
@MainActor @Suite struct StyledControlDecisionTests {
    struct Offline: Error {}

    func pulled(_ p: Double, dragging: Bool = true) -> ScrollMetrics {
        ScrollMetrics(
            contentOffset: Point(x: 0, y: -91 - p), contentSize: Size(width: 390, height: 2000),
            viewportSize: Size(width: 390, height: 844), safeAreaInsets: Insets(top: 91),
            isTracking: dragging, isDragging: dragging)
    }

    @Test func theFollowerReportsEveryChangeAndAFailedRefreshWithItsError() {
        var follower = SystemRefreshFollower(configuration: RefreshConfiguration(height: 60))
        var changes: [RefreshStateChange] = []
        func record(_ changed: Bool) { if changed, let c = follower.lastChange { changes.append(c) } }
        record(follower.scroll(pulled(30), at: 0.1))
        record(follower.scroll(pulled(70), at: 0.2))
        record(follower.systemDidBeginRefreshing(at: 0.3))
        record(follower.systemDidEndRefreshing(at: 1.3, hold: 0))
        #expect(changes.map(\.to.phase) == [.revealing, .armed, .refreshing, .finishing])
        #expect(changes.map(\.time) == [0.1, 0.2, 0.3, 1.3])
        #expect(changes.allSatisfy { $0.edge == .header && $0.error == nil })
        #expect(changes[3].stampsLastUpdated)
        #expect(!changes[2].stampsLastUpdated)
        // A refresh whose action threw goes back to idle with the error, and stamps nothing.
        var failing = SystemRefreshFollower(configuration: RefreshConfiguration(height: 60))
        failing.systemDidBeginRefreshing(at: 0)
        let ended = failing.systemDidEndRefreshing(at: 2, hold: 0.4, error: Offline())
        #expect(ended)
        #expect(failing.state == .idle)
        #expect(failing.lastChange?.error is Offline)
        #expect(failing.lastChange?.stampsLastUpdated == false)
    }

    @Test func onlyAHeadersSuccessfulRefreshStampsLastUpdated() {
        let ok = RefreshStateChange(edge: .header, from: .refreshing, to: .finishing, time: 1)
        #expect(ok.stampsLastUpdated)
        #expect(!RefreshStateChange(edge: .footer, from: .refreshing, to: .finishing, time: 1).stampsLastUpdated)
        #expect(!RefreshStateChange(edge: .header, from: .refreshing, to: .idle, time: 1).stampsLastUpdated)
    }

    @Test func anAttributedTitleFillsThePulledAndRefreshingPhasesTheAppLeftUnset() {
        let merged = TitleOverrides.merged([.refreshing: "Syncing…"], attributedTitle: "Pull to sync")
        #expect(merged == [.revealing: "Pull to sync", .armed: "Pull to sync", .refreshing: "Syncing…"])
        #expect(TitleOverrides.merged([.failed: "x"], attributedTitle: nil) == [.failed: "x"])
        #expect(TitleOverrides.merged([:], attributedTitle: "") == [:])
    }

    @Test func theSystemSpinnerDrawsTheAppsTitleUnderItself() {
        let spinner = Indicators.System()
        var context = boxContext(.refreshing, size: Size(width: 390, height: 60))
        let bare = spinner.scene(for: context)
        context.titleOverrides = TitleOverrides.merged([:], attributedTitle: "Syncing")
        let titled = spinner.scene(for: context)
        // Seven box glyphs, one fill, before the spokes; the spinner moved up over it.
        let fills = titled.items.filter { if case .fill = $0.content { true } else { false } }
        #expect(fills.count == 1)
        #expect(titled.items.count == bare.items.count + 1)
        guard case let .fill(text, _) = fills[0].content, case let .stroke(spoke, _) = titled.items[1].content else {
            Issue.record("expected the title, then the spokes")
            return
        }
        let spokeY = titled.items[1].transform.apply(spoke.bounds.center).y
        #expect(text.transformed(by: fills[0].transform).bounds.minY > spokeY)
        // Idle shows nothing, as UIRefreshControl at rest.
        context.state = .idle
        #expect(spinner.scene(for: context).items.isEmpty)
    }

    @Test func textsFollowTheAppsLocalizationsNotTheDevicesLanguage() {
        // An English-only app on a French device: the bundle's match is English.
        #expect(RefreshLanguage.appLocale(preferredLocalizations: ["en"], preferredLanguages: ["fr-FR", "en"]) == "en")
        #expect(RefreshLanguage.appLocale(preferredLocalizations: ["de"], preferredLanguages: ["de-AT"]) == "de")
        // No localizations at all (a bare bundle): the device's language, else English.
        #expect(RefreshLanguage.appLocale(preferredLocalizations: [], preferredLanguages: ["ja-JP"]) == "ja-JP")
        #expect(RefreshLanguage.appLocale(preferredLocalizations: ["Base"], preferredLanguages: []) == "en")
    }
}
