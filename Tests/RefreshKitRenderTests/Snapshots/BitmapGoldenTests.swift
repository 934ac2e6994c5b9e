import Foundation
import SnapshotTesting
import Testing
@testable import RefreshKitRender

/// The `.png(tolerance:)` strategy: what passes, what fails and what it says.
@Suite struct BitmapGoldenTests {
    /// A 3×2 opaque grey bitmap, with `delta` added to the green channel of pixel (1, 0).
    func grey(delta: Int = 0, width: Int = 3) -> Bitmap {
        var pixels = [UInt8](repeating: 0, count: width * 2 * 4)
        for i in 0..<(width * 2) {
            pixels[4 * i] = 100
            pixels[4 * i + 1] = 100
            pixels[4 * i + 2] = 100
            pixels[4 * i + 3] = 255
        }
        pixels[4 * 1 + 1] = UInt8(100 + delta)
        return Bitmap(width: width, height: 2, pixels: pixels)!
    }

    func png(_ bitmap: Bitmap) throws -> [UInt8] { try PNGWriter.encode(bitmap) }

    @Test func aDifferenceOfTwoPassesAndThreeFailsWithCountAndMaximum() throws {
        #expect(BitmapGolden.failure(golden: try png(grey()), actual: try png(grey()), tolerance: 2) == nil)
        #expect(BitmapGolden.failure(golden: try png(grey()), actual: try png(grey(delta: 2)), tolerance: 2) == nil)
        let message = try #require(
            BitmapGolden.failure(golden: try png(grey()), actual: try png(grey(delta: 3)), tolerance: 2))
        #expect(
            message == "1 of 6 pixels differ by more than 2/255 in a channel; the largest difference is 3/255; "
                + "the first is at x 1, y 0")
    }

    @Test func theDifferenceCountsPixelsNotChannels() throws {
        var pixels = grey().pixels
        pixels[0] = 0
        pixels[1] = 0
        pixels[4 * 5 + 2] = 90  // pixel (0, 0) twice, pixel (2, 1) once
        let actual = try #require(Bitmap(width: 3, height: 2, pixels: pixels))
        let difference = try #require(BitmapDifference.between(grey(), actual, tolerance: 2))
        #expect(difference == BitmapDifference(differingPixels: 2, maximum: 100, first: (0, 0)))
    }

    @Test func aDifferentSizeFailsAndNamesBoth() throws {
        let message = BitmapGolden.failure(golden: try png(grey()), actual: try png(grey(width: 4)), tolerance: 2)
        #expect(message == "the rendered image is 4x2 pixels but the golden is 3x2")
    }

    @Test func aGoldenThatIsNotAPNGFails() throws {
        let message = try #require(
            BitmapGolden.failure(golden: Array("not a png".utf8), actual: try png(grey()), tolerance: 2))
        #expect(message.contains("the golden"))
    }

    @Test func translucentPixelsAreComparedAsTheFileHoldsThem() throws {
        // Un-premultiplying for PNG rounds; the snapshot is compared after the same round trip.
        let translucent = try #require(Bitmap(width: 1, height: 1, pixels: [3, 7, 1, 9]))
        let strategy = Snapshotting<Bitmap, [UInt8]>.png(tolerance: 0)
        var snapshot: [UInt8] = []
        strategy.snapshot(translucent).run { snapshot = $0 }
        #expect(snapshot == (try png(translucent)))
        #expect(strategy.pathExtension == "png")
        #expect(strategy.diffing.diffV2(snapshot, snapshot) == nil)
    }

    @Test func aMissingGoldenFailsAndWritesNothingInNeverMode() throws {
        let directory = temporaryDirectory("golden-missing")
        defer { removeTemporaryDirectory(directory) }
        let message = try #require(
            verifySnapshot(
                of: grey(), as: .png(), named: "grey", record: .never,
                snapshotDirectory: directory))
        #expect(message.contains("No reference was found on disk"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory) == [])
    }

    @Test func aGoldenIsNamedAfterTheTestAndTheSnapshotAndChecked() throws {
        let directory = temporaryDirectory("golden-check")
        defer { removeTemporaryDirectory(directory) }
        try FileIO.write(png(grey()), to: directory + "/someTest.grey.png")
        #expect(
            verifySnapshot(
                of: grey(delta: 1), as: .png(), named: "grey", record: .never,
                snapshotDirectory: directory, testName: "someTest()") == nil)
        // A mismatch, compared by the strategy's own diffing: through `verifySnapshot` it would
        // also save the rendered image in the temporary directory at large.
        let failure = try #require(
            Snapshotting<Bitmap, [UInt8]>.png().diffing.diffV2(try png(grey()), try png(grey(delta: 50))))
        #expect(
            failure.0.contains("1 of 6 pixels differ by more than 2/255 in a channel; the largest difference is 50/255")
        )
    }

    @Test func svgGoldensAreLinesSavedAsSVG() {
        #expect(Snapshotting<String, String>.svg.pathExtension == "svg")
        #expect(Snapshotting<String, String>.svg.diffing.diffV2("<svg>\n</svg>\n", "<svg>\n</svg>\n") == nil)
        let failure = Snapshotting<String, String>.svg.diffing.diffV2(
            "<svg>\n<path d=\"M0 0\"/>\n", "<svg>\n<path d=\"M1 0\"/>\n")
        #expect(failure?.0.contains("+<path d=\"M1 0\"/>") == true)
    }
}

/// The explicit record mode of the golden tests.
@Suite struct GoldenRecordingTests {
    @Test func recordingIsOffUnlessTheEnvironmentAsksForIt() {
        #expect(GoldenRecording.mode(in: [:]) == .never)
        #expect(GoldenRecording.mode(in: ["SNAPSHOT_TESTING_RECORD": "all"]) == .all)
        #expect(GoldenRecording.mode(in: ["SNAPSHOT_TESTING_RECORD": "missing"]) == .missing)
        #expect(GoldenRecording.mode(in: ["SNAPSHOT_TESTING_RECORD": "failed"]) == .failed)
        #expect(GoldenRecording.mode(in: ["SNAPSHOT_TESTING_RECORD": "yes please"]) == .never)
    }
}
