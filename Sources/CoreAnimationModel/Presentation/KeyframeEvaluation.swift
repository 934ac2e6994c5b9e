/// The value an animation gives its property at a fraction of one pass.
enum KeyframeEvaluation {
    /// The value of `animation` `fraction` (0…1) through pass `pass`; `current` is the
    /// property's value underneath (a basic animation's missing end).
    static func value(
        of animation: CAPropertyAnimation, fraction: Double, pass: Double, current: AnimationValue?,
        keyPath: String
    ) throws(ModelError) -> AnimationValue {
        guard !animation.isAdditive else { throw .unsupported("additive animations (\(keyPath))") }
        guard animation.timingFunction == nil else { throw .unsupported("timing functions (\(keyPath))") }
        let value: AnimationValue
        let last: AnimationValue
        switch animation {
        case let keyframes as CAKeyframeAnimation:
            guard keyframes.timingFunctions == nil else { throw .unsupported("keyframe timing functions (\(keyPath))") }
            var values: [AnimationValue] = []
            for object in keyframes.values ?? [] { values.append(try AnimationValue(object)) }
            guard let final = values.last else { throw .undefined("a keyframe animation without values (\(keyPath))") }
            last = final
            value = try keyframe(
                values, keyTimes: keyframes.keyTimes?.map(\.doubleValue),
                mode: keyframes.calculationMode, at: fraction, keyPath: keyPath)
        case let basic as CABasicAnimation:
            guard let from = try basic.fromValue.map({ (v) throws(ModelError) in try AnimationValue(v) }) ?? current,
                let to = try basic.toValue.map({ (v) throws(ModelError) in try AnimationValue(v) }) ?? current
            else {
                throw .undefined("a basic animation with no values (\(keyPath))")
            }
            last = to
            value = try from.interpolated(to: to, fraction: fraction, keyPath: keyPath)
        default:
            throw .unsupported("animations of class \(type(of: animation))")
        }
        return animation.isCumulative ? try value.accumulated(last, passes: pass, keyPath: keyPath) : value
    }

    /// The keyframes' value at `u` (0…1) by the documented rules of `keyTimes`: linear — as
    /// many key times as values, the first 0 and the last 1, each value at its time and straight
    /// lines between; discrete — one more key time than values (or as many), value `i` held from
    /// key time `i` until key time `i + 1`. Without key times the values are spread evenly.
    static func keyframe(
        _ values: [AnimationValue], keyTimes: [Double]?, mode: CAAnimationCalculationMode,
        at u: Double, keyPath: String
    ) throws(ModelError) -> AnimationValue {
        let n = values.count
        switch mode {
        case .discrete:
            let times = keyTimes ?? (0...n).map { Double($0) / Double(n) }
            guard times.count == n + 1 || times.count == n else {
                throw .undefined("\(times.count) key times for \(n) discrete values (\(keyPath))")
            }
            try checkIncreasing(times, keyPath: keyPath)
            var index = 0
            while index + 1 < n, times[index + 1] <= u { index += 1 }
            return values[index]
        case .linear:
            guard n > 1 else { return values[0] }
            let times = keyTimes ?? (0..<n).map { Double($0) / Double(n - 1) }
            guard times.count == n else {
                throw .undefined("\(times.count) key times for \(n) linear values (\(keyPath))")
            }
            guard times[0] == 0, times[n - 1] == 1 else {
                throw .undefined("linear key times that do not run from 0 to 1 (\(keyPath))")
            }
            try checkIncreasing(times, keyPath: keyPath)
            if u >= 1 { return values[n - 1] }
            var k = 0
            while k + 2 < n, times[k + 1] <= u { k += 1 }
            let span = times[k + 1] - times[k]
            let f = span > 0 ? Swift.min(Swift.max((u - times[k]) / span, 0), 1) : 1
            if booleanKeyPaths.contains(keyPath), f > 0, f < 1, !values[k].same(as: values[k + 1]) {
                throw .undefined("a linear animation between two values of the flag \"\(keyPath)\"")
            }
            return try values[k].interpolated(to: values[k + 1], fraction: f, keyPath: keyPath)
        default:
            throw .unsupported("calculation mode \(mode.rawValue) (\(keyPath))")
        }
    }

    /// Properties that are flags: what lies between two different values is not documented.
    static let booleanKeyPaths: Set<String> = ["hidden", "masksToBounds"]

    private static func checkIncreasing(_ times: [Double], keyPath: String) throws(ModelError) {
        for (a, b) in zip(times, times.dropFirst()) where !(a <= b) || !a.isFinite || !b.isFinite {
            throw .undefined("key times that decrease (\(keyPath))")
        }
    }
}
