import Foundation
import Testing

/// The enum options (`--edge`, `--appearance`, `--direction`, `--via`, `--state`) are checked by
/// the argument parser, which lists their values in help; a bad value is still answered in the
/// command's own words, on one line, with status 2.
@Suite struct OptionValueTests {
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
            ["render", "--style", "barFill", "--via", "Layers"],
            "refreshkit render: --via 'Layers' is not a way to draw; pass scene, layers or core-animation"
        ),
        (
            ["render", "--style", "barFill", "--state", "asleep"],
            "refreshkit render: --state 'asleep' is not a state; pass one of idle, pulling, armed, refreshing, finishing, noMoreData, failed"
        ),
        (
            ["layers", "--style", "barFill", "--state", "idle"],
            "refreshkit layers: --state 'idle' has no plan; pass one of pulling, armed, refreshing, finishing"
        ),
    ])
    func aBadValueIsOneLineInTheCommandsWords(arguments: [String], line: String) throws {
        let run = try Binary.locate().run(arguments)
        #expect(run.status == 2)
        #expect(run.stdout.isEmpty)
        #expect(run.stderr == line + "\n")
    }

    /// Help text with every run of white space (its line breaks too) as one space.
    private func flat(_ help: String) -> String {
        help.split(whereSeparator: { $0 == " " || $0 == "\n" }).joined(separator: " ")
    }

    @Test func helpListsEachEnumOptionsValues() throws {
        let render = flat(try Binary.locate().run(["render", "--help"]).stdout)
        for values in [
            "values: header, footer", "values: light, dark", "values: ltr, rtl",
            "values: scene, layers, core-animation",
            "values: idle, pulling, armed, refreshing, finishing, noMoreData, failed",
        ] {
            #expect(render.contains(values), "\(values)")
        }
        let layers = flat(try Binary.locate().run(["layers", "--help"]).stdout)
        #expect(layers.contains("values: pulling, armed, refreshing, finishing"))
    }

    @Test func aDirectionInCapitalsIsTaken() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent(
            "refreshkit-options-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: false)
        defer { try? FileManager.default.removeItem(at: dir) }
        let out = dir.appendingPathComponent("rtl.png").path
        let run = try Binary.locate().run([
            "render", "--style", "classic", "--state", "idle", "--direction", "RTL", "--out", out,
        ])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(FileManager.default.fileExists(atPath: out))
    }
}
