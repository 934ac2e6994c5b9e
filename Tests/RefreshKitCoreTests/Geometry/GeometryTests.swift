import Testing
@testable import RefreshKitCore

@Suite struct GeometryTests {
    @Test func transformConcatenationAppliesSelfFirst() {
        let t = Transform.translation(x: 10, y: 0).concatenating(.scale(x: 2, y: 2))
        #expect(t.apply(Point(x: 1, y: 1)) == Point(x: 22, y: 2))
    }
    @Test func rotationIsClockwiseOnScreen() {
        let p = Transform.rotation(.pi / 2).apply(Point(x: 1, y: 0))
        #expect(abs(p.x) < 1e-12 && abs(p.y - 1) < 1e-12)
    }
    @Test func inverseUndoesTransform() throws {
        let t = Transform.rotation(0.3).translatedBy(x: 5, y: -2).scaledBy(x: 2, y: 3)
        let inv = try #require(t.inverted)
        let p = inv.apply(t.apply(Point(x: 3, y: 4)))
        #expect(abs(p.x - 3) < 1e-12 && abs(p.y - 4) < 1e-12)
        #expect(Transform.scale(x: 0, y: 1).inverted == nil)
    }
    @Test func rectIntersectionAndUnion() {
        let a = Rect(x: 0, y: 0, width: 10, height: 10), b = Rect(x: 5, y: 5, width: 10, height: 10)
        #expect(a.intersection(b) == Rect(x: 5, y: 5, width: 5, height: 5))
        #expect(a.union(b) == Rect(x: 0, y: 0, width: 15, height: 15))
        #expect(a.intersection(Rect(x: 20, y: 20, width: 1, height: 1)).isEmpty)
    }
    @Test func clampSendsNaNToLowerBound() {
        #expect(RKMath.clamp(.nan, 0, 1) == 0)
        #expect(RKMath.clamp(2, 0, 1) == 1)
    }
}
