import Foundation
import Testing
@testable import RefreshKitCLI
import RefreshKitRender
import RefreshKitSimulation

/// The GIF of every style's default cycle, made in-process exactly as `refreshkit render
/// --style NAME --out NAME.gif` makes it (same option parsing, same `RenderJob`), then decoded
/// with giflib's `DGifSlurp` (``GIFReader``).
@Suite struct RenderJobTests {
    /// How many moments the default cycle of `style` has at 50 fps (one GIF delay of 2 cs each).
    @MainActor
    func cycleLength(of style: IndicatorStyle) throws -> Int {
        switch style.kind {
        case let .indicator(make):
            let configuration = RefreshConfiguration(height: style.preferredSize.height)
            return try IndicatorCycle(configuration: configuration, fps: Render.defaultFPS).moments(for: make()).count
        case .collapsingHeader:
            let configuration = CollapsingHeaderController.Configuration(maxHeight: style.preferredSize.height)
            return try CollapsingHeaderCycle(configuration: configuration, fps: Render.defaultFPS).frames().count
        }
    }

    @Test(arguments: Indicators.catalog.map(\.name))
    @MainActor
    func theDefaultCycleGIFDecodesWithItsFramesAndDelays(style name: String) throws {
        let style = try #require(Indicators.style(named: name))
        let scratch = try ScratchDirectory()  // a folder of the test's own, not /tmp at large
        defer { scratch.remove() }
        let path = scratch.path("cycle.gif")
        try Render.parse(["--style", name, "--out", path]).perform(printsPaths: false)

        let gif = try GIFReader.read(path)
        // @2x by default: 390×80 pt → 780×160 px (the collapsing header is 88 pt high).
        #expect(gif.width == Int(style.preferredSize.width * 2) && gif.height == Int(style.preferredSize.height * 2))
        if style.preferredSize == IndicatorStyle.defaultSize { #expect(gif.width == 780 && gif.height == 160) }
        #expect(gif.loopCount == 0, "loops forever")

        // 50 fps: every moment lasts 2 cs; unchanged frames are merged, adding their delays.
        let moments = try cycleLength(of: style)
        #expect(gif.frames.count == gif.delays.count)
        #expect(
            gif.frames.count > 1 && gif.frames.count <= moments, "\(gif.frames.count) frames for \(moments) moments")
        #expect(gif.delays.reduce(0, +) == 2 * moments)
        #expect(gif.delays.allSatisfy { $0 > 0 && $0 % 2 == 0 }, "\(gif.delays)")
        // Merged means no two frames in a row look the same.
        for i in gif.frames.indices.dropFirst() where gif.frames[i] == gif.frames[i - 1] {
            Issue.record("frames \(i - 1) and \(i) are identical but were not merged")
        }
    }
}
