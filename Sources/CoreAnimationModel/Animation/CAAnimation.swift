/// The timing every animation has (`CAMediaTiming`) and whether it stays after it completes.
/// ``CALayer/add(_:forKey:)`` stores a copy, so changing an animation after adding it changes
/// nothing that plays.
open class CAAnimation {
    /// When it begins, in its layer's time; 0 means "when it is added".
    open var beginTime: CFTimeInterval = 0
    /// One pass, in seconds; 0 or less becomes 0.25 when it is added.
    open var duration: CFTimeInterval = 0
    /// The rate of its time relative to its layer's.
    open var speed: Float = 1
    /// Added to its local time.
    open var timeOffset: CFTimeInterval = 0
    /// How many passes it plays (0: one; `.infinity`: for ever).
    open var repeatCount: Float = 0
    /// How long it repeats, in seconds, instead of a count (0: unused).
    open var repeatDuration: CFTimeInterval = 0
    /// Whether each pass plays forwards then backwards.
    open var autoreverses = false
    /// What it shows outside its active time.
    open var fillMode: CAMediaTimingFillMode = .removed
    /// Whether its layer drops it once its active time is over.
    open var isRemovedOnCompletion = true
    /// Its pacing; nil is linear.
    open var timingFunction: CAMediaTimingFunction?

    public required init() {}

    /// A copy with the same settings.
    open func copy() -> Any {
        let copy = type(of: self).init()
        copySettings(to: copy)
        return copy
    }

    /// Copies this animation's settings into `copy`, an instance of the same class.
    open func copySettings(to copy: CAAnimation) {
        copy.beginTime = beginTime
        copy.duration = duration
        copy.speed = speed
        copy.timeOffset = timeOffset
        copy.repeatCount = repeatCount
        copy.repeatDuration = repeatDuration
        copy.autoreverses = autoreverses
        copy.fillMode = fillMode
        copy.isRemovedOnCompletion = isRemovedOnCompletion
        copy.timingFunction = timingFunction
    }
}
