import Foundation
import SnapshotTesting
import Testing
@testable import RefreshKitRender

/// Every refresh style in the slots an app gives it besides the 390-pt header — a carousel's
/// leading control (64×390 pt), a compact header (100×64), a short one (160×50), a half-width one
/// (220×64) — pulled to the trigger and refreshing, in light and in dark, at scale 1, compared
/// with `__Snapshots__/SlotGoldenTests/<style>.<W>x<H>-<moment>[-dark].png` (±2/255 per channel),
/// and each whole: nothing on the outermost pixel, something drawn, no item past the edge. The
/// collapsing header (half open, with the demonstration's texts) keeps its texts inside too.
@Suite(.goldens) struct SlotGoldenTests {
    static let sizes = [
        Size(width: 64, height: 390), Size(width: 100, height: 64), Size(width: 160, height: 50),
        Size(width: 220, height: 64),
    ]
    static let appearances: [IndicatorAppearance] = [.light, .dark]

    /// The moments: pulled to the trigger (the pull title), refreshing 0.3 s in (the loading one).
    static func moments(trigger: Double) -> [(name: String, moment: IndicatorMoment)] {
        [
            (
                "pulling-100",
                IndicatorMoment(state: .revealing(progress: 1), pullDistance: trigger, triggerDistance: trigger)
            ),
            (
                "refreshing-300ms",
                IndicatorMoment(
                    state: .refreshing, pullDistance: trigger, triggerDistance: trigger, time: 0.3,
                    refreshingDuration: 0.3)
            ),
        ]
    }

    static func name(_ size: Size) -> String { "\(Int(size.width))x\(Int(size.height))" }
    static func suffix(_ appearance: IndicatorAppearance) -> String { appearance.colorScheme == .dark ? "-dark" : "" }

    static var snapshotDirectory: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("__Snapshots__/SlotGoldenTests")
    }

    @Test(arguments: StyleGoldenTests.indicatorNames)
    func everyStyleIsWholeInEverySlot(style: String) throws {
        let make = try #require(Indicators.style(named: style)?.makeIndicator)
        let glyphs = FreeTypeGlyphSource()
        for size in Self.sizes {
            for appearance in Self.appearances {
                for (moment, value) in Self.moments(trigger: SlotInk.trigger(of: size)) {
                    let label = "\(style) \(Self.name(size)) \(moment)\(Self.suffix(appearance))"
                    let scene = make().scene(
                        for: value.context(
                            size: size, displayScale: 1, glyphs: glyphs,
                            appearance: appearance))
                    #expect(SlotInk.overflows(scene) == [], "\(label)")
                    let ink = try Rasterizer().render(
                        SlotInk.ink(scene), scale: 1, background: appearance.palette.background)
                    #expect(SlotInk.pixelsOnEdge(ink) == 0, "\(label)")
                    #expect(SlotInk.drawsSomething(ink), "\(label)")
                    let bitmap = try Rasterizer().render(scene, scale: 1, background: appearance.palette.background)
                    assertSnapshot(
                        of: bitmap, as: .png(), named: "\(Self.name(size))-\(moment)\(Self.suffix(appearance))",
                        testName: style)
                }
            }
        }
    }

    @Test func theCollapsingHeadersTextsStayInsideEverySlot() throws {
        let glyphs = FreeTypeGlyphSource()
        for size in Self.sizes {
            for appearance in Self.appearances {
                let config = CollapsingHeaderController.Configuration(maxHeight: size.height)
                let height = (config.minHeight + config.maxHeight) / 2
                let scene = CollapsingHeaderScene(configuration: .demo).scene(
                    size: size, height: height, percentage: 0.5,
                    titleTop: -(height - config.minHeight) + config.titleMargin, glyphs: glyphs, appearance: appearance)
                // The bar spans the header by design; its texts must not reach the sides.
                let texts = IndicatorScene(size: size, items: Array(scene.items.dropFirst()))
                #expect(SlotInk.overflows(texts) == [], "\(Self.name(size))\(Self.suffix(appearance))")
                let bitmap = try Rasterizer().render(scene, scale: 1, background: appearance.palette.background)
                assertSnapshot(
                    of: bitmap, as: .png(), named: "\(Self.name(size))-half\(Self.suffix(appearance))",
                    testName: "collapsingHeader")
            }
        }
    }

    @Test func theGoldensOnDiskAreExactlyTheOnesTested() throws {
        var expected: Set<String> = []
        for size in Self.sizes {
            for appearance in Self.appearances {
                for style in StyleGoldenTests.indicatorNames {
                    for (moment, _) in Self.moments(trigger: 1) {
                        expected.insert("\(style).\(Self.name(size))-\(moment)\(Self.suffix(appearance)).png")
                    }
                }
                expected.insert("collapsingHeader.\(Self.name(size))-half\(Self.suffix(appearance)).png")
            }
        }
        let onDisk = Set(try FileManager.default.contentsOfDirectory(atPath: Self.snapshotDirectory.path))
        #expect(expected.subtracting(onDisk).sorted() == [], "missing goldens (record them: see GoldenRecording)")
        #expect(onDisk.subtracting(expected).sorted() == [], "stale goldens: delete them")
    }
}
