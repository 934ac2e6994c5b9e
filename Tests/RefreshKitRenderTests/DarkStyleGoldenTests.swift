import Foundation
import SnapshotTesting
import Testing
@testable import RefreshKitRender

/// Every style of `Indicators.catalog` in the dark appearance, at one telling moment each,
/// rasterized on the dark palette's background (black; the collapsing header draws its own bar)
/// and compared with `__Snapshots__/DarkStyleGoldenTests/<style>.dark-<moment>.png`.
///
/// 390×80 pt (88 pt for the header) at scale 1, DejaVu Sans through FreeType, `.png()` (±2/255
/// per channel). See ``GoldenRecording`` for recording.
@Suite(.goldens) struct DarkStyleGoldenTests {
    static let size = StyleGoldenTests.size
    static let trigger = StyleGoldenTests.trigger
    static let appearance = IndicatorAppearance.dark

    /// The moment shown per style: refreshing 0.3 s in (the bar refilling, the spinners
    /// turning), except where another says more: the halo over the handwriting at 1.1 s, the
    /// wave's third letter tilted in yellow at 0.33 s, the classic arrow and title.
    static let moments: [String: StyleGoldenTests.Moment] = [
        "handwriting": .init(name: "refreshing-1100ms", moment: StyleGoldenTests.refreshing(1.1)),
        "classic": .init(name: "pulling-50", moment: StyleGoldenTests.pulling(0.5)),
        "letterWave": .init(name: "refreshing-330ms", moment: StyleGoldenTests.refreshing(0.33)),
    ]
    static let defaultMoment = StyleGoldenTests.Moment(
        name: "refreshing-300ms", moment: StyleGoldenTests.refreshing(0.3))

    static func moment(for style: String) -> StyleGoldenTests.Moment { moments[style] ?? defaultMoment }

    static var snapshotDirectory: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("__Snapshots__/DarkStyleGoldenTests")
    }

    @Test(arguments: StyleGoldenTests.indicatorNames)
    func darkPNGsMatchTheirGoldens(style: String) throws {
        let make = try #require(Indicators.style(named: style)?.makeIndicator)
        let moment = Self.moment(for: style)
        let context = moment.moment.context(
            size: Self.size, displayScale: moment.scale, glyphs: FreeTypeGlyphSource(),
            appearance: Self.appearance)
        let bitmap = try Rasterizer().render(
            make().scene(for: context), scale: moment.scale,
            background: Self.appearance.palette.background)
        assertSnapshot(of: bitmap, as: .png(), named: "dark-\(moment.name)", testName: style)
    }

    @Test func darkCollapsingHeaderMatchesItsGolden() throws {
        let config = CollapsingHeaderController.Configuration()
        let percentage = 0.5
        let height = config.minHeight + percentage * (config.maxHeight - config.minHeight)
        let scene = CollapsingHeaderScene(configuration: .demo).scene(
            size: Size(width: Self.size.width, height: config.maxHeight), height: height, percentage: percentage,
            titleTop: -(height - config.minHeight) + config.titleMargin, glyphs: FreeTypeGlyphSource(),
            appearance: Self.appearance)
        let bitmap = try Rasterizer().render(scene, scale: 1, background: Self.appearance.palette.background)
        assertSnapshot(of: bitmap, as: .png(), named: "dark-half", testName: "collapsingHeader")
    }

    /// One dark golden per style of the catalog, and no other file.
    @Test func theDarkGoldensOnDiskAreExactlyTheOnesTested() throws {
        var expected = Set(StyleGoldenTests.indicatorNames.map { "\($0).dark-\(Self.moment(for: $0).name).png" })
        expected.insert("collapsingHeader.dark-half.png")
        #expect(expected.count == Indicators.catalog.count)
        let onDisk = Set(try FileManager.default.contentsOfDirectory(atPath: Self.snapshotDirectory.path))
        #expect(expected.subtracting(onDisk).sorted() == [], "missing goldens (record them: see GoldenRecording)")
        #expect(onDisk.subtracting(expected).sorted() == [], "stale goldens: delete them")
    }
}
