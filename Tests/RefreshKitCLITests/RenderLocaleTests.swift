import Foundation
import RefreshKitCore
import Testing

/// `refreshkit render --locale` draws every text style in every supported language with the
/// installed fonts (no "missing glyphs" refusal), and reads `--last-updated` and `--direction`.
@Suite struct RenderLocaleTests {
    /// The refresh indicators that draw text.
    static let textStyles: [String] = Indicators.catalog.filter {
        if case .indicator = $0.kind { $0.drawsText } else { false }
    }.map(\.name)

    @Test(arguments: RefreshLanguage.supportedTags)
    func everyTextStyleRendersInEveryLanguage(tag: String) throws {
        #expect(!Self.textStyles.isEmpty)
        let dir = try ScratchDirectory()
        defer { dir.remove() }
        for style in Self.textStyles {
            for edge in ["header", "footer"] where edge == "header" || style == "classic" {
                let run = try Binary.locate().run(
                    [
                        "render", "--style", style, "--state", "pulling", "--edge", edge,
                        "--locale", tag, "--out", "\(style)-\(edge).png",
                    ], in: dir.url)
                #expect(run.status == 0, "\(style) \(edge) --locale \(tag): \(run.stderr)")
            }
        }
    }

    /// The failed footer's line is drawn in every language by every style that draws text.
    @Test(arguments: RefreshLanguage.supportedTags)
    func theFailedLineRendersInEveryLanguage(tag: String) throws {
        let dir = try ScratchDirectory()
        defer { dir.remove() }
        for style in Self.textStyles {
            let run = try Binary.locate().run(
                [
                    "render", "--style", style, "--state", "failed", "--edge", "footer",
                    "--locale", tag, "--out", "\(style).png",
                ], in: dir.url)
            #expect(run.status == 0, "\(style) --state failed --locale \(tag): \(run.stderr)")
        }
    }

    @Test(arguments: ["today 09:41", "yesterday 23:05", "03-05 08:00", "2025-12-31 18:30"])
    func lastUpdatedTakesADayAndATime(value: String) throws {
        let dir = try ScratchDirectory()
        defer { dir.remove() }
        let run = try Binary.locate().run(
            [
                "render", "--style", "classic", "--state", "pulling", "--locale", "de",
                "--last-updated", value, "--direction", "rtl", "--out", "c.png",
            ], in: dir.url)
        #expect(run.status == 0, "\(run.stderr)")
    }

    @Test(arguments: [
        (["--last-updated", "Today"], "is not a day and a time"),
        (["--last-updated", "today 24:00"], "is not a day and a time"),
        (["--last-updated", "13-01 10:00"], "is not a day and a time"),
        (["--direction", "up"], "pass ltr or rtl"),
    ])
    func badValuesAreRefusedInOneLine(arguments: [String], expected: String) throws {
        let dir = try ScratchDirectory()
        defer { dir.remove() }
        let run = try Binary.locate().run(
            ["render", "--style", "classic", "--state", "pulling", "--out", "c.png"]
                + arguments, in: dir.url)
        #expect(run.status == 2)
        #expect(run.stderr.contains(expected), "\(run.stderr)")
        #expect(try dir.contents().isEmpty)
    }
}
