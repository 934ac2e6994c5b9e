import Foundation
@testable import RefreshKitCLI
@testable import RefreshKitCore
import RefreshKitSimulation
import Testing

/// The automatic footer's loading rule (``LoadRuleChecker``) over every gesture script of
/// `gesture-scripts/`, each run with an auto footer that holds its room and one that does not,
/// filling the viewport and not, over content lengths from empty to several screens: the footer
/// loads by itself at most once per time the user's scroll (or, filling, a new end of content)
/// brings its end into view, never with empty content, never while the header refreshes.
@MainActor @Suite struct GestureScriptLoadRuleTests {
    /// Content lengths, in points: empty, a row, short pages, about one viewport, several.
    static let lengths: [Double] = [0, 1, 200, 600, 700, 719, 800, 1200, 2000, 3000]

    /// Every script in `gesture-scripts/`, decoded as `refreshkit simulate` decodes it.
    static func scripts() throws -> [(name: String, script: SimulationScript)] {
        let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("gesture-scripts")
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".json") }
        return try names.sorted().map { name in
            let bytes = try [UInt8](Data(contentsOf: folder.appendingPathComponent(name)))
            return (name, try ScriptDecoder.decode(bytes))
        }
    }

    /// `script` with an auto footer (its own, made auto, or a 50-pt one whose loads take 0.5 s)
    /// and the content `length` long.
    static func variant(
        of script: SimulationScript, length: Double, holdsRoom: Bool, fills: Bool
    ) -> SimulationScript {
        var s = script
        var footer = s.footer ?? SimulationScript.Edge(height: 50, actionDuration: 0.5)
        footer.mode = .auto
        footer.holdsRoom = holdsRoom
        footer.fillsViewport = fills
        s.footer = footer
        s.contentHeight = length
        return s
    }

    @Test func theFooterLoadsOnlyWhenTheUserOrANewEndBringsItsEndIntoView() throws {
        let scripts = try Self.scripts()
        #expect(scripts.count >= 7)
        var loads = 0, fillingLoadsOnShortLists = 0
        for (name, script) in scripts {
            for length in Self.lengths {
                for holdsRoom in [false, true] {
                    for fills in [false, true] {
                        let s = Self.variant(of: script, length: length, holdsRoom: holdsRoom, fills: fills)
                        let simulator = try Simulator(script: s)
                        let checker = try #require(LoadRuleChecker(simulator))
                        _ = simulator.run()
                        let run = "\(name), content \(length), holds room \(holdsRoom), fills \(fills)"
                        #expect(
                            checker.violations.isEmpty,
                            "\(run): \(checker.violations.joined(separator: "; "))\nreplay: refreshkit simulate <<< '\(s.jsonText)'"
                        )
                        loads += checker.automaticLoads
                        if fills && length > 0 && length < 700 { fillingLoadsOnShortLists += checker.automaticLoads }
                    }
                }
            }
        }
        // The rule is checked on loads that happen: users' scrolls and short lists that fill.
        #expect(loads > 100)
        #expect(fillingLoadsOnShortLists > 20)
    }
}
