/// Why the model cannot say what Core Animation shows: the layers ask for something Apple's
/// documentation leaves undefined, or something the model does not draw.
public enum ModelError: Error, Equatable, CustomStringConvertible {
    /// Apple's documentation leaves the result undefined (for example keyframe times that do
    /// not match the values, or paths of different shapes to interpolate).
    case undefined(String)
    /// Defined by Core Animation but not modelled (for example dashes or 3-D transforms).
    case unsupported(String)

    public var description: String {
        switch self {
        case let .undefined(what): "undefined in Core Animation: \(what)"
        case let .unsupported(what): "not modelled: \(what)"
        }
    }
}
