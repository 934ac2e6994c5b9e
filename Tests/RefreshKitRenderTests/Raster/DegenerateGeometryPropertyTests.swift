import Foundation
import Testing
@testable import RefreshKitRender

/// Random short and degenerate drawings (``DegenerateGeometryGenerator``) at random scales:
/// the rasterizer never crashes, the bitmap has the scene's pixel size and every pixel is
/// valid premultiplied RGBA. `REFRESHKIT_PROPERTY_SEED` and `REFRESHKIT_PROPERTY_COUNT`
/// choose the run; a failure names the seed and the case to reproduce it.
@Suite struct DegenerateGeometryPropertyTests {
    /// Cases of a default run (a few seconds).
    static let defaultCount = 400
    /// The seed of a default run.
    static let defaultSeed: UInt64 = 0xDE6E_11

    static var seed: UInt64 {
        ProcessInfo.processInfo.environment["REFRESHKIT_PROPERTY_SEED"].flatMap(UInt64.init) ?? defaultSeed
    }

    static var count: Int {
        ProcessInfo.processInfo.environment["REFRESHKIT_PROPERTY_COUNT"].flatMap(Int.init) ?? defaultCount
    }

    @Test func degenerateStrokesAndFillsRenderValidBitmapsOfTheRightSize() throws {
        let seed = Self.seed
        var generator = DegenerateGeometryGenerator(seed: seed)
        let rasterizer = Rasterizer()
        for index in 0..<Self.count {
            let scale = generator.scale()
            let scene = generator.scene()
            let context =
                "seed \(seed), case \(index) (REFRESHKIT_PROPERTY_SEED=\(seed)): scale \(scale), items \(scene.items)"
            let expected = try Rasterizer.pixelSize(of: scene.size, scale: scale)
            let bitmap: Bitmap
            do {
                bitmap = try rasterizer.render(scene, scale: scale)
            } catch {
                Issue.record("\(error) for \(context)")
                continue
            }
            #expect(bitmap.width == expected.width && bitmap.height == expected.height, "\(context)")
            #expect(bitmap.pixels.count == bitmap.width * bitmap.height * 4, "\(context)")
            let invalid = Self.firstInvalidPixel(bitmap)
            #expect(invalid == nil, "pixel \(invalid ?? -1) is not premultiplied for \(context)")
        }
    }

    /// The same cases with the stroke cache emptied before each: outlining always runs.
    @Test func degenerateStrokesRenderWithoutTheCache() throws {
        var generator = DegenerateGeometryGenerator(seed: Self.seed ^ 0xCAC4E)
        let rasterizer = Rasterizer()
        for index in 0..<(Self.count / 4) {
            let scale = generator.scale()
            let scene = generator.scene()
            rasterizer.removeCachedStrokes()
            #expect(
                throws: Never.self, "seed \(Self.seed ^ 0xCAC4E), case \(index): scale \(scale), items \(scene.items)"
            ) {
                _ = try rasterizer.render(scene, scale: scale)
            }
        }
    }

    /// The index of the first pixel whose colour exceeds its alpha, or nil.
    static func firstInvalidPixel(_ bitmap: Bitmap) -> Int? {
        let p = bitmap.pixels
        for i in stride(from: 0, to: p.count, by: 4) where p[i] > p[i + 3] || p[i + 1] > p[i + 3] || p[i + 2] > p[i + 3]
        {
            return i / 4
        }
        return nil
    }
}
