import Foundation
import Testing

/// `refreshkit simulate` as other programs run it: a real process, real streams, real status.
@Suite struct SimulateProcessTests {
    private func json(_ text: String) throws -> [String: Any] {
        try #require(JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    }

    private func states(_ json: [String: Any]) -> [String] {
        (json["events"] as? [[String: Any]] ?? []).compactMap { $0["state"] as? String }
    }

    @Test func theREADMEExamplePrintsTheRefreshTimeline() throws {
        let run = try Binary.locate().run(["simulate", "gesture-scripts/pull-to-refresh.json"])
        #expect(run.status == 0)
        #expect(run.stderr.isEmpty)
        let result = try json(run.stdout)
        #expect(states(result) == ["pulling", "armed", "refreshing", "finishing", "idle"])
        #expect((result["actions"] as? [Any])?.count == 1)
        let final = try #require(result["final"] as? [String: Any])
        #expect(final["insetTop"] as? Double == 0)
        #expect(final["offsetY"] as? Double == -91)
        #expect(run.stdout.contains(#"{"t": 0.5, "edge": "header", "state": "refreshing"}"#))
    }

    @Test func readsStandardInputWhenTheFileIsAbsentOrADash() throws {
        let binary = try Binary.locate()
        let script = try readExample("pull-to-refresh")
        let fromFile = try binary.run(["simulate", "gesture-scripts/pull-to-refresh.json"])
        for arguments in [["simulate"], ["simulate", "-"]] {
            let run = try binary.run(arguments, stdin: script)
            #expect(run.status == 0 && run.stderr.isEmpty)
            #expect(run.stdout == fromFile.stdout)
        }
    }

    @Test func framesCountIsDurationTimesFPSPlusOne() throws {
        let run = try Binary.locate().run(["simulate", "--frames", "gesture-scripts/pull-to-refresh.json"])
        #expect(run.status == 0)
        let frames = try #require(try json(run.stdout)["frames"] as? [[String: Any]])
        // drag 0.5 s + wait 3 s at 60 fps, plus the frame at t = 0.
        #expect(frames.count == Int(3.5 * 60) + 1)
        #expect(frames.last?["t"] as? Double == 3.5)
    }

    @Test(arguments: [
        (
            "{\"viewport\": ",
            "refreshkit simulate: malformed JSON at line 1, column 14: unexpected end of input; expected a value"
        ),
        (
            #"{"viewport": {"width": 390, "height": 844}, "contentHeight": 2000, "steps": [{"wait": 1}, {"wait": 1}, {"wait": 1}, {"drag": {"by": 10, "duration": -1}}]}"#,
            "refreshkit simulate: steps[3].drag.duration: -1 is negative; pass zero or more"
        ),
        (
            #"{"viewport": {"width": 390, "height": 844}, "contentHeight": 2000, "steps": [{"jump": 1}]}"#,
            "refreshkit simulate: steps[0].jump: unknown step; use one of drag, release, wait, begin, end, noMoreData, setContentHeight, setContentInset, setSafeArea, fail"
        ),
        ("", "refreshkit simulate: the input is empty; pass a gesture script as a JSON object"),
    ])
    func badInputExitsWithStatus2AndOneLine(input: String, expected: String) throws {
        let run = try Binary.locate().run(["simulate", "--frames"], stdin: Array(input.utf8))
        #expect(run.status == 2)
        #expect(run.stdout.isEmpty)
        #expect(run.stderr == expected + "\n")
    }

    @Test func anUnreadableFileExitsWithStatus2AndOneLine() throws {
        let run = try Binary.locate().run(["simulate", "no/such/script.json"])
        #expect(run.status == 2)
        #expect(run.stdout.isEmpty)
        #expect(
            run.stderr == "refreshkit simulate: cannot read \"no/such/script.json\": No such file or directory; "
                + "pass a readable file, or - for standard input\n")
    }
}
