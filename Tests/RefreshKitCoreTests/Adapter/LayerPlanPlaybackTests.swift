import Testing
@testable import RefreshKitCore

/// Issue 13, the adapter's decisions: offsets, the cache, the fallback, appearance changes. The
/// whole cycle on a double of UIKit and the render server is in `LayerPlanHostTests`
/// (RefreshKitSimulationTests).
@MainActor @Suite struct LayerPlanPlaybackTests {
    @Test func armedDrivesTheOverPullInTriggerDistancesClamped() {
        let moment = IndicatorMoment(state: .armed(overPull: 32), pullDistance: 96, triggerDistance: 64)
        #expect(LayerPlanPlayback.timeOffset(for: .armed, at: moment) == 0.5)
        let far = IndicatorMoment(state: .armed(overPull: 500), pullDistance: 564, triggerDistance: 64)
        #expect(LayerPlanPlayback.timeOffset(for: .armed, at: far) == 1)
        let nan = IndicatorMoment(state: .revealing(progress: 0), pullDistance: .nan, triggerDistance: 64)
        #expect(LayerPlanPlayback.timeOffset(for: .pulling, at: nan) == 0)
    }

    @Test func aNewAppearanceRecompilesAndTheLoopCarriesOnFromWhenTheStateBegan() {
        var playback = LayerPlanPlayback()
        let glyphs = BoxGlyphSource()
        var template = IndicatorContext(state: .idle, size: Size(width: 390, height: 64), glyphs: glyphs)
        let spinner = Indicators.ArcSpinner()
        let key = LayerPlanPlayback.identity(of: spinner, generation: 1)
        let moment = { (t: Double) in
            IndicatorMoment(state: .refreshing, pullDistance: 64, triggerDistance: 64, time: t)
        }
        let first = playback.update(
            moment: moment(0), now: 10, template: template, indicator: spinner, indicatorKey: key)
        #expect(first.map(\.word) == ["show refreshing"])
        #expect(
            playback.update(moment: moment(0.4), now: 10.4, template: template, indicator: spinner, indicatorKey: key)
                .isEmpty)
        template.appearance = .dark
        let dark = playback.update(
            moment: moment(0.7), now: 10.7, template: template, indicator: spinner, indicatorKey: key)
        guard case let .show(plan, begin)? = dark.first, dark.count == 1 else {
            Issue.record("\(dark)")
            return
        }
        #expect(begin == 10 && plan.phase == .refreshing)
        template.appearance = .light  // back to light: from the cache
        _ = playback.update(moment: moment(0.9), now: 10.9, template: template, indicator: spinner, indicatorKey: key)
        #expect(playback.compileCount == 2)
        let seed = Indicators.ArcSpinner(configuration: .untitled)  // a new indicator
        let other = LayerPlanPlayback.identity(of: seed, generation: 2)
        #expect(
            playback.update(moment: moment(1), now: 11, template: template, indicator: seed, indicatorKey: other).count
                == 1)
        #expect(playback.compileCount == 3)
    }

    @Test func plansPreparedAtRestMakeEveryPhaseBeginWithALookUp() {
        var playback = LayerPlanPlayback()
        let template = IndicatorContext(state: .idle, size: Size(width: 390, height: 64), glyphs: BoxGlyphSource())
        let spinner = Indicators.ArcSpinner()
        let key = LayerPlanPlayback.identity(of: spinner, generation: 1)
        for phase in LayerPlanPlayback.preparedPhases {
            let compiled = playback.prepare(
                phase, edge: .header, triggerDistance: 64, template: template, indicator: spinner,
                indicatorKey: key)
            #expect(compiled)
        }
        #expect(playback.compileCount == 3)
        let again = playback.prepare(
            .refreshing, edge: .header, triggerDistance: 64, template: template, indicator: spinner,
            indicatorKey: key)
        #expect(!again)  // cached already
        for state: RefreshState in [.revealing(progress: 0.5), .armed(overPull: 8), .refreshing] {
            let moment = IndicatorMoment(state: state, pullDistance: 64, triggerDistance: 64)
            let commands = playback.update(
                moment: moment, now: 1, template: template, indicator: spinner, indicatorKey: key)
            #expect(commands.first.map(\.word) == "show \(LayerPlanPlayback.phase(for: state)?.rawValue ?? "")")
        }
        #expect(playback.compileCount == 3)  // nothing compiled when they began
        // Another trigger distance is another plan: preparing for one does not stand in for another.
        let other = playback.prepare(
            .pulling, edge: .header, triggerDistance: 80, template: template, indicator: spinner,
            indicatorKey: key)
        #expect(other)
    }

    @Test func theOptOutNoMoreDataAndRestAreScenesOrNothing() {
        var playback = LayerPlanPlayback()
        let template = IndicatorContext(state: .idle, size: Size(width: 390, height: 64), glyphs: BoxGlyphSource())
        let spinner = Indicators.System()
        let spinnerKey = IndicatorIdentity(generation: 0)
        func update(_ state: RefreshState, pull: Double = 64, plans: Bool = true) -> [String] {
            playback.update(
                moment: IndicatorMoment(state: state, pullDistance: pull, triggerDistance: 64), now: 0,
                template: template, indicator: spinner, indicatorKey: spinnerKey, usesLayerPlans: plans
            ).map(\.word)
        }
        #expect(update(.refreshing, plans: false) == ["scene"])
        #expect(update(.refreshing, plans: false) == ["scene"])  // every update redraws
        #expect(update(.idle, pull: 0) == ["hide"])
        #expect(update(.idle, pull: 0).isEmpty)
        #expect(update(.noMoreData, pull: 0) == ["scene"])
        #expect(update(.idle, pull: 10) == ["show pulling", "offset"])  // the bounce back after a short pull
        #expect(playback.compileCount == 1)
        let zero = IndicatorContext(state: .idle, size: Size(width: 0, height: 64), glyphs: BoxGlyphSource())
        #expect(
            playback.update(
                moment: IndicatorMoment(state: .refreshing), now: 0, template: zero, indicator: spinner,
                indicatorKey: spinnerKey
            ).map(\.word) == ["hide"])
    }

    @Test func aFooterThatHoldsItsRoomShowsItsIdleDrawingAtRest() {
        var playback = LayerPlanPlayback()
        playback.showsAtRest = true
        let template = IndicatorContext(state: .idle, size: Size(width: 390, height: 50), glyphs: BoxGlyphSource())
        let classic = Indicators.Classic()
        let key = LayerPlanPlayback.identity(of: classic, generation: 0)
        func update(_ state: RefreshState) -> [String] {
            playback.update(
                moment: IndicatorMoment(state: state, edge: .footer, pullDistance: 0, triggerDistance: 50), now: 0,
                template: template, indicator: classic, indicatorKey: key
            ).map(\.word)
        }
        #expect(update(.idle) == ["show pulling"])  // "Load more" below the last row, at progress 0
        #expect(update(.idle).isEmpty)
        playback.showsAtRest = false
        #expect(update(.idle) == ["hide"])
    }

    @Test func theCacheDropsTheLeastRecentlyUsedPlan() {
        var cache = LayerPlanCache(capacity: 2)
        let template = IndicatorContext(state: .idle, size: Size(width: 10, height: 10), glyphs: BoxGlyphSource())
        let keys = [LayerPlan.Phase.pulling, .armed, .refreshing].map {
            LayerPlanKey(phase: $0, indicator: IndicatorIdentity(generation: 0), template: template)
        }
        let plans = keys.map {
            LayerPlan(
                phase: $0.phase, size: template.size, layers: [], animations: [], duration: 1, frameUpdates: false)
        }
        cache.insert(plans[0], for: keys[0])
        cache.insert(plans[1], for: keys[1])
        #expect(cache.plan(for: keys[0]) == plans[0])  // now the most recently used
        cache.insert(plans[2], for: keys[2])
        #expect(cache.count == 2 && cache.plan(for: keys[1]) == nil)
        #expect(cache.plan(for: keys[0]) == plans[0] && cache.plan(for: keys[2]) == plans[2])
        // Finishing plans differ by the refresh's length; other phases ignore it.
        #expect(
            LayerPlanKey(
                phase: .refreshing, indicator: IndicatorIdentity(generation: 0), template: template,
                refreshingDuration: 3) == keys[2])
        #expect(
            LayerPlanKey(
                phase: .finishing, indicator: IndicatorIdentity(generation: 0), template: template,
                refreshingDuration: 3)
                != LayerPlanKey(
                    phase: .finishing, indicator: IndicatorIdentity(generation: 0), template: template,
                    refreshingDuration: 2))
    }
}
