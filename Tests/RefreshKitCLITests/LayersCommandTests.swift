import Foundation
import Testing

/// `refreshkit layers` (issue 13's contract): the plan as JSON through the built binary.
@Suite struct LayersCommandTests {
    @Test func aRefreshingLoopIsAForeverRepeatingPlanWithNoFrameUpdates() throws {
        let run = try Binary.locate().run(["layers", "--style", "arcSpinner", "--state", "refreshing"])
        #expect(run.status == 0, "\(run.stderr)")
        let json = try #require(JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
        #expect(json["style"] as? String == "arcSpinner" && json["state"] as? String == "refreshing")
        #expect(json["frameUpdates"] as? Bool == false && json["reason"] == nil)
        let animations = try #require(json["animations"] as? [[String: Any]])
        #expect(!animations.isEmpty)
        for a in animations {
            #expect(a["repeatCount"] as? String == "infinity")
            let times = try #require(a["keyTimes"] as? [Double])
            let values = try #require(a["values"] as? [Any])
            #expect(times.first == 0 && times.last == 1 && times == times.sorted())
            #expect(
                a["calculationMode"] as? String == "linear"
                    ? times.count == values.count : times.count == values.count + 1)
            for key in ["layer", "keyPath", "duration"] { #expect(a[key] != nil, "\(key)") }
        }
        #expect((json["layers"] as? [[String: Any]])?.first?["type"] as? String == "shape")
    }

    @Test func aPullPlaysOnceAndASpinnerTurnsOnFromLoopToLoop() throws {
        let binary = try Binary.locate()
        let pull = try binary.run(["layers", "--style", "letterWave", "--state", "pulling"])
        let pullJSON = try #require(JSONSerialization.jsonObject(with: Data(pull.stdout.utf8)) as? [String: Any])
        #expect(pullJSON["frameUpdates"] as? Bool == false)
        #expect(
            (pullJSON["animations"] as? [[String: Any]])?.allSatisfy { ($0["repeatCount"] as? Double) == 1 } == true)
        // The ring breathes every 4/3 s while its turn carries on: one cumulative rotation track.
        let ring = try binary.run(["layers", "--style", "progressRing"])
        let ringJSON = try #require(JSONSerialization.jsonObject(with: Data(ring.stdout.utf8)) as? [String: Any])
        #expect(ringJSON["frameUpdates"] as? Bool == false)
        #expect(ringJSON["reason"] == nil)
        let tracks = try #require(ringJSON["animations"] as? [[String: Any]])
        let turn = try #require(tracks.first { $0["keyPath"] as? String == "transform.rotation.z" })
        #expect(turn["cumulative"] as? Bool == true)
        #expect(turn["repeatCount"] as? String == "infinity")
        #expect(abs((turn["duration"] as? Double ?? 0) - 4.0 / 3) < 1e-9)
        for state in ["armed", "finishing"] {
            let run = try binary.run(
                ["layers", "--style", "arcSpinner", "--state", state, "--refreshing-duration", "1.5"]
                    .filter { state == "finishing" || ($0 != "--refreshing-duration" && $0 != "1.5") })
            let json = try #require(JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
            #expect(json["state"] as? String == state)
            #expect(json["frameUpdates"] as? Bool == false, "\(state): \(json["reason"] ?? "")")
        }
    }

    @Test(arguments: [
        (["layers", "--style", "nope"], "--style 'nope' is not a style"),
        (["layers", "--style", "barFill", "--state", "idle"], "--state 'idle' has no plan"),
        (["layers", "--style", "collapsingHeader"], "no refresh phases"),
        (["layers", "--style", "barFill", "--size", "0x0"], "--size '0x0' is out of range"),
        (["layers", "--style", "barFill", "--refreshing-duration", "2"], "applies to --state finishing only"),
        (["layers", "--style", "barFill", "--state", "finishing", "--refreshing-duration", "-1"], "is out of range"),
    ])
    func badOptionsExitWithStatus2AndOneLine(arguments: [String], expected: String) throws {
        let run = try Binary.locate().run(arguments)
        #expect(run.status == 2)
        #expect(run.stdout.isEmpty)
        #expect(run.stderr.hasPrefix("refreshkit layers: ") && run.stderr.contains(expected), "\(run.stderr)")
        #expect(run.stderr.split(separator: "\n").count == 1)
    }

    @Test func unknownStyleListsOnlyStylesWithPlans() throws {
        let run = try Binary.locate().run(["layers", "--style", "nope"])
        #expect(run.status == 2)
        #expect(run.stderr.contains("arcSpinner"), "\(run.stderr)")
        #expect(!run.stderr.contains("collapsingHeader"), "\(run.stderr)")
    }

    @Test func helpStatesTheStateDefaultOnce() throws {
        let run = try Binary.locate().run(["layers", "--help"])
        #expect(run.status == 0)
        #expect(!run.stdout.contains("(default)"), "\(run.stdout)")
        #expect(run.stdout.components(separatedBy: "default: refreshing").count == 2, "\(run.stdout)")
    }
}
