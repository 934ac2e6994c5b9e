import Foundation
import Testing
import RefreshKitCore
import RefreshKitSimulation
@testable import RefreshKitCLI

/// `refreshkit simulate` with the additions for failing loads and begins from code: the `fail`
/// step, `begin` as an object (`runningAction`, `animated`), the `failed` state, and a refreshing
/// header settling whole or hidden.
@Suite @MainActor struct SimulateFailureTests {
    private func run(_ bytes: [UInt8], frames: Bool = false) throws -> [String: Any] {
        let output = try Simulate.output(for: bytes, frames: frames)
        return try #require(JSONSerialization.jsonObject(with: Data(output.utf8)) as? [String: Any])
    }

    private func states(_ json: [String: Any]) throws -> [String] {
        try #require(json["events"] as? [[String: Any]]).compactMap { $0["state"] as? String }
    }

    @Test func aFailedFooterWaitsForAPullPastItAndIsNotRetriedByScrolling() throws {
        let json = try run(try readExample("retry-after-failure"))
        #expect(try states(json) == ["refreshing", "failed", "armed", "refreshing", "finishing", "idle"])
        let actions = try #require(json["actions"] as? [[String: Any]])
        #expect(actions.count == 2)  // the first load, and the pulled retry
        let events = try #require(json["events"] as? [[String: Any]])
        // Between the failure (at 1.3 s) and the retry pull (after 4.6 s) the script scrolls away,
        // back to the end with a fling: nothing loads.
        #expect(events[1]["t"] as? Double == 1.3)
        #expect(try #require(events[2]["t"] as? Double) > 4.6)
        let final = try #require(json["final"] as? [String: Any])
        #expect(final["footer"] as? String == "idle" && final["insetBottom"] as? Double == 0)
    }

    @Test func aRefreshingHeaderLeftPartlyShownSettles() throws {
        let json = try run(try readExample("header-settles"), frames: true)
        #expect(try states(json) == ["refreshing", "finishing", "idle"])
        #expect(try #require(json["actions"] as? [[String: Any]]).isEmpty)  // runningAction false
        let frames = try #require(json["frames"] as? [[String: Any]])
        func frame(at t: Double) throws -> [String: Any] {
            try #require(frames.first { abs(($0["t"] as? Double ?? -1) - t) < 1e-9 })
        }
        // Pushed to 34.9 of 64 pt under a 47-pt bar, let go: whole again.
        #expect(abs(try #require(frame(at: 0.7)["insetTop"] as? Double) - 34.9) < 1e-9)
        #expect(try frame(at: 1.2)["insetTop"] as? Double == 64)
        #expect(try frame(at: 1.2)["offsetY"] as? Double == -111)
        // Pushed to 24 pt, let go: hidden.
        #expect(try frame(at: 1.9)["insetTop"] as? Double == 0)
        #expect(try frame(at: 1.9)["offsetY"] as? Double == -47)
    }

    @Test func beginAsAnObjectAndFailDecode() throws {
        let script = try decode(
            scriptText(
                #""header": {}, "footer": {}"#,
                steps: #"""
                    [{"begin": {"edge": "header", "runningAction": false}}, {"begin": {"edge": "footer"}},
                     {"begin": {"edge": "header", "animated": false}}, {"fail": "footer"}, {"begin": "footer"}]
                    """#))
        #expect(
            script.steps == [
                .beginRefreshing(.header, runningAction: false, animated: true), .begin(.footer),
                .beginRefreshing(.header, runningAction: true, animated: false), .fail(.footer),
                .begin(.footer),
            ])
        let carousel = try ScriptDecoder.decode(
            Array(
                #"""
                {"direction": "horizontal", "viewport": {"width": 390, "height": 200}, "contentWidth": 2000,
                 "leading": {}, "steps": [{"begin": {"edge": "leading", "runningAction": false}}, {"fail": "leading"}]}
                """#.utf8))
        #expect(carousel.steps == [.beginRefreshing(.header, runningAction: false, animated: true), .fail(.header)])
    }

    @Test(arguments: [
        (
            #"[{"fail": "footer"}]"#, #""header": {}"#,
            "steps[0].fail: the script has no footer; add a \"footer\" object"
        ),
        (
            #"[{"fail": "middle"}]"#, #""header": {}"#,
            "steps[0].fail: unknown edge \"middle\"; pass \"header\" or \"footer\""
        ),
        (
            #"[{"begin": {"runningAction": false}}]"#, #""header": {}"#,
            "steps[0].begin.edge: missing; add \"edge\": \"header\" or \"footer\""
        ),
        (
            #"[{"begin": {"edge": "header", "running": false}}]"#, #""header": {}"#,
            "steps[0].begin.running: unknown key"
        ),
        (
            #"[{"begin": {"edge": "header", "animated": 1}}]"#, #""header": {}"#,
            "steps[0].begin.animated: expected true or false, found the number 1"
        ),
        (
            #"[{"begin": {"edge": "footer", "runningAction": false}}]"#, #""header": {}"#,
            "steps[0].begin: the script has no footer; add a \"footer\" object"
        ),
    ])
    func badAdditionsAreOneLineNamingThePlace(steps: String, controls: String, expected: String) {
        do {
            _ = try decode(scriptText(controls, steps: steps))
            Issue.record("accepted \(steps)")
        } catch {
            #expect(error.description.hasPrefix(expected), "\(error.description)")
        }
    }

    @Test func theFailedStateIsAPhaseOfTheOutput() throws {
        let json = try run(
            Array(
                scriptText(
                    #""footer": {"mode": "pull"}"#,
                    steps: #"""
                        [{"begin": "footer"}, {"wait": 0.5}, {"fail": "footer"}, {"wait": 0.5}]
                        """#
                ).utf8))
        #expect(try states(json) == ["refreshing", "failed"])
        let final = try #require(json["final"] as? [String: Any])
        #expect(final["footer"] as? String == "failed")
        #expect(final["insetBottom"] as? Double == 64)  // it keeps its place in view
    }
}
