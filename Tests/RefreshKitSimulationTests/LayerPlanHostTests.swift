import RefreshKitSimulation
import Testing
@testable import RefreshKitCore
import RefreshKitTestSupport

/// Issue 13, the adapter: what a control's layers do through a pull, a refresh and its end, on a
/// double of UIKit and the render server (``SimulatedLayerHost``).
@MainActor @Suite struct LayerPlanHostTests {
    /// Glyphs are not drawn by the styles used here.
    static let glyphs = NoGlyphSource()

    /// A drawing that never repeats and whose items change kind every frame: no plan expresses it.
    struct GrowingDots: RefreshIndicator {
        func scene(for context: IndicatorContext) -> IndicatorScene {
            let frame = Int((context.time * 60).rounded(.down))
            let count = context.state == .refreshing ? 1 + frame : 1
            let items = (0..<count).map { k -> IndicatorScene.Item in
                let path = VectorPath { $0.addRect(Rect(x: Double(k % 40) * 8, y: 20, width: 6, height: 6)) }
                let content: IndicatorScene.Content =
                    (frame + k) % 2 == 0
                    ? .fill(path, .nonZero)
                    : .stroke(path, StrokeOptions(width: 1))
                return IndicatorScene.Item(
                    content: content, paint: .solid(RGBAColor(red: 0, green: 0, blue: 0, alpha: 1)))
            }
            return IndicatorScene(size: context.size, items: items)
        }
    }

    /// The words with runs of one word collapsed to one.
    static func collapsed(_ commands: [LayerPlanCommand]) -> [String] {
        commands.map(\.word).reduce(into: []) { out, w in if out.last != w { out.append(w) } }
    }

    /// Pulls past the trigger, lets go, refreshes for `refreshing` seconds, ends, waits.
    static func pullRefreshAndEnd(_ host: SimulatedLayerHost, refreshing: Double = 1) {
        host.drag(by: 60, duration: 0.25)  // pulling (the header is 64 pt)
        host.drag(by: 90, duration: 0.25)  // armed
        host.onMainThread { host.scrollView.liftFinger(velocity: 0) }
        host.wait(refreshing)
        host.onMainThread { host.controller.endRefreshing() }
        host.wait(1.5)
    }

