import Foundation
import SnapshotTesting
import Testing
@testable import RefreshKitRender

/// Every style of `Indicators.catalog`, rasterized and written as SVG at fixed moments and
/// compared with its goldens under `__Snapshots__/StyleGoldenTests/<style>.<moment>.<png|svg>`.
///
/// PNGs are 390×80 pt at scale 1 (plus one @2x), transparent, on DejaVu Sans through FreeType,
/// compared with `.png()` (±2/255 per channel); SVGs are compared line by line. See
/// ``GoldenRecording`` for recording.
@Suite(.goldens) struct StyleGoldenTests {
    /// One moment a golden is taken at.
    struct Moment: Sendable {
        var name: String
        var moment: IndicatorMoment
        var scale: Double = 1
    }

    /// The drawing area: a phone's width, the trigger distance as its height (as `refreshkit
    /// render` draws a header).
    static let size = IndicatorStyle.defaultSize
    static var trigger: Double { size.height }

    /// The PNG moments of every refresh indicator.
    static let pngMoments: [Moment] = [
        Moment(name: "pulling-25", moment: pulling(0.25)),
        Moment(name: "pulling-50", moment: pulling(0.5)),
        Moment(name: "pulling-100", moment: pulling(1)),
        // 20 pt past the trigger, 0.3 s in: animated flips (the classic arrow) are complete.
        Moment(
            name: "armed",
            moment: IndicatorMoment(
                state: .armed(overPull: 20), pullDistance: trigger + 20,
                triggerDistance: trigger, time: 0.3)),
        Moment(name: "refreshing-300ms", moment: refreshing(0.3)),
        Moment(name: "refreshing-1100ms", moment: refreshing(1.1)),
        Moment(
            name: "finishing-100ms",
            moment: IndicatorMoment(
                state: .finishing, pullDistance: trigger,
                triggerDistance: trigger, time: 0.1,
                refreshingDuration: 2)),
        Moment(name: "refreshing-300ms-2x", moment: refreshing(0.3), scale: 2),
    ]

    /// The SVG moments of every refresh indicator.
    static let svgMoments: [Moment] = [
        Moment(name: "pulling-50", moment: pulling(0.5)),
        Moment(name: "refreshing-300ms", moment: refreshing(0.3)),
    ]

    /// Pulling at `progress` of the trigger (1 = exactly at the trigger).
    static func pulling(_ progress: Double) -> IndicatorMoment {
        IndicatorMoment(
            state: .revealing(progress: progress), pullDistance: progress * trigger, triggerDistance: trigger)
    }

    /// Refreshing, held open at the trigger, `time` seconds in.
    static func refreshing(_ time: Double) -> IndicatorMoment {
        IndicatorMoment(
            state: .refreshing, pullDistance: trigger, triggerDistance: trigger, time: time,
            refreshingDuration: time)
    }

    /// The catalog's refresh indicators, by name.
    static let indicatorNames: [String] = Indicators.catalog.filter { $0.makeIndicator != nil }.map(\.name)

    /// The seed-exact named configurations of styles whose defaults are RefreshKit's design:
    /// `<style>.seed-<moment>.png` at ``seedMoments`` (the same pixels the style's defaults drew
    /// before they changed).
    static let seedConfigurations: [(name: String, make: @Sendable () -> any RefreshIndicator)] = [
        ("barFill", { Indicators.BarFill(configuration: .bareSquare) }),
        ("arcSpinner", { Indicators.ArcSpinner(configuration: .untitled) }),
        ("progressRing", { Indicators.ProgressRing(configuration: .untitled) }),
    ]

    /// The moments of the seed configurations' goldens.
    static var seedMoments: [Moment] { pngMoments.filter { ["pulling-50", "refreshing-1100ms"].contains($0.name) } }

    /// The collapsing header's states: (name, percentage open).
    static let headerStates: [(name: String, percentage: Double)] = [
        ("collapsed", 0), ("quarter", 0.25), ("half", 0.5), ("threeQuarters", 0.75), ("expanded", 1),
    ]

    /// The seed's collapsing header (``CollapsingHeaderScene/Configuration/titleFollowsScroll``, the title
    /// sliding out) at these states: `collapsingHeader.seed-<name>.png`.
    static let seedHeaderStates: [(name: String, percentage: Double)] = [("half", 0.5), ("expanded", 1)]

