/// How a keyframe animation finds values between its keyframes.
public struct CAAnimationCalculationMode: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }

    /// Straight between neighbouring keyframes.
    public static let linear = CAAnimationCalculationMode(rawValue: "linear")
    /// Each keyframe held until the next key time.
    public static let discrete = CAAnimationCalculationMode(rawValue: "discrete")
    /// Even speed along the values (not modelled).
    public static let paced = CAAnimationCalculationMode(rawValue: "paced")
    /// A Catmull-Rom spline through the values (not modelled).
    public static let cubic = CAAnimationCalculationMode(rawValue: "cubic")
    /// A spline at even speed (not modelled).
    public static let cubicPaced = CAAnimationCalculationMode(rawValue: "cubicPaced")
}
