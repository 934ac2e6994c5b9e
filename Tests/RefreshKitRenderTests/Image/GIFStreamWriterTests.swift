import Testing
@testable import RefreshKitRender

@Suite struct GIFStreamWriterTests {
    /// 24×24 frames of an anti-aliased arc moving round, with repeats (to merge) and a return
    /// to an earlier drawing, on a transparent canvas.
    func frames() throws -> [GIFFrame] {
        let rasterizer = Rasterizer()
        func arc(_ start: Double, _ shade: Double = 1) throws -> Bitmap {
            let path = VectorPath {
                $0.addArc(
                    center: Point(x: 12, y: 12), radius: 8, startAngle: start,
                    endAngle: start + 3.5, clockwise: true)
            }
            let scene = IndicatorScene(
                size: Size(width: 24, height: 24),
                items: [
                    .init(
                        content: .stroke(path, StrokeOptions(width: 3, cap: .round)),
                        paint: .solid(RGBAColor(red: 0.9 * shade, green: 0.3, blue: 0.35, alpha: 0.8)))
                ])
            return try rasterizer.render(scene, scale: 1)
        }
        let delays = [0.02, 0.02, 0.015, 0.1, 0.02, 1.0 / 30, 1.0 / 30, 0.02, 0, 0.05, 0.02, 0.02]
        let starts = [0.0, 0.0, 0.0, 0.7, 1.4, 1.4, 2.1, 0.0, 0.0, 2.8, 2.8, 3.5]
        return try zip(starts, delays).map { GIFFrame(bitmap: try arc($0.0, $0.0 / 4), delay: $0.1) }
    }

    static let configurations: [GIFWriter.Configuration] = [
        .init(), .init(matte: .red), .init(transparency: true), .init(transparency: true, alphaThreshold: 40),
        .init(mergesUnchangedFrames: false), .init(transparency: true, mergesUnchangedFrames: false),
    ]

    @Test(arguments: configurations)
    func writesTheBatchWritersBytes(configuration: GIFWriter.Configuration) throws {
        let frames = try frames()
        let expected = try BatchGIFReference.encode(frames, configuration: configuration)
        #expect(try GIFWriter(configuration: configuration).encode(frames) == expected)

        let directory = temporaryDirectory("gifstream")
        defer { removeTemporaryDirectory(directory) }
        let path = directory + "/streamed.gif"
        let writer = try GIFStreamWriter(path: path, width: 24, height: 24, configuration: configuration)
        for frame in frames { try writer.add(frame.bitmap, delay: frame.delay) }
        try writer.finish()
        #expect(try FileIO.readAll(path) == expected)
    }

    @Test func repeatsAreStillMergedIntoTheFrameBefore() throws {
        let frames = try frames()
        let directory = temporaryDirectory("gifstream")
        defer { removeTemporaryDirectory(directory) }
        let path = directory + "/merged.gif"
        let writer = try GIFStreamWriter(path: path, width: 24, height: 24)
        for frame in frames { try writer.add(frame.bitmap, delay: frame.delay) }
        try writer.finish()
        let gif = try GIFReader.read(path)
        // 12 frames, 4 of them repeats of the one before: 0.02+0.02+0.015, 0.1, 0.02+1/30, 1/30,
        // 0.02+0, 0.05+0.02, 0.02 as rounded running totals.
        #expect(gif.delays == [6, 10, 5, 3, 2, 7, 2])
        for i in gif.frames.indices.dropFirst() { #expect(gif.frames[i] != gif.frames[i - 1]) }
    }

    @Test func aFrameOfAnotherSizeOrDelayStopsTheWriter() throws {
        let dir = temporaryDirectory("gifstream")
        defer { removeTemporaryDirectory(dir) }
        let frame = try #require(Bitmap(width: 2, height: 2, pixels: [UInt8](repeating: 255, count: 16)))
        let other = try #require(Bitmap(width: 3, height: 2, pixels: [UInt8](repeating: 255, count: 24)))
        let writer = try GIFStreamWriter(path: dir + "/a.gif", width: 2, height: 2)
        try writer.add(frame, delay: 0.1)
        #expect(throws: RenderError.self) { try writer.add(other, delay: 0.1) }
        #expect(throws: RenderError.self) { try writer.add(frame, delay: 0.1) }  // stopped
        #expect(throws: RenderError.self) { try writer.finish() }

        let negative = try GIFStreamWriter(path: dir + "/b.gif", width: 2, height: 2)
        #expect(throws: RenderError.self) { try negative.add(frame, delay: -1) }
        let empty = try GIFStreamWriter(path: dir + "/c.gif", width: 2, height: 2)
        #expect(throws: RenderError.self) { try empty.finish() }
        let long = try GIFStreamWriter(path: dir + "/d.gif", width: 2, height: 2)
        try long.add(frame, delay: 600)
        try long.add(frame, delay: 600)  // merged: 1200 s, more than a GIF frame holds
        #expect(throws: RenderError.self) { try long.finish() }
        #expect(throws: RenderError.self) { try GIFStreamWriter(path: dir + "/e.gif", width: 70_000, height: 2) }
        #expect(throws: RenderError.self) { try GIFStreamWriter(path: "/nonexistent/f.gif", width: 2, height: 2) }
    }
}
