/// Where an animation stands at a time of its layer, by the `CAMediaTiming` rules: its local
/// time is `(layerTime − beginTime) · speed + timeOffset`; it is active for `duration` per pass
/// (twice that when it autoreverses) times `repeatCount` (0 counts as 1, `.infinity` for ever),
/// or for `repeatDuration` when that is set; outside, `fillMode` decides.
struct ActiveTime {
    /// Where it stands.
    enum Phase: Equatable {
        /// It shows nothing: before it begins without a backwards fill, or after it ends
        /// without a forwards fill.
        case none
        /// It shows the keyframes at `fraction` (0…1) of pass `pass` (counted from 0).
        case at(fraction: Double, pass: Double)
    }

    let phase: Phase
    /// Whether its active time is over (a removed-on-completion animation is gone).
    let isOver: Bool

    init(_ animation: CAAnimation, layerTime: Double) {
        let d = animation.duration > 0 ? animation.duration : 0.25
        let cycle = animation.autoreverses ? 2 * d : d
        let active: Double
        if animation.repeatDuration > 0 {
            active = animation.repeatDuration
        } else {
            let count = animation.repeatCount == 0 ? 1 : Double(animation.repeatCount)
            active = count.isInfinite ? .infinity : cycle * count
        }
        let local = (layerTime - animation.beginTime) * Double(animation.speed) + animation.timeOffset
        // Where the keyframes stand `t` into the active time.
        func position(_ t: Double, atEnd: Bool) -> Phase {
            var pass = ModelMath.floor(t / cycle)
            var within = t - pass * cycle
            if atEnd, within == 0, pass > 0 {
                pass -= 1
                within = cycle
            }
            var fraction = within / d
            if animation.autoreverses, within > d { fraction = 2 - within / d }
            return .at(fraction: Swift.min(Swift.max(fraction, 0), 1), pass: pass)
        }
        if local < 0 {
            phase = animation.fillMode.fillsBackwards ? position(0, atEnd: false) : .none
            isOver = false
        } else if local >= active {
            phase = animation.fillMode.fillsForwards ? position(active, atEnd: true) : .none
            isOver = true
        } else {
            phase = position(local, atEnd: false)
            isOver = false
        }
    }
}
