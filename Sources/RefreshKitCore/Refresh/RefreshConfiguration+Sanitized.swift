extension RefreshConfiguration {
    /// The configuration with every unusable number replaced by its default.
    var sanitized: RefreshConfiguration {
        var c = self
        if !(height.isFinite && height > 0) { c.height = Self.defaultHeight }
        if let t = triggerDistance, !(t.isFinite && t > 0) { c.triggerDistance = nil }
        if !(autoTriggerDistance.isFinite && autoTriggerDistance >= 0) {
            c.autoTriggerDistance = Self.defaultAutoTriggerDistance
        }
        if !(insetAnimationDuration.isFinite && insetAnimationDuration >= 0) {
            c.insetAnimationDuration = Self.defaultInsetAnimationDuration
        }
        return c
    }
}
