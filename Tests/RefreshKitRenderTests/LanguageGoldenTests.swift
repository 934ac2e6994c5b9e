import Foundation
import SnapshotTesting
import Testing
@testable import RefreshKitRender

/// The texts of every language drawn with real glyphs, and right-to-left layouts, compared with
/// goldens under `__Snapshots__/LanguageGoldenTests/`: the classic header pulling halfway with a
/// last-updated line ("today 09:41", as `refreshkit render` draws it) in each language; for
/// Arabic and Hebrew the mirrored classic armed and refreshing, and the letter wave mirrored
/// mid-wave. 390×80 pt at scale 1, transparent, DejaVu Sans with the fallback families.
@Suite(.goldens) struct LanguageGoldenTests {
    static let today = LastUpdatedTime(day: .today, hour: 9, minute: 41)

    /// The moments drawn in one language only: (style, language, moment name, moment).
    static let rightToLeftMoments: [(style: String, tag: String, name: String, moment: IndicatorMoment)] = [
        (
            "classic", "ar", "armed",
            IndicatorMoment(
                state: .armed(overPull: 20), pullDistance: StyleGoldenTests.trigger + 20,
                triggerDistance: StyleGoldenTests.trigger, time: 0.3)
        ),
        ("classic", "he", "refreshing-300ms", StyleGoldenTests.refreshing(0.3)),
        // 0.1 s in the first letter has nodded fully, 0.4 s in the third: on the right, turning left.
        ("letterWave", "he", "refreshing-100ms", StyleGoldenTests.refreshing(0.1)),
        ("letterWave", "ar", "refreshing-400ms", StyleGoldenTests.refreshing(0.4)),
    ]

    static var snapshotDirectory: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("__Snapshots__/LanguageGoldenTests")
    }

    func render(_ style: String, tag: String, moment: IndicatorMoment, glyphs: FreeTypeGlyphSource) throws -> Bitmap {
        let make = try #require(Indicators.style(named: style)?.makeIndicator)
        let context = moment.context(
            size: StyleGoldenTests.size, displayScale: 1, locale: tag,
            lastUpdated: Self.today, glyphs: glyphs)
        return try Rasterizer().render(make().scene(for: context), scale: 1)
    }

    @Test(arguments: RefreshLanguage.supportedTags)
    func classicPullingMatchesItsGoldenInEveryLanguage(tag: String) throws {
        let bitmap = try render(
            "classic", tag: tag, moment: StyleGoldenTests.pulling(0.5), glyphs: FreeTypeGlyphSource())
        assertSnapshot(of: bitmap, as: .png(), named: tag, testName: "classic.pulling-50")
    }

    @Test func rightToLeftLayoutsMatchTheirGoldens() throws {
        let glyphs = FreeTypeGlyphSource()
        for entry in Self.rightToLeftMoments {
            let bitmap = try render(entry.style, tag: entry.tag, moment: entry.moment, glyphs: glyphs)
            assertSnapshot(of: bitmap, as: .png(), named: entry.tag, testName: "\(entry.style).\(entry.name)")
        }
    }

    /// Every golden here belongs to a test, and every test has its golden.
    @Test func theGoldensOnDiskAreExactlyTheOnesTested() throws {
        var expected = Set(RefreshLanguage.supportedTags.map { "classic-pulling-50.\($0).png" })
        expected.formUnion(Self.rightToLeftMoments.map { "\($0.style)-\($0.name).\($0.tag).png" })
        let onDisk = Set(try FileManager.default.contentsOfDirectory(atPath: Self.snapshotDirectory.path))
        #expect(expected.subtracting(onDisk).sorted() == [], "missing goldens (record them: see GoldenRecording)")
        #expect(onDisk.subtracting(expected).sorted() == [], "stale goldens: delete them")
    }
}
