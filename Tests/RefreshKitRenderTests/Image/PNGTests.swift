import Testing
@testable import RefreshKitRender

@Suite struct PNGTests {
    /// A bitmap with every kind of opaque colour plus a few translucent pixels.
    func sample(width: Int = 7, height: Int = 5) -> Bitmap {
        var pixels: [UInt8] = []
        for y in 0..<height {
            for x in 0..<width {
                pixels += [
                    UInt8((x * 37 + y * 11) % 256), UInt8((x * 5 + y * 71) % 256), UInt8((x * y * 13) % 256), 255,
                ]
            }
        }
        return Bitmap(width: width, height: height, pixels: pixels)!
    }

    @Test func roundTripIsBitExactForOpaquePixels() throws {
        let bitmap = sample()
        let bytes = try PNGWriter.encode(bitmap)
        #expect(Array(bytes.prefix(8)) == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
        #expect(try PNGReader.decode(bytes) == bitmap)
    }

    @Test func roundTripThroughAFile() throws {
        let directory = temporaryDirectory("png")
        defer { removeTemporaryDirectory(directory) }
        defer { removeTemporaryDirectory(directory) }
        let path = directory + "/sample.png"
        let bitmap = sample(width: 33, height: 17)
        try PNGWriter.write(bitmap, to: path)
        #expect(try PNGReader.read(path) == bitmap)
    }

    @Test func translucentPixelsStayClose() throws {
        let bitmap = Bitmap(width: 2, height: 1, pixels: [64, 32, 0, 128, 0, 0, 0, 0])!
        let back = try PNGReader.decode(PNGWriter.encode(bitmap))
        for (a, b) in zip(bitmap.pixels, back.pixels) { #expect(abs(Int(a) - Int(b)) <= 1) }
    }

    @Test func unwritablePathSaysToPassAWritableOut() {
        let error = #expect(throws: RenderError.self) {
            try PNGWriter.write(sample(), to: "/nonexistent-directory/out.png")
        }
        guard case let .cannotWrite(path, _)? = error else {
            Issue.record("expected cannotWrite")
            return
        }
        #expect(path == "/nonexistent-directory/out.png")
        #expect(error!.description.contains("give a writable path in an existing directory"))
        #expect(!error!.description.contains("--"))
    }

    @Test func missingAndCorruptFilesThrowTypedErrors() throws {
        #expect(throws: RenderError.self) { try PNGReader.read("/nonexistent/file.png") }
        let bytes = try PNGWriter.encode(sample())
        for length in [0, 4, 8, 20, 40, bytes.count / 2, bytes.count - 13] {
            #expect(throws: RenderError.self, "cut at \(length)") { try PNGReader.decode(Array(bytes.prefix(length))) }
        }
    }
}
