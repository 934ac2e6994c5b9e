/// An animation through a list of values at key times.
open class CAKeyframeAnimation: CAPropertyAnimation {
    /// The keyframes.
    open var values: [Any]?
    /// When each keyframe applies, as fractions of one pass (nil: evenly spaced).
    open var keyTimes: [NSNumber]?
    /// How values between keyframes are found.
    open var calculationMode: CAAnimationCalculationMode = .linear
    /// The pacing between keyframes (not modelled: refused).
    open var timingFunctions: [CAMediaTimingFunction]?

    public required init() { super.init() }

    open override func copySettings(to copy: CAAnimation) {
        super.copySettings(to: copy)
        guard let copy = copy as? CAKeyframeAnimation else { return }
        copy.values = values
        copy.keyTimes = keyTimes
        copy.calculationMode = calculationMode
        copy.timingFunctions = timingFunctions
    }
}
