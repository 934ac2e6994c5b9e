import Foundation
import Testing
@testable import RefreshKitPlayground
import RefreshKitCore
import RefreshKitRender

@Suite @MainActor struct FrameLayoutTests {
    let glyphs = FreeTypeGlyphSource()

    @Test func atRestTheListFillsTheWindowAndNoIndicatorShows() {
        let playground = Playground()
        let layout = playground.layout(scale: 2, overlayLines: [], glyphs: glyphs)
        #expect(layout.contentTop == 0)
        #expect(layout.header == nil)
        #expect(layout.footer == nil)
        // 844 − 52 pt of overlay = 792 pt = exactly 18 rows of 44 pt.
        #expect(layout.visibleRows == 0..<18)
        #expect(layout.contentViewport == Rect(x: 0, y: 0, width: 390, height: 792))
    }

    @Test func aPullShowsTheHeaderIndicatorJustAboveTheContent() {
        let playground = Playground()
        var finger = Finger(playground)
        finger.drag(by: 200, over: 0.4)
        let layout = playground.layout(scale: 2, overlayLines: [], glyphs: glyphs)
        let header = try! #require(layout.header)
        #expect(layout.contentTop > 60)
        #expect(header.rect.maxY == layout.contentTop)
        #expect(header.rect.height == playground.header.configuration.height)
        #expect(header.phase == playground.header.state.phase)
        #expect(!header.scene.items.isEmpty)
        #expect(layout.contentTop * 2 == (layout.contentTop * 2).rounded())  // on the pixel grid
    }

    @Test func theFooterShowsBelowTheLastRow() {
        let playground = Playground()
        for _ in 0..<40 { playground.apply(.wheel(dy: -PointerInput.wheelStep)) }
        let layout = playground.layout(scale: 1, overlayLines: [], glyphs: glyphs)
        let footer = try! #require(layout.footer)
        #expect(footer.rect.minY == layout.rowRect(playground.rowCount - 1).maxY)
        #expect(layout.visibleRows.upperBound == playground.rowCount)
    }

    @Test func visibleRowsAreThoseThatMeetTheViewport() {
        let viewport = Rect(x: 0, y: 91, width: 390, height: 701)
        #expect(FrameLayout.visibleRows(rowCount: 30, contentTop: 91, viewport: viewport) == 0..<16)
        #expect(FrameLayout.visibleRows(rowCount: 30, contentTop: 50, viewport: viewport) == 0..<17)
        #expect(FrameLayout.visibleRows(rowCount: 5, contentTop: 91, viewport: viewport) == 0..<5)
        #expect(FrameLayout.visibleRows(rowCount: 30, contentTop: 900, viewport: viewport) == 0..<0)
        #expect(FrameLayout.visibleRows(rowCount: 30, contentTop: -5000, viewport: viewport) == 30..<30)
        #expect(FrameLayout.visibleRows(rowCount: 0, contentTop: 0, viewport: viewport) == 0..<0)
    }

    @Test func aRowIsAWhiteCellWithItsTitleAndASeparator() throws {
        let scene = PlaygroundScenes.row(41, width: 390, hairline: 0.5, glyphs: glyphs)
        #expect(PlaygroundScenes.rowTitle(41) == "Row 42")
        #expect(scene.size == Size(width: 390, height: 44))
        #expect(scene.items.count == 3)
        guard case let .fill(separator, _) = scene.items[2].content else {
            Issue.record("no separator")
            return
        }
        #expect(separator.bounds == Rect(x: 16, y: 43.5, width: 374, height: 0.5))
        guard case let .fill(text, _) = scene.items[1].content else {
            Issue.record("no text")
            return
        }
        #expect(text.bounds.minX >= 16 && text.bounds.maxX < 100)
        #expect(abs(text.bounds.midY - 22) < 4)
        let bitmap = try Rasterizer().render(scene, scale: 2)
        #expect(bitmap.width == 780 && bitmap.height == 88)
    }

