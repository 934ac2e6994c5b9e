import Testing
@testable import RefreshKitCore

/// A pull or armed plan with tracks on the state's own clock (the classic arrow's flip) is shown
/// with the moment its state began, and shown again when the state changes under the same plan.
@MainActor @Suite struct LayerPlanPlaybackClockTests {
    static let template = IndicatorContext(state: .idle, size: Size(width: 390, height: 64), glyphs: BoxGlyphSource())

    @Test func anArmedPlanWithAFlipBeginsWhenTheStateBegan() throws {
        var playback = LayerPlanPlayback()
        let classic = Indicators.Classic()
        let key = LayerPlanPlayback.identity(of: classic, generation: 1)
        let armed = IndicatorMoment(state: .armed(overPull: 8), pullDistance: 72, triggerDistance: 64, time: 0.15)
        let commands = playback.update(
            moment: armed, now: 20, template: Self.template, indicator: classic, indicatorKey: key)
        guard case let .show(plan, begin)? = commands.first else {
            Issue.record("\(commands)")
            return
        }
        #expect(plan.phase == .armed && plan.hasClock)
        #expect(abs(begin - 19.85) < 1e-12)
        #expect(commands.dropFirst().map(\.word) == ["offset"])
        // Later in the same state: only the offset moves.
        var later = armed
        later.time = 0.6
        #expect(
            playback.update(moment: later, now: 20.45, template: Self.template, indicator: classic, indicatorKey: key)
                .isEmpty)
    }

    @Test func theClockStartsAgainWhenThePullBeginsUnderTheSamePlan() throws {
        var playback = LayerPlanPlayback()
        let classic = Indicators.Classic(), system = Indicators.System()
        for (indicator, restarts) in [(classic as any RefreshIndicator, true), (system, false)] {
            let key = LayerPlanPlayback.identity(of: indicator, generation: 1)
            // The header bounces back after an idle release, in view: the pull's plan shows.
            let idle = IndicatorMoment(state: .idle, pullDistance: 20, triggerDistance: 64, time: 3)
            _ = playback.update(moment: idle, now: 30, template: Self.template, indicator: indicator, indicatorKey: key)
            // A new pull begins: same plan, a new state.
            let pulling = IndicatorMoment(
                state: .revealing(progress: 0.4), pullDistance: 25.6, triggerDistance: 64, time: 0)
            let commands = playback.update(
                moment: pulling, now: 31, template: Self.template, indicator: indicator, indicatorKey: key)
            if restarts {
                #expect(commands.map(\.word) == ["show pulling", "offset"])
                if case let .show(_, begin)? = commands.first { #expect(begin == 31) }
            } else {
                #expect(commands.map(\.word) == ["offset"])
            }
            playback.reset()
        }
    }
}
