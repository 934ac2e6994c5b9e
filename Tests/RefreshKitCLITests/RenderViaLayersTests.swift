import Foundation
import Testing
@testable import RefreshKitCLI
import RefreshKitRender

/// `refreshkit render --via layers` (issue 13): frames drawn from the styles' layer plans, as Core
/// Animation would show them, beside `--via scene`; the `render` contract otherwise unchanged.
@Suite struct RenderViaLayersTests {
    static let maximumMeanDifference = 1.0 / 255

    /// Mean absolute difference per channel, 0…1.
    static func meanDifference(_ a: Bitmap, _ b: Bitmap) -> Double {
        precondition(a.width == b.width && a.height == b.height)
        var sum = 0
        for (x, y) in zip(a.pixels, b.pixels) { sum += abs(Int(x) - Int(y)) }
        return Double(sum) / Double(a.pixels.count) / 255
    }

    /// Moments between keyframes (a pull progress, over-pull and times that no keyframe falls on).
    static let moments: [[String]] = [
        ["--state", "idle"],
        ["--state", "pulling", "--progress", "0.4137"],
        ["--state", "armed", "--over-pull", "23.3"],
        ["--state", "refreshing", "--time", "0.7043"],
        ["--state", "refreshing", "--time", "5.9171"],
        ["--state", "finishing", "--time", "0.2131", "--refreshing-duration", "2.3"],
    ]

