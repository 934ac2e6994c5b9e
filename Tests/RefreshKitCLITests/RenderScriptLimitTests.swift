import Foundation
import Testing

/// What `render --script` says when a script asks for more than a render can give: each line
/// names the script and what to change in it (issue 36: these blamed `--size`, `--scale` and
/// `--fps`, or quoted 570 characters of a value).
@Suite struct RenderScriptLimitTests {
    static let view = #""viewport": {"width": 390, "height": 844}, "contentHeight": 2000"#

    /// Runs `arguments` with `script` saved as `s.json` in a scratch folder; returns the run and
    /// whether the folder holds nothing else afterwards.
    private func run(_ script: String, _ arguments: [String]) throws -> (Binary.Run, Bool) {
        let dir = try ScratchDirectory()
        defer { dir.remove() }
        try Data(script.utf8).write(to: URL(fileURLWithPath: dir.path("s.json")))
        let run = try Binary.locate().run(arguments, in: dir.url)
        return (run, try dir.contents() == ["s.json"])
    }

    /// The issue's case: 700 s of an idle header at `--fps 1` (700 frames, all alike).
    @Test func aPictureStillForLongerThanAGIFFrameCanLastNamesTheScript() throws {
        let (run, clean) = try run(
            #"{\#(Self.view), "header": {}, "steps": [{"wait": 700}]}"#,
            ["render", "--style", "barFill", "--script", "s.json", "--fps", "1", "--out", "s.gif"])
        #expect(run.status == 2 && clean)
        #expect(
            run.stderr == "refreshkit render: --script 's.json': barFill's picture stays the same for more than 655 "
                + "seconds, longer than a GIF frame can last; shorten the script's waits where nothing moves, or pass "
                + "--format png or svg\n", "\(run.stderr)")
    }

    @Test(arguments: [
        (
            #"{"height": 5000}"#, false,
            "390x5000 points (viewport.width by header.height), is 780x10000 pixels at --scale 2"
        ),
        (
            #"{"height": 64}"#, true,
            "9000x64 points (viewport.width by header.height), is 18000x128 pixels at --scale 2"
        ),
    ])
    func aSlotTooLargeToDrawNamesTheScriptNotSize(header: String, wide: Bool, slot: String) throws {
        let viewport = wide ? #""viewport": {"width": 9000, "height": 844}, "contentHeight": 2000"# : Self.view
        let (run, clean) = try run(
            #"{\#(viewport), "header": \#(header), "steps": [{"wait": 1}]}"#,
            ["render", "--style", "barFill", "--script", "s.json", "--out", "s.gif"])
        #expect(run.status == 2 && clean)
        #expect(
            run.stderr == "refreshkit render: --script 's.json': its header's slot, \(slot), more than the 8192 a side "
                + "may have; change the script's header.height or viewport.width, or pass a smaller --scale\n",
            "\(run.stderr)")
    }

    /// A slot that fits but would take more pixels x frames than one render may: the line says
    /// what the script can change (it blamed `--size`, which `--script` refuses).
    @Test func aScriptOverTheBudgetNamesTheScriptNotSize() throws {
        let (run, clean) = try run(
            #"{\#(Self.view), "header": {"height": 4000}, "steps": [{"wait": 30}]}"#,
            ["render", "--style", "barFill", "--script", "s.json", "--out", "s.gif"])
        #expect(run.status == 2 && clean)
        #expect(
            run.stderr.hasPrefix("refreshkit render: barFill at 780x8000 pixels for ")
                && run.stderr.hasSuffix(
                    "; pass a smaller --scale or a smaller header's slot in --script 's.json', or a lower --fps\n"),
            "\(run.stderr)")
    }

    @Test(arguments: [
        (#""header": {"mode": "LONG"}, "steps": []"#, "header.mode: unknown mode "),
        (#""header": {}, "steps": [{"begin": "LONG"}]"#, "steps[0].begin: unknown edge "),
        (#""header": {}, "steps": [{"wait": 1, "LONG": 1}]"#, "steps[0]: 2 keys (\"wait\", "),
    ])
    func aLongValueIsQuotedAtEightyCharacters(members: String, words: String) throws {
        let long = String(repeating: "x", count: 5000)
        let script = #"{\#(Self.view), \#(members.replacingOccurrences(of: "LONG", with: long))}"#
        for command in [["simulate", "s.json"], ["render", "--style", "barFill", "--script", "s.json"]] {
            let (run, _) = try run(script, command)
            #expect(run.status == 2 && run.stderr.filter { $0 == "\n" }.count == 1, "\(run.stderr)")
            #expect(run.stderr.contains(words), "\(run.stderr)")
            #expect(run.stderr.contains("\"" + String(repeating: "x", count: 80) + "…\""), "\(run.stderr)")
            #expect(!run.stderr.contains(String(repeating: "x", count: 81)), "\(run.stderr.count) characters")
        }
    }
}