    @Test func theOverlayAndBarsDrawTheirText() {
        let overlay = PlaygroundScenes.overlay(
            lines: ["header idle  footer idle", "classic  frame 3.1 ms"],
            width: 390, glyphs: glyphs)
        #expect(overlay.items.count == 3)
        for height in [91.0, 140] {
            let bar = PlaygroundScenes.bar(width: 390, height: height, hairline: 0.5, glyphs: glyphs)
            #expect(bar.items.count == 4)
            #expect(bar.size.height == height)
        }
    }

    /// The compositor's cached parts give the frame that rasterizing the whole scene gives.
    @Test(arguments: [1, 2])
    func theCompositorDrawsWhatTheWholeSceneDraws(scale: Int) throws {
        let playground = Playground(configuration: .init(safeAreaTop: 91))
        var finger = Finger(playground)
        finger.drag(by: 260, over: 0.4)
        let layout = playground.layout(scale: Double(scale), overlayLines: ["header armed", "classic"], glyphs: glyphs)
        #expect(layout.header != nil)
        let compositor = FrameCompositor(scale: Double(scale), glyphs: glyphs)
        var frame = try #require(FrameBuffer(width: 390 * scale, height: 844 * scale))
        try compositor.draw(layout, into: &frame)
        try compositor.draw(layout, into: &frame)  // a second time, from the caches
        let whole = try Rasterizer().render(layout.scene(glyphs: glyphs), scale: Double(scale))
        var worst = 0
        for (a, b) in zip(frame.pixels, whole.pixels) { worst = Swift.max(worst, abs(Int(a) - Int(b))) }
        #expect(worst <= 2, "largest channel difference \(worst)")
    }
}

@Suite @MainActor struct PlaygroundSessionTests {
    /// The e2e test's loop without X: pointer events in, frames recorded, the log and the
    /// frames checked.
    @Test func aDragAndReleaseLogsTheCycleAndTheFramesShowTheIndicator() throws {
        let directory = FileManager.default.temporaryDirectory.path + "/playground-session-\(getpid())"
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let session = try PlaygroundSession(configuration: .init(workDelay: 0.5), scale: 1, log: true)
        var lines: [String] = []
        session.output = { lines.append($0) }
        session.recorder = try FrameRecorder(directory: directory)
        let fps = 20.0
        var n = 0
        var t: Double { Double(n) / fps }
        func frame() throws {
            try session.render(now: t)
            session.frameDone(workMilliseconds: 1)
            try session.recordFrame()
            n += 1
        }
        try frame()
        session.press(button: 1, y: 200, eventTime: t, now: t)
        for i in 1...10 {
            session.motion(y: 200 + Double(i) * 30, eventTime: t, now: t)
            try frame()
        }
        session.release(button: 1, y: 500, eventTime: t, now: t)
        while n < 60 { try frame() }
        #expect(lines == lines.filter { $0.hasSuffix("}\n") })
        let states = lines.map { line in line.split(separator: "\"").dropLast().last.map(String.init) ?? "" }
        #expect(states == ["pulling", "armed", "refreshing", "finishing", "idle"])
        let report = try FrameCheck.check(directory: directory)
        #expect(report.frames == 60)
        #expect(report.passed, "\(report.json)")
        #expect(session.statistics.count == 60)
        session.key(.character("q"), now: t)
        #expect(session.wantsQuit)
    }

    @Test func theCheckFailsWithoutAnIndicatorAndForAMissingDirectory() throws {
        let directory = FileManager.default.temporaryDirectory.path + "/playground-idle-\(getpid())"
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let session = try PlaygroundSession(configuration: .init(), scale: 1, log: false)
        session.recorder = try FrameRecorder(directory: directory)
        for i in 0..<3 {
            try session.render(now: Double(i) / 60)
            try session.recordFrame()
        }
        let report = try FrameCheck.check(directory: directory)
        #expect(report.frames == 3)
        #expect(!report.passed)
        #expect(throws: PlaygroundError.self) { try FrameCheck.check(directory: directory + "/none") }
    }
}
