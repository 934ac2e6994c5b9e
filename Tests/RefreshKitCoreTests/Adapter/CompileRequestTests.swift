import Testing
@testable import RefreshKitCore

/// A compile request carries nothing of the main thread's drawing but values: the worker compiles
/// with its own glyph source and memos, so the main thread drawing the scene meanwhile never
/// touches what the worker uses (`DrawingContentionTests` runs the two at once).
@MainActor @Suite struct CompileRequestTests {
    static func request(
        for indicator: any RefreshIndicator, state: RefreshState, template: IndicatorContext
    ) -> LayerPlanCompileRequest? {
        var playback = LayerPlanPlayback()
        playback.compilesInline = false
        _ = playback.update(
            moment: IndicatorMoment(state: state, pullDistance: 64, triggerDistance: 64), now: 0,
            template: template, indicator: indicator,
            indicatorKey: LayerPlanPlayback.identity(of: indicator, generation: 1))
        return playback.nextRequest()
    }

    /// Compiles only for a type the compiler proves `Sendable`.
    static func requireSendable<T: Sendable>(_: T.Type) {}

    @Test func aRequestIsSendableByItsTypeAlone() {
        Self.requireSendable(LayerPlanCompileRequest.self)
        Self.requireSendable(LayerPlanKey.self)
        Self.requireSendable(IndicatorIdentity.self)
        Self.requireSendable((any RefreshIndicator).self)
    }

    @Test func theWorkerDrawsWithItsOwnGlyphSourceAndMemos() throws {
        let main = BoxGlyphSource()
        let classic = Indicators.Classic()
        let context = IndicatorContext(
            state: .refreshing, triggerDistance: 64, size: Size(width: 390, height: 64), glyphs: main)
        _ = classic.scene(for: context)
        let laidOut = main.requests
        _ = classic.scene(for: context)
        #expect(main.requests == laidOut)  // the context's memos hold the last drawing
        let request = try #require(Self.request(for: classic, state: .refreshing, template: context))
        let worker = BoxGlyphSource()
        let plan = request.compile(glyphs: worker)
        #expect(main.requests == laidOut)  // the main thread's glyph source is not the worker's
        #expect(worker.requests > 0)  // the worker lays its text out itself: its memos are its own
        #expect(plan == LayerPlanCompiler.compile(classic, phase: .refreshing, context: context))
    }

    @Test func theWorkersContextIsTheMainThreadsButForGlyphsAndMemos() throws {
        var context = IndicatorContext(
            state: .finishing, edge: .footer, pullDistance: 70, progress: 1, overPull: 6, triggerDistance: 64,
            time: 0.25, refreshingDuration: 2, size: Size(width: 300, height: 50), displayScale: 3,
            tintColor: RGBAColor(rgb8: 10, 20, 30), backgroundColor: RGBAColor(rgb8: 200, 210, 220),
            reduceMotion: true, locale: "de", lastUpdated: LastUpdatedTime(day: .yesterday, hour: 8, minute: 5),
            layoutDirection: .rightToLeft, glyphs: BoxGlyphSource(), appearance: .dark)
        context.titleOverrides = [.refreshing: "Laden"]
        context.textScale = 2.5
        let copy = IndicatorContextSnapshot(context).context(glyphs: BoxGlyphSource())
        let classic = Indicators.Classic()
        #expect(classic.scene(for: copy) == classic.scene(for: context))
        #expect(copy.memos !== context.memos && copy.glyphs !== context.glyphs)
        #expect(copy.state == context.state && copy.edge == context.edge && copy.time == context.time)
        #expect(copy.pullDistance == 70 && copy.progress == 1 && copy.overPull == 6 && copy.refreshingDuration == 2)
        #expect(copy.size == context.size && copy.displayScale == 3 && copy.tintColor == context.tintColor)
        #expect(copy.backgroundColor == context.backgroundColor && copy.reduceMotion && copy.locale == "de")
        #expect(copy.lastUpdated == context.lastUpdated && copy.layoutDirection == .rightToLeft)
        #expect(copy.appearance == .dark && copy.titleOverrides == [.refreshing: "Laden"])
        #expect(copy.triggerDistance == 64 && copy.textScale == 2.5)
        // Every stored field, the ones added after this test too, crosses to the worker.
        let fields = Mirror(reflecting: context).children.compactMap(\.label)
        let copied = Dictionary(
            uniqueKeysWithValues: Mirror(reflecting: copy).children.map {
                ($0.label ?? "", String(describing: $0.value))
            })
        #expect(fields.count > 19)
        for child in Mirror(reflecting: context).children where !["glyphs", "memos"].contains(child.label ?? "") {
            #expect(
                copied[child.label ?? ""] == String(describing: child.value), "\(child.label ?? "?") is not carried")
        }
    }
}
