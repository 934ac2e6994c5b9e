/// An animation of one property of its layer, named by a key path.
open class CAPropertyAnimation: CAAnimation {
    /// The animated property.
    open var keyPath: String?
    /// Whether its values add to the model value (not modelled: refused).
    open var isAdditive = false
    /// Whether each pass adds on to where the last one ended.
    open var isCumulative = false

    public required init() { super.init() }

    /// An animation of `keyPath`.
    public convenience init(keyPath: String?) {
        self.init()
        self.keyPath = keyPath
    }

    open override func copySettings(to copy: CAAnimation) {
        super.copySettings(to: copy)
        guard let copy = copy as? CAPropertyAnimation else { return }
        copy.keyPath = keyPath
        copy.isAdditive = isAdditive
        copy.isCumulative = isCumulative
    }
}
