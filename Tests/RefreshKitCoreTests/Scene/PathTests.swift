import Testing
@testable import RefreshKitCore
import RefreshKitTestSupport

/// Length of a segment by brute force: a polyline through `n + 1` evenly spaced parameters.
func bruteForceLength(_ segment: PathSegment, pieces n: Int = 100_000) -> Double {
    var total = 0.0, previous = segment.start
    for i in 1...n {
        let p = segment.point(at: Double(i) / Double(n))
        total += previous.distance(to: p)
        previous = p
    }
    return total
}

@Suite struct PathBuilderTests {
    let center = Point(x: 50, y: 40)
    let r = 20.0

    @Test func fullCircleLengthIsTwoPiR() {
        var b = VectorPathBuilder()
        b.addArc(center: center, radius: r, startAngle: 0, endAngle: 2 * .pi, clockwise: true)
        #expect(close(b.build().length, 2 * .pi * r, 1e-4 * r))
    }

    @Test func quarterArcClockwiseEndsBelowCentre() throws {
        var b = VectorPathBuilder()
        b.addArc(center: center, radius: r, startAngle: 0, endAngle: .pi / 2, clockwise: true)
        let path = b.build()
        guard case .move(let start)? = path.elements.first else {
            Issue.record("no move")
            return
        }
        #expect(close(start, Point(x: center.x + r, y: center.y), 1e-12))
        let end = try #require(b.currentPoint)
        #expect(close(end, Point(x: center.x, y: center.y + r), 1e-12))
        // The middle of the arc is at 45°, below-right of the centre.
        let mid = path.point(atFraction: 0.5)
        let expected = Point(x: center.x + r * 0.5.squareRoot(), y: center.y + r * 0.5.squareRoot())
        #expect(close(mid, expected, 1e-4 * r))
    }

    @Test func counterClockwiseArcGoesAbove() {
        var b = VectorPathBuilder()
        b.addArc(center: center, radius: r, startAngle: 0, endAngle: .pi / 2, clockwise: false)
        let path = b.build()
        #expect(close(path.length, 1.5 * .pi * r, 1e-4 * r))
        #expect(path.point(atFraction: 1 / 3).y < center.y - r * 0.99)  // Passes the top.
    }

    @Test func arcRadialErrorIsBelowTenThousandthOfRadius() {
        var b = VectorPathBuilder()
        b.addArc(center: center, radius: r, startAngle: 0.3, endAngle: 5.9, clockwise: true)
        for polyline in b.build().flattened(tolerance: 1e-5 * r) {
            for p in polyline { #expect(close(p.distance(to: center), r, 1e-4 * r)) }
        }
    }

    @Test func arcLinesFromOpenSubpathAndMovesOtherwise() {
        var b = VectorPathBuilder()
        b.move(to: .zero)
        b.addArc(center: center, radius: r, startAngle: 0, endAngle: 1, clockwise: true)
        #expect(b.build().elements[1] == .line(Point(x: center.x + r, y: center.y)))
        b.close()
        b.addArc(center: center, radius: r, startAngle: 0, endAngle: 1, clockwise: true)
        #expect(b.build().elements.filter(\.isMove).count == 2)
    }

    @Test func circleBoundsAreItsSquare() {
        let path = VectorPath {
            $0.addArc(
                center: center, radius: r, startAngle: 0.7, endAngle: 0.7 + 2 * .pi,
                clockwise: true)
        }
        #expect(close(path.bounds, Rect(x: 30, y: 20, width: 40, height: 40), 1e-4 * r))
        let ellipse = VectorPath { $0.addEllipse(in: Rect(x: 1, y: 2, width: 30, height: 10)) }
        #expect(close(ellipse.bounds, Rect(x: 1, y: 2, width: 30, height: 10), 1e-9))
    }

    @Test func cubicBoundsUseExtremaNotHull() {
        // x(t) = 30t(1−t)(…): control points stick out to y = −30 and y = 60.
        let p0 = Point(x: 0, y: 0), c1 = Point(x: 10, y: -30), c2 = Point(x: 20, y: 60), p1 = Point(x: 30, y: 0)
        let path = VectorPath {
            $0.move(to: p0)
            $0.cubic(to: p1, control1: c1, control2: c2)
        }
        // y(t) = 3(1−t)²t·(−30) + 3(1−t)t²·60 = −90t + 360t² − 270t³; y'(t) = −90 + 720t − 810t².
        let disc = (720.0 * 720 - 4 * 810 * 90).squareRoot()
        let roots = [(720 - disc) / 1620, (720 + disc) / 1620]
        let ys = roots.map { t in -90 * t + 360 * t * t - 270 * t * t * t }
        let bounds = path.bounds
        #expect(close(bounds.minY, ys.min()!, 1e-9))
        #expect(close(bounds.maxY, ys.max()!, 1e-9))
        #expect(close(bounds.minX, 0, 1e-12) && close(bounds.maxX, 30, 1e-12))
        #expect(bounds.minY > -30 && bounds.maxY < 60)  // Tighter than the hull.
        #expect(VectorPath.empty.bounds == .zero)
    }

    @Test func lineLengthsAreExact() {
        let path = VectorPath { b in
            b.move(to: .zero)
            b.line(to: Point(x: 3, y: 4))
            b.line(to: Point(x: 3, y: 10))
            b.close()
            b.move(to: Point(x: 100, y: 0))
            b.line(to: Point(x: 101, y: 0))
        }
        // 5 + 6 + closing line √(9 + 100) + 1.
        #expect(path.length == 5 + 6 + (109.0).squareRoot() + 1)
    }

    @Test func curveLengthsMatchBruteForce() {
        let quad = PathSegment.quad(Point(x: 0, y: 0), Point(x: 50, y: 80), Point(x: 100, y: 0))
        let cubic = PathSegment.cubic(
            Point(x: 0, y: 0), Point(x: 10, y: -30), Point(x: 20, y: 60),
            Point(x: 30, y: 0))
        let cusp = PathSegment.cubic(
            Point(x: 0, y: 0), Point(x: 100, y: 100), Point(x: 0, y: 100),
            Point(x: 100, y: 0))
        for segment in [quad, cubic, cusp] {
            let path = VectorPath(elements: [.move(segment.start), segment.element])
            let expected = bruteForceLength(segment)
            #expect(close(path.length, expected, 1e-6 * expected))
        }
    }

    @Test func flatteningHonoursTolerance() {
        let segment = PathSegment.cubic(
            Point(x: 0, y: 0), Point(x: 10, y: -30), Point(x: 20, y: 60),
            Point(x: 30, y: 0))
        let path = VectorPath(elements: [.move(segment.start), segment.element, .close])
        for tolerance in [1.0, 0.1, 0.001] {
            let polylines = path.flattened(tolerance: tolerance)
            #expect(polylines.count == 1)
            let polyline = polylines[0]
            #expect(polyline.first == polyline.last)  // Closed: back at the start.
            // Every curve point lies near the polyline.
            for i in 0...200 {
                let p = segment.point(at: Double(i) / 200)
                let d = zip(polyline, polyline.dropFirst()).map { VectorPath.distance(from: p, toSegment: $0, $1) }
                    .min()!
                #expect(d <= tolerance * (1 + 1e-9))
            }
        }
        #expect(
            path.flattened(tolerance: 1).count < path.flattened(tolerance: 0.001).count
                || path.flattened(tolerance: 1)[0].count < path.flattened(tolerance: 0.001)[0].count)
    }

