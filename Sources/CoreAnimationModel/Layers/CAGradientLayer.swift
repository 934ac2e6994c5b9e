/// A layer that fills its bounds with a gradient: `colors` at `locations` (evenly spread when
/// nil) along the axis from `startPoint` to `endPoint`, both in the unit space of `bounds`
/// ((0, 0) its top-left, (1, 1) its bottom-right); the end colours extend beyond the axis.
open class CAGradientLayer: CALayer {
    public override init() { super.init() }

    open var colors: [Any]? {
        get { state.colors }
        set { state.colors = newValue }
    }
    open var locations: [NSNumber]? {
        get { state.locations }
        set { state.locations = newValue }
    }
    open var startPoint: CGPoint {
        get { state.startPoint }
        set { state.startPoint = newValue }
    }
    open var endPoint: CGPoint {
        get { state.endPoint }
        set { state.endPoint = newValue }
    }
    /// The gradient's geometry (the model draws `axial` only).
    open var type: CAGradientLayerType {
        get { state.gradientType }
        set { state.gradientType = newValue }
    }
}