    @Test func aPullARefreshAndItsEndProduceExactlyTheExpectedCommands() throws {
        let host = SimulatedLayerHost(indicator: Indicators.System(), glyphs: Self.glyphs)
        Self.pullRefreshAndEnd(host)
        // After finishing, the header closes with the content: the pull's plan (from the cache)
        // driven back to 0, then nothing.
        #expect(
            Self.collapsed(host.commands) == [
                "show pulling", "offset", "show armed", "offset", "show refreshing",
                "show finishing", "show pulling", "offset", "hide",
            ])
        #expect(host.commands.filter { if case .show = $0 { true } else { false } }.count == 5)
        // Loops begin when their state began, on the host's clock.
        let begins = host.commands.compactMap { c -> (LayerPlan.Phase, Double)? in
            if case let .show(plan, begin) = c { (plan.phase, begin) } else { nil }
        }
        #expect(abs((begins.first { $0.0 == .refreshing }?.1 ?? 0) - 0.5) < 1e-9)
        #expect(abs((begins.first { $0.0 == .finishing }?.1 ?? 0) - 1.5) < 1e-9)
        #expect(host.playback.compileCount == 4)
        #expect(host.playback.showing == .nothing)
    }

    @Test func theClassicArrowFlipsOnTheRenderServerWhileThePullHoldsStillArmed() throws {
        let host = SimulatedLayerHost(indicator: Indicators.Classic(), glyphs: Self.glyphs)
        host.drag(by: 60, duration: 0.25)
        host.drag(by: 90, duration: 0.25)
        #expect(host.controller.state.phase == .armed)
        let plan = try #require(host.plan)
        #expect(plan.phase == .armed && plan.hasClock)
        // The finger rests: every frame the render server shows what the style draws, the flip
        // (0.2 s from arming) included, with no work on the main thread.
        var frames = 0, wrong: [Double] = []
        host.wait(0.5) { time, shown in
            frames += 1
            if !SceneKey.scenesMatch(shown, host.directScene(at: time), tolerance: 0.05) { wrong.append(time) }
        }
        #expect(frames == 30 && wrong == [])
        #expect(host.sceneDraws == 0)
    }

    @Test func aPullWritesOneTimeOffsetPerScrollEventAndNoneWhenUnchanged() {
        let host = SimulatedLayerHost(indicator: Indicators.System(), glyphs: Self.glyphs)
        host.drag(by: 40, duration: 0.25)
        let moving = host.events
        host.wait(0.25)  // the finger rests: ticks, same progress
        let resting = host.events[moving.count...]
        let scrolls = moving.filter { $0.event == .didScroll }
        #expect(scrolls.count == 15)
        #expect(scrolls.allSatisfy { $0.offsetWrites == 1 })
        #expect(host.events.allSatisfy { $0.offsetWrites <= 1 })
        #expect(!resting.isEmpty && resting.allSatisfy { $0.offsetWrites == 0 })
        #expect(host.timeOffset == host.controller.moment.progress)
        #expect(host.timeOffset > 0.2 && host.timeOffset < 40.0 / 64)  // rubber-banded
    }

    @Test func aRefreshPlayedByThePlanRunsNoMainThreadFrames() {
        let plan = SimulatedLayerHost(indicator: Indicators.ArcSpinner(), glyphs: Self.glyphs)
        let scenes = SimulatedLayerHost(indicator: Indicators.ArcSpinner(), glyphs: Self.glyphs, usesLayerPlans: false)
        for host in [plan, scenes] {
            host.drag(by: 150, duration: 0.5)
            host.onMainThread { host.scrollView.liftFinger(velocity: 0) }
            host.wait(1.5)  // the content settles on the header
            #expect(host.controller.state == .refreshing && host.scrollView.isAtRest)
        }
        let (callbacks, commands) = (plan.displayLinkCallbacks, plan.commands.count)
        plan.wait(1)
        #expect(plan.displayLinkCallbacks == callbacks)  // 0 per refreshing frame
        #expect(plan.commands.count == commands)
        #expect(!plan.playback.needsFrames)
        let (sceneCallbacks, draws) = (scenes.displayLinkCallbacks, scenes.sceneDraws)
        scenes.wait(1)
        #expect(scenes.displayLinkCallbacks - sceneCallbacks == 60)
        #expect(scenes.sceneDraws - draws == 60)
        #expect(scenes.playback.needsFrames)
    }

    /// A fling through the list while the header rests: UIKit steps the deceleration and reports
    /// each move itself, nothing waits for its end, so RefreshKit's display link never runs; the
    /// deceleration still ends and the header stays idle.
    @Test func aFlingPastARestingHeaderRunsNoDisplayLink() {
        let host = SimulatedLayerHost(indicator: Indicators.ArcSpinner(), glyphs: Self.glyphs)
        host.drag(by: -200, duration: 0.2)
        let before = host.displayLinkCallbacks
        host.onMainThread { host.scrollView.liftFinger(velocity: -2500) }
        #expect(host.scrollView.isDecelerating)
        let offset = host.scrollView.contentOffset.y
        host.wait(0.5)
        #expect(host.scrollView.contentOffset.y > offset + 100)  // it moved on by itself
        #expect(host.displayLinkCallbacks == before)
        host.wait(5)
        #expect(host.scrollView.isAtRest && host.controller.state == .idle)
        #expect(host.displayLinkCallbacks == before)
    }

    /// A refreshing header settles its share when a deceleration ends, so it does ask for ticks.
    @Test func aFlingWhileRefreshingRunsTheDisplayLinkUntilItEnds() {
        let host = SimulatedLayerHost(indicator: Indicators.ArcSpinner(), glyphs: Self.glyphs)
        host.onMainThread { _ = host.controller.beginRefreshing() }
        host.wait(1)
        host.drag(by: -200, duration: 0.2)
        let before = host.displayLinkCallbacks
        host.onMainThread { host.scrollView.liftFinger(velocity: -2500) }
        host.wait(0.5)
        #expect(host.displayLinkCallbacks - before == 30)
        host.wait(5)
        #expect(host.scrollView.isAtRest)
        let after = host.displayLinkCallbacks
        host.wait(1)
        #expect(host.displayLinkCallbacks == after)
    }

    @Test func anIndicatorNoPlanExpressesFallsBackToScenesFrameByFrame() {
        let host = SimulatedLayerHost(indicator: GrowingDots(), glyphs: Self.glyphs)
        host.onMainThread { _ = host.controller.beginRefreshing() }
        host.wait(0.5)
        let (callbacks, draws) = (host.displayLinkCallbacks, host.sceneDraws)
        host.wait(1)
        #expect(host.playback.showing == .scene && host.playback.needsFrames)
        #expect(host.displayLinkCallbacks - callbacks == 60)
        #expect(host.sceneDraws - draws >= 60)
        #expect(host.playback.compileCount == 1)  // the refusal is cached, not compiled per frame
        #expect(host.screen(at: host.mediaTime) == host.directScene(at: host.mediaTime))
        #expect(!host.commands.contains { if case let .show(p, _) = $0 { p.phase == .refreshing } else { false } })
    }

    /// Issue 13: the main thread is busy for 500 ms in the middle of a refresh. The render server
    /// keeps playing the plan, and what it shows is the indicator's own drawing at those times;
    /// the display-link path shows one frozen frame for the whole 500 ms.
    @Test(arguments: [false, true])
    func blockingTheMainThreadFreezesOnlyTheDisplayLinkPath(reduceMotion: Bool) throws {
        let plan = SimulatedLayerHost(
            indicator: Indicators.ArcSpinner(), glyphs: Self.glyphs, reduceMotion: reduceMotion)
        let scenes = SimulatedLayerHost(
            indicator: Indicators.ArcSpinner(), glyphs: Self.glyphs, usesLayerPlans: false, reduceMotion: reduceMotion)
        var shown: [[IndicatorScene]] = [[], []]
        var direct: [IndicatorScene] = []
        for (index, host) in [plan, scenes].enumerated() {
            host.onMainThread { _ = host.controller.beginRefreshing() }
            host.wait(1)
            host.isMainThreadBlocked = true
            host.wait(0.5) { time, screen in
                shown[index].append(screen)
                if index == 0 { direct.append(host.directScene(at: time)) }
            }
            host.isMainThreadBlocked = false
        }
        try #require(direct.count == 30 && shown[0].count == 30 && shown[1].count == 30)
        for (onScreen, drawn) in zip(shown[0], direct) {
            #expect(
                SceneKey(onScreen).matches(SceneKey(drawn), tolerance: LayerPlanCompiler.interpolationTolerance * 2))
        }
        if !reduceMotion {
            #expect(Set(direct).count > 10)  // the spinner moves …
            #expect(Set(shown[1]).count == 1)  // … but the display-link path shows one frame
            #expect(direct.filter { !SceneKey(shown[1][0]).matches(SceneKey($0), tolerance: 0.02) }.count > 20)
        }
    }

    @Test func plansAreCompiledWithReduceMotionFromTheContext() throws {
        let calm = SimulatedLayerHost(indicator: Indicators.System(), glyphs: Self.glyphs, reduceMotion: true)
        calm.onMainThread { _ = calm.controller.beginRefreshing() }
        guard case let .plan(shown) = calm.playback.showing else {
            Issue.record("no plan shown")
            return
        }
        var context = calm.template
        context.triggerDistance = 64
        let expected = LayerPlanCompiler.compile(Indicators.System(), phase: .refreshing, context: context)
        context.reduceMotion = false
        let moving = LayerPlanCompiler.compile(Indicators.System(), phase: .refreshing, context: context)
        #expect(shown == expected)
        #expect(shown != moving)
    }

}
