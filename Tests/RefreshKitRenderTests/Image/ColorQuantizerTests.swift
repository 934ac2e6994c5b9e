import Testing
@testable import RefreshKitRender

@Suite struct ColorQuantizerTests {
    /// The same histogram iterated in two different orders gives the same palette, so GIFs are
    /// byte-for-byte reproducible from one process to the next.
    @Test func paletteDoesNotDependOnDictionaryOrder() {
        var small: [UInt32: Int] = [:]
        var large: [UInt32: Int] = [:]
        large.reserveCapacity(1 << 16)
        var x: UInt32 = 12345
        var colors: [(UInt32, Int)] = []
        for i in 0..<2000 {
            x = x &* 1_103_515_245 &+ 12345
            colors.append(((x >> 8) & 0xFFFFFF, 1 + i % 7))
        }
        for (c, n) in colors { small[c, default: 0] += n }
        for (c, n) in colors.reversed() { large[c, default: 0] += n }
        #expect(Array(small.keys) != Array(large.keys))  // really two different orders
        let a = ColorQuantizer(histogram: small, maximumColors: 256)
        let b = ColorQuantizer(histogram: large, maximumColors: 256)
        #expect(a.palette == b.palette)
    }
}
