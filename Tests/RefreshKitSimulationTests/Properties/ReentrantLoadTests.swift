import Foundation
@testable import RefreshKitCLI
@testable import RefreshKitCore
import RefreshKitSimulation
import Testing

/// A refresh that starts inside another transition keeps what it takes: the auto footer whose
/// failure is cleared (`noMoreData(false)`) on a short list gives its share back, and the scroll
/// event that change makes loads again at once, inside the footer's move to idle. The program is
/// the one ``GesturePropertyTests`` shrank when the footer's move to idle then took the new
/// refresh's busy mark and lease away, so a header begun next ran beside it.
@MainActor @Suite struct ReentrantLoadTests {
    static func script(holdsRoom: Bool) throws -> SimulationScript {
        let text = """
            {"viewport": {"width": 390, "height": 200}, "contentHeight": 1,
             "header": {"height": 30, "mode": "pull"},
             "footer": {"height": 30, "mode": "auto", "autoDistance": 0, "fillsViewport": true,
                        "holdsRoom": \(holdsRoom)},
             "fps": 30,
             "steps": [{"fail": "footer"}, {"setContentHeight": 2}, {"noMoreData": false}, {"begin": "header"}]}
            """
        return try ScriptDecoder.decode(Array(text.utf8))
    }

    @Test(arguments: [false, true])
    func aLoadStartedWhileTheFooterGoesIdleKeepsItsMarkAndShare(holdsRoom: Bool) throws {
        let simulator = try Simulator(script: Self.script(holdsRoom: holdsRoom))
        let checker = InvariantChecker(simulator)
        simulator.start { _ in checker.check() }
        for step in try Self.script(holdsRoom: holdsRoom).steps {
            simulator.perform(step)
            checker.check()
        }
        #expect(checker.violations.isEmpty, "\(checker.violations)")
        #expect(simulator.footer?.state == .refreshing)
        #expect(simulator.header?.state == .idle, "the header's begin waits for nothing: it is refused")
        #expect(simulator.scrollView.busyEdges == [.footer])
        #expect(simulator.scrollView.refreshInsets.bottom == 30)
        #expect(simulator.result.events.map(\.state) == [.refreshing, .failed, .idle, .refreshing])
    }
}
