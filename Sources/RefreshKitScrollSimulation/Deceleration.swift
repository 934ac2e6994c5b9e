import RefreshKitCore

/// UIScrollView's deceleration after a flick: the velocity decays by `rate` every millisecond.
///
/// With `k = 1000 · ln(rate)` (negative):
/// `v(t) = v0 · rate^(1000 t)`, `x(t) = x0 + v0 · (rate^(1000 t) − 1) / k`, resting point `x0 − v0 / k`.
/// Times are in seconds, positions in points, velocities in points per second.
///
/// Sanitising: a NaN rate reads as `normalRate`; other rates are clamped into
/// `minimumRate…maximumRate` (so a rate of 0, 1, negative or above 1 still decelerates and stays finite).
/// A negative or NaN time reads as 0; a non-finite position or velocity as 0.
package struct Deceleration: Hashable, Sendable {
    /// UIScrollView.DecelerationRate.normal, per millisecond.
    package static let normalRate: Double = 0.998
    /// UIScrollView.DecelerationRate.fast, per millisecond.
    package static let fastRate: Double = 0.99
    /// The smallest rate accepted (almost an immediate stop); lower rates are raised to it.
    package static let minimumRate: Double = 0.01
    /// The largest rate accepted (very little friction); higher rates, including 1, are lowered to it.
    package static let maximumRate: Double = 0.99999

    /// The fraction of the velocity kept per millisecond, in `minimumRate…maximumRate`.
    package let rate: Double

    /// Creates a deceleration with a per-millisecond rate (see the type's sanitising rules).
    package init(rate: Double = normalRate) {
        self.rate = rate.isNaN ? Self.normalRate : RKMath.clamp(rate, Self.minimumRate, Self.maximumRate)
    }

    /// The normal deceleration (0.998).
    package static let normal = Deceleration(rate: normalRate)
    /// The fast deceleration (0.99).
    package static let fast = Deceleration(rate: fastRate)

    /// k = 1000 · ln(rate), per second (negative).
    package var k: Double { 1000 * RKMath.log(rate) }

    /// The velocity at time t: v0 · rate^(1000 t).
    package func velocity(_ v0: Double, at t: Double) -> Double {
        Self.finite(v0) * decay(at: t)
    }

    /// The position at time t: x0 + v0 (rate^(1000 t) − 1) / k.
    package func position(from x0: Double, velocity v0: Double, at t: Double) -> Double {
        Self.finite(x0) + Self.finite(v0) * (decay(at: t) - 1) / k
    }

    /// Where the motion comes to rest: x0 − v0 / k.
    package func restingPosition(from x0: Double, velocity v0: Double) -> Double {
        Self.finite(x0) - Self.finite(v0) / k
    }

    /// The time at which position reaches x, or nil if it never does (x beyond the resting point or behind x0).
    ///
    /// x == x0 gives 0; the resting point itself is only approached, never reached, so it gives nil;
    /// a non-finite x gives nil.
    package func time(toReach x: Double, from x0: Double, velocity v0: Double) -> Double? {
        guard x.isFinite else { return nil }
        let start = Self.finite(x0), v = Self.finite(v0)
        if x == start { return 0 }
        guard v != 0 else { return nil }
        // rate^(1000 t) = 1 + k (x − x0) / v0 must lie in (0, 1].
        let remaining = 1 + k * (x - start) / v
        guard remaining > 0, remaining <= 1 else { return nil }
        return RKMath.log(remaining) / k
    }

    /// The time, in seconds, after which |velocity| < threshold.
    ///
    /// 0 if |v0| is already below it; `.infinity` for a threshold that is zero, negative or NaN
    /// (the velocity never drops below that).
    package func time(untilVelocityBelow threshold: Double, from v0: Double) -> Double {
        guard threshold > 0 else { return .infinity }
        let speed = abs(Self.finite(v0))
        if speed < threshold { return 0 }
        return RKMath.log(threshold / speed) / k
    }

    /// rate^(1000 t) for a sanitised t.
    private func decay(at t: Double) -> Double {
        let time = t > 0 ? t : 0
        return RKMath.pow(rate, 1000 * time)
    }

    private static func finite(_ x: Double) -> Double { x.isFinite ? x : 0 }
}
