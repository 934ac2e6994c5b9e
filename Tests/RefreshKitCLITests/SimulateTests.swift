import Foundation
import Testing
import RefreshKitCore
import RefreshKitSimulation
@testable import RefreshKitCLI

/// The whole command in process: text in, JSON text out.
@Suite @MainActor struct SimulateTests {
    private func run(_ text: String, frames: Bool = false) throws -> [String: Any] {
        let output = try Simulate.output(for: Array(text.utf8), frames: frames)
        return try #require(JSONSerialization.jsonObject(with: Data(output.utf8)) as? [String: Any])
    }

    @Test func theExampleRefreshesOnceAndRestoresTheInset() throws {
        let output = try Simulate.output(for: try readExample("pull-to-refresh"), frames: false)
        let json = try #require(JSONSerialization.jsonObject(with: Data(output.utf8)) as? [String: Any])
        let events = try #require(json["events"] as? [[String: Any]])
        #expect(events.map { $0["edge"] as? String } == Array(repeating: "header", count: 5))
        #expect(events.map { $0["state"] as? String } == ["pulling", "armed", "refreshing", "finishing", "idle"])
        let actions = try #require(json["actions"] as? [[String: Any]])
        #expect(actions.count == 1)
        // The action fires on release; actionDuration 1 s ends it; the inset lets go over 0.3 s.
        #expect(actions.first?["t"] as? Double == 0.5)
        #expect(output.contains(#"{"t": 1.5, "edge": "header", "state": "finishing"}"#))
        #expect(output.contains(#"{"t": 1.8, "edge": "header", "state": "idle"}"#))
        #expect(
            output.contains(
                #""final": {"offsetY": -91, "insetTop": 0, "insetBottom": 0, "header": "idle", "footer": null, "headerHeight": null}"#
            ))
    }

    @Test func keysComeInTheDocumentedOrder() throws {
        let output = try Simulate.output(for: try readExample("pull-to-refresh"), frames: true)
        let order = ["\"events\"", "\"actions\"", "\"final\"", "\"frames\""].map { output.range(of: $0)?.lowerBound }
        #expect(order.allSatisfy { $0 != nil })
        #expect(order.compactMap { $0 } == order.compactMap { $0 }.sorted())
        #expect(
            output.contains(
                #"{"t": 0, "offsetY": -91, "insetTop": 0, "insetBottom": 0, "headerProgress": 0, "footerProgress": null, "headerHeight": null}"#
            ))
    }

    @Test(arguments: [(60.0, 3.5), (30.0, 2.0), (24.0, 1.25), (60.0, 3.7)])
    func recordsDurationTimesFPSPlusOneFrames(fps: Double, seconds: Double) throws {
        let json = try run(
            scriptText(
                #""header": {}, "fps": \#(fps)"#,
                steps:
                    #"[{"drag": {"by": 100, "duration": \#(seconds / 2)}}, {"release": {}}, {"wait": \#(seconds / 2)}]"#
            ),
            frames: true)
        let frames = try #require(json["frames"] as? [[String: Any]])
        #expect(frames.count == Int((seconds * fps).rounded()) + 1)
        #expect(frames.first?["t"] as? Double == 0)
        #expect(frames.last?["t"] as? Double == seconds)
        #expect(frames.allSatisfy { $0.keys.count == 7 })
    }

    @Test func absentPartsAreNull() throws {
        let json = try run(scriptText(steps: #"[{"wait": 0.1}]"#), frames: true)
        let final = try #require(json["final"] as? [String: Any])
        #expect(final["header"] is NSNull && final["footer"] is NSNull && final["headerHeight"] is NSNull)
        let frame = try #require((json["frames"] as? [[String: Any]])?.last)
        #expect(
            frame["headerProgress"] is NSNull && frame["footerProgress"] is NSNull && frame["headerHeight"] is NSNull)
    }

    @Test func theLoadMoreExampleStopsAtNoMoreData() throws {
        let json = try #require(
            JSONSerialization.jsonObject(
                with: Data(try Simulate.output(for: try readExample("load-more"), frames: false).utf8))
                as? [String: Any])
        let states = (json["events"] as? [[String: Any]])?.compactMap { $0["state"] as? String }
        #expect(states == ["refreshing", "finishing", "idle", "refreshing", "noMoreData"])
        #expect((json["actions"] as? [Any])?.count == 2)
        let final = try #require(json["final"] as? [String: Any])
        #expect(final["footer"] as? String == "noMoreData" && final["insetBottom"] as? Double == 0)
    }

    @Test func theCollapsingHeaderExampleEndsExpanded() throws {
        let json = try #require(
            JSONSerialization.jsonObject(
                with: Data(try Simulate.output(for: try readExample("collapsing-header"), frames: true).utf8))
                as? [String: Any])
        let heights = try #require((json["frames"] as? [[String: Any]])?.compactMap { $0["headerHeight"] as? Double })
        #expect(heights.min() == 44 && heights.first == 88 && heights.last == 88)
        #expect((json["final"] as? [String: Any])?["headerHeight"] as? Double == 88)
    }

    @Test func explicitEndStepsEndARefreshWithoutActionDuration() throws {
        let json = try run(
            scriptText(#""header": {}"#, steps: #"[{"begin": "header"}, {"wait": 1}, {"end": "header"}, {"wait": 1}]"#))
        let states = (json["events"] as? [[String: Any]])?.compactMap { $0["state"] as? String }
        #expect(states == ["refreshing", "finishing", "idle"])
        #expect((json["events"] as? [[String: Any]])?[1]["t"] as? Double == 1)
    }

    @Test func badInputThrowsBeforeAnyOutput() {
        #expect(throws: SimulationError(path: "steps[0].wait", message: "-1 is negative; pass zero or more")) {
            _ = try Simulate.output(for: Array(scriptText(steps: #"[{"wait": -1}]"#).utf8), frames: true)
        }
    }
}
