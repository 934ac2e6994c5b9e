import Foundation
import RefreshKitCore
import RefreshKitStyles
import RefreshKitRender
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

    /// A failed footer is never blank: `render --style classic --edge footer --state failed`
    /// drew nothing at 390 pt in German, French, Russian and Brazilian Portuguese (the line did
    /// not fit beside the room kept for a mark that failed does not draw, and was dropped). Now
    /// the retry cue and the line, shortened at a word where need be, show at 390×80 and 390×50.
    @Test(arguments: ["de", "fr", "ru", "pt-BR"])
    func aFailedClassicFooterIsNeverBlank(tag: String) throws {
        let dir = try ScratchDirectory()
        defer { dir.remove() }
        for size in ["390x80", "390x50"] {
            let run = try Binary.locate().run(
                [
                    "render", "--style", "classic", "--edge", "footer", "--state", "failed", "--locale", tag,
                    "--size", size, "--out", "failed.png",
                ], in: dir.url)
            #expect(run.status == 0, "\(run.stderr)")
            let bitmap = try PNGReader.read(dir.url.appendingPathComponent("failed.png").path)
            let corner = Array(bitmap.pixels[0..<4])
            var inked = 0
            for i in stride(from: 0, to: bitmap.pixels.count, by: 4) where Array(bitmap.pixels[i..<(i + 4)]) != corner {
                inked += 1
            }
            // The cue alone inks a few hundred pixels at @2x; the line thousands more.
            #expect(inked > 2000, "--locale \(tag) --size \(size): \(inked) pixels drawn")
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
