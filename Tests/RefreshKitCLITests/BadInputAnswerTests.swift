import Foundation
import RefreshKitSimulation
import Testing
#if canImport(Glibc)
import Glibc
#endif
@testable import RefreshKitCLI
import RefreshKitRender

/// Input that was accepted or misreported gets the answer docs/cli.md gives (issue 22).
@Suite struct BadInputAnswerTests {
    @Test(arguments: [
        (
            ["render", "--style", "classic", "--state", "idle", "--last-updated", "2023-02-29 12:00"],
            "February has no day 29 in 2023"
        ),
        (
            ["render", "--style", "classic", "--state", "idle", "--last-updated", "02-30 10:00"],
            "February has no day 30"
        ),
        (
            ["render", "--style", "classic", "--state", "idle", "--last-updated", "2024-04-31 10:00"],
            "April has no day 31 in 2024"
        ),
        (
            ["render", "--style", "barFill", "--style", "arcSpinner", "--state", "idle"],
            "'--style' is given twice; pass it once"
        ),
        (["render", "--style", "barFill", "--state", "idle", "--scale=2", "--scale", "3"], "'--scale' is given twice"),
        (
            ["render", "--style", "barFill", "--transparent", "--background", "ffffff"],
            "--transparent and --background 'ffffff' exclude"
        ),
        (
            ["render", "--style", "collapsingHeader", "--state", "pulling", "--time", "0.3"],
            "--time does not apply to the collapsing header"
        ),
        (
            ["render", "--style", "barFill", "--state", "idle", "--scale", "1e-320"],
            "--scale '1e-320' is out of range; pass a number from 0.0001"
        ),
        (["help", "nope"], "refreshkit: unknown command 'nope'"),
        (
            ["render", "--style", "barFill", "--state", "idle", "--format", "png\nx"],
            "--format 'png\\nx' is not a format; pass png, gif or svg"
        ),
    ])
    func isRefusedInOneLine(arguments: [String], expected: String) throws {
        let dir = try ScratchDirectory()
        defer { dir.remove() }
        let run = try Binary.locate().run(arguments, in: dir.url)
        #expect(run.status == 2, "\(run.stderr)")
        #expect(run.stdout.isEmpty)
        #expect(run.stderr.filter { $0 == "\n" }.count == 1 && run.stderr.contains(expected), "\(run.stderr)")
        #expect(try dir.contents().isEmpty)
    }

    @Test func aFontThatIsAFIFOOrADeviceIsSaidToBeOne() throws {
        let dir = try ScratchDirectory()
        defer { dir.remove() }
        #expect(mkfifo(dir.path("font.fifo"), 0o644) == 0)
        var cases = [("font.fifo", "--font 'font.fifo' is a FIFO (named pipe), not a font file")]
        if mknod(dir.path("zero"), S_IFCHR | 0o666, (1 << 8) | 5) == 0 {  // the zero device's numbers
            cases.append(("zero", "--font 'zero' is a character device, not a font file"))
        } else {
            print("note: mknod is not allowed here; --font on a device is not checked")
        }
        for (font, expected) in cases {
            let run = try Binary.locate().run(
                ["render", "--style", "classic", "--state", "idle", "--font", font, "--out", "x.png"],
                in: dir.url)
            #expect(run.status == 2 && run.stderr.contains(expected) && !run.stderr.contains("empty"), "\(run.stderr)")
        }
    }

