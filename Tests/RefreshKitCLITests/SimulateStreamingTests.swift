import Foundation
import Testing
@testable import RefreshKitCLI

/// `refreshkit simulate --frames` writes each frame as it is produced (issue 11): the text is
/// byte for byte what the whole-result encoding gives, and memory does not grow with the
/// script's length.
@Suite struct SimulateStreamingTests {
    /// Scripts beyond the three examples: footers, collapsing headers, odd frame rates, content
    /// and inset changes, refreshes begun and ended by steps.
    static let generated = [
        scriptText(
            #""fps": 29.97, "header": {"height": 64, "actionDuration": 0}, "#
                + #""footer": {"height": 50, "actionDuration": 0}, "collapsingHeader": {"min": 44, "max": 140}"#,
            steps:
                #"[{"begin": "header"}, {"setContentInset": {"top": 25.05, "bottom": 35.4}}, {"setContentHeight": 219.1}, "#
                + #"{"begin": "footer"}, {"noMoreData": true}, {"end": "footer"}, {"wait": 1}]"#),
        scriptText(
            #""fps": 120, "header": {"height": 64, "actionDuration": 0.8}, "footer": {"height": 50, "mode": "auto", "actionDuration": 1}"#,
            steps: #"[{"drag": {"by": 310.5, "duration": 0.37}}, {"release": {"velocity": -1200}}, {"wait": 1.7}, "#
                + #"{"drag": {"by": -2400, "duration": 1.2}}, {"release": {"velocity": 2500}}, "#
                + #"{"setSafeArea": {"top": 47, "bottom": 34}}, {"wait": 3}]"#),
        scriptText(
            #""fps": 24, "header": {"height": 80, "trigger": 100}, "collapsingHeader": {"min": 0, "max": 200}"#,
            steps: #"[{"drag": {"by": -150, "duration": 0.5}}, {"release": {"velocity": -800}}, {"wait": 0.5}, "#
                + #"{"drag": {"by": 400, "duration": 0}}, {"release": {}}, {"end": "header"}, {"wait": 2}]"#),
        scriptText(steps: "[]"),
    ]

    static let examples = ["pull-to-refresh", "load-more", "collapsing-header"]

    @Test(arguments: [true, false])
    @MainActor
    func streamingWritesTheWholeResultsTextForEveryScript(frames: Bool) throws {
        let inputs = try Self.examples.map(readExample) + Self.generated.map { Array($0.utf8) }
        for input in inputs {
            var streamed = ""
            try Simulate.write(for: input, frames: frames, to: { streamed += $0 })
            #expect(streamed == (try Simulate.output(for: input, frames: frames)))
        }
    }

    @Test @MainActor func theCommandPrintsTheWholeResultsText() throws {
        let binary = try Binary.locate()
        for name in Self.examples {
            let run = try binary.run(["simulate", "--frames", "gesture-scripts/\(name).json"])
            #expect(run.status == 0 && run.stderr.isEmpty)
            let expected = try Simulate.output(for: try readExample(name), frames: true)
            #expect(run.stdout == expected, "\(name)")
        }
        for script in Self.generated {
            let run = try binary.run(["simulate", "--frames"], stdin: Array(script.utf8))
            let expected = try Simulate.output(for: Array(script.utf8), frames: true)
            #expect(run.stdout == expected)
        }
    }

    /// 300 s at 1000 fps is 300 001 frames (45 MB of JSON; the old command peaked 160 MB
    /// above the short run); 1 s is 1001.
    @Test func memoryDoesNotGrowWithTheScriptsLength() throws {
        let dir = try ScratchDirectory()
        defer { dir.remove() }
        func script(seconds: Double) throws -> String {
            let path = dir.path("script-\(Int(seconds)).json")
            let text = scriptText(
                #""fps": 1000, "header": {"height": 64, "actionDuration": 1}, "collapsingHeader": {"min": 44, "max": 120}"#,
                steps: #"[{"drag": {"by": 200, "duration": 0.5}}, {"release": {}}, {"wait": \#(seconds - 0.5)}]"#)
            try Data(text.utf8).write(to: URL(fileURLWithPath: path))
            return path
        }
        let binary = try Binary.locate()
        let short = try binary.runMeasuringPeakMemory(
            ["simulate", "--frames", try script(seconds: 1)], discardingOutput: true)
        let long = try binary.runMeasuringPeakMemory(
            ["simulate", "--frames", try script(seconds: 300)], discardingOutput: true)
        #expect(short.status == 0 && long.status == 0, "\(short.stderr)\(long.stderr)")
        let growth = long.peakResidentBytes - short.peakResidentBytes
        #expect(growth < 8 << 20, "300 s peaked \(long.peakResidentBytes >> 20) MB, \(growth >> 20) MB above 1 s")
    }
}
