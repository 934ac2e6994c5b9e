import Testing
@testable import RefreshKitCore
import RefreshKitTestSupport

@Suite struct PathTrimTests {
    /// A curvy path: an open cubic, a closed quad-and-line sub-path, and an arc.
    let mixed = VectorPath { b in
        b.move(to: Point(x: 0, y: 0))
        b.cubic(to: Point(x: 30, y: 0), control1: Point(x: 10, y: -30), control2: Point(x: 20, y: 60))
        b.move(to: Point(x: 40, y: 10))
        b.quad(to: Point(x: 80, y: 10), control: Point(x: 60, y: 50))
        b.line(to: Point(x: 70, y: 0))
        b.close()
        b.addArc(center: Point(x: 20, y: 80), radius: 15, startAngle: -1, endAngle: 2.5, clockwise: true)
    }

    /// What every renderer strokes: the path untouched without a trim, its trimmed part with one.
    @Test func strokeOptionsVisiblePartIsTheTrimmedPath() {
        #expect(StrokeOptions().visiblePart(of: mixed) == mixed)
        #expect(
            StrokeOptions(trimStart: 0.2, trimEnd: 0.7).visiblePart(of: mixed)
                == mixed.trimmed(from: 0.2, to: 0.7))
        #expect(StrokeOptions(trimStart: 0.5, trimEnd: 0.5).visiblePart(of: mixed).isEmpty)
    }

    @Test func fullRangeIsIdentity() {
        #expect(mixed.trimmed(from: 0, to: 1) == mixed)
        #expect(mixed.trimmed(from: -3, to: 7) == mixed)
    }

    @Test func halfOfTwoEqualSubpathsIsTheFirst() {
        let path = VectorPath { b in
            b.addRect(Rect(x: 0, y: 0, width: 10, height: 10))
            b.addRect(Rect(x: 20, y: 0, width: 10, height: 10))
        }
        let half = path.trimmed(from: 0, to: 0.5)
        #expect(half.length == 40)
        #expect(half.elements == Array(path.elements.prefix(5)))  // Kept whole: still closed.
    }

    @Test func trimmedLengthIsTheFractionOfTotal() {
        var generator = SeededGenerator(seed: 42)
        let total = mixed.length
        for _ in 0..<60 {
            let a = Double(generator.next() % 10_001) / 10_000, b = Double(generator.next() % 10_001) / 10_000
            let (start, end) = (Swift.min(a, b), Swift.max(a, b))
            let trimmed = mixed.trimmed(from: start, to: end)
            if start == end {
                #expect(trimmed.isEmpty)
                continue
            }
            #expect(close(trimmed.length, (end - start) * total, 1e-6 * total))
        }
    }

    @Test func trimmedEndsArePointsAtFraction() throws {
        for (start, end) in [(0.1, 0.2), (0.05, 0.93), (0.4, 0.41), (0.37, 0.9)] {
            let trimmed = mixed.trimmed(from: start, to: end)
            guard case .move(let first)? = trimmed.elements.first else {
                Issue.record("no move")
                continue
            }
            let last = try #require(trimmed.subpaths.last?.segments.last?.end)
            #expect(close(first, mixed.point(atFraction: start), 1e-6 * mixed.length))
            #expect(close(last, mixed.point(atFraction: end), 1e-6 * mixed.length))
        }
    }

    @Test func curvesStayCurvesAndPiecesStartWithMove() {
        let trimmed = mixed.trimmed(from: 0.1, to: 0.9)
        let kinds = trimmed.elements.map { element -> String in
            switch element {
            case .move: return "M"
            case .line: return "L"
            case .quad: return "Q"
            case .cubic: return "C"
            case .close: return "Z"
            }
        }.joined()
        // Cut cubic, the closed sub-path kept whole, the arc cut near its end.
        #expect(kinds.hasPrefix("MCMQLZM"))
        #expect(!kinds.dropFirst(7).contains("Z"))
        #expect(kinds.dropFirst(7).allSatisfy { $0 == "C" || $0 == "L" })
    }

    @Test func partiallyTrimmedClosedSubpathOpens() {
        let square = VectorPath { $0.addRect(Rect(x: 0, y: 0, width: 10, height: 10)) }
        let trimmed = square.trimmed(from: 0.125, to: 1)
        #expect(
            trimmed.elements == [
                .move(Point(x: 5, y: 0)), .line(Point(x: 10, y: 0)),
                .line(Point(x: 10, y: 10)), .line(Point(x: 0, y: 10)),
                .line(Point(x: 0, y: 0)),
            ])
    }

    @Test func emptyWhenStartNotBeforeEnd() {
        #expect(mixed.trimmed(from: 0.5, to: 0.5).isEmpty)
        #expect(mixed.trimmed(from: 0.7, to: 0.2).isEmpty)
        #expect(VectorPath.empty.trimmed(from: 0, to: 0.5).isEmpty)
    }

    @Test func outOfRangeAndNaNAreClamped() {
        #expect(mixed.trimmed(from: -1, to: 0.5) == mixed.trimmed(from: 0, to: 0.5))
        #expect(mixed.trimmed(from: 0.5, to: 2) == mixed.trimmed(from: 0.5, to: 1))
        #expect(mixed.trimmed(from: .nan, to: 0.5) == mixed.trimmed(from: 0, to: 0.5))
        #expect(mixed.trimmed(from: 0.2, to: .nan).isEmpty)
        #expect(mixed.trimmed(from: -.infinity, to: .infinity) == mixed)
        #expect(mixed.point(atFraction: .nan) == mixed.point(atFraction: 0))
    }

    @Test func pointAtFractionWalksAllSubpaths() {
        let path = VectorPath { b in
            b.move(to: .zero)
            b.line(to: Point(x: 10, y: 0))
            b.move(to: Point(x: 0, y: 5))
            b.line(to: Point(x: 10, y: 5))
        }
        #expect(path.point(atFraction: 0.25) == Point(x: 5, y: 0))
        #expect(path.point(atFraction: 0.75) == Point(x: 5, y: 5))
        #expect(path.point(atFraction: 1) == Point(x: 10, y: 5))
    }
}
