import Testing
@testable import RefreshKitRender

/// Strokes far wider than any canvas: finite widths whose device half-width overflows 26.6
/// fixed point (or Double) render, covering what they reach, instead of trapping.
@Suite struct StrokeWidthLimitTests {
    let line = VectorPath(elements: [.move(Point(x: 2, y: 5)), .line(Point(x: 8, y: 5))])

    func render(width: Double, cap: StrokeOptions.LineCap, join: StrokeOptions.LineJoin = .miter) throws -> Bitmap {
        let scene = IndicatorScene(
            size: Size(width: 10, height: 10),
            items: [
                .init(content: .stroke(line, StrokeOptions(width: width, cap: cap, join: join)), paint: .solid(.black))
            ])
        return try Rasterizer().render(scene, scale: 2)
    }

    @Test(arguments: [1e4, 1e6, 1e12, 1e18, 1e300, Double.greatestFiniteMagnitude])
    func aHugeRoundCappedStrokeCoversTheCanvas(width: Double) throws {
        let bitmap = try render(width: width, cap: .round, join: .round)
        #expect(stride(from: 3, to: bitmap.pixels.count, by: 4).allSatisfy { bitmap.pixels[$0] == 255 })
    }

    @Test(arguments: [1e6, 1e18, Double.greatestFiniteMagnitude])
    func aHugeButtCappedStrokeCoversItsBand(width: Double) throws {
        let bitmap = try render(width: width, cap: .butt)
        #expect(bitmap.at(10, 0).a == 255 && bitmap.at(10, 19).a == 255)
        #expect(bitmap.at(0, 10).a == 0 && bitmap.at(19, 10).a == 0)
    }
}
