/// A UIView-style animation of one Double: from, to, start time, duration, delay, curve.
///
/// A pure function of time (seconds): `from` until `startTime + delay`, then `curve` from `from`
/// to `to` over `duration`, then exactly `to` from `endTime` on.
///
/// Sanitising: a duration or delay that is negative, NaN or infinite acts as 0; a non-finite
/// start time acts as 0; a non-finite `from` is replaced by `to` and a non-finite `to` by `from`
/// (both non-finite: 0). A NaN time reads as "not started" (`from`, not finished).
package struct ValueAnimation: Hashable, Sendable {
    /// UIView's default animation duration, 0.3 s.
    package static let defaultDuration: Double = 0.3

    /// The value before the animation begins.
    package let from: Double
    /// The value from `endTime` on.
    package let to: Double
    /// When the animation was created (its delay counts from here), in seconds.
    package let startTime: Double
    /// How long the value moves, in seconds (≥ 0).
    package let duration: Double
    /// How long the value waits at `from` after `startTime`, in seconds (≥ 0).
    package let delay: Double
    /// How the value moves between `from` and `to`.
    package let curve: TimingCurve

    /// Creates an animation (see the type's sanitising rules).
    package init(
        from: Double, to: Double, startTime: Double, duration: Double = defaultDuration, delay: Double = 0,
        curve: TimingCurve = .easeInEaseOut
    ) {
        switch (from.isFinite, to.isFinite) {
        case (true, true): (self.from, self.to) = (from, to)
        case (true, false): (self.from, self.to) = (from, from)
        case (false, true): (self.from, self.to) = (to, to)
        case (false, false): (self.from, self.to) = (0, 0)
        }
        self.startTime = startTime.isFinite ? startTime : 0
        self.duration = Self.sanitizeInterval(duration)
        self.delay = Self.sanitizeInterval(delay)
        self.curve = curve
    }

    /// When the value starts moving: startTime + delay.
    package var beginTime: Double { startTime + delay }

    /// startTime + delay + duration: from then on the value is exactly `to`.
    package var endTime: Double { beginTime + duration }

    /// The fraction of the duration elapsed at `time`, in `0…1` (before the curve is applied).
    package func progress(at time: Double) -> Double {
        if time >= endTime { return 1 }
        guard time > beginTime else { return 0 }
        return RKMath.clamp((time - beginTime) / duration, 0, 1)
    }

    /// The value at `time`: `from` until startTime + delay, exactly `to` (bit for bit) from
    /// endTime on, the curve in between; a duration of 0 jumps.
    package func value(at time: Double) -> Double {
        if time >= endTime { return to }
        guard time > beginTime else { return from }
        let eased = curve.value(at: (time - beginTime) / duration)
        let delta = to - from
        if delta.isFinite { return from + delta * eased }
        return from * (1 - eased) + to * eased
    }

    /// Whether the value has reached `to` for good: time >= endTime.
    package func isFinished(at time: Double) -> Bool { time >= endTime }

    /// UIView's `.beginFromCurrentState`: a new animation towards `to` that starts from
    /// `current.value(at: time)` (the presented value) rather than from `current.to`.
    ///
    /// The new animation's `startTime` is `time`.
    package static func beginningFromCurrentState(
        of current: ValueAnimation, to: Double, at time: Double,
        duration: Double = defaultDuration, delay: Double = 0,
        curve: TimingCurve = .easeInEaseOut
    ) -> ValueAnimation {
        ValueAnimation(
            from: current.value(at: time), to: to, startTime: time, duration: duration, delay: delay, curve: curve)
    }

    private static func sanitizeInterval(_ x: Double) -> Double {
        x.isFinite && x > 0 ? x : 0
    }
}