    @Test(
        arguments: [
            "barFill", "arcSpinner", "progressRing", "handwriting", "letterWave", "classic", "system",
            "systemYellowOnRed", "imageSequence",
        ], moments)
    func aMomentViaLayersShowsTheScenesPixels(style: String, moment: [String]) throws {
        let dir = try ScratchDirectory()
        defer { dir.remove() }
        let binary = try Binary.locate()
        let common = ["render", "--style", style] + moment
        let layers = try binary.run(common + ["--via", "layers", "--out", dir.path("layers.png")])
        let scene = try binary.run(common + ["--via", "scene", "--out", dir.path("scene.png")])
        let plain = try binary.run(common + ["--out", dir.path("plain.png")])
        #expect(layers.status == 0 && scene.status == 0 && plain.status == 0, "\(layers.stderr)\(scene.stderr)")
        #expect(layers.stderr.isEmpty, "every phase of \(style) compiles: \(layers.stderr)")
        #expect(layers.stdout == dir.path("layers.png") + "\n")
        let d = Self.meanDifference(
            try PNGReader.read(dir.path("layers.png")), try PNGReader.read(dir.path("scene.png")))
        #expect(d <= Self.maximumMeanDifference, "\(style) \(moment): \(d * 255)/255")
        // --via scene is the default, byte for byte.
        #expect(
            FileManager.default.contents(atPath: dir.path("scene.png"))
                == FileManager.default.contents(atPath: dir.path("plain.png")))
    }

    @Test func aCycleViaLayersShowsTheScenesPixelsFrameByFrame() throws {
        let dir = try ScratchDirectory()
        defer { dir.remove() }
        let binary = try Binary.locate()
        let common = ["render", "--style", "letterWave", "--format", "png", "--scale", "1", "--fps", "20", "--quiet"]
        let layers = try binary.run(common + ["--via", "layers", "--out", dir.path("layers")])
        let scene = try binary.run(common + ["--out", dir.path("scene")])
        #expect(layers.status == 0 && scene.status == 0, "\(layers.stderr)\(scene.stderr)")
        #expect(layers.stderr.isEmpty, "\(layers.stderr)")
        let frames = try dir.contents("layers")
        #expect(frames == (try dir.contents("scene")) && frames.count > 50)
        var worst = 0.0
        for frame in frames {
            let d = Self.meanDifference(
                try PNGReader.read(dir.path("layers/\(frame)")),
                try PNGReader.read(dir.path("scene/\(frame)")))
            worst = max(worst, d)
            #expect(d <= Self.maximumMeanDifference, "\(frame): \(d * 255)/255")
        }
        #expect(worst > 0, "some frame falls between keyframes, so the plan is what was drawn")
    }

    @Test func theSpinnerThatTurnsFurtherEachLoopIsDrawnFromItsPlanWithNoNote() throws {
        // progressRing's loop is a cumulative turn: many loops in, the plan still shows the scene.
        let dir = try ScratchDirectory()
        defer { dir.remove() }
        let binary = try Binary.locate()
        let common = ["render", "--style", "progressRing", "--state", "refreshing", "--time", "37.3"]
        let layers = try binary.run(common + ["--via", "layers", "--out", dir.path("layers.png")])
        #expect(layers.status == 0 && layers.stderr.isEmpty, "\(layers.stderr)")
        _ = try binary.run(common + ["--out", dir.path("scene.png")])
        let d = Self.meanDifference(
            try PNGReader.read(dir.path("layers.png")), try PNGReader.read(dir.path("scene.png")))
        #expect(d <= Self.maximumMeanDifference, "\(d * 255)/255")
    }

    @Test(arguments: [
        (
            ["render", "--style", "barFill", "--via", "nope"],
            "--via 'nope' is not a way to draw; pass scene, layers or core-animation"
        ),
        (["render", "--style", "barFill", "--via", "Layers"], "--via 'Layers' is not a way to draw"),
        (
            ["render", "--style", "collapsingHeader", "--via", "layers"],
            "--via layers: the collapsing header has no layer plan yet; pass --via scene, or a refresh style"
        ),
        (["render", "--style", "collapsingHeader", "--state", "pulling", "--via", "layers"], "no layer plan yet"),
        (
            ["render", "--style", "barFill", "--state", "pulling", "--over-pull", "3", "--via", "layers"],
            "--over-pull belongs to --state armed"
        ),
    ])
    func badCombinationsExitWithStatus2AndOneLine(arguments: [String], expected: String) throws {
        let dir = try ScratchDirectory()
        defer { dir.remove() }
        let run = try Binary.locate().run(arguments + ["--out", dir.path("x.png")])
        #expect(run.status == 2)
        #expect(run.stdout.isEmpty)
        #expect(run.stderr.hasPrefix("refreshkit render: ") && run.stderr.contains(expected), "\(run.stderr)")
        #expect(run.stderr.split(separator: "\n").count == 1)
        #expect(try dir.contents().isEmpty)
    }

    @Test func allViaLayersLeavesTheCollapsingHeaderOutAndNeedsNoNote() throws {
        let dir = try ScratchDirectory()
        defer { dir.remove() }
        let run = try Binary.locate().run([
            "render", "--all", "--state", "pulling", "--via", "layers", "--scale", "1", "--quiet",
            "--out", dir.path("out"),
        ])
        #expect(run.status == 0, "\(run.stderr)")
        let written = try dir.contents("out")
        #expect(written.count == 9 && !written.contains("collapsingHeader.png"), "\(written)")
        #expect(run.stdout.split(separator: "\n").count == 9)
        // Every built-in style's pull compiles: none is drawn from its scene.
        #expect(run.stderr.isEmpty, "\(run.stderr)")
    }

    @Test func aFailedWriteViaLayersLeavesTheEarlierFileAndPrintsOnlyTheError() throws {
        let dir = try ScratchDirectory()
        defer { dir.remove() }
        let old = Data("an earlier, good file".utf8)
        _ = FileManager.default.createFile(atPath: dir.path("cycle.gif"), contents: old)
        // barFill's pull and loop are drawn from the scene (notes), and 2 KB of room is too little.
        let run = try Binary.locate().run(
            ["render", "--style", "barFill", "--via", "layers", "--out", "cycle.gif"],
            fileSizeLimit: 4, in: dir.url)
        #expect(run.status == 2, "\(run.stderr)")
        #expect(run.stdout.isEmpty)
        #expect(run.stderr.split(separator: "\n").count == 1 && !run.stderr.contains("note:"), "\(run.stderr)")
        #expect(FileManager.default.contents(atPath: dir.path("cycle.gif")) == old)
        #expect(try dir.contents() == ["cycle.gif"])
    }
}

