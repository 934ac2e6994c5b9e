import Testing
import RefreshKitCore
import RefreshKitSimulation
@testable import RefreshKitCLI

/// Every class of bad input gives one error naming the path, quoting what was written and
/// saying what to pass.
@Suite struct ScriptDecoderErrorTests {
    private func failure(_ text: String) -> SimulationError? {
        do throws(SimulationError) {
            _ = try decode(text)
            return nil
        } catch {
            return error
        }
    }

    private static let waits = #"{"wait": 1}, {"wait": 1}, {"wait": 1}, "#

    @Test(arguments: [
        // Missing required members.
        (#"{"contentHeight": 1, "steps": []}"#, "viewport", "missing; add \"viewport\""),
        (#"{"viewport": {"width": 1, "height": 1}, "steps": []}"#, "contentHeight", "missing; add"),
        (#"{"viewport": {"width": 1, "height": 1}, "contentHeight": 1}"#, "steps", "missing; add an array of steps"),
        (#"{"viewport": {"width": 1}, "contentHeight": 1, "steps": []}"#, "viewport.height", "missing; add"),
        (scriptText(steps: #"[{"drag": {"duration": 1}}]"#), "steps[0].drag.by", "missing; add the distance"),
        // Wrong types.
        ("[]", "", "expected the script to be a JSON object"),
        (#"{"viewport": [390, 844], "contentHeight": 1, "steps": []}"#, "viewport", "expected an object"),
        (
            #"{"viewport": {"width": 1, "height": 1}, "contentHeight": "2000", "steps": []}"#,
            "contentHeight", "expected a number, found the string \"2000\""
        ),
        (scriptText(steps: "{}"), "steps", "expected an array of steps, found an object"),
        (scriptText(steps: "[3]"), "steps[0]", "expected a step object with one key"),
        (scriptText(steps: #"[{"wait": "1"}]"#), "steps[0].wait", "expected a number, found the string \"1\""),
        (scriptText(steps: #"[{"wait": null}]"#), "steps[0].wait", "expected a number, found null"),
        (scriptText(steps: #"[{"drag": 200}]"#), "steps[0].drag", "expected an object {\"by\": points"),
        (
            scriptText(#""footer": {}"#, steps: #"[{"noMoreData": 1}]"#), "steps[0].noMoreData",
            "expected true or false, found the number 1"
        ),
        (
            scriptText(#""header": {}"#, steps: #"[{"begin": 1}]"#), "steps[0].begin",
            "expected \"header\" or \"footer\""
        ),
        (scriptText(#""header": true"#), "header", "expected an object"),
        (scriptText(#""header": {"mode": 1}"#), "header.mode", "expected \"pull\" or \"auto\""),
        // Unknown steps, keys and names.
        (scriptText(steps: #"[{"jump": 1}]"#), "steps[0].jump", "unknown step; use one of drag, release, wait"),
        (scriptText(steps: #"[{"wiat": 1}]"#), "steps[0].wiat", "unknown step; did you mean \"wait\"?"),
        (scriptText(steps: #"[{}]"#), "steps[0]", "empty step; give exactly one of drag, release"),
        (
            scriptText(steps: #"[{"wait": 1, "drag": {"by": 1}}]"#), "steps[0]",
            "2 keys (\"wait\", \"drag\") in one step"
        ),
        (
            scriptText(steps: #"[{"drag": {"by": 1, "dy": 2}}]"#), "steps[0].drag.dy",
            "unknown key; did you mean \"by\"?"
        ),
        (
            scriptText(steps: #"[{"release": {"speed": 2}}]"#), "steps[0].release.speed",
            "unknown key; use one of velocity"
        ),
        (scriptText(steps: #"[{"setContentInset": {"left": 2}}]"#), "steps[0].setContentInset.left", "unknown key"),
        (scriptText(steps: #"[{"setSafeArea": {"top": -1}}]"#), "steps[0].setSafeArea.top", "negative"),
        (scriptText(#""contentHieght": 1"#), "contentHieght", "unknown key; did you mean \"contentHeight\"?"),
        (scriptText(#""Header": {}"#), "Header", "did you mean \"header\"?"),
        (scriptText(#""header": {"hieght": 1}"#), "header.hieght", "did you mean \"height\"?"),
        (scriptText(#""a b": 1"#), "[\"a b\"]", "unknown key"),
        (
            scriptText(#""header": {}"#, steps: #"[{"begin": "top"}]"#), "steps[0].begin",
            "unknown edge \"top\"; pass \"header\" or \"footer\""
        ),
        (scriptText(#""footer": {}"#, steps: #"[{"end": "Footer"}]"#), "steps[0].end", "unknown edge \"Footer\""),
        (scriptText(#""footer": {"mode": "push"}"#), "footer.mode", "unknown mode \"push\"; pass \"pull\" or \"auto\""),
        (scriptText(#""fps": 1, "fps": 2"#), "fps", "given twice; keep one"),
        // Negative, zero and out-of-range numbers.
        (
            scriptText(steps: "[" + waits + #"{"drag": {"by": 10, "duration": -1}}]"#), "steps[3].drag.duration",
            "-1 is negative; pass zero or more"
        ),
        (scriptText(steps: #"[{"wait": -0.5}]"#), "steps[0].wait", "-0.5 is negative; pass zero or more"),
        (scriptText(steps: #"[{"setContentHeight": -1}]"#), "steps[0].setContentHeight", "-1 is negative"),
        (
            scriptText(#""header": {"height": 0}"#), "header.height",
            "0 is not positive; pass a number greater than zero"
        ),
        (scriptText(#""footer": {"autoDistance": -5}"#), "footer.autoDistance", "-5 is negative"),
        (scriptText(#""header": {"actionDuration": -1}"#), "header.actionDuration", "-1 is negative"),
        (scriptText(#""safeArea": {"top": -1}"#), "safeArea.top", "-1 is negative"),
        (
            #"{"viewport": {"width": 0, "height": 1}, "contentHeight": 1, "steps": []}"#, "viewport.width",
            "0 is not positive"
        ),
        (
            scriptText(steps: #"[{"drag": {"by": 1e400}}]"#), "steps[0].drag.by",
            "1e400 is out of range; pass a finite number between -1e9 and 1e9"
        ),
        (
            scriptText(steps: #"[{"release": {"velocity": -1e10}}]"#), "steps[0].release.velocity",
            "-1e10 is out of range"
        ),
        (scriptText(#""contentInset": {"top": 1e308}"#), "contentInset.top", "1e308 is out of range"),
        (scriptText(#""fps": 5000"#), "fps", "5000 is too high; pass at most 1000"),
        (scriptText(#""fps": 0"#), "fps", "0 is not positive"),
        (
            scriptText(#""collapsingHeader": {"min": 100}"#), "collapsingHeader.min",
            "100 is above max 88; pass min <= max"
        ),
        // References the script cannot satisfy.
        (
            scriptText(steps: #"[{"begin": "header"}]"#), "steps[0].begin",
            "the script has no header; add a \"header\" object"
        ),
        (scriptText(steps: #"[{"noMoreData": true}]"#), "steps[0].noMoreData", "the script has no footer"),
        (scriptText(#""actionDuration": {"footer": 1}"#), "actionDuration.footer", "the script has no footer"),
        (
            scriptText(#""header": {"actionDuration": 1}, "actionDuration": {"header": 2}"#), "actionDuration.header",
            "also given as header.actionDuration; give it in one place"
        ),
        (scriptText(#""actionDuration": {"top": 1}"#), "actionDuration.top", "unknown key"),
        (scriptText(steps: #"[{"wait": 3000}, {"wait": 601}]"#), "steps[1]", "the script would run past 3600 s"),
    ])
    func namesThePathAndSaysWhatToDo(input: String, path: String, message: String) throws {
        let error = try #require(failure(input), "accepted: \(input)")
        #expect(error.path == path)
        #expect(error.message.contains(message), "\(error)")
        #expect(!error.description.contains("\n"))
    }

    @Test func malformedJSONHasNoPath() throws {
        let error = try #require(failure(#"{"viewport": {"width": 390,}}"#))
        #expect(error.path == "")
        #expect(error.description.hasPrefix("malformed JSON at line 1, column 28"))
    }

    @Test func keysWithLineBreaksStayOnOneLine() throws {
        let error = try #require(failure(scriptText(steps: #"[{"a\nb": 1}]"#)))
        #expect(error.path == #"steps[0]["a\nb"]"#)
        #expect(!error.description.contains("\n"))
    }
}
