/// One animated property of one layer, as a `CAKeyframeAnimation` describes it.
package struct LayerAnimation: Hashable, Sendable {
    /// How values between keyframes are found (`calculationMode`).
    package enum CalculationMode: String, Hashable, Sendable {
        /// Straight between neighbouring keyframes (`kCAAnimationLinear`).
        case linear
        /// Each value held until the next key time (`kCAAnimationDiscrete`): `keyTimes` has one
        /// more entry than `values`, as Core Animation requires.
        case discrete
    }

    /// The index of the layer in ``LayerPlan/layers``.
    package var layer: Int
    /// The animated property.
    package var keyPath: LayerProperty
    /// Fractions of ``duration``, from 0 to 1, increasing.
    package var keyTimes: [Double]
    /// The values at the key times.
    package var values: [KeyframeValue]
    /// Linear or discrete.
    package var calculationMode: CalculationMode
    /// The length of one pass, in seconds (for a pull, in units of pull progress).
    package var duration: Double
    /// How many times it plays; nil for ever (`HUGE_VALF`, `"infinity"` in JSON).
    package var repeatCount: Double?
    /// When it starts, in seconds after the plan began (`beginTime` relative to the layer's
    /// start): a loop that follows an intro begins when the intro ends. Of two tracks of the same
    /// layer and key path, the one that began last shows (as a later-added animation does).
    package var beginTime: Double
    /// Whether each pass adds on to where the last one ended (`isCumulative`): pass `n` shows
    /// its keyframes plus `n` times the last one. A turn that does not come back to where it
    /// started (its first keyframe 0) keeps turning this way. Numbers only.
    package var isCumulative: Bool = false
    /// Whether, in a pull or armed plan, the track plays on the state's own clock (seconds since
    /// the state began, on the render server) rather than at the pull the plan is driven by: the
    /// classic arrow's flip once armed. Its ``beginTime`` and ``duration`` are then seconds.
    package var runsOnClock: Bool = false

    /// Creates a track.
    ///
    /// - Parameters:
    ///   - layer: The layer's index.
    ///   - keyPath: The animated property.
    ///   - keyTimes: Fractions of the duration (one more than `values` when discrete).
    ///   - values: The keyframes.
    ///   - calculationMode: Linear or discrete.
    ///   - duration: One pass, in seconds.
    ///   - repeatCount: Repetitions, nil for ever.
    ///   - beginTime: When it starts, in seconds after the plan began.
    package init(
        layer: Int, keyPath: LayerProperty, keyTimes: [Double], values: [KeyframeValue],
        calculationMode: CalculationMode, duration: Double, repeatCount: Double?, beginTime: Double = 0
    ) {
        self.layer = layer
        self.keyPath = keyPath
        self.keyTimes = keyTimes
        self.values = values
        self.calculationMode = calculationMode
        self.duration = duration
        self.repeatCount = repeatCount
        self.beginTime = beginTime
    }

    /// The value Core Animation shows at `time` seconds after the track began: the time folded
    /// into one pass (for ever-repeating tracks) or held at the ends, then the keyframes around
    /// it interpolated (linear) or the one before it held (discrete).
    ///
    /// - Parameter time: Seconds since the animation began (for a pull, the progress).
    /// - Returns: The value, or nil for an empty track.
    package func value(at time: Double) -> KeyframeValue? {
        guard !values.isEmpty, duration > 0, time.isFinite else { return values.first }
        let elapsed = time - beginTime
        var local: Double
        var passes = 0.0
        if repeatCount == nil {
            local = elapsed.truncatingRemainder(dividingBy: duration)
            if local < 0 { local += duration }
            passes = ((elapsed - local) / duration).rounded()
        } else {
            local = Swift.min(Swift.max(elapsed, 0), duration * Swift.max(repeatCount ?? 1, 1))
            if local >= duration { local = duration }
        }
        let u = local / duration
        if isCumulative, passes != 0, case let .number(last)? = values.last,
            case let .number(x)? = value(atFraction: u)
        {
            return .number(x + passes * last)
        }
        return value(atFraction: u)
    }

    /// The keyframes' value a fraction `u` (0…1) through one pass.
    private func value(atFraction u: Double) -> KeyframeValue? {
        guard let first = values.first else { return nil }
        switch calculationMode {
        case .discrete:
            var index = 0
            while index + 1 < values.count, index + 1 < keyTimes.count, keyTimes[index + 1] <= u { index += 1 }
            return values[index]
        case .linear:
            guard values.count > 1, keyTimes.count == values.count else { return first }
            if u <= keyTimes[0] { return first }
            var k = 0
            while k + 1 < keyTimes.count - 1, keyTimes[k + 1] <= u { k += 1 }
            let span = keyTimes[k + 1] - keyTimes[k]
            let f = span > 0 ? Swift.min(Swift.max((u - keyTimes[k]) / span, 0), 1) : 1
            return values[k].interpolated(to: values[k + 1], fraction: f) ?? (f < 1 ? values[k] : values[k + 1])
        }
    }
}
