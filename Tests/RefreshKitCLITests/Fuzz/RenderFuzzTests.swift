import ArgumentParser
import Foundation
import Testing
@testable import RefreshKitCLI

/// `refreshkit render` under mutated command lines: every one either renders or is answered
/// with one line (a parse error or a `RenderFailure`); nothing crashes. Outputs always go to a
/// scratch directory; cycles are sampled at 5 fps to keep the run short.
@MainActor @Suite struct RenderFuzzTests {
    static let seeds: [[String]] = [
        ["--style", "arcSpinner", "--state", "armed", "--over-pull", "12"],
        ["--style", "classic", "--state", "pulling", "--progress", "0.5", "--locale", "es", "--edge", "footer"],
        ["--style", "letterWave", "--state", "refreshing", "--time", "1.1", "--size", "200x60", "--reduce-motion"],
        ["--all", "--state", "finishing", "--format", "svg", "--refreshing-duration", "2"],
        ["--style", "barFill", "--state", "idle", "--format", "png", "--tint", "00ff00", "--background", "#000000"],
        ["--style", "handwriting", "--fps", "5", "--scale", "1"],
        ["--style", "collapsingHeader", "--state", "pulling", "--progress", "0.3", "--format", "gif"],
    ]

    /// Points every output into `dir` and keeps cycles short.
    func contained(_ args: [String], in dir: String) -> [String] {
        var args = args
        var i = 0
        while i < args.count {
            if args[i] == "--out" {
                let name = i + 1 < args.count ? (args[i + 1].split(separator: "/").last.map(String.init) ?? "o") : "o"
                if i + 1 < args.count { args[i + 1] = "\(dir)/\(name)" } else { args.append("\(dir)/o") }
            }
            i += 1
        }
        if !args.contains("--out") { args += ["--out", "\(dir)/o"] }
        if !args.contains("--state") && !args.contains("--fps") { args += ["--fps", "5"] }
        return args
    }

    func check(_ args: [String], in dir: String) {
        do {
            let command = try Render.parse(args)
            try command.perform(printsPaths: false)
        } catch let failure as RenderFailure {
            #expect(!failure.description.isEmpty && !Simulate.oneLine(failure.description).contains("\n"))
        } catch {
            let first = RefreshKitCommand.message(for: error).split(separator: "\n").first ?? ""
            #expect(!first.isEmpty || RefreshKitCommand.exitCode(for: error) == .success, "no message for \(args)")
        }
    }

    @Test func seedsRender() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("rk-fuzz-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        for (index, seed) in Self.seeds.enumerated() {
            let own = "\(dir)/\(index)"
            try FileManager.default.createDirectory(atPath: own, withIntermediateDirectories: true)
            #expect(throws: Never.self) { try Render.parse(contained(seed, in: own)).perform(printsPaths: false) }
        }
    }

    @Test func mutatedCommandLinesRenderOrGiveOneLine() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("rk-fuzz-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        var mutator = Mutator(seed: FuzzBudget.seed ^ 0x7E4D)
        for _ in 0..<FuzzBudget.count(default: 300) {
            check(contained(mutator.mutate(arguments: mutator.pick(Self.seeds)), in: dir), in: dir)
        }
    }

    /// A sample through the real binary: malformed command lines exit 2 with one line.
    @Test func malformedCommandLinesExitWithStatus2AndOneLine() throws {
        let binary = try Binary.locate()
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("rk-fuzz-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        for args in [["--style"], ["--size", "nan", "--style", "system"], ["--bogus"], ["--style", "system", "--state"],
                     ["--style", "system", "--scale", "1e999"], ["--all", "--style", "system"]] {
            let run = try binary.run(["render"] + contained(args, in: dir))
            #expect(run.status == 2, "\(args)")
            #expect(run.stderr.filter { $0 == "\n" }.count == 1, "\(run.stderr)")
        }
    }
}
