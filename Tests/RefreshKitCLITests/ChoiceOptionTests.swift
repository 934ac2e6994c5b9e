import Foundation
import Testing
@testable import RefreshKitCLI

/// Options whose value is one word of a list: a refused word gets the one documented line and
/// status 2, and help lists the words once.
@Suite struct ChoiceOptionTests {
    @Test(arguments: [
        (
            ["render", "--style", "barFill", "--edge", "side"],
            "refreshkit render: --edge 'side' is not an edge; pass header or footer"
        ),
        (
            ["render", "--style", "barFill", "--appearance", "sepia"],
            "refreshkit render: --appearance 'sepia' is not an appearance; pass one of light, dark"
        ),
        (
            ["render", "--style", "barFill", "--direction=up"],
            "refreshkit render: --direction 'up' is not a direction; pass ltr or rtl"
        ),
        (
            ["render", "--style", "barFill", "--state", "dancing"],
            "refreshkit render: --state 'dancing' is not a state; pass one of "
                + "idle, pulling, armed, refreshing, finishing, noMoreData, failed"
        ),
        (
            ["render", "--style", "barFill", "--via", "nope"],
            "refreshkit render: --via 'nope' is not a way to draw; pass scene, layers or core-animation"
        ),
        (
            ["layers", "--style", "barFill", "--state", "idle"],
            "refreshkit layers: --state 'idle' has no plan; pass one of pulling, armed, refreshing, finishing"
        ),
    ])
    func refusedWordGivesOneDocumentedLine(arguments: [String], expected: String) throws {
        let dir = try ScratchDirectory()
        defer { dir.remove() }
        let run = try Binary.locate().run(arguments + (arguments[0] == "render" ? ["--out", dir.path("x.png")] : []))
        #expect(run.status == 2)
        #expect(run.stdout.isEmpty)
        #expect(run.stderr == expected + "\n", "\(run.stderr)")
        #expect(try dir.contents().isEmpty)
    }

    @Test func directionIsReadInAnyCase() {
        #expect(RenderDirection(choice: "RTL") == .rtl)
        #expect(RenderDirection(choice: "Ltr") == .ltr)
        #expect(RenderDirection(choice: "up") == nil)
    }

    @Test func coreAnimationIsSpeltWithAHyphen() {
        #expect(RenderVia.allValueStrings == ["scene", "layers", "core-animation"])
        #expect(RenderVia.coreAnimation.defaultValueDescription == "core-animation")
    }

    @Test(arguments: [
        ("render", "header, footer"), ("render", "light, dark"), ("render", "ltr, rtl"),
        ("render", "scene, layers, core-animation"), ("render", "png, gif, svg"),
        ("render", "idle, pulling, armed, refreshing, finishing, noMoreData, failed"),
        ("layers", "pulling, armed, refreshing, finishing"),
    ])
    func helpListsTheWordsOnce(command: String, words: String) throws {
        let run = try Binary.locate().run([command, "--help"])
        #expect(run.status == 0)
        // The help may wrap a line; compare with every run of spaces and line breaks as one space.
        let text = run.stdout.split(whereSeparator: { $0 == " " || $0 == "\n" }).joined(separator: " ")
        #expect(text.components(separatedBy: words).count == 2, "\(run.stdout)")
    }
}