    /// The snapshot folder of this file.
    static var snapshotDirectory: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("__Snapshots__/StyleGoldenTests")
    }

    func indicator(named name: String) throws -> any RefreshIndicator {
        let make = try #require(Indicators.style(named: name)?.makeIndicator, "\(name) is not a refresh indicator")
        return make()
    }

    func scene(_ indicator: any RefreshIndicator, at moment: Moment, glyphs: FreeTypeGlyphSource) -> IndicatorScene {
        indicator.scene(for: moment.moment.context(size: Self.size, displayScale: moment.scale, glyphs: glyphs))
    }

    /// The collapsing header `percentage` open, with the height and title offset its
    /// controller computes (as `refreshkit render --style collapsingHeader` draws it).
    func headerScene(
        percentage: Double, glyphs: FreeTypeGlyphSource,
        configuration: CollapsingHeaderScene.Configuration = .demo
    ) -> IndicatorScene {
        let config = CollapsingHeaderController.Configuration()
        let height = config.minHeight + percentage * (config.maxHeight - config.minHeight)
        return CollapsingHeaderScene(configuration: configuration).scene(
            size: Size(width: Self.size.width, height: config.maxHeight), height: height, percentage: percentage,
            titleTop: -(height - config.minHeight) + config.titleMargin, glyphs: glyphs)
    }

    func svg(_ scene: IndicatorScene) -> String {
        SVGWriter.svg(for: scene, pngEncoder: { try? PNGWriter.encode($0) })
    }

    @Test(arguments: indicatorNames)
    func pngsMatchTheirGoldens(style: String) throws {
        let indicator = try indicator(named: style)
        let glyphs = FreeTypeGlyphSource()
        for moment in Self.pngMoments {
            let bitmap = try Rasterizer().render(scene(indicator, at: moment, glyphs: glyphs), scale: moment.scale)
            #expect(bitmap.width == Int(Self.size.width * moment.scale), "\(style) \(moment.name)")
            assertSnapshot(of: bitmap, as: .png(), named: moment.name, testName: style)
        }
    }

    @Test(arguments: indicatorNames)
    func svgsMatchTheirGoldens(style: String) throws {
        let indicator = try indicator(named: style)
        let glyphs = FreeTypeGlyphSource()
        for moment in Self.svgMoments {
            assertSnapshot(
                of: svg(scene(indicator, at: moment, glyphs: glyphs)), as: .svg, named: moment.name,
                testName: style)
        }
    }

    @Test func seedConfigurationsMatchTheirGoldens() throws {
        let glyphs = FreeTypeGlyphSource()
        for (style, make) in Self.seedConfigurations {
            for moment in Self.seedMoments {
                let bitmap = try Rasterizer().render(scene(make(), at: moment, glyphs: glyphs), scale: moment.scale)
                assertSnapshot(of: bitmap, as: .png(), named: "seed-" + moment.name, testName: style)
            }
        }
    }

    @Test func collapsingHeaderMatchesItsGoldens() throws {
        let glyphs = FreeTypeGlyphSource()
        for state in Self.headerStates {
            let bitmap = try Rasterizer().render(headerScene(percentage: state.percentage, glyphs: glyphs), scale: 1)
            assertSnapshot(of: bitmap, as: .png(), named: state.name, testName: "collapsingHeader")
        }
        for state in Self.seedHeaderStates {
            let scene = headerScene(
                percentage: state.percentage, glyphs: glyphs, configuration: .titleFollowsScroll.withDemoTexts)
            let bitmap = try Rasterizer().render(scene, scale: 1)
            assertSnapshot(of: bitmap, as: .png(), named: "seed-" + state.name, testName: "collapsingHeader")
        }
        assertSnapshot(
            of: svg(headerScene(percentage: 0.5, glyphs: glyphs)), as: .svg, named: "half",
            testName: "collapsingHeader")
    }

    /// Every style of the catalog has goldens here, and every golden here belongs to a test:
    /// a renamed or removed style or moment leaves no stale file behind.
    @Test func theGoldensOnDiskAreExactlyTheOnesTested() throws {
        var expected: Set<String> = []
        for style in Self.indicatorNames {
            expected.formUnion(Self.pngMoments.map { "\(style).\($0.name).png" })
            expected.formUnion(Self.svgMoments.map { "\(style).\($0.name).svg" })
        }
        expected.formUnion(Self.headerStates.map { "collapsingHeader.\($0.name).png" })
        expected.formUnion(Self.seedHeaderStates.map { "collapsingHeader.seed-\($0.name).png" })
        expected.insert("collapsingHeader.half.svg")
        for (style, _) in Self.seedConfigurations {
            expected.formUnion(Self.seedMoments.map { "\(style).seed-\($0.name).png" })
        }
        #expect(Set(Indicators.catalog.map(\.name)) == Set(Self.indicatorNames + ["collapsingHeader"]))

        let onDisk = Set(try FileManager.default.contentsOfDirectory(atPath: Self.snapshotDirectory.path))
        #expect(expected.subtracting(onDisk).sorted() == [], "missing goldens (record them: see GoldenRecording)")
        #expect(onDisk.subtracting(expected).sorted() == [], "stale goldens: delete them")
    }
}

extension IndicatorStyle {
    /// The maker of a refresh indicator style; nil for the collapsing header.
    var makeIndicator: (@Sendable () -> any RefreshIndicator)? {
        if case let .indicator(make) = kind { make } else { nil }
    }
}
