import Foundation
import Testing
@testable import RefreshKitCLI

/// The three reproductions of issue 12 that `refreshkit simulate` shows, as scripts: each
/// failed on the code before the fix.
@Suite @MainActor struct ParityReproductionTests {
    private func run(_ script: String, frames: Bool = false) throws -> [String: Any] {
        let output = try Simulate.output(for: Array(script.utf8), frames: frames)
        return try #require(JSONSerialization.jsonObject(with: Data(output.utf8)) as? [String: Any])
    }

    private func states(_ json: [String: Any], _ edge: String) -> [String] {
        ((json["events"] as? [[String: Any]]) ?? []).filter { $0["edge"] as? String == edge }.compactMap {
            $0["state"] as? String
        }
    }

    private func actions(_ json: [String: Any], _ edge: String) -> Int {
        ((json["actions"] as? [[String: Any]]) ?? []).filter { $0["edge"] as? String == edge }.count
    }

    @Test func aBeginWhileFinishingRefreshesAgainInsteadOfBeingDropped() throws {
        let json = try run(
            """
            {"viewport": {"width": 390, "height": 844}, "contentHeight": 2000, "header": {"height": 64},
             "steps": [{"begin": "header"}, {"wait": 0.6}, {"end": "header"}, {"wait": 0.05}, {"begin": "header"},
                       {"wait": 1}, {"end": "header"}, {"wait": 2}]}
            """)
        #expect(actions(json, "header") == 2)
        #expect(states(json, "header") == ["refreshing", "finishing", "refreshing", "finishing", "idle"])
        let final = try #require(json["final"] as? [String: Any])
        #expect(final["insetTop"] as? Double == 0 && final["offsetY"] as? Double == 0)
    }

    @Test(arguments: [
        // Content 300 pt in an 844 pt viewport: pull the header 40 pt and release.
        (300.0, #"{"drag": {"by": 40, "duration": 0.3}}, {"release": {"velocity": 0}}"#),
        (300.0, #"{"drag": {"by": 90, "duration": 0.3}}, {"release": {"velocity": 0}}"#),
        (300.0, #"{"drag": {"by": 40, "duration": 0.1}}, {"release": {"velocity": -500}}"#),
        // 500 pt of content: a 50 pt pull flung back.
        (500.0, #"{"drag": {"by": 50, "duration": 0.2}}, {"release": {"velocity": -2000}}"#),
    ])
    func anAutoFooterNeverLoadsOnTheBounceBackFromAHeaderPull(content: Double, gesture: String) throws {
        let json = try run(
            """
            {"viewport": {"width": 390, "height": 844}, "contentHeight": \(content),
             "header": {"height": 64}, "footer": {"height": 50, "mode": "auto"},
             "steps": [\(gesture), {"wait": 2}]}
            """)
        #expect(actions(json, "footer") == 0)
        #expect(states(json, "footer").isEmpty)
    }

    @Test func onShortContentTheAutoFooterStillLoadsOnADragTowardsTheEnd() throws {
        let json = try run(
            """
            {"viewport": {"width": 390, "height": 844}, "contentHeight": 300,
             "header": {"height": 64}, "footer": {"height": 50, "mode": "auto"},
             "steps": [{"drag": {"by": -40, "duration": 0.3}}, {"release": {"velocity": 0}}, {"wait": 2}]}
            """)
        #expect(actions(json, "footer") == 1)
        #expect(actions(json, "header") == 0)
    }

    @Test func theRefreshingHeadersShareFollowsWhatIsInView() throws {
        // Refresh, scroll 330 pt into the content, come back to the top, end.
        let json = try run(
            """
            {"viewport": {"width": 390, "height": 844}, "contentHeight": 3000, "contentInset": {"top": 0.1, "bottom": 0},
             "header": {"height": 64, "actionDuration": 6},
             "steps": [{"drag": {"by": 200, "duration": 0.5}}, {"release": {"velocity": 0}}, {"wait": 1},
                       {"drag": {"by": -30, "duration": 0.2}},
                       {"drag": {"by": -300, "duration": 0.3}}, {"release": {"velocity": 0}}, {"wait": 1},
                       {"drag": {"by": 600, "duration": 0.6}}, {"release": {"velocity": 0}}, {"wait": 8}]}
            """, frames: true)
        let frames = try #require(json["frames"] as? [[String: Any]])
        let samples = frames.compactMap { frame -> (t: Double, y: Double, inset: Double)? in
            guard let t = frame["t"] as? Double, let y = frame["offsetY"] as? Double,
                let inset = frame["insetTop"] as? Double
            else { return nil }
            return (t, y, inset)
        }
        #expect(samples.count == frames.count)
        let refreshing = samples.filter { $0.t > 0.6 && $0.t < 6.4 }  // the action runs 0.5 s … 6.5 s
        for s in refreshing {
            // The share is clamp(−(offsetY + 0.1), 0, 64) (to rounding: the sum is taken apart and
            // put back together), or the full 64 before the user moves the content.
            let expected = 0.1 + Swift.min(Swift.max(-(s.y + 0.1), 0), 64)
            if s.inset != 0.1 + 64 {
                #expect(abs(s.inset - expected) < 1e-9, "t \(s.t): offset \(s.y), inset \(s.inset)")
            }
        }
        #expect(refreshing.contains { $0.inset == 0.1 })  // scrolled past: only the app's inset
        #expect(refreshing.contains { $0.inset > 0.1 && $0.inset < 64.1 })  // shrinking as it scrolls away
        #expect(refreshing.last?.inset == 64.1)  // full again back at the top
        let final = try #require(json["final"] as? [String: Any])
        #expect((final["insetTop"] as? Double)?.bitPattern == 0.1.bitPattern)
        #expect(final["header"] as? String == "idle")
    }
}
