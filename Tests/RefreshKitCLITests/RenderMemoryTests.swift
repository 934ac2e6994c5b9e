import Foundation
import Testing

/// `refreshkit render` of a long GIF cycle needs about two frames of memory, whatever the
/// number of frames (issue 11: 1024×1024 at 50 fps peaked at 1.2 GB when every frame was kept).
@Suite struct RenderMemoryTests {
    /// Memory allowed beyond two canvases: giflib's LZW state, the rasterizer's buffers, the
    /// per-frame palette tables and the allocator's slack.
    static let fixedAllowance = 8 << 20

    /// (size, scale, fps, pixels per frame): one million pixels for 44 frames (the old code
    /// peaked 241 MB above the small run), and four million for 22 (545 MB).
    @Test(arguments: [("1024x1024", "1", "10", 1024 * 1024), ("2048x512", "2", "5", 4096 * 1024)])
    func aLongGIFCycleNeedsAboutTwoFramesOfMemory(size: String, scale: String, fps: String, pixels: Int) throws {
        let dir = try ScratchDirectory()
        defer { dir.remove() }
        let binary = try Binary.locate()
        let small = try binary.runMeasuringPeakMemory([
            "render", "--style", "barFill", "--size", "16x16", "--scale", "1",
            "--fps", fps, "--out", dir.path("small.gif"),
        ])
        let large = try binary.runMeasuringPeakMemory([
            "render", "--style", "barFill", "--size", size, "--scale", scale,
            "--fps", fps, "--out", dir.path("large.gif"),
        ])
        #expect(small.status == 0, "\(small.stderr)")
        #expect(large.status == 0, "\(large.stderr)")
        let canvas = 4 * pixels
        let beyond = large.peakResidentBytes - small.peakResidentBytes
        #expect(
            beyond <= 2 * canvas + Self.fixedAllowance,
            "peak \(large.peakResidentBytes >> 20) MB, \(beyond >> 20) MB above a 16x16 run; one frame's canvas is \(canvas >> 20) MB"
        )
        let gif = try #require(FileManager.default.contents(atPath: dir.path("large.gif")))
        #expect(gif.starts(with: Array("GIF89a".utf8)) && gif.last == 0x3B, "a whole GIF")
    }
}
