import Testing
import RefreshKitCore
import RefreshKitSimulation
@testable import RefreshKitCLI

/// A script's text with the required members and `extra` members spliced in.
func scriptText(_ extra: String = "", steps: String = "[]") -> String {
    #"{"viewport": {"width": 390, "height": 844}, "contentHeight": 2000, "#
        + (extra.isEmpty ? "" : extra + ", ") + #""steps": \#(steps)}"#
}

func decode(_ text: String) throws(SimulationError) -> SimulationScript {
    try ScriptDecoder.decode(Array(text.utf8))
}

@Suite struct ScriptDecoderTests {
    @Test func decodesTheRequiredMembersWithDefaults() throws {
        let script = try decode(scriptText())
        #expect(script.viewport == Size(width: 390, height: 844))
        #expect(script.contentHeight == 2000)
        #expect(script.contentInset == .zero && script.safeArea == .zero)
        #expect(script.header == nil && script.footer == nil && script.collapsingHeader == nil)
        #expect(script.fps == 60)
        #expect(script.steps.isEmpty)
    }

    @Test func aFooterMayHoldItsRoomAtRest() throws {
        let script = try decode(scriptText(#""footer": {"mode": "auto", "holdsRoom": true}"#))
        #expect(script.footer?.holdsRoom == true)
        #expect(script.footer?.configuration.holdsRoomAtRest == true)
        #expect(try decode(scriptText(#""footer": {}"#)).footer?.holdsRoom == false)
        #expect(
            throws: SimulationError(path: "footer.holdsRoom", message: "expected true or false, found the number 1")
        ) {
            try decode(scriptText(#""footer": {"holdsRoom": 1}"#))
        }
        // Written back as it was read.
        #expect(try decode(script.jsonText) == script)
    }

    @Test func decodesEveryStepKind() throws {
        let steps = #"""
            [{"drag": {"by": 200, "duration": 0.5}}, {"drag": {"by": -3}},
             {"release": {"velocity": -1500}}, {"release": {}},
             {"wait": 3}, {"begin": "header"}, {"end": "footer"},
             {"noMoreData": true}, {"noMoreData": false},
             {"setContentHeight": 2400}, {"setContentInset": {"top": 20, "bottom": -4}}, {"setContentInset": {}},
             {"setSafeArea": {"top": 140, "bottom": 34}}]
            """#
        let script = try decode(scriptText(#""header": {}, "footer": {}"#, steps: steps))
        #expect(
            script.steps == [
                .drag(by: 200, duration: 0.5), .drag(by: -3, duration: 0),
                .release(velocity: -1500), .release(velocity: 0),
                .wait(3), .begin(.header), .end(.footer),
                .noMoreData(true), .noMoreData(false),
                .setContentHeight(2400), .setContentInset(top: 20, bottom: -4), .setContentInset(top: 0, bottom: 0),
                .setSafeArea(top: 140, bottom: 34),
            ])
    }

    @Test func decodesEdgesWithTheirDefaults() throws {
        let script = try decode(
            scriptText(
                #"""
                "header": {}, "footer": {"height": 50, "trigger": 70, "mode": "auto", "autoDistance": 120, "actionDuration": 0.8}
                """#))
        let header = try #require(script.header)
        #expect(header.height == 64 && header.trigger == nil && header.mode == .pull)
        #expect(header.autoDistance == 0 && header.actionDuration == nil)
        #expect(header.configuration.effectiveTriggerDistance == 64)
        #expect(
            script.footer
                == SimulationScript.Edge(
                    height: 50, trigger: 70, mode: .auto,
                    autoDistance: 120, actionDuration: 0.8))
    }

    @Test func topLevelActionDurationEqualsThePerEdgeOne() throws {
        let perEdge = try decode(scriptText(#""header": {"actionDuration": 1}, "footer": {"actionDuration": 0}"#))
        let topLevel = try decode(
            scriptText(#""header": {}, "footer": {}, "actionDuration": {"header": 1, "footer": 0}"#))
        #expect(perEdge == topLevel)
        #expect(topLevel.header?.actionDuration == 1 && topLevel.footer?.actionDuration == 0)
    }

    @Test func decodesInsetsCollapsingHeaderAndFPS() throws {
        let script = try decode(
            scriptText(
                #"""
                "contentInset": {"top": -10, "bottom": 5}, "safeArea": {"top": 91}, "collapsingHeader": {}, "fps": 120
                """#))
        #expect(script.contentInset == Insets(top: -10, bottom: 5))
        #expect(script.safeArea == Insets(top: 91))
        #expect(script.collapsingHeader?.minHeight == 44 && script.collapsingHeader?.maxHeight == 88)
        #expect(script.fps == 120)
        let custom = try decode(scriptText(#""collapsingHeader": {"min": 10, "max": 200}"#))
        #expect(custom.collapsingHeader?.minHeight == 10 && custom.collapsingHeader?.maxHeight == 200)
    }

    @Test func nullReadsAsAbsent() throws {
        let script = try decode(scriptText(#""header": null, "fps": null, "footer": {"trigger": null}"#))
        #expect(script.header == nil && script.fps == 60 && script.footer?.trigger == nil)
    }

    @Test func negativeZeroBecomesZero() throws {
        let script = try decode(scriptText(steps: #"[{"drag": {"by": -0}}]"#))
        guard case let .drag(by, _) = script.steps[0] else {
            Issue.record("not a drag")
            return
        }
        #expect(by == 0 && by.sign == .plus)
    }

    @Test func decodesTheExamples() throws {
        for name in ["pull-to-refresh", "load-more", "collapsing-header"] {
            let bytes = try readExample(name)
            #expect(throws: Never.self) { try ScriptDecoder.decode(bytes) }
        }
        let script = try ScriptDecoder.decode(try readExample("pull-to-refresh"))
        #expect(script.safeArea.top == 91 && script.header?.actionDuration == 1)
        #expect(script.steps == [.drag(by: 200, duration: 0.5), .release(velocity: 0), .wait(3)])
    }
}
