import Testing
@testable import RefreshKitRender

@Suite struct GIFWriterTests {
    /// An opaque bitmap of one colour with a square of another at (x, y).
    func frame(
        _ background: (UInt8, UInt8, UInt8), square: (UInt8, UInt8, UInt8), at x0: Int,
        size: Int = 16
    ) -> Bitmap {
        var pixels: [UInt8] = []
        for y in 0..<size {
            for x in 0..<size {
                let inside = x >= x0 && x < x0 + 4 && y >= 4 && y < 8
                let c = inside ? square : background
                pixels += [c.0, c.1, c.2, 255]
            }
        }
        return Bitmap(width: size, height: size, pixels: pixels)!
    }

    /// An anti-aliased arc spinner frame.
    func spinner(_ progress: Double) throws -> Bitmap {
        let arc = VectorPath {
            $0.addArc(
                center: Point(x: 20, y: 20), radius: 12, startAngle: progress * 6,
                endAngle: progress * 6 + 4, clockwise: true)
        }
        let scene = IndicatorScene(
            size: Size(width: 40, height: 40),
            items: [
                .init(
                    content: .stroke(arc, StrokeOptions(width: 4, cap: .round)),
                    paint: .solid(RGBAColor(rgb8: 234, 84, 87)))
            ])
        return try Rasterizer().render(scene, scale: 1)
    }

