import Testing
@testable import RefreshKitCore
import RefreshKitScrollSimulation

@Suite struct RubberBandTests {
    static func spec(_ x: Double, _ d: Double, _ c: Double) -> Double { (1 - 1 / (x * c / d + 1)) * d }

    @Test func defaultCoefficientIsUIKits() {
        #expect(RubberBand.defaultCoefficient == 0.55)
        #expect(
            RubberBand.offset(forDistance: 100, dimension: 600)
                == RubberBand.offset(forDistance: 100, dimension: 600, coefficient: 0.55))
    }

    @Test func matchesTheFormula() {
        for d in [44.0, 320, 844] {
            for c in [0.55, 0.3, 1] {
                for x in [0, 0.5, 10, 64, 200, 1000, 1e5] {
                    #expect(
                        abs(RubberBand.offset(forDistance: x, dimension: d, coefficient: c) - Self.spec(x, d, c))
                            <= 1e-6)
                }
            }
        }
    }

    @Test func isMonotonicAndStaysBelowTheDimension() {
        let d = 600.0
        var previous = 0.0
        for i in 1...5000 {
            let x = Double(i) * 0.7
            let offset = RubberBand.offset(forDistance: x, dimension: d)
            #expect(offset > previous)
            #expect(offset < d)
            previous = offset
        }
        #expect(RubberBand.offset(forDistance: 1e12, dimension: d) < d)
        #expect(RubberBand.offset(forDistance: .infinity, dimension: d) == d)
    }

    @Test func startsWithSlopeC() {
        // For small pulls the content follows the finger at c times its speed.
        let offset = RubberBand.offset(forDistance: 0.01, dimension: 600)
        #expect(abs(offset / 0.01 - 0.55) <= 1e-5)
    }

    @Test func inverseRoundTrips() {
        for d in [44.0, 320, 844] {
            for c in [0.55, 0.3, 1] {
                for x in [0, 0.5, 10, 64, 200, 1000] {
                    let offset = RubberBand.offset(forDistance: x, dimension: d, coefficient: c)
                    let back = RubberBand.distance(forOffset: offset, dimension: d, coefficient: c)
                    #expect(abs(back - x) <= 1e-6 * max(1, x))
                }
                for offset in [1.0, d / 2, d * 0.9] {
                    let x = RubberBand.distance(forOffset: offset, dimension: d, coefficient: c)
                    #expect(abs(RubberBand.offset(forDistance: x, dimension: d, coefficient: c) - offset) <= 1e-6)
                }
            }
        }
    }

    @Test func hostileInputIsSanitised() {
        #expect(RubberBand.offset(forDistance: -10, dimension: 600) == 0)
        #expect(RubberBand.offset(forDistance: .nan, dimension: 600) == 0)
        #expect(RubberBand.offset(forDistance: 100, dimension: 0) == 0)
        #expect(RubberBand.offset(forDistance: 100, dimension: -5) == 0)
        #expect(RubberBand.offset(forDistance: 100, dimension: .nan) == 0)
        #expect(abs(RubberBand.offset(forDistance: 100, dimension: .infinity) - 55) <= 1e-12)
        #expect(
            RubberBand.offset(forDistance: 100, dimension: 600, coefficient: .nan)
                == RubberBand.offset(forDistance: 100, dimension: 600))
        #expect(RubberBand.offset(forDistance: 100, dimension: 600, coefficient: -1) == 0)
        #expect(RubberBand.offset(forDistance: 100, dimension: 600, coefficient: .infinity) == 600)

        #expect(RubberBand.distance(forOffset: 600, dimension: 600) == .infinity)
        #expect(RubberBand.distance(forOffset: 700, dimension: 600) == .infinity)
        #expect(RubberBand.distance(forOffset: -3, dimension: 600) == 0)
        #expect(RubberBand.distance(forOffset: .nan, dimension: 600) == 0)
        #expect(RubberBand.distance(forOffset: 10, dimension: 0) == 0)
        #expect(RubberBand.distance(forOffset: 10, dimension: 600, coefficient: 0) == .infinity)
        #expect(abs(RubberBand.distance(forOffset: 55, dimension: .infinity) - 100) <= 1e-12)
    }
}
