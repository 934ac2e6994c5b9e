import Testing
@testable import RefreshKitCore

@Suite struct TimingCurveTests {
    /// An independent solver: Bernstein form, 200 bisection steps on x(t), then y(t).
    static func referenceValue(_ c: (Double, Double, Double, Double), at x: Double) -> Double {
        func bernstein(_ p1: Double, _ p2: Double, _ t: Double) -> Double {
            let u = 1 - t
            return 3 * u * u * t * p1 + 3 * u * t * t * p2 + t * t * t
        }
        var lo = 0.0, hi = 1.0
        for _ in 0..<200 {
            let mid = (lo + hi) / 2
            if bernstein(c.0, c.2, mid) < x { lo = mid } else { hi = mid }
        }
        return bernstein(c.1, c.3, (lo + hi) / 2)
    }

    static let presets: [(TimingCurve, (Double, Double, Double, Double))] = [
        (.linear, (0, 0, 1, 1)),
        (.easeIn, (0.42, 0, 1, 1)),
        (.easeOut, (0, 0, 0.58, 1)),
        (.easeInEaseOut, (0.42, 0, 0.58, 1)),
        (.default, (0.25, 0.1, 0.25, 1.0)),
    ]

    static let arbitrary: [(Double, Double, Double, Double)] = [
        (0.68, -0.55, 0.27, 1.55),  // "easeInOutBack": y overshoots both ways
        (0.5, 2, 0.5, -1),  // large overshoot
        (0.9, 0.1, 0.1, 0.9),  // slow in the middle
        (0.17, 0.67, 0.83, 0.67),
        (0.33, 0.0, 0.67, 1.0),
    ]

    @Test func presetsHaveCoreAnimationControlPoints() {
        for (curve, p) in Self.presets {
            #expect(curve.x1 == p.0 && curve.y1 == p.1 && curve.x2 == p.2 && curve.y2 == p.3)
            #expect(curve == TimingCurve(p.0, p.1, p.2, p.3))
        }
    }

    @Test func presetsMatchReferenceSolverAt1001Points() {
        for (curve, p) in Self.presets {
            var worst = 0.0
            for i in 0...1000 {
                let x = Double(i) / 1000
                worst = max(worst, abs(curve.value(at: x) - Self.referenceValue(p, at: x)))
            }
            #expect(worst <= 1e-6, "\(p): worst error \(worst)")
        }
    }

    @Test func arbitraryCurvesMatchReferenceSolverAt2001Points() {
        for p in Self.arbitrary {
            let curve = TimingCurve(p.0, p.1, p.2, p.3)
            var worst = 0.0
            for i in 0...2000 {
                let x = Double(i) / 2000
                worst = max(worst, abs(curve.value(at: x) - Self.referenceValue(p, at: x)))
            }
            #expect(worst <= 1e-6, "\(p): worst error \(worst)")
        }
    }

    @Test func endpointsAreExact() {
        for curve in Self.presets.map(\.0) + Self.arbitrary.map({ TimingCurve($0.0, $0.1, $0.2, $0.3) }) {
            #expect(curve.value(at: 0) == 0)
            #expect(curve.value(at: 1) == 1)
        }
    }

    @Test func overshootingCurveLeavesUnitRange() {
        let back = TimingCurve(0.68, -0.55, 0.27, 1.55)
        let samples = (0...100).map { back.value(at: Double($0) / 100) }
        #expect(samples.min()! < -0.05)
        #expect(samples.max()! > 1.05)
    }

    @Test func presetsAreMonotonic() {
        for (curve, _) in Self.presets {
            var previous = 0.0
            for i in 1...1000 {
                let y = curve.value(at: Double(i) / 1000)
                #expect(y >= previous - 1e-9)
                previous = y
            }
        }
    }

    @Test func knownValues() {
        #expect(TimingCurve.linear.value(at: 0.25) == 0.25)  // the identity, exactly
        #expect(TimingCurve.linear.isIdentity && TimingCurve(0.3, 0.3, 0.6, 0.6).isIdentity)
        #expect(!TimingCurve.easeInEaseOut.isIdentity)
        #expect(abs(TimingCurve.easeInEaseOut.value(at: 0.5) - 0.5) <= 1e-9)
        // easeIn is slow at first, easeOut fast.
        #expect(TimingCurve.easeIn.value(at: 0.25) < 0.25)
        #expect(TimingCurve.easeOut.value(at: 0.25) > 0.25)
    }

    @Test func progressIsClampedAndNaNReadsAsZero() {
        let curve = TimingCurve.default
        #expect(curve.value(at: .nan) == 0)
        #expect(curve.value(at: -3) == 0)
        #expect(curve.value(at: -.infinity) == 0)
        #expect(curve.value(at: 7) == 1)
        #expect(curve.value(at: .infinity) == 1)
    }

    @Test func hostileControlPointsAreSanitised() {
        // x outside 0…1 is clamped (NaN → 0); a non-finite y takes its x.
        #expect(TimingCurve(-1, 0, 2, 1) == .linear)
        #expect(TimingCurve(.nan, 0, 1, 1) == .linear)
        #expect(TimingCurve(0.42, .nan, 0.58, .infinity) == TimingCurve(0.42, 0.42, 0.58, 0.58))
        let odd = TimingCurve(.infinity, -.infinity, .nan, .nan)
        for i in 0...100 {
            #expect(odd.value(at: Double(i) / 100).isFinite)
        }
    }
}
