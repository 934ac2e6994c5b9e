import Foundation
import Testing
@testable import RefreshKitCLI
import RefreshKitRender

/// `refreshkit render --via core-animation`: frames drawn by the iOS adapter's own layer code on
/// the Core Animation model, beside `--via scene`, in light and dark; the `render` contract
/// otherwise unchanged.
@Suite struct RenderViaCoreAnimationTests {
    static let maximumMeanDifference = 1.0 / 255

    static let styles = [
        "barFill", "arcSpinner", "progressRing", "handwriting", "letterWave", "classic", "system",
        "systemYellowOnRed", "imageSequence",
    ]

    /// Moments between keyframes, the first 0.2 s of the loop (where an intro overlaps its loop)
    /// and a finishing fade among them.
    static let moments: [[String]] = [
        ["--state", "pulling", "--progress", "0.4137"],
        ["--state", "armed", "--over-pull", "23.3"],
        ["--state", "refreshing", "--time", "0.0731"],
        ["--state", "refreshing", "--time", "5.9171"],
        ["--state", "finishing", "--time", "0.2131", "--refreshing-duration", "2.3"],
    ]

    @Test(arguments: styles, ["light", "dark"])
    func everyMomentThroughTheAdapterShowsTheScenesPixels(style: String, appearance: String) throws {
        let dir = try ScratchDirectory()
        defer { dir.remove() }
        let binary = try Binary.locate()
        for (index, moment) in Self.moments.enumerated() {
            let common = ["render", "--style", style, "--appearance", appearance] + moment
            let shown = try binary.run(common + ["--via", "core-animation", "--out", dir.path("ca\(index).png")])
            let scene = try binary.run(common + ["--out", dir.path("scene\(index).png")])
            #expect(shown.status == 0 && scene.status == 0, "\(shown.stderr)\(scene.stderr)")
            #expect(shown.stderr.isEmpty, "every phase of \(style) compiles and shows: \(shown.stderr)")
            #expect(shown.stdout == dir.path("ca\(index).png") + "\n")
            let d = RenderViaLayersTests.meanDifference(
                try PNGReader.read(dir.path("ca\(index).png")),
                try PNGReader.read(dir.path("scene\(index).png")))
            #expect(d <= Self.maximumMeanDifference, "\(style) \(appearance) \(moment): \(d * 255)/255")
        }
    }

    /// A whole cycle frame by frame; and handwriting's halo sweeps on this path (its gradient
    /// is not one flat colour and moves from frame to frame while refreshing).
    @Test func handwritingsHaloSweepsThroughTheAdapter() throws {
        let dir = try ScratchDirectory()
        defer { dir.remove() }
        let binary = try Binary.locate()
        let common = ["render", "--style", "handwriting", "--format", "png", "--scale", "1", "--fps", "20", "--quiet"]
        let shown = try binary.run(common + ["--via", "core-animation", "--out", dir.path("ca")])
        let scene = try binary.run(common + ["--out", dir.path("scene")])
        #expect(shown.status == 0 && scene.status == 0 && shown.stderr.isEmpty, "\(shown.stderr)\(scene.stderr)")
        let frames = try dir.contents("ca")
        #expect(frames == (try dir.contents("scene")) && frames.count > 50)
        var images: [Bitmap] = [], drawn: [Bitmap] = []
        for frame in frames {
            let a = try PNGReader.read(dir.path("ca/\(frame)")), b = try PNGReader.read(dir.path("scene/\(frame)"))
            let d = RenderViaLayersTests.meanDifference(a, b)
            #expect(d <= Self.maximumMeanDifference, "\(frame): \(d * 255)/255")
            images.append(a)
            drawn.append(b)
        }
        // While refreshing (the middle of the cycle) the halo's colours move along the text:
        // the redness (red − blue) of the text's ink in each third of the header changes from
        // frame to frame by more than a flat colour's would.
        func redness(_ image: Bitmap, third: Int) -> Double {
            var sum = 0.0, count = 0.0
            for y in 0..<image.height {
                for x in (third * image.width / 3)..<((third + 1) * image.width / 3) {
                    let i = (y * image.width + x) * 4
                    let r = Double(image.pixels[i]), g = Double(image.pixels[i + 1]), b = Double(image.pixels[i + 2])
                    if r + g + b < 600 {
                        sum += r - b
                        count += 1
                    }
                }
            }
            return count > 0 ? sum / count : 0
        }
        func sweep(_ frames: [Bitmap], third: Int) -> Double {
            let values = frames[(frames.count / 3)..<(2 * frames.count / 3)].map { redness($0, third: third) }
            return (values.max() ?? 0) - (values.min() ?? 0)
        }
        for third in 0..<3 {
            let shown = sweep(images, third: third), own = sweep(drawn, third: third)
            #expect(
                shown > 0.5 && abs(shown - own) <= 0.1 * own,
                "third \(third): the halo's redness moves by \(shown) through the adapter, \(own) in the drawing")
        }
    }

    @Test func theCollapsingHeaderAndUnknownWaysAreRefusedWithOneLine() throws {
        let dir = try ScratchDirectory()
        defer { dir.remove() }
        let binary = try Binary.locate()
        let header = try binary.run([
            "render", "--style", "collapsingHeader", "--state", "pulling", "--via", "core-animation",
            "--out", dir.path("h.png"),
        ])
        #expect(
            header.status == 2
                && header.stderr.contains("--via core-animation: the collapsing header has no layer plan"))
        #expect(header.stderr.split(separator: "\n").count == 1)
        let unknown = try binary.run([
            "render", "--style", "barFill", "--via", "coreanimation", "--out", dir.path("u.png"),
        ])
        #expect(
            unknown.status == 2 && unknown.stderr.contains("pass scene, layers or core-animation"), "\(unknown.stderr)")
        #expect(try dir.contents(".").isEmpty)
    }
}
