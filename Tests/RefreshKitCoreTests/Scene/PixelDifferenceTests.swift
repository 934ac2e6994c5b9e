import RefreshKitTestSupport
import Testing
@testable import RefreshKitCore

/// The equivalence tests' image difference, one pass over 32-bit pixels, gives what the plain
/// definition gives: channel by channel over the whole image, and over the rectangle where either
/// image is not the background.
@Suite struct PixelDifferenceTests {
    /// The definition, one channel at a time.
    static func reference(_ a: Bitmap, _ b: Bitmap, background: [UInt8]) -> (Double, Double, Int) {
        var sum = 0, maximum = 0, minX = a.width, minY = a.height, maxX = -1, maxY = -1
        for y in 0..<a.height {
            for x in 0..<a.width {
                let i = (y * a.width + x) * 4
                var inked = false
                for c in 0..<4 {
                    let d = abs(Int(a.pixels[i + c]) - Int(b.pixels[i + c]))
                    sum += d
                    maximum = max(maximum, d)
                    if a.pixels[i + c] != background[c] || b.pixels[i + c] != background[c] { inked = true }
                }
                if inked {
                    (minX, maxX, minY, maxY) = (min(minX, x), max(maxX, x), min(minY, y), max(maxY, y))
                }
            }
        }
        guard maxX >= minX else { return (Double(sum) / Double(a.pixels.count) / 255, 0, maximum) }
        var inkedSum = 0
        for y in minY...maxY {
            for i in ((y * a.width + minX) * 4)..<((y * a.width + maxX + 1) * 4) {
                inkedSum += abs(Int(a.pixels[i]) - Int(b.pixels[i]))
            }
        }
        let area = Double((maxX - minX + 1) * (maxY - minY + 1) * 4)
        return (Double(sum) / Double(a.pixels.count) / 255, Double(inkedSum) / area / 255, maximum)
    }

    @Test func itAgreesWithTheDefinitionOnRandomImages() throws {
        var rng = SeededGenerator(seed: 0x33D1FF)
        for round in 0..<200 {
            let width = Int.random(in: 1...17, using: &rng), height = Int.random(in: 1...9, using: &rng)
            let background: [UInt8] = round.isMultiple(of: 2) ? [255, 255, 255, 255] : [0, 0, 0, 0]
            // Mostly background, some ink, some pixels that differ between the two.
            func image(_ base: [UInt8]?) -> [UInt8] {
                (0..<(width * height)).flatMap { p -> [UInt8] in
                    let start = base.map { Array($0[(4 * p)..<(4 * p + 4)]) } ?? background
                    return Int.random(in: 0..<4, using: &rng) == 0
                        ? (0..<4).map { _ in UInt8.random(in: 0...255, using: &rng) } : start
                }
            }
            let first = image(nil)
            let a = try #require(Bitmap(width: width, height: height, pixels: first))
            let b = try #require(Bitmap(width: width, height: height, pixels: image(first)))
            let fast = PixelDifference(a, b, background: background)
            let slow = Self.reference(a, b, background: background)
            #expect(abs(fast.whole - slow.0) < 1e-12 && abs(fast.inked - slow.1) < 1e-12, "round \(round)")
            #expect(fast.maximum == slow.2, "round \(round)")
        }
    }
}
