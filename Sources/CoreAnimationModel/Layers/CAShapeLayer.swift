/// A layer that fills and strokes a path, in its own space; the fill (opaque black by default)
/// under the stroke (none by default).
open class CAShapeLayer: CALayer {
    public override init() { super.init() }

    open var path: CGPath? {
        get { state.path }
        set { state.path = newValue?.copy() }
    }
    open var fillColor: CGColor? {
        get { state.fillColor }
        set { state.fillColor = newValue }
    }
    open var strokeColor: CGColor? {
        get { state.strokeColor }
        set { state.strokeColor = newValue }
    }
    open var lineWidth: CGFloat {
        get { state.lineWidth }
        set { state.lineWidth = newValue }
    }
    open var lineCap: CAShapeLayerLineCap {
        get { state.lineCap }
        set { state.lineCap = newValue }
    }
    open var lineJoin: CAShapeLayerLineJoin {
        get { state.lineJoin }
        set { state.lineJoin = newValue }
    }
    open var miterLimit: CGFloat {
        get { state.miterLimit }
        set { state.miterLimit = newValue }
    }
    /// Where along the path's length the stroke starts, 0…1.
    open var strokeStart: CGFloat {
        get { state.strokeStart }
        set { state.strokeStart = newValue }
    }
    /// Where along the path's length the stroke ends, 0…1.
    open var strokeEnd: CGFloat {
        get { state.strokeEnd }
        set { state.strokeEnd = newValue }
    }
    open var fillRule: CAShapeLayerFillRule {
        get { state.fillRule }
        set { state.fillRule = newValue }
    }
    /// Dashes (not drawn by the model: refused).
    open var lineDashPattern: [NSNumber]? {
        get { state.lineDashPattern }
        set { state.lineDashPattern = newValue }
    }
}
