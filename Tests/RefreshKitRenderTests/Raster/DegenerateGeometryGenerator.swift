import Foundation
@testable import RefreshKitRender
import RefreshKitTestSupport

/// A seeded generator of short and degenerate drawings for the rasterizer: zero-length and
/// sub-pixel lines, quadratic and cubic curves with coincident control points, arcs of tiny
/// sweep or huge radius, points far off the canvas; stroked at widths from 0 to 50 points with
/// every cap and join, or filled. The same seed gives the same drawings.
struct DegenerateGeometryGenerator {
    /// The canvas every drawing is made for, in points.
    static let canvas = Size(width: 40, height: 30)
    /// How far off the canvas a "far" point may lie, in points (at the largest scale it stays
    /// inside ``Rasterizer/maximumCoordinate``, so every drawing must render).
    static let farReach = 10_000.0
    /// Huge radii reach 10^this points: the arc and its centre stay within
    /// ``Rasterizer/maximumCoordinate`` at the largest scale.
    static let hugeRadiusExponent = 3.9
    /// The widest stroke, in points.
    static let maximumWidth = 50.0
    /// The scales drawn at, pixels per point.
    static let scales = 0.0005...8.0

    private var random: SeededGenerator

    init(seed: UInt64) { random = SeededGenerator(seed: seed) }

    mutating func next() -> UInt64 { random.next() }

    mutating func unit() -> Double { Double(next() >> 11) / Double(1 << 53) }
    mutating func below(_ n: Int) -> Int { Int(next() % UInt64(n)) }
    mutating func pick<T>(_ items: [T]) -> T { items[below(items.count)] }

    /// A value spread over many orders of magnitude: 0, or 10^e for e in `exponents`.
    mutating func magnitude(_ exponents: ClosedRange<Double>) -> Double {
        below(6) == 0
            ? 0 : Foundation.pow(10, exponents.lowerBound + unit() * (exponents.upperBound - exponents.lowerBound))
    }

    /// A scale, favouring the tiny and the round ones.
    mutating func scale() -> Double {
        switch below(4) {
        case 0: return pick([0.0005, 0.001, 0.002, 0.003, 1, 2, 3, 8])
        case 1: return Foundation.pow(10, -3.3 + unit() * 2.3)  // 0.0005…0.1
        default: return Self.scales.lowerBound + unit() * (Self.scales.upperBound - Self.scales.lowerBound)
        }
    }

    /// A point on the canvas, or near another point, or far off.
    mutating func point(near anchor: Point? = nil) -> Point {
        if let anchor, below(3) != 0 {
            let d = magnitude(-6...0.5)
            let angle = unit() * 2 * Double.pi
            return Point(x: anchor.x + d * Foundation.cos(angle), y: anchor.y + d * Foundation.sin(angle))
        }
        if below(8) == 0 {
            return Point(x: (unit() * 2 - 1) * Self.farReach, y: (unit() * 2 - 1) * Self.farReach)
        }
        return Point(x: unit() * Self.canvas.width, y: unit() * Self.canvas.height)
    }

    /// A path of one to three short sub-paths.
    mutating func path() -> VectorPath {
        var b = VectorPathBuilder()
        for _ in 0..<(1 + below(3)) {
            switch below(6) {
            case 0:
                let radius = below(5) == 0 ? magnitude(3...Self.hugeRadiusExponent) : magnitude(-4...1.5)
                let start = unit() * 2 * Double.pi
                let sweep = pick([0, 1e-9, 1e-6, 1e-4, 0.0002 * 2 * Double.pi, unit() * 0.01, unit() * 7])
                let center = radius > 1000 ? Point(x: 20 + radius, y: 15) : point()
                b.addArc(
                    center: center, radius: radius, startAngle: start, endAngle: start + sweep, clockwise: below(2) == 0
                )
            default:
                var current = point()
                b.move(to: current)
                for _ in 0..<(below(4)) {
                    let next = point(near: current)
                    switch below(4) {
                    case 0: b.line(to: next)
                    case 1: b.quad(to: next, control: point(near: current))
                    case 2: b.cubic(to: next, control1: point(near: current), control2: point(near: next))
                    default: b.cubic(to: next, control1: current, control2: current)
                    }
                    current = next
                }
            }
            if below(4) == 0 { b.close() }
        }
        return b.build()
    }

    /// A stroke style: widths 0…50 (0 and sub-pixel included), every cap and join.
    mutating func style() -> StrokeOptions {
        let width = pick([0, 1e-4, 0.01, 0.3, 1, 4, Self.maximumWidth, unit() * Self.maximumWidth])
        var style = StrokeOptions(
            width: width, cap: pick([.butt, .round, .square]), join: pick([.miter, .round, .bevel]),
            miterLimit: pick([1, 4, 10, 100]))
        if below(4) == 0 {
            style.trimStart = unit() * 0.5
            style.trimEnd = style.trimStart + pick([0, 1e-5, 1e-3, unit() * 0.5])
        }
        return style
    }

    /// One to four items, each a stroke or a fill of a fresh path.
    mutating func scene() -> IndicatorScene {
        let items = (0..<(1 + below(4))).map { _ -> IndicatorScene.Item in
            let paint = Paint.solid(RGBAColor(red: unit(), green: unit(), blue: unit(), alpha: 0.2 + 0.8 * unit()))
            return below(4) == 0
                ? .init(content: .fill(path(), below(2) == 0 ? .nonZero : .evenOdd), paint: paint)
                : .init(content: .stroke(path(), style()), paint: paint)
        }
        return IndicatorScene(size: Self.canvas, items: items)
    }
}
