/// Which of the modelled layer classes a layer is.
enum LayerKind: String, CustomStringConvertible {
    case plain = "CALayer"
    case shape = "CAShapeLayer"
    case gradient = "CAGradientLayer"

    init(_ layer: CALayer) {
        switch layer {
        case is CAShapeLayer: self = .shape
        case is CAGradientLayer: self = .gradient
        default: self = .plain
        }
    }

    var description: String { rawValue }
}
