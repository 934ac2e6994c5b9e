import Testing
@testable import RefreshKitCore
import RefreshKitStyles

/// What a plan is keyed on: the fields of the context a style reads, and the style's
/// configuration (equal indicators are one key), so that an update that changes nothing the
/// drawing depends on compiles nothing.
@MainActor @Suite struct LayerPlanKeyTests {
    static let size = Size(width: 390, height: 64)

    /// A refreshing update of `indicator` (known as `key`) drawn with `template`.
    static func refreshing(
        _ playback: inout LayerPlanPlayback, _ indicator: any RefreshIndicator, key: IndicatorIdentity,
        template: IndicatorContext, at t: Double
    ) -> [String] {
        let moment = IndicatorMoment(
            state: .refreshing, pullDistance: 64, triggerDistance: 64, time: t, refreshingDuration: t)
        return playback.update(
            moment: moment, now: 100 + t, template: template, indicator: indicator, indicatorKey: key
        ).map(\.word)
    }

    @Test func aStyleThatDrawsNoLastUpdatedLineCompilesNothingWhenItChanges() {
        let glyphs = BoxGlyphSource()
        var template = IndicatorContext(
            state: .idle, size: Self.size, lastUpdated: LastUpdatedTime(day: .today, hour: 9, minute: 41),
            glyphs: glyphs)
        for indicator in [
            Indicators.ProgressRing(), Indicators.BarFill(), Indicators.ArcSpinner(), Indicators.Handwriting(),
            Indicators.LetterWave(), Indicators.System(), Indicators.ImageSequence(),
        ] as [any RefreshIndicator] {
            var playback = LayerPlanPlayback()
            let key = LayerPlanPlayback.identity(of: indicator, generation: 1)
            template.lastUpdated = LastUpdatedTime(day: .today, hour: 9, minute: 41)
            #expect(Self.refreshing(&playback, indicator, key: key, template: template, at: 0) == ["show refreshing"])
            // A refresh ends and the time of the last one changes: nothing to compile, nothing to show anew.
            template.lastUpdated = LastUpdatedTime(day: .today, hour: 9, minute: 42)
            #expect(
                Self.refreshing(&playback, indicator, key: key, template: template, at: 0.5).isEmpty, "\(indicator)")
            #expect(playback.compileCount == 1, "\(indicator)")
        }
        // The classic style draws the line: a new time is a new plan.
        var playback = LayerPlanPlayback()
        let classic = Indicators.Classic()
        let key = LayerPlanPlayback.identity(of: classic, generation: 1)
        template.lastUpdated = LastUpdatedTime(day: .today, hour: 9, minute: 41)
        _ = Self.refreshing(&playback, classic, key: key, template: template, at: 0)
        template.lastUpdated = LastUpdatedTime(day: .today, hour: 9, minute: 42)
        #expect(Self.refreshing(&playback, classic, key: key, template: template, at: 0.5) == ["show refreshing"])
        #expect(playback.compileCount == 2)
    }

    @Test func aHundredSwiftUIUpdatesAssigningAnEqualIndicatorCompileOnlyTheFirstTime() {
        // What `updateUIView` does on every body evaluation: a new indicator value, equal to the
        // last, assigned again; an owner that cannot compare indicators bumps its generation.
        var playback = LayerPlanPlayback()
        let template = IndicatorContext(state: .idle, size: Self.size, glyphs: BoxGlyphSource())
        var shows = 0
        for update in 0..<100 {
            let indicator = Indicators.ProgressRing(configuration: .init(lineWidth: 3))
            let key = LayerPlanPlayback.identity(of: indicator, generation: update)
            let progress = Double(update % 50) / 50
            let moment = IndicatorMoment(
                state: .revealing(progress: progress), pullDistance: 64 * progress, triggerDistance: 64)
            let commands = playback.update(
                moment: moment, now: Double(update) / 60, template: template, indicator: indicator,
                indicatorKey: key)
            shows += commands.filter { $0.word.hasPrefix("show") }.count
        }
        #expect(playback.compileCount == 1)
        #expect(shows == 1)
        // Another configuration is another indicator.
        let wider = Indicators.ProgressRing(configuration: .init(lineWidth: 4))
        _ = playback.update(
            moment: IndicatorMoment(state: .revealing(progress: 0.5), pullDistance: 32, triggerDistance: 64), now: 2,
            template: template, indicator: wider, indicatorKey: LayerPlanPlayback.identity(of: wider, generation: 100))
        #expect(playback.compileCount == 2)
    }

    @Test func equalStylesAreOneKeyAndEveryBuiltInStyleIsHashable() {
        for style in Indicators.catalog {
            guard case let .indicator(make) = style.kind else { continue }
            let a = LayerPlanPlayback.identity(of: make(), generation: 1)
            let b = LayerPlanPlayback.identity(of: make(), generation: 2)
            #expect(a == b, "\(style.name)")
        }
    }
}