    @Test func decodesWithTheFrameCountDelaysAndLoop() throws {
        let frames = [
            GIFFrame(bitmap: frame((255, 255, 255), square: (255, 0, 0), at: 1), delay: 0.1),
            GIFFrame(bitmap: frame((255, 255, 255), square: (0, 128, 0), at: 5), delay: 0.25),
            GIFFrame(bitmap: frame((0, 0, 255), square: (0, 0, 0), at: 9), delay: 1),
        ]
        let directory = temporaryDirectory("gif")
        defer { removeTemporaryDirectory(directory) }
        defer { removeTemporaryDirectory(directory) }
        let path = directory + "/three.gif"
        try GIFWriter().write(frames, to: path)
        let gif = try GIFReader.read(path)
        #expect(gif.frames.count == 3)
        #expect(gif.delays == [10, 25, 100])
        #expect(gif.loopCount == 0)
        #expect(gif.width == 16 && gif.height == 16)
        for (decoded, source) in zip(gif.frames, frames) { #expect(decoded == source.bitmap) }
    }

    @Test func roundingErrorDoesNotAccumulate() throws {
        let frames = try (0..<30).map { GIFFrame(bitmap: try spinner(Double($0) / 30), delay: 1.0 / 30) }
        let gif = try GIFReader.decode(GIFWriter().encode(frames))
        #expect(gif.frames.count == 30)
        #expect(gif.delays.reduce(0, +) == 100)
        #expect(Set(gif.delays).isSubset(of: [3, 4]))
        #expect(GIFWriter.centiseconds([0.016, 0.016, 0.016, 0.016, 0.016, 0.016]) == [2, 1, 2, 1, 2, 2])
    }

    @Test func unchangedFramesAreMergedWithTheirDelaysAdded() throws {
        let a = frame((255, 255, 255), square: (255, 0, 0), at: 1),
            b = frame((255, 255, 255), square: (255, 0, 0), at: 6)
        let frames = [
            GIFFrame(bitmap: a, delay: 0.1), GIFFrame(bitmap: a, delay: 0.1),
            GIFFrame(bitmap: a, delay: 0.05), GIFFrame(bitmap: b, delay: 0.1),
        ]
        let merged = try GIFReader.decode(GIFWriter().encode(frames))
        #expect(merged.delays == [25, 10])
        let unmerged = try GIFReader.decode(
            GIFWriter(configuration: .init(mergesUnchangedFrames: false)).encode(frames))
        #expect(unmerged.delays == [10, 10, 5, 10])
    }

    @Test func antiAliasedFramesKeepTheirColoursExactly() throws {
        let frames = try [0.0, 0.3, 0.6].map { GIFFrame(bitmap: try spinner($0), delay: 0.1) }
        let writer = GIFWriter()
        let gif = try GIFReader.decode(writer.encode(frames))
        for (decoded, source) in zip(gif.frames, frames) {
            // Fewer than 256 shades per frame: the palette is exact, so decoding gives the matte composite.
            let expected = writer.flatten(source.bitmap)
            for i in 0..<expected.count {
                let p = decoded.pixels
                #expect(UInt32(p[4 * i]) << 16 | UInt32(p[4 * i + 1]) << 8 | UInt32(p[4 * i + 2]) == expected[i])
            }
        }
    }

    @Test func manyColoursAreQuantizedClosely() throws {
        // 64×64 with 4096 distinct colours.
        var pixels: [UInt8] = []
        for y in 0..<64 { for x in 0..<64 { pixels += [UInt8(x * 4), UInt8(y * 4), UInt8((x + y) * 2), 255] } }
        let bitmap = Bitmap(width: 64, height: 64, pixels: pixels)!
        let gif = try GIFReader.decode(GIFWriter().encode([GIFFrame(bitmap: bitmap, delay: 0.1)]))
        var total = 0, worst = 0
        for i in 0..<(64 * 64 * 4) where i % 4 != 3 {
            let e = abs(Int(gif.frames[0].pixels[i]) - Int(pixels[i]))
            total += e
            worst = max(worst, e)
        }
        let mean = Double(total) / Double(64 * 64 * 3)
        #expect(mean < 4, "mean error \(mean)")
        #expect(worst < 24, "worst error \(worst)")
    }

    @Test func translucentPixelsAreCompositedOverTheMatte() throws {
        // Black at half alpha (premultiplied 0,0,0,128).
        let half = Bitmap(width: 2, height: 1, pixels: [0, 0, 0, 128, 0, 0, 0, 0])!
        let white = try GIFReader.decode(GIFWriter().encode([GIFFrame(bitmap: half, delay: 0.1)]))
        #expect(Array(white.frames[0].pixels) == [127, 127, 127, 255, 255, 255, 255, 255])
        let onRed = try GIFReader.decode(
            GIFWriter(configuration: .init(matte: .red)).encode([GIFFrame(bitmap: half, delay: 0.1)]))
        #expect(Array(onRed.frames[0].pixels) == [127, 0, 0, 255, 255, 0, 0, 255])
    }

    @Test func transparencyMakesLowAlphaPixelsTransparent() throws {
        let bitmap = Bitmap(width: 3, height: 1, pixels: [0, 0, 0, 100, 200, 0, 0, 200, 0, 0, 255, 255])!
        let writer = GIFWriter(configuration: .init(transparency: true))
        let frames = [
            GIFFrame(bitmap: bitmap, delay: 0.1),
            GIFFrame(bitmap: Bitmap(width: 3, height: 1, pixels: [0, 255, 0, 255] + [0, 0, 0, 0] * 2)!, delay: 0.1),
        ]
        let gif = try GIFReader.decode(writer.encode(frames))
        #expect(gif.frames[0].at(0, 0).a == 0)
        #expect(gif.frames[0].at(1, 0) == RGBA(r: 255, g: 55, b: 55, a: 255))  // 200/255 red over white
        #expect(gif.frames[0].at(2, 0) == RGBA(r: 0, g: 0, b: 255, a: 255))
        // The second frame's transparent pixels do not show the first frame (disposed to background).
        #expect(gif.frames[1].at(1, 0).a == 0 && gif.frames[1].at(2, 0).a == 0)
        #expect(gif.frames[1].at(0, 0) == RGBA(r: 0, g: 255, b: 0, a: 255))
    }

    @Test func invalidFramesThrowTypedErrors() {
        let a = Bitmap(width: 2, height: 2, pixels: [UInt8](repeating: 255, count: 16))!
        let b = Bitmap(width: 3, height: 2, pixels: [UInt8](repeating: 255, count: 24))!
        #expect(throws: RenderError.self) { try GIFWriter().encode([]) }
        #expect(throws: RenderError.self) {
            try GIFWriter().encode([GIFFrame(bitmap: a, delay: 0.1), GIFFrame(bitmap: b, delay: 0.1)])
        }
        #expect(throws: RenderError.self) { try GIFWriter().encode([GIFFrame(bitmap: a, delay: -1)]) }
        #expect(throws: RenderError.self) { try GIFWriter().encode([GIFFrame(bitmap: a, delay: .nan)]) }
        #expect(throws: RenderError.self) {
            try GIFWriter().write([GIFFrame(bitmap: a, delay: 0.1)], to: "/nonexistent/a.gif")
        }
        #expect(throws: RenderError.self) { try GIFReader.decode([0x47, 0x49, 0x46]) }
    }
}

private func * (array: [UInt8], count: Int) -> [UInt8] { Array((0..<count).map { _ in array }.joined()) }
