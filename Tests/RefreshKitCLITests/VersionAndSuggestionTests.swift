import Foundation
import Testing

/// `refreshkit --version`, and the style a mistyped `--style` most likely meant, through the
/// built binary.
@Suite final class VersionAndSuggestionTests {
    /// This test's files, removed when it ends.
    let scratch: ScratchDirectory

    init() throws { scratch = try ScratchDirectory() }
    deinit { scratch.remove() }

    static let styles =
        "barFill, arcSpinner, progressRing, handwriting, letterWave, classic, system, systemYellowOnRed, imageSequence"

    @Test func versionPrintsTheChangelogsNewestVersionAndNothingElse() throws {
        let run = try Binary.locate().run(["--version"])
        #expect(run.status == 0 && run.stderr.isEmpty, "\(run.stderr)")
        // The newest section of the CHANGELOG: "## 1.0.0 — unreleased" is 1.0.0-dev, a dated
        // section its own version.
        let changelog = try String(
            contentsOf: packageRoot.appendingPathComponent("CHANGELOG.md"), encoding: .utf8)
        let heading = try #require(changelog.split(separator: "\n").first { $0.hasPrefix("## ") })
        let words = heading.dropFirst(3).split(separator: " ")
        let version = try #require(words.first)
        let expected = words.last == "unreleased" ? "\(version)-dev" : String(version)
        #expect(run.stdout == expected + "\n")
        let help = try Binary.locate().run(["--help"])
        #expect(help.status == 0 && help.stdout.contains("--version"))
    }

    @Test(arguments: [
        (["render", "--style", "arcspinner"], "arcSpinner"),
        (["render", "--style", "BARFILL"], "barFill"),
        (["render", "--style", "arcSpiner"], "arcSpinner"),
        (["render", "--style", "handwritting"], "handwriting"),
        (["render", "--style", "collapsingheader"], "collapsingHeader"),
        (["layers", "--style", "letterwave"], "letterWave"),
        (["layers", "--style", "systemYellowonRed"], "systemYellowOnRed"),
    ])
    func aMistypedStyleIsAnsweredWithTheOneItMeant(arguments: [String], meant: String) throws {
        let out = try scratch.newDirectory() + "/x.png"
        let command = arguments[0]
        let run = try Binary.locate().run(
            arguments + (command == "render" ? ["--state", "idle", "--out", out] : []))
        #expect(run.status == 2 && run.stdout.isEmpty)
        let list = command == "render" ? Self.styles + ", collapsingHeader (or --all)" : Self.styles
        #expect(
            run.stderr
                == "refreshkit \(command): --style '\(arguments[2])' is not a style; did you mean '\(meant)'? "
                + "pass one of \(list)\n")
        #expect(!FileManager.default.fileExists(atPath: out))
    }

    @Test func aNameNearNoStyleKeepsTheListAlone() throws {
        let run = try Binary.locate().run(["render", "--style", "nope"])
        #expect(run.status == 2 && run.stdout.isEmpty)
        #expect(
            run.stderr == "refreshkit render: --style 'nope' is not a style; pass one of \(Self.styles), "
                + "collapsingHeader (or --all)\n")
        let layers = try Binary.locate().run(["layers", "--style", "spinner"])
        #expect(layers.stderr == "refreshkit layers: --style 'spinner' is not a style; pass one of \(Self.styles)\n")
    }

    /// `render --help` states the `--scale` bounds the command enforces (docs/cli.md gives the
    /// same): 0.0001 and 8 are drawn, just outside either is refused.
    @Test func theScaleBoundsInHelpAreTheOnesEnforced() throws {
        let binary = try Binary.locate()
        let help = try binary.run(["render", "--help"])
        #expect(help.status == 0 && help.stdout.contains("Pixels per point, from 0.0001 to 8 (default 2)."))
        let dir = try scratch.newDirectory()
        for (scale, status) in [("0.0001", Int32(0)), ("8", 0), ("0.00009", 2), ("8.001", 2)] {
            let run = try binary.run([
                "render", "--style", "system", "--state", "idle", "--size", "40x40", "--scale", scale,
                "--out", "\(dir)/s.png",
            ])
            #expect(run.status == status, "--scale \(scale): \(run.stderr)")
            if status == 2 { #expect(run.stderr.contains("--scale '\(scale)' is out of range")) }
        }
    }

    /// `render --help` lists every exit status docs/cli.md lists (issue 43): it said 0 and 2 only.
    @Test func renderHelpListsEveryExitStatus() throws {
        let help = try Binary.locate().run(["render", "--help"])
        let text = help.stdout.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        for phrase in [
            "Exit status: 0 on success;", "1 when standard output cannot take", "2 for anything you can fix",
            "129, 130, 131, 143 when SIGHUP, SIGINT, SIGQUIT or SIGTERM ended the run", "128 + N for another signal N",
        ] {
            #expect(text.contains(phrase), "\(phrase)")
        }
    }
}
