import Foundation
import Testing
import RefreshKitCore
import RefreshKitStyles
@testable import RefreshKitCLI

/// A raster cycle over ``RenderBudget/maximumPixelFrames`` is refused before anything is drawn:
/// status 2, one line with the figures and the options to change, nothing written.
@Suite struct RenderBudgetTests {
    @Test(arguments: [
        ["--style", "barFill", "--size", "4096x4096", "--scale", "2", "--out", "big.gif"],
        ["--style", "barFill", "--size", "4096x4096", "--scale", "1.25", "--fps", "120", "--out", "big.gif"],
        ["--style", "arcSpinner", "--size", "4096x4096", "--scale", "2", "--format", "png", "--out", "frames"],
        ["--all", "--size", "4096x4096", "--scale", "2", "--out", "gallery"],
    ])
    func anOverBudgetCycleExitsWithStatus2AndOneLineBeforeAnyWork(arguments: [String]) throws {
        let dir = try ScratchDirectory()
        defer { dir.remove() }
        let start = Date()
        let run = try Binary.locate().run(["render"] + arguments, fileSizeLimit: 1 << 20, in: dir.url)
        #expect(run.status == 2, "\(run.stderr)")
        #expect(run.stdout.isEmpty)
        let lines = run.stderr.split(separator: "\n")
        #expect(lines.count == 1, "\(run.stderr)")
        let line = String(lines.first ?? "")
        #expect(line.hasPrefix("refreshkit render: "), "\(line)")
        #expect(line.contains("billion pixels x frames") && line.contains("8.6 billion"), "\(line)")
        #expect(line.contains("--size") && line.contains("--scale") && line.contains("--fps"), "\(line)")
        #expect(try dir.contents().isEmpty, "nothing written")
        #expect(Date().timeIntervalSince(start) < 10, "refused up front, not after drawing")
    }

    @Test @MainActor func namesTheFirstStyleThatIsOverAndItsFigures() throws {
        let styles = try #require(Indicators.style(named: "barFill").map { [$0] })
        #expect(throws: (any Error).self) {
            try RenderBudget.check(styles, size: "4096x4096", scale: 2, fps: 50, timing: .cycle, format: .gif)
        }
        do {
            try RenderBudget.check(styles, size: "4096x4096", scale: 2, fps: 50, timing: .cycle, format: .gif)
        } catch {
            #expect("\(error)".hasPrefix("barFill at 8192x8192 pixels for "), "\(error)")
        }
    }

    @Test @MainActor func momentsSVGCyclesAndCyclesWithinBudgetPass() throws {
        let styles = Indicators.catalog
        let moment = RenderJob.Timing.moment(state: .refreshing, pull: 80, time: 0, refreshingDuration: 0)
        try RenderBudget.check(styles, size: "4096x4096", scale: 2, fps: 120, timing: moment, format: .png)
        try RenderBudget.check(styles, size: "4096x4096", scale: 2, fps: 120, timing: .cycle, format: .svg)
        try RenderBudget.check(styles, size: "1024x1024", scale: 1, fps: 50, timing: .cycle, format: .gif)
        try RenderBudget.check(styles, size: nil, scale: 2, fps: 120, timing: .cycle, format: .png)
    }
}
