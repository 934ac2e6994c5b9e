/// Every property a layer draws with, model or presented: the ones of `CALayer`, and those of
/// `CAShapeLayer` and `CAGradientLayer` (unused by the other kinds). Defaults are Apple's.
struct LayerState {
    var bounds = CGRect.zero
    var position = CGPoint.zero
    var anchorPoint = CGPoint(x: 0.5, y: 0.5)
    var transform = CATransform3DIdentity
    var sublayerTransform = CATransform3DIdentity
    var opacity: Float = 1
    var isHidden = false
    var masksToBounds = false
    var contents: Any?
    var contentsScale: CGFloat = 1
    var backgroundColor: CGColor?

    // CAShapeLayer
    var path: CGPath?
    var fillColor: CGColor? = CGColor(srgbRed: 0, green: 0, blue: 0, alpha: 1)
    var strokeColor: CGColor?
    var lineWidth: CGFloat = 1
    var lineCap = CAShapeLayerLineCap.butt
    var lineJoin = CAShapeLayerLineJoin.miter
    var miterLimit: CGFloat = 10
    var strokeStart: CGFloat = 0
    var strokeEnd: CGFloat = 1
    var fillRule = CAShapeLayerFillRule.nonZero
    var lineDashPattern: [NSNumber]?

    // CAGradientLayer
    var colors: [Any]?
    var locations: [NSNumber]?
    var startPoint = CGPoint(x: 0.5, y: 0)
    var endPoint = CGPoint(x: 0.5, y: 1)
    var gradientType = CAGradientLayerType.axial
}
