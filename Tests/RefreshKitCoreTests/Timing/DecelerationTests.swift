import Testing
@testable import RefreshKitCore
import RefreshKitScrollSimulation

@Suite struct DecelerationTests {
    static let rates = [Deceleration.normalRate, Deceleration.fastRate]
    static let times = [0, 0.001, 0.016, 0.1, 0.5, 1, 2.5]
    static let flicks: [(x0: Double, v0: Double)] = [(0, 2000), (150, -3500), (-40, 800)]

    @Test func ratesAreUIKits() {
        #expect(Deceleration.normalRate == 0.998)
        #expect(Deceleration.fastRate == 0.99)
        #expect(Deceleration().rate == 0.998)
        #expect(Deceleration.fast.rate == 0.99)
        #expect(abs(Deceleration().k - 1000 * RKMath.log(0.998)) <= 1e-12)
    }

    @Test func velocityAndPositionFollowTheSpec() {
        for rate in Self.rates {
            let d = Deceleration(rate: rate)
            let k = 1000 * RKMath.log(rate)
            for (x0, v0) in Self.flicks {
                for t in Self.times {
                    let decay = RKMath.pow(rate, 1000 * t)
                    #expect(abs(d.velocity(v0, at: t) - v0 * decay) <= 1e-6)
                    #expect(abs(d.position(from: x0, velocity: v0, at: t) - (x0 + v0 * (decay - 1) / k)) <= 1e-6)
                }
                #expect(abs(d.restingPosition(from: x0, velocity: v0) - (x0 - v0 / k)) <= 1e-6)
                #expect(
                    abs(d.position(from: x0, velocity: v0, at: 60) - d.restingPosition(from: x0, velocity: v0)) <= 1e-6)
            }
        }
    }

    @Test func knownNumbers() {
        // A 1000 pt/s flick with the normal rate travels −v0/k ≈ 499.5 pt.
        let d = Deceleration()
        #expect(abs(d.restingPosition(from: 0, velocity: 1000) - 499.4998331664548) <= 1e-6)
        #expect(d.position(from: 12, velocity: 1000, at: 0) == 12)
        #expect(d.velocity(1000, at: 0) == 1000)
    }

    @Test func velocityDecaysByTheRateEveryMillisecond() {
        for rate in Self.rates {
            let d = Deceleration(rate: rate)
            for t in [0, 0.2, 0.731] {
                let ratio = d.velocity(1234, at: t + 0.001) / d.velocity(1234, at: t)
                #expect(abs(ratio - rate) <= 1e-9)
            }
        }
    }

    @Test func positionIsTheIntegralOfVelocity() {
        let d = Deceleration(rate: 0.995), h = 1e-6
        for t in [0.01, 0.3, 1.2] {
            let numeric =
                (d.position(from: 5, velocity: 900, at: t + h) - d.position(from: 5, velocity: 900, at: t - h))
                / (2 * h)
            #expect(abs(numeric - d.velocity(900, at: t)) <= 1e-3)
        }
    }

    @Test func timeToReachInvertsPosition() throws {
        for rate in Self.rates {
            let d = Deceleration(rate: rate)
            for (x0, v0) in Self.flicks {
                for t in Self.times {
                    let x = d.position(from: x0, velocity: v0, at: t)
                    let found = try #require(d.time(toReach: x, from: x0, velocity: v0))
                    #expect(abs(d.position(from: x0, velocity: v0, at: found) - x) <= 1e-6)
                    if t <= 0.5 { #expect(abs(found - t) <= 1e-6) }
                }
            }
        }
    }

    @Test func timeToReachIsNilWhenUnreachable() {
        let d = Deceleration()
        let rest = d.restingPosition(from: 0, velocity: 1000)
        #expect(d.time(toReach: rest + 1, from: 0, velocity: 1000) == nil)  // beyond the resting point
        #expect(d.time(toReach: rest, from: 0, velocity: 1000) == nil)  // only approached
        #expect(d.time(toReach: -1, from: 0, velocity: 1000) == nil)  // behind x0
        #expect(d.time(toReach: 10, from: 0, velocity: 0) == nil)  // not moving
        #expect(d.time(toReach: 0, from: 0, velocity: 0) == 0)
        #expect(d.time(toReach: 7, from: 7, velocity: -300) == 0)
        #expect(d.time(toReach: .nan, from: 0, velocity: 1000) == nil)
        #expect(d.time(toReach: -100, from: 0, velocity: -1000) != nil)  // moving backwards
    }

    @Test func timeUntilVelocityBelow() {
        for rate in Self.rates {
            let d = Deceleration(rate: rate)
            for v0 in [2000.0, -750] {
                let t = d.time(untilVelocityBelow: 10, from: v0)
                #expect(abs(abs(d.velocity(v0, at: t)) - 10) <= 1e-9)
                #expect(abs(d.velocity(v0, at: t + 1e-6)) < 10)
                #expect(abs(d.velocity(v0, at: t - 1e-3)) > 10)
            }
            #expect(d.time(untilVelocityBelow: 10, from: 5) == 0)
            #expect(d.time(untilVelocityBelow: 0, from: 5) == .infinity)
            #expect(d.time(untilVelocityBelow: .nan, from: 5) == .infinity)
        }
    }

    @Test func hostileRatesAreClamped() {
        #expect(Deceleration(rate: .nan).rate == Deceleration.normalRate)
        #expect(Deceleration(rate: 1).rate == Deceleration.maximumRate)
        #expect(Deceleration(rate: 2).rate == Deceleration.maximumRate)
        #expect(Deceleration(rate: .infinity).rate == Deceleration.maximumRate)
        #expect(Deceleration(rate: 0).rate == Deceleration.minimumRate)
        #expect(Deceleration(rate: -0.5).rate == Deceleration.minimumRate)
        for rate in [0.0, 1, -3, .nan, .infinity] {
            let d = Deceleration(rate: rate)
            #expect(d.k < 0 && d.k.isFinite)
            #expect(d.restingPosition(from: 0, velocity: 1000).isFinite)
        }
    }

    @Test func hostileTimesAndValues() {
        let d = Deceleration()
        #expect(d.velocity(1000, at: -1) == 1000)
        #expect(d.velocity(1000, at: .nan) == 1000)
        #expect(d.velocity(1000, at: .infinity) == 0)
        #expect(d.position(from: 3, velocity: 1000, at: -1) == 3)
        #expect(d.position(from: .nan, velocity: .infinity, at: 1) == 0)
        #expect(d.restingPosition(from: 5, velocity: .nan) == 5)
    }
}
