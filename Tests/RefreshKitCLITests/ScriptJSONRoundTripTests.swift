import Testing
@testable import RefreshKitCLI
import RefreshKitCore
import RefreshKitSimulation

/// `SimulationScript.jsonText` (what failing property tests print) decodes back to the same script.
@Suite struct ScriptJSONRoundTripTests {
    @Test(arguments: ["pull-to-refresh", "load-more", "collapsing-header", "retry-after-failure", "header-settles"])
    func examplesRoundTrip(name: String) throws {
        let script = try ScriptDecoder.decode(try readExample(name))
        #expect(try ScriptDecoder.decode(Array(script.jsonText.utf8)) == script)
    }

    @Test func everyStepKindAndFractionalNumbersRoundTrip() throws {
        let script = SimulationScript(
            viewport: Size(width: 390.5, height: 844), contentHeight: 1234.125,
            contentInset: Insets(top: -0.1, bottom: 3), safeArea: Insets(top: 47.33, bottom: 34),
            header: .init(height: 64, trigger: 80, actionDuration: 0.3),
            footer: .init(height: 50, mode: .auto, autoDistance: 120),
            collapsingHeader: .init(), fps: 30,
            steps: [
                .drag(by: -12.75, duration: 0.1), .release(velocity: 1e-3), .wait(0.1 + 0.2), .begin(.header),
                .end(.footer), .noMoreData(true), .setContentHeight(10), .setContentInset(top: 1, bottom: 2),
                .setSafeArea(top: 140, bottom: 0), .fail(.footer),
                .beginRefreshing(.header, runningAction: false, animated: true),
                .beginRefreshing(.footer, runningAction: true, animated: false),
            ])
        #expect(try ScriptDecoder.decode(Array(script.jsonText.utf8)) == script)
    }
}
