/// An animation from one value to another.
open class CABasicAnimation: CAPropertyAnimation {
    /// The first value (nil: the property's current value).
    open var fromValue: Any?
    /// The last value (nil: the property's model value).
    open var toValue: Any?

    public required init() { super.init() }

    open override func copySettings(to copy: CAAnimation) {
        super.copySettings(to: copy)
        guard let copy = copy as? CABasicAnimation else { return }
        copy.fromValue = fromValue
        copy.toValue = toValue
    }
}
