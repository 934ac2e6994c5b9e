import Testing
@testable import RefreshKitCore
import RefreshKitSimulation

@Suite @MainActor struct SimulatorTests {
    private let viewport = Size(width: 390, height: 844)

    @Test func aStepLastingWholeFramesRecordsExactlyThatManyFrames() throws {
        // 0 + 111 × (1/60) rounds to 1.8499999999999999, a hair short of 1.85: that used to add
        // an extra frame a rounding error before the end.
        for (seconds, fps) in [(1.85, 60.0), (0.20833333333333334, 24.0), (2.5, 60.0), (0.5, 30.0)] {
            let script = SimulationScript(viewport: viewport, contentHeight: 2000, fps: fps, steps: [.wait(seconds)])
            let frames = try #require(try Simulator(script: script).run(recordFrames: true).frames)
            #expect(frames.count == Int((seconds * fps).rounded()) + 1, "\(seconds) s at \(fps) fps")
            #expect(frames.last?.t == seconds)
            #expect(zip(frames, frames.dropFirst()).allSatisfy { $1.t - $0.t > 0.5 / fps })
        }
    }

    @Test func aDeadlineLeftByAnEarlierRefreshDoesNotEndALaterOne() throws {
        // GIVEN a footer whose actions last 2 s, the first refresh cut short by noMoreData
        let script = SimulationScript(
            viewport: viewport, contentHeight: 2000, footer: .init(actionDuration: 2),
            steps: [
                .begin(.footer), .noMoreData(true), .wait(0.1), .noMoreData(false), .wait(0.4),
                .begin(.footer), .wait(3),
            ])
        // WHEN the second refresh starts at 0.5 s
        let result = try Simulator(script: script).run()
        // THEN it finishes at 2.5 s, not at the first refresh's deadline (2 s)
        #expect(result.actions.map(\.t) == [0, 0.5])
        let finishing = result.events.filter { $0.state == .finishing }.map(\.t)
        #expect(finishing.count == 1)
        #expect(abs(finishing[0] - 2.5) < 1e-9)
    }

    @Test func theExampleScriptRefreshesOnceAndGivesTheInsetBack() throws {
        let script = SimulationScript(
            viewport: viewport, contentHeight: 2000, safeArea: Insets(top: 91),
            header: .init(height: 64, actionDuration: 1),
            steps: [.drag(by: 200, duration: 0.5), .release(velocity: 0), .wait(3)])
        let result = try Simulator(script: script).run()
        #expect(result.events.map(\.state) == [.revealing, .armed, .refreshing, .finishing, .idle])
        #expect(result.actions.count == 1)
        #expect(result.final.insetTop == 0 && result.final.offsetY == -91 && result.final.header == .idle)
    }

    @Test func scriptsRejectHostileNumbersWithTheirPath() {
        for x in [Double.nan, .infinity, -1] {
            let script = SimulationScript(
                viewport: Size(width: 390, height: 844), contentHeight: 100,
                steps: [.drag(by: 1, duration: x)])
            #expect(
                throws: SimulationError(
                    path: "steps[0].drag.duration",
                    message: x < 0
                        ? "-1.0 is negative; pass zero or more" : "\(x) is not a finite number; pass a finite number")
            ) {
                try script.validate()
            }
        }
    }
}
