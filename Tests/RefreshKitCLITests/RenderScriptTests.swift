import Foundation
import Testing
@testable import RefreshKitCLI
import RefreshKitRender
import RefreshKitSimulation

/// `refreshkit render --script FILE`: the gallery's carousel row, a horizontal script's leading
/// control recorded by the real controller on the simulated scroll view and drawn in its slot.
@Suite struct RenderScriptTests {
    static var carousel: String { packageRoot.appendingPathComponent("gesture-scripts/carousel-refresh.json").path }

    /// The same carousel seen as a vertical list (axes swapped): a 200-pt-wide list with a 64-pt header.
    static let verticalTwin = """
        {"viewport": {"width": 200, "height": 390}, "contentHeight": 1200,
         "header": {"height": 64, "actionDuration": 2.0},
         "steps": [{"drag": {"by": 240, "duration": 0.8}}, {"wait": 0.2}, {"release": {"velocity": 0}}, {"wait": 5}]}
        """

    @Test @MainActor func theLeadingControlIsRecordedInItsSlotThroughAWholeRefresh() throws {
        let cycle = try ScriptedCycle.read(Self.carousel)
        #expect(cycle.horizontal)
        #expect(cycle.slot == Size(width: 64, height: 200))
        let indicator = Indicators.LetterWave()
        let moments = try cycle.moments(for: indicator, fps: Render.defaultFPS)
        let phases = moments.map(\.state.phase)
        // Pulled, armed, refreshing for the action's 2 s, finishing (the wave completes its cycle), at rest.
        for phase in [RefreshPhase.revealing, .armed, .refreshing, .finishing] {
            #expect(phases.contains(phase), "\(phase)")
        }
        #expect(phases.last == .idle && phases.first == .idle)
        #expect(moments.allSatisfy { $0.edge == .header && $0.triggerDistance == 64 })
        let refreshing = Double(phases.filter { $0 == .refreshing }.count) / Render.defaultFPS
        #expect(abs(refreshing - 2) <= 1 / Render.defaultFPS + 1e-9)
        let finishing = Double(phases.filter { $0 == .finishing }.count) / Render.defaultFPS
        let hold = indicator.finishingHoldDuration(afterRefreshingFor: 2)
        #expect(hold > 0 && abs(finishing - (hold + 0.3)) <= 2 / Render.defaultFPS, "the finishing hold is kept")
        // The recording stops 0.2 s after the control rests.
        let resting = phases.reversed().prefix { $0 == .idle }.count
        #expect(abs(Double(resting) / Render.defaultFPS - 0.2) <= 1.5 / Render.defaultFPS)

        // The horizontal run is the vertical run of the same view with its axes swapped.
        let script = try ScriptDecoder.decode(Array(Self.verticalTwin.utf8))
        let twin = ScriptedCycle(script: script, horizontal: false, file: "twin")
        #expect(twin.slot == Size(width: 200, height: 64))
        #expect(try twin.moments(for: indicator, fps: Render.defaultFPS) == moments)
    }

    @Test func theCarouselGIFIsTheSlotAtTwoXAndReproducible() throws {
        let dir = try ScratchDirectory()
        defer { dir.remove() }
        for name in ["a.gif", "b.gif"] {
            let run = try Binary.locate().run(
                ["render", "--style", "arcSpinner", "--script", Self.carousel, "--out", name],
                in: dir.url)
            #expect(run.status == 0, "\(run.stderr)")
            #expect(run.stdout == "\(name)\n")
        }
        let a = try Data(contentsOf: dir.url.appendingPathComponent("a.gif"))
        #expect(a == (try Data(contentsOf: dir.url.appendingPathComponent("b.gif"))), "byte for byte")
        let gif = try GIFReader.read(dir.url.appendingPathComponent("a.gif").path)
        #expect(gif.width == 128 && gif.height == 400)
        #expect(gif.frames.count > 10 && gif.loopCount == 0)
    }

    @Test func allLeavesTheCollapsingHeaderOut() throws {
        let dir = try ScratchDirectory()
        defer { dir.remove() }
        let run = try Binary.locate().run(
            [
                "render", "--all", "--script", Self.carousel, "--format", "svg", "--out", "carousel",
                "--fps", "5",
            ], in: dir.url)
        #expect(run.status == 0, "\(run.stderr)")
        let written = run.stdout.split(separator: "\n").map(String.init)
        #expect(written == Indicators.catalog.filter { $0.name != "collapsingHeader" }.map { "carousel/\($0.name)" })
    }

    @Test(arguments: [
        (
            ["--state", "refreshing"],
            "--script and --state exclude each other: the script's run decides the moments; drop one of them"
        ),
        (
            ["--size", "64x200"],
            "--script and --size exclude each other: the script's run decides the slot; drop one of them"
        ),
        (
            ["--edge", "footer"],
            "--edge 'footer' does not apply to --script, which draws the script's header (or leading) control; drop --edge"
        ),
    ])
    func optionsTheScriptDecidesAreRefused(extra: [String], message: String) throws {
        let dir = try ScratchDirectory()
        defer { dir.remove() }
        let run = try Binary.locate().run(
            ["render", "--style", "system", "--script", Self.carousel] + extra, in: dir.url)
        #expect(run.status == 2)
        #expect(run.stderr == "refreshkit render: \(message)\n")
        #expect(try dir.contents().isEmpty)
    }

    @Test func aBadScriptIsOneLineThatSaysWhere() throws {
        let dir = try ScratchDirectory()
        defer { dir.remove() }
        let cases: [(String, String)] = [
            (
                #"{"direction": "horizontal", "viewport": {"width": 390, "height": 200}, "contentWidth": 900, "steps": []}"#,
                #"has no "leading" control to draw; add one, e.g. "leading": {"height": 64}"#
            ),
            (
                #"{"viewport": {"width": 390, "height": 844}, "contentHeight": 2000, "header": {"height": -1}, "steps": []}"#,
                "header.height"
            ),
        ]
        for (index, (json, expected)) in cases.enumerated() {
            let file = dir.url.appendingPathComponent("script-\(index).json")
            try Data(json.utf8).write(to: file)
            let run = try Binary.locate().run(
                ["render", "--style", "system", "--script", file.lastPathComponent, "--out", "x.gif"],
                in: dir.url)
            #expect(run.status == 2)
            #expect(run.stderr.hasPrefix("refreshkit render: --script 'script-\(index).json'"), "\(run.stderr)")
            #expect(run.stderr.contains(expected), "\(run.stderr)")
            #expect(run.stderr.filter { $0 == "\n" }.count == 1)
        }
        let missing = try Binary.locate().run(["render", "--style", "system", "--script", "nowhere.json"], in: dir.url)
        #expect(missing.status == 2 && missing.stderr.contains("cannot read \"nowhere.json\""), "\(missing.stderr)")
        let header = try Binary.locate().run(
            ["render", "--style", "collapsingHeader", "--script", Self.carousel], in: dir.url)
        #expect(header.status == 2 && header.stderr.contains("the collapsing header is not one"), "\(header.stderr)")
        #expect(try dir.contents().filter { !$0.hasSuffix(".json") }.isEmpty)
    }
}
