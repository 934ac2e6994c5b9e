import Foundation
import RefreshKitSimulation
import Testing
@testable import RefreshKitCLI
import RefreshKitRender

/// `refreshkit render` and `refreshkit styles`, through the real binary.
@Suite final class RenderTests {
    /// This test's files, removed when it ends.
    let scratch: ScratchDirectory

    init() throws { scratch = try ScratchDirectory() }
    deinit { scratch.remove() }

    @Test func stylesListsEveryStyleOnOneLineEach() throws {
        let run = try Binary.locate().run(["styles"])
        #expect(run.status == 0)
        let lines = run.stdout.split(separator: "\n")
        #expect(lines.count == 10)
        for name in [
            "barFill", "arcSpinner", "progressRing", "handwriting", "letterWave", "classic", "system",
            "systemYellowOnRed", "imageSequence", "collapsingHeader",
        ] {
            #expect(lines.contains { $0.hasPrefix(name + " ") }, "\(name)")
        }
    }

    @Test func aMomentRendersToAPNGOfTheRightPixelSize() throws {
        let dir = try scratch.newDirectory()
        let run = try Binary.locate().run([
            "render", "--style", "arcSpinner", "--state", "armed", "--out", "\(dir)/arc.png",
        ])
        #expect(run.status == 0, "\(run.stderr)")
        let bitmap = try PNGReader.read("\(dir)/arc.png")
        #expect(bitmap.width == 780 && bitmap.height == 160)
        // The closed arc is drawn: some opaque blue pixels, nothing red (the title is dark grey).
        var blue = 0
        for i in stride(from: 0, to: bitmap.pixels.count, by: 4) where bitmap.pixels[i + 3] > 128 {
            #expect(bitmap.pixels[i] < 64 || bitmap.pixels[i] <= bitmap.pixels[i + 2])
            if bitmap.pixels[i + 2] > 128 { blue += 1 }
        }
        #expect(blue > 50)
    }

    @Test @MainActor func aCycleRendersToALoopingGIFWhoseDurationMatchesTheController() throws {
        let dir = try scratch.newDirectory()
        let run = try Binary.locate().run(["render", "--style", "barFill", "--out", "\(dir)/bar.gif", "--scale", "1"])
        #expect(run.status == 0, "\(run.stderr)")
        let gif = try GIFReader.read("\(dir)/bar.gif")
        #expect(gif.width == 390 && gif.height == 80)
        #expect(gif.loopCount == 0)
        let moments = try IndicatorCycle(configuration: .init(height: 80), fps: 50).moments(for: Indicators.BarFill())
        #expect(gif.delays.reduce(0, +) == moments.count * 2)  // 2 cs per frame at 50 fps
        #expect(gif.delays.allSatisfy { $0 % 2 == 0 })
    }

    @Test func svgOfAMomentIsText() throws {
        let dir = try scratch.newDirectory()
        let run = try Binary.locate().run([
            "render", "--style", "progressRing", "--state", "pulling", "--progress", "0.5",
            "--out", "\(dir)/ring.svg",
        ])
        #expect(run.status == 0, "\(run.stderr)")
        let text = try String(contentsOfFile: "\(dir)/ring.svg", encoding: .utf8)
        #expect(text.hasPrefix("<svg") && text.contains("viewBox=\"0 0 390 80\""))
    }

    @Test(arguments: [
        (["render", "--style", "nope"], "--style 'nope' is not a style"),
        (["render"], "no style chosen"),
        (["render", "--style", "barFill", "--size", "0x80"], "--size '0x80' is out of range"),
        (["render", "--style", "barFill", "--size", "99999x80"], "--size '99999x80' is out of range"),
        (["render", "--style", "barFill", "--state", "dancing"], "--state 'dancing' is not a state"),
        (
            ["render", "--style", "barFill", "--state", "pulling", "--progress", "nan"],
            "--progress 'nan' is not a number"
        ),
        (["render", "--style", "barFill", "--fps", "0"], "--fps '0' is out of range"),
        (["render", "--style", "handwriting", "--font", "/no/such/font.ttf"], "/no/such/font.ttf"),
        (["render", "--style", "handwriting", "--font", "/no/such/font.ttf"], "OpenType file with --font"),
        (["render", "--style", "barFill", "--state", "idle", "--out", "/no/such/dir/x.png"], "--out"),
        (
            ["render", "--style", "barFill", "--state", "idle", "--out", "/no/such/dir/x.png"],
            "does not exist; create it or pass another --out"
        ),
        (["render", "--style", "barFill", "--tint", "blue"], "--tint 'blue' is not a colour"),
    ])
    func userErrorsExitWithStatus2AndOneLine(arguments: [String], expected: String) throws {
        let run = try Binary.locate().run(arguments)
        #expect(run.status == 2)
        #expect(run.stdout.isEmpty)
        #expect(run.stderr.hasPrefix("refreshkit render: "))
        #expect(run.stderr.contains(expected), "\(run.stderr)")
        #expect(run.stderr.split(separator: "\n").count == 1)
    }
}