    /// A 100,000-digit number was quoted for 600 characters; the docs promise 80.
    @Test func aHugeNumberIsQuotedForEightyCharacters() throws {
        let digits = "1" + String(repeating: "0", count: 100_000)
        let script = #"{"viewport": {"width": 390, "height": 844}, "contentHeight": "# + digits + #", "steps": []}"#
        let run = try Binary.locate().run(["simulate"], stdin: Array(script.utf8))
        #expect(run.status == 2)
        #expect(
            run.stderr == "refreshkit simulate: contentHeight: \(digits.prefix(80))… is out of range; "
                + "pass a finite number between -1e9 and 1e9\n")
    }

    @Test func aNullDirectionCountsAsAbsent() throws {
        let script =
            #"{"direction": null, "viewport": {"width": 390, "height": 844}, "contentHeight": 2000, "steps": [{"wait": 1}]}"#
        let run = try Binary.locate().run(["simulate"], stdin: Array(script.utf8))
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.contains(#""offsetY": 0"#))
    }

    @Test func allWithAStateWritesOnePNGPerStyle() throws {
        let dir = try ScratchDirectory()
        defer { dir.remove() }
        let run = try Binary.locate().run(
            ["render", "--all", "--state", "armed", "--scale", "1", "--out", "out"], in: dir.url)
        #expect(run.status == 0, "\(run.stderr)")
        let written = try dir.contents("out")
        #expect(!written.isEmpty && written.allSatisfy { $0.hasSuffix(".png") }, "\(written)")
    }

    @Test func allAsPNGCyclesMakesAFolderOfFramesNamedAfterEachStyle() throws {
        let dir = try ScratchDirectory()
        defer { dir.remove() }
        let run = try Binary.locate().run(
            ["render", "--all", "--format", "svg", "--fps", "2", "--out", "out"], in: dir.url)
        #expect(run.status == 0, "\(run.stderr)")
        let written = try dir.contents("out")
        #expect(written.contains("barFill") && written.allSatisfy { !$0.contains(".") }, "\(written)")
        #expect(run.stdout.split(separator: "\n").contains("out/barFill"))
        #expect(try dir.contents("out/barFill").first == "frame-0000.svg")
    }

    /// `--transparent` in dark was ignored (every pixel drawn on black); it now leaves the
    /// background out, edges blended with the dark background.
    @Test func aTransparentDarkGIFHasTransparentPixels() throws {
        let dir = try ScratchDirectory()
        defer { dir.remove() }
        let run = try Binary.locate().run(
            [
                "render", "--style", "barFill", "--state", "pulling", "--appearance", "dark", "--transparent",
                "--format", "gif", "--out", "t.gif",
            ], in: dir.url)
        #expect(run.status == 0, "\(run.stderr)")
        let gif = try GIFReader.read(dir.path("t.gif"))
        let alphas = stride(from: 3, to: gif.frames[0].pixels.count, by: 4).map { gif.frames[0].pixels[$0] }
        #expect(alphas.contains(0) && alphas.contains(255))
    }
}

/// GIF frames never last under 2 cs (browsers play shorter ones at 10 cs): above 50 fps frames
/// are merged, and the GIF lasts as long as the cycle.
@Suite struct GIFFrameRateTests {
    @Test(arguments: [60.0, 120.0])
    @MainActor
    func aCycleAbove50FPSHasNoDelayUnder2Centiseconds(fps: Double) throws {
        let scratch = try ScratchDirectory()  // a folder of the test's own, not /tmp at large
        defer { scratch.remove() }
        let path = scratch.path("cycle.gif")
        try Render.parse(["--style", "barFill", "--fps", RenderInput.format(fps), "--out", path]).perform(
            printsPaths: false)
        let gif = try GIFReader.read(path)
        let style = try #require(Indicators.style(named: "barFill"))
        guard case let .indicator(make) = style.kind else { return }
        let moments = try IndicatorCycle(
            configuration: RefreshConfiguration(height: style.preferredSize.height), fps: fps
        )
        .moments(for: make()).count
        #expect(gif.delays.allSatisfy { $0 >= 2 }, "\(gif.delays)")
        #expect(gif.delays.reduce(0, +) == Int((Double(moments) * 100 / fps).rounded()))
    }

    @Test func theScheduleShowsEachFrameAtItsOwnTimeAtLeast2CentisecondsApart() {
        let schedule = GIFFrameSchedule(count: 12, fps: 120)
        // 120 fps: frames at 0, 0.83, 1.67, 2.5 … cs (rounded 0, 1, 2, 3, 3, 4, 5, 6, 7, 8, 8, 9);
        // shown at 0, 2 (frame 2), 4 (5), 6 (7), 8 (9), and the cycle ends at 10.
        #expect(
            schedule.delays.map { $0.map { Int(($0 * 100).rounded()) } }
                == [2, nil, 2, nil, nil, 2, nil, 2, nil, 2, nil, nil])
        #expect(GIFFrameSchedule(count: 3, fps: 50).delays == [0.02, 0.02, 0.02])
        #expect(GIFFrameSchedule(count: 1, fps: 120).delays == [0.02])
    }
}