    @Test func transformMapsEveryPoint() {
        let path = VectorPath {
            $0.move(to: Point(x: 1, y: 0))
            $0.quad(to: Point(x: 3, y: 0), control: Point(x: 2, y: 2))
        }
        let t = Transform.translation(x: 10, y: 20)
        #expect(
            path.transformed(by: t).elements == [
                .move(Point(x: 11, y: 20)),
                .quad(Point(x: 12, y: 22), Point(x: 13, y: 20)),
            ])
        #expect(
            VectorPath(elements: [.line(Point(x: 1, y: 1))]).transformed(by: t).elements.first
                == .move(Point(x: 10, y: 20)))
    }

    @Test func builderStartsWithMoveAndReopensAfterClose() {
        var b = VectorPathBuilder()
        #expect(b.currentPoint == nil)
        b.line(to: Point(x: 5, y: 0))
        b.line(to: Point(x: 5, y: 5))
        b.close()
        #expect(b.currentPoint == .zero)
        b.line(to: Point(x: 0, y: 9))
        #expect(
            b.build().elements == [
                .move(.zero), .line(Point(x: 5, y: 0)), .line(Point(x: 5, y: 5)),
                .close, .move(.zero), .line(Point(x: 0, y: 9)),
            ])
    }

    @Test func roundedRectHasStraightEdgesAndRoundCorners() {
        let rect = Rect(x: 0, y: 0, width: 100, height: 40)
        let path = VectorPath { $0.addRoundedRect(rect, cornerRadius: 10) }
        #expect(close(path.bounds, rect, 1e-9))
        let expected: Double = 2 * (80 + 20) + 2 * Double.pi * 10
        #expect(close(path.length, expected, 1e-4 * 10))
        #expect(path.elements.last == .close)
    }

    @Test func addPathAppendsTransformed() {
        let square = VectorPath { $0.addRect(Rect(x: 0, y: 0, width: 1, height: 1)) }
        var b = VectorPathBuilder()
        b.addPath(square, transform: .scale(x: 2, y: 2))
        b.addPath(square)
        #expect(close(b.build().bounds, Rect(x: 0, y: 0, width: 2, height: 2), 0))
        #expect(close(b.build().length, 12, 1e-12))
    }
}
