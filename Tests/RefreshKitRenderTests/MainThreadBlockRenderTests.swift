import RefreshKitCore
import RefreshKitSimulation
import Testing
@testable import RefreshKitRender

/// Issue 13: "block the main thread" for 500 ms in the middle of a refresh, in pixels. The plan
/// path's frames (the render server evaluating the plan at each frame time) rasterize to the
/// indicator's own drawing at those times, within 1/255 mean absolute difference; the
/// display-link path shows one frozen frame for the whole 500 ms.
@MainActor @Suite struct MainThreadBlockRenderTests {
    @Test func theRenderServerKeepsDrawingTheRightFramesWhileTheMainThreadIsBusy() throws {
        let glyphs = FreeTypeGlyphSource()
        let rasterizer = Rasterizer()
        let size = Size(width: 390, height: 64)
        func pixels(_ scene: IndicatorScene) throws -> Bitmap {
            try rasterizer.render(scene, scale: 2, background: .white)
        }
        var frames: [[Bitmap]] = [[], []]
        var direct: [Bitmap] = []
        for (index, plans) in [true, false].enumerated() {
            let host = SimulatedLayerHost(
                indicator: Indicators.ArcSpinner(), glyphs: glyphs, usesLayerPlans: plans, size: size)
            host.onMainThread { _ = host.controller.beginRefreshing() }
            host.wait(1.2)
            host.isMainThreadBlocked = true
            var failure: (any Error)?
            host.wait(0.5) { time, screen in
                do {
                    frames[index].append(try pixels(screen))
                    if plans { direct.append(try pixels(host.directScene(at: time))) }
                } catch { failure = error }
            }
            if let failure { throw failure }
            #expect(host.controller.state == .refreshing)
        }
        try #require(direct.count == 30 && frames[0].count == 30 && frames[1].count == 30)
        for (k, (shown, drawn)) in zip(frames[0], direct).enumerated() {
            let d = LayerPlanEquivalenceTests.meanDifference(shown, drawn)
            #expect(d <= LayerPlanEquivalenceTests.maximumMeanDifference, "frame \(k): \(d * 255)/255")
        }
        #expect(frames[1].allSatisfy { $0 == frames[1][0] })  // frozen
        // The spinner is small in a wide header, so a mean over the image hides it: a frame is
        // stale when some pixel is off by more than a quarter of the range.
        let stale = direct.filter { Self.maximumDifference(frames[1][0], $0) > Self.visibleDifference }
        #expect(stale.count >= 25, "\(stale.count) of 30 frames differ from the frozen one")
        #expect(zip(frames[0], direct).allSatisfy { Self.maximumDifference($0, $1) <= Self.visibleDifference })
    }

    /// A channel difference anyone sees: 64 of 255.
    static let visibleDifference = 64

    /// The largest difference of one channel of one pixel, 0…255.
    static func maximumDifference(_ a: Bitmap, _ b: Bitmap) -> Int {
        precondition(a.width == b.width && a.height == b.height)
        return zip(a.pixels, b.pixels).reduce(0) { Swift.max($0, abs(Int($1.0) - Int($1.1))) }
    }
}