/// The moment → plan time mapping of `--via layers`, and that a frame is the evaluated plan.
@MainActor @Suite struct LayerPlanScenesTests {
    @Test func eachPhaseReadsItsPlanAtItsOwnClock() {
        let pull = IndicatorMoment(state: .revealing(progress: 0.25), pullDistance: 20, triggerDistance: 80, time: 3)
        let armed = IndicatorMoment(state: .armed(overPull: 20), pullDistance: 100, triggerDistance: 80, time: 3)
        let loop = IndicatorMoment(
            state: .refreshing, pullDistance: 80, triggerDistance: 80, time: 1.7, refreshingDuration: 1.7)
        let finishing = IndicatorMoment(
            state: .finishing, pullDistance: 80, triggerDistance: 80, time: 0.2, refreshingDuration: 2)
        #expect(LayerPlanScenes.planTime(of: pull) == 0.25)
        #expect(LayerPlanScenes.planTime(of: armed) == 0.25)
        #expect(LayerPlanScenes.planTime(of: loop) == 1.7)
        #expect(LayerPlanScenes.planTime(of: finishing) == 0.2)
        #expect(LayerPlanScenes.planTime(of: IndicatorMoment(state: .idle)) == 0)
    }

    @Test func aFrameIsThePlanEvaluatedAtTheMomentsTime() {
        let glyphs = FreeTypeGlyphSource()
        let size = Size(width: 390, height: 80)
        let indicator = Indicators.LetterWave()
        let moment = IndicatorMoment(
            state: .finishing, pullDistance: 80, triggerDistance: 80, time: 0.1234,
            refreshingDuration: 2.5)
        let context = { (m: IndicatorMoment) in m.context(size: size, glyphs: glyphs) }
        let planned = LayerPlanScenes(
            indicator: indicator, styleName: "letterWave", moments: [moment], context: context)
        let plan = LayerPlanCompiler.compile(
            indicator, phase: .finishing, context: context(moment), refreshingDuration: 2.5)
        #expect(!plan.frameUpdates && planned.notes.isEmpty)
        #expect(planned.scene(moment) == LayerPlanEvaluator.scene(plan, at: 0.1234))
    }

    /// Draws one more bar every frame: no plan of keyframes can hold it.
    struct GrowingBars: RefreshIndicator {
        func scene(for context: IndicatorContext) -> IndicatorScene {
            var builder = IndicatorSceneBuilder(size: context.size)
            for k in 0...(Int(context.time * 60) % 40) {
                builder.fill(
                    VectorPath { $0.addRect(Rect(x: Double(k) * 4, y: 0, width: 2, height: 10)) }, color: .black)
            }
            return builder.build()
        }
    }

    @Test func aPhaseThatNeedsFrameUpdatesIsDrawnFromTheSceneWithOneNote() {
        let glyphs = FreeTypeGlyphSource()
        let size = Size(width: 390, height: 80)
        let moments = [0.1, 0.5, 0.9].map {
            IndicatorMoment(state: .refreshing, pullDistance: 80, triggerDistance: 80, time: $0, refreshingDuration: $0)
        }
        let context = { (m: IndicatorMoment) in m.context(size: size, glyphs: glyphs) }
        let planned = LayerPlanScenes(indicator: GrowingBars(), styleName: "bars", moments: moments, context: context)
        #expect(planned.notes.count == 1)
        #expect(
            planned.notes.first?.hasPrefix("bars's refreshing plan needs frame updates (") == true, "\(planned.notes)")
        for moment in moments { #expect(planned.scene(moment) == GrowingBars().scene(for: context(moment))) }
    }
}
