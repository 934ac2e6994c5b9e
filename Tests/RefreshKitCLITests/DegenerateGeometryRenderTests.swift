import Foundation
import Testing
import RefreshKitRender

/// Issue 11, "Crashes on valid input", through the real binary: moments and cycles whose arcs
/// are nearly zero-length or sub-pixel render (exit 0, nothing on standard error, a readable
/// image of the right size) instead of a segmentation fault inside FreeType's stroker.
@Suite final class DegenerateGeometryRenderTests {
    /// This test's files, removed when it ends.
    let scratch: ScratchDirectory

    init() throws { scratch = try ScratchDirectory() }
    deinit { scratch.remove() }

    /// Runs `render` with `arguments` plus `--out dir/name` (and `--quiet`: no progress) and
    /// checks the run was clean.
    func render(_ arguments: [String], to name: String) throws -> String {
        let path = "\(try scratch.newDirectory())/\(name)"
        let run = try Binary.locate().run(["render", "--quiet"] + arguments + ["--out", path])
        #expect(run.status == 0, "\(arguments): exit \(run.status)")
        #expect(run.stderr.isEmpty, "\(arguments): \(run.stderr.prefix(300))")
        return path
    }

    @Test func aProgressRingPulledTwoTenThousandthsRenders() throws {
        let path = try render(["--style", "progressRing", "--state", "pulling", "--progress", "0.0002"], to: "m.png")
        let bitmap = try PNGReader.read(path)
        #expect(bitmap.width == 780 && bitmap.height == 160)
    }

    @Test func anArcSpinnerPulledJustPastHalfwayRenders() throws {
        let path = try render(["--style", "arcSpinner", "--state", "pulling", "--progress", "0.5001"], to: "a.png")
        let bitmap = try PNGReader.read(path)
        #expect(bitmap.width == 780 && bitmap.height == 160)
    }

    @Test(arguments: ["progressRing", "arcSpinner", "handwriting"], [0.0005, 0.001, 0.002, 0.003])
    func aMomentAtATinyScaleRenders(style: String, scale: Double) throws {
        let path = try render(
            ["--style", style, "--state", "refreshing", "--time", "0.3", "--scale", "\(scale)"],
            to: "\(style).png")
        let bitmap = try PNGReader.read(path)
        #expect(bitmap.width >= 1 && bitmap.height >= 1)
    }

    @Test(arguments: ["progressRing", "arcSpinner", "handwriting"])
    func aCycleAtATinyScaleRenders(style: String) throws {
        let path = try render(["--style", style, "--scale", "0.001", "--fps", "10"], to: "\(style).gif")
        let gif = try GIFReader.read(path)
        #expect(gif.width == 1 && gif.height == 1)
    }

    @Test(arguments: [115, 200])
    func aTallProgressRingCycleRenders(height: Int) throws {
        let path = try render(["--style", "progressRing", "--size", "390x\(height)"], to: "o.gif")
        let gif = try GIFReader.read(path)
        #expect(gif.width == 780 && gif.height == 2 * height)
        #expect(gif.delays.count > 1)
    }
}
