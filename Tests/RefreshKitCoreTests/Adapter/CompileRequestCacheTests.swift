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

    @Test(arguments: ["classic", "handwriting", "letterWave", "system"])
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
