import Testing
@testable import RefreshKitRender

/// What a stroked sub-path of zero (or sub-1/64-pixel) length draws: the dot its cap implies,
/// as Core Graphics and SVG draw it — a disc of the line width for a round cap, a square of
/// the line width for a square cap, nothing for a butt cap.
@Suite struct DegenerateStrokeCapTests {
    /// Coverage tolerance of an area, as a fraction of the expected area.
    static let areaTolerance = 0.06
    static let width = 8.0
    static let center = Point(x: 10.3, y: 9.6)

    /// The sum of alpha coverage, in pixels.
    func coveredArea(_ path: VectorPath, cap: StrokeOptions.LineCap, scale: Double = 1) throws -> Double {
        let scene = IndicatorScene(
            size: Size(width: 20, height: 20),
            items: [
                .init(
                    content: .stroke(path, StrokeOptions(width: Self.width, cap: cap, join: .round)),
                    paint: .solid(.black))
            ])
        let bitmap = try Rasterizer().render(scene, scale: scale)
        return stride(from: 3, to: bitmap.pixels.count, by: 4).reduce(0.0) { $0 + Double(bitmap.pixels[$1]) / 255 }
    }

    var zeroLength: VectorPath { VectorPath(elements: [.move(Self.center), .line(Self.center)]) }

    /// The repro of issue 11: a cubic whose points lie within 1/64 pixel of each other.
    var subUnitCubic: VectorPath {
        let c = Self.center, u = 1.0 / 64
        return VectorPath(elements: [
            .move(c),
            .cubic(
                Point(x: c.x + u, y: c.y), Point(x: c.x + 2 * u, y: c.y),
                Point(x: c.x + 2 * u, y: c.y)),
        ])
    }

    @Test func aZeroLengthRoundCappedStrokeDrawsADiscOfTheLineWidth() throws {
        let expected = Double.pi * (Self.width / 2) * (Self.width / 2)
        let area = try coveredArea(zeroLength, cap: .round)
        #expect(abs(area - expected) < expected * Self.areaTolerance, "covered \(area) px, a disc is \(expected)")
    }

    @Test func aZeroLengthSquareCappedStrokeDrawsASquareOfTheLineWidth() throws {
        let expected = Self.width * Self.width
        let area = try coveredArea(zeroLength, cap: .square)
        #expect(abs(area - expected) < expected * Self.areaTolerance, "covered \(area) px, a square is \(expected)")
    }

    @Test func aZeroLengthButtCappedStrokeDrawsNothing() throws {
        #expect(try coveredArea(zeroLength, cap: .butt) == 0)
    }

    /// The sub-unit cubic is 2/64 pixel long: with butt caps it covers that length times the width.
    @Test func aSubUnitButtCappedCubicDrawsItsSliver() throws {
        let expected = Self.width * 2 / 64
        let area = try coveredArea(subUnitCubic, cap: .butt)
        #expect(abs(area - expected) < 0.05, "covered \(area) px, the sliver is \(expected)")
    }

    @Test func aClosedZeroLengthSubpathDrawsTheSameDot() throws {
        let closed = VectorPath(elements: [.move(Self.center), .line(Self.center), .close])
        #expect(try coveredArea(closed, cap: .round) == coveredArea(zeroLength, cap: .round))
    }

    @Test func aLoneMoveDrawsNothingWhateverTheCap() throws {
        #expect(try coveredArea(VectorPath(elements: [.move(Self.center)]), cap: .round) == 0)
    }

    @Test func aSubUnitCubicDrawsTheRoundDot() throws {
        let expected = Double.pi * (Self.width / 2) * (Self.width / 2)
        let area = try coveredArea(subUnitCubic, cap: .round)
        #expect(abs(area - expected) < expected * Self.areaTolerance, "covered \(area) px, a disc is \(expected)")
    }

    /// Sub-unit cubics after an earlier stroked sub-path: the stroker's borders hold points
    /// from the first sub-path (the progressRing crash, where memory was overwritten).
    @Test func aSubUnitCubicAfterARealSubpathAddsOnlyItsDot() throws {
        let line: [VectorPath.Element] = [.move(Point(x: 2, y: 2)), .line(Point(x: 2, y: 18))]
        let both = VectorPath(elements: line + subUnitCubic.elements)
        let alone = try coveredArea(VectorPath(elements: line), cap: .round)
        let dot = try coveredArea(subUnitCubic, cap: .round)
        #expect(abs(try coveredArea(both, cap: .round) - (alone + dot)) < 0.5)
    }

    @Test func aTinyArcAtATinyScaleRenders() throws {
        var b = VectorPathBuilder()
        b.addArc(
            center: Self.center, radius: 7, startAngle: -Double.pi / 2,
            endAngle: -Double.pi / 2 + 0.0002 * 2 * Double.pi,
            clockwise: true)
        for scale in [0.0005, 0.001, 0.003, 1, 2] {
            #expect(throws: Never.self) { _ = try coveredArea(b.build(), cap: .round, scale: scale) }
        }
    }
}
