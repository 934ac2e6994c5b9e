import Testing
@testable import RefreshKitCore
import RefreshKitScrollSimulation

@Suite struct CriticallyDampedSpringTests {
    static let cases: [(x0: Double, v0: Double)] = [(100, 0), (-40, 0), (0, 800), (60, -1500), (-20, 300), (0, 0)]
    static let springs = [CriticallyDampedSpring(), CriticallyDampedSpring(mass: 2, stiffness: 300)]

    @Test func defaultsAreUIKitsBounce() {
        let spring = CriticallyDampedSpring()
        #expect(spring.mass == 1 && spring.stiffness == 100)
        #expect(spring.angularFrequency == 10)
        #expect(spring.damping == 20)
        #expect(CriticallyDampedSpring(mass: 4, stiffness: 100).angularFrequency == 5)
    }

    @Test func displacementMatchesClosedForm() {
        for spring in Self.springs {
            let w = spring.angularFrequency
            for (x0, v0) in Self.cases {
                for t in [0, 0.01, 0.1, 0.25, 0.5, 1, 3] {
                    let expected = (x0 + (v0 + w * x0) * t) * RKMath.exp(-w * t)
                    #expect(abs(spring.displacement(from: x0, velocity: v0, at: t) - expected) <= 1e-9)
                }
                #expect(spring.displacement(from: x0, velocity: v0, at: 0) == x0)
                #expect(spring.velocity(from: x0, velocity: v0, at: 0) == v0)
            }
        }
    }

    @Test func velocityIsTheDerivativeOfDisplacement() {
        let h = 1e-6
        for spring in Self.springs {
            for (x0, v0) in Self.cases {
                for t in [0.05, 0.2, 0.7] {
                    let numeric =
                        (spring.displacement(from: x0, velocity: v0, at: t + h)
                            - spring.displacement(from: x0, velocity: v0, at: t - h)) / (2 * h)
                    #expect(abs(numeric - spring.velocity(from: x0, velocity: v0, at: t)) <= 1e-4)
                }
            }
        }
    }

    @Test func satisfiesTheEquationOfMotion() {
        // m x'' + c x' + k x = 0, with x'' from central finite differences.
        let h = 1e-4
        for spring in Self.springs {
            for (x0, v0) in Self.cases {
                for t in [0.05, 0.15, 0.4, 1.0] {
                    let x = { spring.displacement(from: x0, velocity: v0, at: $0) }
                    let acceleration = (x(t + h) - 2 * x(t) + x(t - h)) / (h * h)
                    let residual =
                        spring.mass * acceleration
                        + spring.damping * spring.velocity(from: x0, velocity: v0, at: t)
                        + spring.stiffness * x(t)
                    let scale = spring.stiffness * abs(x0) + spring.damping * abs(v0) + 1
                    #expect(abs(residual) <= 1e-3 * scale, "residual \(residual)")
                }
            }
        }
    }

    @Test func doesNotOscillateFromRest() {
        let spring = CriticallyDampedSpring()
        for x0 in [1.0, 64, 500] {
            for i in 0...2000 {
                let t = Double(i) / 1000
                #expect(spring.displacement(from: x0, velocity: 0, at: t) >= 0)
                #expect(spring.velocity(from: x0, velocity: 0, at: t) <= 0)
            }
        }
    }

    @Test func settleTimeReallySettles() {
        for spring in Self.springs {
            for (x0, v0) in Self.cases {
                for (pTol, vTol) in [(0.5, 1.0), (0.01, 0.1), (1e-6, 1e-6)] {
                    let settle = spring.settleTime(
                        from: x0, velocity: v0, positionTolerance: pTol, velocityTolerance: vTol)
                    #expect(settle.isFinite && settle >= 0)
                    for i in 0...400 {
                        let t = settle + Double(i) * 0.005
                        #expect(abs(spring.displacement(from: x0, velocity: v0, at: t)) < pTol)
                        #expect(abs(spring.velocity(from: x0, velocity: v0, at: t)) < vTol)
                    }
                }
            }
        }
    }

    @Test func settleTimeIsTightWithoutZeroCrossing() {
        // x0 > 0, v0 = 0: the bound is exact; just before it the spring is not yet settled.
        let spring = CriticallyDampedSpring()
        let settle = spring.settleTime(from: 100, velocity: 0, positionTolerance: 0.5, velocityTolerance: 1e9)
        #expect(settle > 0.5 && settle < 1.0)
        #expect(abs(spring.displacement(from: 100, velocity: 0, at: settle - 1e-6)) >= 0.5)
        #expect(spring.settleTime(from: 0.1, velocity: 0, positionTolerance: 0.5, velocityTolerance: 10) == 0)
        #expect(spring.settleTime(from: 0, velocity: 0, positionTolerance: 0.5, velocityTolerance: 0.5) == 0)
    }

    @Test func hostileInputIsSanitised() {
        #expect(CriticallyDampedSpring(mass: 0, stiffness: -5) == CriticallyDampedSpring())
        #expect(CriticallyDampedSpring(mass: .nan, stiffness: .infinity) == CriticallyDampedSpring())
        let spring = CriticallyDampedSpring()
        // Negative and NaN times read as 0; +∞ is at rest.
        #expect(spring.displacement(from: 10, velocity: 5, at: -1) == 10)
        #expect(spring.displacement(from: 10, velocity: 5, at: .nan) == 10)
        #expect(spring.velocity(from: 10, velocity: 5, at: -1) == 5)
        #expect(spring.displacement(from: 10, velocity: 5, at: .infinity) == 0)
        #expect(spring.velocity(from: 10, velocity: 5, at: .infinity) == 0)
        // Non-finite initial conditions are treated as 0.
        #expect(spring.displacement(from: .nan, velocity: .infinity, at: 0.3) == 0)
        // Non-positive tolerances read as the minimum tolerance: the result stays finite.
        let settle = spring.settleTime(from: 10, velocity: 0, positionTolerance: 0, velocityTolerance: .nan)
        #expect(settle.isFinite && settle > 0)
        // Overflowing envelopes give ∞ rather than a crash or a hang.
        #expect(
            spring.settleTime(from: 1e308, velocity: 1e308, positionTolerance: 1, velocityTolerance: 1) == .infinity)
    }
}
