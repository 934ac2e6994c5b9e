import Foundation
import Testing

/// `refreshkit` under hostile input (issue 11): one short, safe line on stderr, exit 2, nothing
/// on stdout and no file, for every option that used to be misread or silently ignored.
@Suite struct HostileRenderInputTests {
    private func expectOneLineError(
        _ arguments: [String], _ expected: [String], status: Int32 = 2,
        sourceLocation: SourceLocation = #_sourceLocation
    ) throws -> Binary.Run {
        let dir = try ScratchDirectory()
        defer { dir.remove() }
        let run = try Binary.locate().run(arguments, in: dir.url)
        #expect(run.status == status, "\(run.stderr)", sourceLocation: sourceLocation)
        #expect(run.stdout.isEmpty, sourceLocation: sourceLocation)
        #expect(
            run.stderr.split(separator: "\n", omittingEmptySubsequences: false).count == 2, "\(run.stderr)",
            sourceLocation: sourceLocation)  // one line and its newline
        for text in expected {
            #expect(run.stderr.contains(text), "\(run.stderr)", sourceLocation: sourceLocation)
        }
        #expect(try dir.contents().isEmpty, "no file is written", sourceLocation: sourceLocation)
        return run
    }

    @Test(arguments: [
        (
            ["render", "--style", "barFill", "--state", "pulling", "--progress", "-1"],
            "--progress '-1' is out of range"
        ),
        (["render", "--style", "barFill", "--scale", "-1"], "--scale '-1' is out of range"),
        (["render", "--style", "barFill", "--size", "-5x10"], "--size '-5x10' is out of range"),
        (["render", "--style", "barFill", "--size", "0.1x0.1", "--state", "idle"], "--size '0.1x0.1' is out of range"),
        (
            ["render", "--style", "barFill", "--fps", "0.001"],
            "--fps '0.001' is out of range; pass a number from 1 to 120"
        ),
        (["render", "--style", "barFill", "--scale", "0x10", "--state", "idle"], "--scale '0x10' is not a number"),
        (["render", "--style", "barFill", "--scale", "nan", "--state", "idle"], "--scale 'nan' is not a number"),
        (["render", "--style", "barFill", "--time", "-2", "--state", "idle"], "--time '-2' is out of range"),
    ])
    func numbersAreDecimalAndInRange(arguments: [String], expected: String) throws {
        _ = try expectOneLineError(arguments, [expected])
    }

    @Test func anUnknownCommandIsNamedWithTheNearestOne() throws {
        _ = try expectOneLineError(["rendr", "--all"], ["unknown command 'rendr'", "did you mean 'render'"])
        _ = try expectOneLineError(["frobnicate"], ["unknown command 'frobnicate'", "render, simulate, styles"])
    }

    @Test func aTextTooLongToDrawNamesItsOption() throws {
        let long = String(repeating: "x", count: 5000)
        let run = try expectOneLineError(
            ["render", "--style", "classic", "--state", "idle", "--last-updated", long],
            ["--last-updated is 5000 characters long; pass at most 100"])
        #expect(!run.stderr.contains("scene item"))
    }

    @Test func quotedInputIsCutToEightyCharactersAndEscaped() throws {
        let long = String(repeating: "s", count: 50_000)
        let run = try expectOneLineError(
            ["render", "--style", long], ["--style '" + String(repeating: "s", count: 80) + "…'"])
        #expect(run.stderr.count < 400)
        let option = try expectOneLineError(["render", "--" + long], ["Unknown option"])
        #expect(option.stderr.count < 400)
        // C1 controls and bidirectional overrides reach the terminal escaped, never as they are.
        let hostile = "a\u{202E}b\u{0085}c\u{2066}d\u{1B}e"
        let escaped = try expectOneLineError(
            ["render", "--style", hostile], ["\\u202e", "\\u0085", "\\u2066", "\\u001b"])
        for scalar in ["\u{202E}", "\u{0085}", "\u{2066}", "\u{1B}"] {
            #expect(!escaped.stderr.contains(scalar))
        }
    }

    @Test func aLongKeyInAScriptIsCutInTheError() throws {
        let key = String(repeating: "k", count: 100_000)
        let script =
            #"{"viewport": {"width": 390, "height": 844}, "contentHeight": 2000, "steps": [], ""# + key + #"": 1}"#
        let run = try Binary.locate().run(["simulate"], stdin: Array(script.utf8))
        #expect(run.status == 2)
        #expect(run.stdout.isEmpty)
        #expect(run.stderr.count < 400, "\(run.stderr.prefix(200))")
        #expect(run.stderr.contains("…"))
    }

    @Test func anUnsupportedLanguageListsTheSupportedOnes() throws {
        _ = try expectOneLineError(
            ["render", "--style", "classic", "--state", "pulling", "--locale", "xx"],
            ["--locale 'xx' has no texts", "en, es, vi, zh-Hans, zh-Hant"])
    }

    @Test func glyphsTheFontLacksAreAnErrorNamingTheFontAndTheFix() throws {
        _ = try expectOneLineError(
            [
                "render", "--style", "classic", "--state", "pulling", "--locale", "zh-Hans",
                "--font", "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf", "--out", "zh.png",
            ],
            ["DejaVuSans.ttf", "has no glyphs for", "--locale zh-Hans", "--font"])
    }

    @Test func chineseTitlesDrawWithTheInstalledCJKFont() throws {
        let dir = try ScratchDirectory()
        defer { dir.remove() }
        for locale in ["zh-Hans", "zh-Hant"] {
            let run = try Binary.locate().run(
                [
                    "render", "--style", "classic", "--state", "pulling", "--locale", locale,
                    "--out", "zh.png",
                ], in: dir.url)
            #expect(run.status == 0, "\(run.stderr) (is fonts-droid-fallback installed? .ci/run installs it)")
        }
    }

    @Test(arguments: [
        (["render", "--style", "barFill", "--state", "idle", "--out", "a.jpg"], "ends in .jpg, which is not a format"),
        (["render", "--all", "--out", "x.gif"], "but --all writes a directory"),
        (
            ["render", "--style", "barFill", "--state", "idle", "--out", "b.png", "--format", "gif"],
            "ends in .png but --format is gif"
        ),
    ])
    func anExtensionThatDisagreesWithTheFormatIsRefused(arguments: [String], expected: String) throws {
        _ = try expectOneLineError(arguments, [expected])
    }

    @Test(arguments: [
        (["render", "--style", "collapsingHeader", "--state", "refreshing"], "not a state of the collapsing header"),
        (["render", "--style", "barFill", "--progress", "0.5"], "--progress belongs to one moment of --state pulling"),
        (
            ["render", "--style", "barFill", "--state", "idle", "--progress", "0.5"],
            "--progress belongs to --state pulling"
        ),
        (
            ["render", "--style", "barFill", "--state", "pulling", "--over-pull", "3"],
            "--over-pull belongs to --state armed"
        ),
        (
            ["render", "--style", "barFill", "--state", "armed", "--refreshing-duration", "1"],
            "--refreshing-duration belongs to --state finishing"
        ),
    ])
    func anOptionOfAnotherStateIsRefused(arguments: [String], expected: String) throws {
        _ = try expectOneLineError(arguments, [expected])
    }

    @Test func withoutOutTheFileGoesHereAndItsPathIsPrinted() throws {
        let dir = try ScratchDirectory()
        defer { dir.remove() }
        let run = try Binary.locate().run(["render", "--style", "barFill", "--state", "idle"], in: dir.url)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout == "barFill.png\n")
        #expect(try dir.contents() == ["barFill.png"])
    }

    @Test(arguments: [
        ["simulate", "gesture-scripts/pull-to-refresh.json", "--frames"],
        ["simulate", "gesture-scripts/pull-to-refresh.json"],
        ["styles"],
        ["soak", "--cycles", "10"],
        // The file goes to the test's own folder; only the listing of paths fails.
        ["render", "--style", "barFill", "--state", "idle", "--out", "written.png"],
    ])
    func aFailedWriteToStandardOutputIsAnError(arguments: [String]) throws {
        let dir = try ScratchDirectory()
        defer { dir.remove() }
        let command =
            arguments[0] == "simulate"
            ? arguments.enumerated().map {
                $0.offset == 1
                    ? packageRoot.appendingPathComponent($0.element).path
                    : $0.element
            } : arguments
        let run = try Binary.locate().runWithFullStandardOutput(command, in: dir.url)
        #expect(run.status == 1, "\(run.stderr)")
        #expect(run.stderr.hasSuffix("cannot write to standard output: no space left on device\n"), "\(run.stderr)")
        #expect(run.stderr.split(separator: "\n").count == 1)
    }
}
