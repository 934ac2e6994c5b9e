import Testing
@testable import RefreshKitCore
import RefreshKitScrollSimulation
import RefreshKitTestSupport

/// The recorded cycle comes from the real controller on the simulated scroll view.
@MainActor @Suite struct IndicatorCycleTests {
    struct Plain: RefreshIndicator {
        func scene(for context: IndicatorContext) -> IndicatorScene { IndicatorScene(size: context.size, items: []) }
    }
    struct Holding: RefreshIndicator {
        func scene(for context: IndicatorContext) -> IndicatorScene { IndicatorScene(size: context.size, items: []) }
        func finishingHoldDuration(afterRefreshingFor elapsed: Double) -> Double { 1.0 }
    }

    func phases(_ moments: [IndicatorMoment]) -> [RefreshPhase] {
        var out: [RefreshPhase] = []
        for m in moments where out.last != m.state.phase { out.append(m.state.phase) }
        return out
    }

    @Test func defaultCycleGoesThroughEveryPhaseOnce() throws {
        let moments = try IndicatorCycle(fps: 50).moments(for: Plain())
        #expect(phases(moments) == [.idle, .revealing, .armed, .refreshing, .finishing, .idle])
        let refreshing = moments.filter { $0.state == .refreshing }
        // The refresh lasts the configured 2 s: 100 frames at 50 fps (±1 for the edges).
        #expect(abs(refreshing.count - 100) <= 1)
        #expect(near(refreshing.last!.refreshingDuration, 2, 0.021))
        let finishing = moments.filter { $0.state == .finishing }
        #expect(abs(finishing.count - 15) <= 1)  // the 0.3 s inset animation
        #expect(near(finishing.first!.refreshingDuration, 2, 1e-9))
        // Pull progress rises to 1 while pulling; armed carries over-pull.
        let pulls = moments.filter { $0.state.phase == .revealing }.map(\.progress)
        #expect(pulls == pulls.sorted() && pulls.allSatisfy { $0 > 0 && $0 < 1 })
        #expect(moments.contains { $0.state.phase == .armed && $0.overPull > 0 })
    }

    @Test func timeCountsFromTheStartOfEachState() throws {
        let moments = try IndicatorCycle(fps: 50).moments(for: Plain())
        let refreshing = moments.filter { $0.state == .refreshing }
        for (a, b) in zip(refreshing, refreshing.dropFirst()) { #expect(near(b.time - a.time, 0.02, 1e-9)) }
        #expect(refreshing.first!.time <= 0.02 + 1e-9)
    }

    @Test func theIndicatorsHoldKeepsTheHeaderOpen() throws {
        let moments = try IndicatorCycle(fps: 50).moments(for: Holding())
        let finishing = moments.filter { $0.state == .finishing }
        #expect(abs(finishing.count - 65) <= 1)  // 1.0 s hold + 0.3 s
    }

    @Test func badCycleNumbersAreRejectedWithTheirPath() {
        #expect(throws: IndicatorCycleError.self) { try IndicatorCycle(fps: .nan).moments(for: Plain()) }
        #expect(throws: IndicatorCycleError.self) { try IndicatorCycle(pullDuration: -1).moments(for: Plain()) }
    }
}
