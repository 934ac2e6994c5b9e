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
        // Issue 11: nearly zero-length and sub-pixel arcs.
        ["--style", "progressRing", "--state", "pulling", "--progress", "0.0002"],
        ["--style", "arcSpinner", "--state", "pulling", "--progress", "0.5001", "--scale", "0.001"],
        ["--style", "progressRing", "--size", "390x200", "--fps", "7"],
    ]

    /// Values at the edges of the arcs' geometry (issue 11), swapped in for an option's value.
    static let boundaryValues: [String: [String]] = [
        "--progress": [
            "0", "1e-9", "0.0001", "0.0002", "0.001", "0.2499", "0.25", "0.4999", "0.5", "0.5001", "0.7501",
            "0.9999", "1",
        ],
        "--scale": ["0.0005", "0.0007", "0.001", "0.002", "0.003", "0.004", "0.01"],
        "--size": ["390x115", "390x120", "390x200", "320x400", "100x1000"],
        "--fps": ["5", "7", "11", "13"],
    ]

    /// `args` with, now and then, the value of `--progress`, `--scale`, `--size` or `--fps`
    /// replaced by (or the option added with) a boundary value; pulling moments are favoured
    /// so `--progress` counts.
    func atBoundaries(_ args: [String], _ mutator: inout Mutator) -> [String] {
        var args = args
        guard mutator.below(2) == 0 else { return args }
        let option = mutator.pick(["--progress", "--progress", "--scale", "--size", "--fps"])
        let value = mutator.pick(Self.boundaryValues[option] ?? [])
        if let i = args.firstIndex(of: option), i + 1 < args.count {
            args[i + 1] = value
        } else {
            args += [option, value]
        }
        if option == "--progress", !args.contains("--state") { args += ["--state", "pulling"] }
        return args
    }

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
        let scratch = try ScratchDirectory()
        defer { scratch.remove() }
        let dir = scratch.url.path
        for (index, seed) in Self.seeds.enumerated() {
            let own = "\(dir)/\(index)"
            try FileManager.default.createDirectory(atPath: own, withIntermediateDirectories: true)
            #expect(throws: Never.self) { try Render.parse(contained(seed, in: own)).perform(printsPaths: false) }
        }
    }

    @Test func mutatedCommandLinesRenderOrGiveOneLine() throws {
        let scratch = try ScratchDirectory()
        defer { scratch.remove() }
        let dir = scratch.url.path
        var mutator = Mutator(seed: FuzzBudget.seed ^ 0x7E4D)
        for _ in 0..<FuzzBudget.count(default: 300) {
            let seed = atBoundaries(mutator.pick(Self.seeds), &mutator)
            check(contained(mutator.mutate(arguments: seed), in: dir), in: dir)
        }
    }

    /// Every arc style at every boundary `--progress` and tiny `--scale`, and tall cycles:
    /// all render (issue 11).
    @Test func boundaryGeometryRenders() throws {
        let scratch = try ScratchDirectory()
        defer { scratch.remove() }
        let dir = scratch.url.path
        var lines: [[String]] = []
        for style in ["progressRing", "arcSpinner", "handwriting", "barFill"] {
            for progress in Self.boundaryValues["--progress"] ?? [] {
                lines.append(["--style", style, "--state", "pulling", "--progress", progress, "--out", "p.png"])
            }
            for scale in Self.boundaryValues["--scale"] ?? [] {
                lines.append([
                    "--style", style, "--state", "refreshing", "--time", "0.37", "--scale", scale, "--out", "s.png",
                ])
            }
        }
        for size in Self.boundaryValues["--size"] ?? [] {
            lines.append(["--style", "progressRing", "--size", size, "--scale", "0.5", "--fps", "7", "--out", "c.gif"])
        }
        for args in lines {
            #expect(throws: Never.self, "\(args)") {
                try Render.parse(contained(args, in: dir)).perform(printsPaths: false)
            }
        }
    }

    /// A sample through the real binary: malformed command lines exit 2 with one line.
    @Test func malformedCommandLinesExitWithStatus2AndOneLine() throws {
        let binary = try Binary.locate()
        let scratch = try ScratchDirectory()
        defer { scratch.remove() }
        let dir = scratch.url.path
        for args in [
            ["--style"], ["--size", "nan", "--style", "system"], ["--bogus"], ["--style", "system", "--state"],
            ["--style", "system", "--scale", "1e999"], ["--all", "--style", "system"],
        ] {
            let run = try binary.run(["render"] + contained(args, in: dir))
            #expect(run.status == 2, "\(args)")
            #expect(run.stderr.filter { $0 == "\n" }.count == 1, "\(run.stderr)")
        }
    }
}
