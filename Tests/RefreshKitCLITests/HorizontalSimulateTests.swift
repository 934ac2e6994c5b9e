import Foundation
import Testing
@testable import RefreshKitCLI

/// `refreshkit simulate` with `"direction": "horizontal"` (issue 12): leading and trailing
/// controls, in the result's own words, the same run as the vertical script of the same view.
@Suite @MainActor struct HorizontalSimulateTests {
    private let horizontal = """
        {"direction": "horizontal", "viewport": {"width": 390, "height": 200}, "contentWidth": 1200,
         "contentInset": {"left": 0.3, "right": 0.7}, "safeArea": {"left": 20, "right": 20},
         "leading": {"height": 64, "actionDuration": 1}, "trailing": {"height": 50, "mode": "auto", "actionDuration": 1},
         "steps": [{"drag": {"by": 200, "duration": 0.5}}, {"release": {"velocity": 0}}, {"wait": 2},
                   {"drag": {"by": -1200, "duration": 0.6}}, {"release": {"velocity": 0}}, {"wait": 2},
                   {"begin": "leading"}, {"end": "leading"}, {"wait": 1}]}
        """
    private let vertical = """
        {"viewport": {"width": 200, "height": 390}, "contentHeight": 1200,
         "contentInset": {"top": 0.3, "bottom": 0.7}, "safeArea": {"top": 20, "bottom": 20},
         "header": {"height": 64, "actionDuration": 1}, "footer": {"height": 50, "mode": "auto", "actionDuration": 1},
         "steps": [{"drag": {"by": 200, "duration": 0.5}}, {"release": {"velocity": 0}}, {"wait": 2},
                   {"drag": {"by": -1200, "duration": 0.6}}, {"release": {"velocity": 0}}, {"wait": 2},
                   {"begin": "header"}, {"end": "header"}, {"wait": 1}]}
        """

    @Test func aCarouselRefreshesFromTheLeftAndLoadsAtTheRightInItsOwnWords() throws {
        let output = try Simulate.output(for: Array(horizontal.utf8), frames: true)
        let json = try #require(JSONSerialization.jsonObject(with: Data(output.utf8)) as? [String: Any])
        let events = try #require(json["events"] as? [[String: Any]])
        #expect(Set(events.compactMap { $0["edge"] as? String }) == ["leading", "trailing"])
        let actions = try #require(json["actions"] as? [[String: Any]])
        #expect(actions.compactMap { $0["edge"] as? String } == ["leading", "trailing", "leading"])
        let final = try #require(json["final"] as? [String: Any])
        #expect(Set(final.keys) == ["offsetX", "insetLeft", "insetRight", "leading", "trailing"])
        #expect((final["insetLeft"] as? Double)?.bitPattern == 0.3.bitPattern)
        #expect((final["insetRight"] as? Double)?.bitPattern == 0.7.bitPattern)
        let frame = try #require((json["frames"] as? [[String: Any]])?.first)
        #expect(Set(frame.keys) == ["t", "offsetX", "insetLeft", "insetRight", "leadingProgress", "trailingProgress"])
    }

    @Test func itIsTheVerticalRunOfTheSameViewWithItsAxesSwapped() throws {
        let h = try Simulate.output(for: Array(horizontal.utf8), frames: true)
        let v = try Simulate.output(for: Array(vertical.utf8), frames: true)
        let renamed = v.replacingOccurrences(of: "\"header\"", with: "\"leading\"")
            .replacingOccurrences(of: "\"footer\"", with: "\"trailing\"")
            .replacingOccurrences(of: "offsetY", with: "offsetX").replacingOccurrences(
                of: "insetTop", with: "insetLeft"
            )
            .replacingOccurrences(of: "insetBottom", with: "insetRight")
            .replacingOccurrences(of: "headerProgress", with: "leadingProgress")
            .replacingOccurrences(of: "footerProgress", with: "trailingProgress")
            .replacingOccurrences(of: #", "headerHeight": null"#, with: "")
        #expect(h == renamed)
    }

    @Test(arguments: [
        (
            #""direction": "diagonal""#, "direction",
            "unknown direction \"diagonal\"; pass \"vertical\" or \"horizontal\""
        ),
        (#""direction": "horizontal", "contentHeight": 5"#, "contentHeight", "unknown key"),
        (#""direction": "horizontal", "header": {}"#, "header", "unknown key"),
    ])
    func verticalWordsInAHorizontalScriptAreRefused(extra: String, path: String, message: String) throws {
        let script = #"{\#(extra), "viewport": {"width": 390, "height": 200}, "contentWidth": 900, "steps": []}"#
        do {
            _ = try Simulate.output(for: Array(script.utf8), frames: false)
            Issue.record("accepted \(extra)")
        } catch {
            #expect(error.path == path, "\(error)")
            #expect(error.message.contains(message), "\(error)")
        }
    }

    @Test func stepsSpeakOfLeadingTrailingAndWidth() throws {
        let script = """
            {"direction": "horizontal", "viewport": {"width": 390, "height": 200}, "contentWidth": 900,
             "trailing": {"height": 50},
             "steps": [{"setContentWidth": 100}, {"setContentInset": {"left": 4, "right": 6}},
                       {"setSafeArea": {"left": 1}}, {"begin": "trailing"}, {"end": "trailing"}, {"wait": 1}]}
            """
        let json = try #require(
            JSONSerialization.jsonObject(
                with: Data(try Simulate.output(for: Array(script.utf8), frames: false).utf8)) as? [String: Any])
        let final = try #require(json["final"] as? [String: Any])
        #expect(final["insetLeft"] as? Double == 4 && final["insetRight"] as? Double == 6)
        #expect(final["trailing"] as? String == "idle")
    }
}
