import Foundation
import Testing
@testable import RefreshKitCLI
import RefreshKitRender

/// The collapsing header renders in any slot, as every style does (issue 43): its cycle failed
/// under 44 pt (`collapsingHeader.min: 44.0 is above max 20.0`, a script key the user never
/// passed), so `render --all --size 40x20` failed whole. Now it collapses to at most half the
/// slot, and what it shows at full opacity is never cut.
@Suite struct CollapsingHeaderRenderTests {
    static let sizes = ["40x20", "390x20", "390x1", "390x30", "390x40", "100x44", "390x60", "390x88"]

    @Test func anAllCycleInALowSlotDrawsTheCollapsingHeaderToo() throws {
        let dir = try ScratchDirectory()
        defer { dir.remove() }
        let run = try Binary.locate().run(
            ["render", "--all", "--size", "40x20", "--fps", "10", "--out", "g"], in: dir.url)
        #expect(run.status == 0, "\(run.stderr)")
        let gif = try GIFReader.read(dir.path("g/collapsingHeader.gif"))
        #expect(gif.width == 80 && gif.height == 40 && gif.frames.count > 1)
    }

    /// Every frame of the cycle, and the moments, in slots from 1 to 88 pt high: the bar, then
    /// texts inside it wherever they are drawn at full opacity (the subtitle fades while it is
    /// cut by the collapsing bar, by design).
    @Test(arguments: sizes)
    @MainActor
    func whatTheHeaderShowsFullyIsNeverCut(size: String) throws {
        let dir = try ScratchDirectory()
        defer { dir.remove() }
        let base = ["--style", "collapsingHeader", "--size", size, "--fps", "20"]
        try Render.parse(base + ["--out", dir.path("c.gif")]).perform(printsPaths: false)
        try Render.parse(base + ["--state", "pulling", "--progress", "0.5", "--out", dir.path("m.png")])
            .perform(printsPaths: false)
        let style = try #require(Indicators.style(named: "collapsingHeader"))
        let slot = try RenderInput.size(size)
        var drawnText = false
        for timing in [
            RenderJob.Timing.cycle, .moment(state: .idle, pull: slot.height, time: 0, refreshingDuration: 0),
        ] {
            let job = RenderJob(
                style: style, size: slot, scale: 1, fps: 20, format: .gif, timing: timing, edge: .header,
                tint: nil, background: nil, transparentGIF: false, reduceMotion: false, locale: "en",
                lastUpdated: nil, layoutDirection: nil, glyphs: FreeTypeGlyphSource())
            for (index, scene) in try job.scenes().enumerated() {
                guard let bar = scene.items.first.map(Self.bounds) else { continue }
                for item in scene.items.dropFirst() where item.opacity >= 1 {
                    drawnText = true
                    let box = Self.bounds(item)
                    #expect(
                        box.minX >= bar.minX && box.maxX <= bar.maxX && box.minY >= bar.minY - 1e-9
                            && box.maxY <= bar.maxY + 1e-9, "\(size) frame \(index): \(box) outside \(bar)")
                }
            }
        }
        if slot.height >= 40 && slot.width >= 100 { #expect(drawnText, "\(size): the title fits and is drawn") }
    }

    /// The scene-space bounds of an item's geometry, before its clip.
    static func bounds(_ item: IndicatorScene.Item) -> Rect {
        switch item.content {
        case let .fill(path, _), let .stroke(path, _): path.transformed(by: item.transform).bounds
        case let .image(_, rect): rect
        }
    }
}
