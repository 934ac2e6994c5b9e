import RefreshKitCore

/// A critically damped spring (damping ratio 1): the fastest return to rest without
/// oscillating. UIScrollView's bounce back uses one with mass 1 and stiffness 100.
///
/// It solves `m x'' + c x' + k x = 0` with `c = 2 √(k m)`, where x is the displacement from the
/// resting point. Times are in seconds; displacement and velocity in any unit (points, points/s).
///
/// Sanitising: a mass or stiffness that is NaN, infinite, zero or negative is replaced by its
/// default; a negative or NaN time reads as 0 and `+∞` as "at rest"; a non-finite initial
/// displacement or velocity is treated as 0.
package struct CriticallyDampedSpring: Hashable, Sendable {
    /// The default mass, 1 (UIKit's bounce).
    package static let defaultMass: Double = 1
    /// The default stiffness, 100 (UIKit's bounce).
    package static let defaultStiffness: Double = 100
    /// The smallest tolerance `settleTime` uses; smaller, zero, negative or NaN tolerances read as this.
    package static let minimumTolerance: Double = 1e-12

    /// The mass (positive, finite).
    package let mass: Double
    /// The stiffness k (positive, finite).
    package let stiffness: Double

    /// Creates a spring; invalid values fall back to the defaults.
    package init(mass: Double = defaultMass, stiffness: Double = defaultStiffness) {
        self.mass = mass.isFinite && mass > 0 ? mass : Self.defaultMass
        self.stiffness = stiffness.isFinite && stiffness > 0 ? stiffness : Self.defaultStiffness
    }

    /// The natural angular frequency ω = √(stiffness / mass), in radians per second.
    package var angularFrequency: Double { (stiffness / mass).squareRoot() }

    /// The damping coefficient c = 2 √(stiffness · mass) that makes the spring critically damped.
    package var damping: Double { 2 * (stiffness * mass).squareRoot() }

    /// The displacement from rest at time t ≥ 0, given displacement x0 and velocity v0 at t = 0:
    /// x(t) = (x0 + (v0 + ω x0) t) e^(−ω t).
    package func displacement(from x0: Double, velocity v0: Double, at t: Double) -> Double {
        let (a, v, time) = Self.sanitize(x0, v0, t)
        if time == .infinity { return 0 }
        let w = angularFrequency
        return (a + (v + w * a) * time) * RKMath.exp(-w * time)
    }

    /// The velocity at time t >= 0 given displacement x0 and velocity v0 at t = 0:
    /// x'(t) = (v0 − w (v0 + w x0) t) e^(−w t).
    package func velocity(from x0: Double, velocity v0: Double, at t: Double) -> Double {
        let (a, v, time) = Self.sanitize(x0, v0, t)
        if time == .infinity { return 0 }
        let w = angularFrequency
        return (v - w * (v + w * a) * time) * RKMath.exp(-w * time)
    }

    /// A time after which |displacement| < positionTolerance and |velocity| < velocityTolerance
    /// for good: the earliest such time, or a safe upper bound of it (see below).
    ///
    /// The bound: |x(t)| ≤ (|x0| + |v0 + ω x0| t) e^(−ω t) and |x'(t)| ≤ (|v0| + ω |v0 + ω x0| t) e^(−ω t);
    /// each envelope rises then falls, so the last time it reaches its tolerance is found by bisection.
    /// This is exact when x0 and v0 + ω x0 have the same sign (no zero crossing) and a safe upper bound
    /// otherwise. Returns 0 for a spring already within both tolerances for good, and `.infinity` only
    /// if the inputs are so large that the envelopes overflow.
    package func settleTime(
        from x0: Double, velocity v0: Double, positionTolerance: Double, velocityTolerance: Double
    ) -> Double {
        let (a, v, _) = Self.sanitize(x0, v0, 0)
        let w = angularFrequency
        let b = abs(v + w * a)
        guard b.isFinite else { return .infinity }
        let positionTime = Self.lastCrossing(
            a: abs(a), b: b, w: w, tolerance: Self.sanitizeTolerance(positionTolerance))
        let velocityTime = Self.lastCrossing(
            a: abs(v), b: w * b, w: w, tolerance: Self.sanitizeTolerance(velocityTolerance))
        return max(positionTime, velocityTime)
    }

    private static func sanitize(_ x0: Double, _ v0: Double, _ t: Double) -> (Double, Double, Double) {
        (x0.isFinite ? x0 : 0, v0.isFinite ? v0 : 0, t > 0 ? t : 0)
    }

    private static func sanitizeTolerance(_ tolerance: Double) -> Double {
        tolerance >= minimumTolerance ? tolerance : minimumTolerance
    }

    /// For f(t) = (a + b t) e^(−w t) with a, b ≥ 0: the smallest T with f(t) < tolerance for all t ≥ T.
    private static func lastCrossing(a: Double, b: Double, w: Double, tolerance: Double) -> Double {
        func f(_ t: Double) -> Double { (a + b * t) * RKMath.exp(-w * t) }
        // f rises until its peak at t* = max(0, 1/w − a/b), then falls for good.
        let peak = b > 0 ? max(0, 1 / w - a / b) : 0
        if f(peak) < tolerance { return 0 }
        var lo = peak, hi = peak + 1 / w
        var doublings = 0
        while !(f(hi) < tolerance) {
            lo = hi
            hi *= 2
            doublings += 1
            if doublings > 2_000 || !hi.isFinite { return .infinity }
        }
        // Invariant: f(lo) >= tolerance > f(hi); return the safe side.
        for _ in 0..<200 {
            let mid = lo + (hi - lo) * 0.5
            if mid <= lo || mid >= hi { break }
            if f(mid) < tolerance { hi = mid } else { lo = mid }
        }
        return hi
    }
}
