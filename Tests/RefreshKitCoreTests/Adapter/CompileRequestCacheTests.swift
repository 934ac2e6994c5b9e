import Testing
@testable import RefreshKitCore

/// A plan compiling on a worker draws a copy of the indicator whose caches are its own, so the
/// main thread drawing the scene meanwhile never touches the same cache.
@MainActor @Suite struct CompileRequestCacheTests {
    static func request(
        for indicator: any RefreshIndicator, state: RefreshState, glyphs: any GlyphSource
    ) -> LayerPlanCompileRequest? {
        var playback = LayerPlanPlayback()
        playback.compilesInline = false
        let template = IndicatorContext(state: .idle, size: Size(width: 390, height: 64), glyphs: glyphs)
        _ = playback.update(
            moment: IndicatorMoment(state: state, pullDistance: 64, triggerDistance: 64), now: 0,
            template: template, indicator: indicator,
            indicatorKey: LayerPlanPlayback.identity(of: indicator, generation: 1))
        return playback.nextRequest()
    }

    @Test func theWorkersCopyDoesNotReadTheMainThreadsCache() throws {
        let glyphs = BoxGlyphSource()
        let classic = Indicators.Classic()
        let context = IndicatorContext(
            state: .refreshing, triggerDistance: 64, size: Size(width: 390, height: 64), glyphs: glyphs)
        _ = classic.scene(for: context)
        let laidOut = glyphs.requests
        _ = classic.scene(for: context)
        #expect(glyphs.requests == laidOut)  // the same drawing again comes from the cache
        let request = try #require(Self.request(for: classic, state: .refreshing, glyphs: glyphs))
        let copy = try #require(request.indicator as? Indicators.Classic)
        #expect(copy.scene(for: context) == classic.scene(for: context))
        #expect(glyphs.requests > laidOut)  // the copy drew for itself
    }

    @Test func aTitledStylesWorkerCopyKeepsItsOwnTitleOutlines() throws {
        let glyphs = BoxGlyphSource()
        let ring = Indicators.ProgressRing(), bar = Indicators.BarFill(), arc = Indicators.ArcSpinner()
        let ringCopy = try #require(Self.request(for: ring, state: .refreshing, glyphs: glyphs)?.indicator)
        let barCopy = try #require(Self.request(for: bar, state: .refreshing, glyphs: glyphs)?.indicator)
        let arcCopy = try #require(Self.request(for: arc, state: .refreshing, glyphs: glyphs)?.indicator)
        #expect(try #require(ringCopy as? Indicators.ProgressRing).titlePaths !== ring.titlePaths)
        #expect(try #require(ringCopy as? Indicators.ProgressRing).trackPaths !== ring.trackPaths)
        #expect(try #require(barCopy as? Indicators.BarFill).titlePaths !== bar.titlePaths)
        #expect(try #require(arcCopy as? Indicators.ArcSpinner).titlePaths !== arc.titlePaths)
    }

    @Test(arguments: ["classic", "handwriting", "letterWave", "system", "progressRing", "barFill", "arcSpinner"])
    func aWorkerCompilesWhileTheMainThreadDrawsTheSameIndicator(style: String) async throws {
        guard case let .indicator(make)? = Indicators.style(named: style)?.kind else {
            Issue.record("no style \(style)")
            return
        }
        let indicator = make()
        let glyphs = BoxGlyphSource()
        let request = try #require(Self.request(for: indicator, state: .refreshing, glyphs: glyphs))
        let expected = request.compile(glyphs: BoxGlyphSource())
        let worker = Task.detached { request.compile(glyphs: BoxGlyphSource()) }
        var context = IndicatorContext(
            state: .refreshing, triggerDistance: 64, size: Size(width: 390, height: 64), glyphs: glyphs)
        for frame in 0..<400 {
            context.time = Double(frame) / 60
            _ = indicator.scene(for: context)
        }
        let plan = await worker.value
        #expect(plan == expected)
    }
}
