/// A cubic Bézier timing curve, as `CAMediaTimingFunction` and CSS `cubic-bezier()` define it:
/// the curve runs from (0, 0) to (1, 1) with two control points, x is the progress of time
/// and y the progress of the animated value.
///
/// Sanitising: the control points' x coordinates are clamped into `0…1` (NaN becomes 0) so that
/// x is monotonic in the curve parameter and every progress has exactly one value; a non-finite
/// y coordinate is replaced by its (clamped) x, which keeps the curve defined. y may leave `0…1`
/// (overshooting curves such as `(0.68, -0.55, 0.27, 1.55)` are supported).
public struct TimingCurve: Hashable, Sendable {
    /// The first control point's x, in `0…1`.
    public let x1: Double
    /// The first control point's y.
    public let y1: Double
    /// The second control point's x, in `0…1`.
    public let x2: Double
    /// The second control point's y.
    public let y2: Double

    /// Creates a curve from its two control points (`(0, 0)` and `(1, 1)` are implied),
    /// sanitised as the type says.
    ///
    /// - Parameters:
    ///   - x1: The first control point's x, clamped to 0…1 (NaN becomes 0).
    ///   - y1: The first control point's y; any finite value, a non-finite one becomes the
    ///     clamped `x1`.
    ///   - x2: The second control point's x, clamped to 0…1 (NaN becomes 0).
    ///   - y2: The second control point's y; any finite value, a non-finite one becomes the
    ///     clamped `x2`.
    public init(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double) {
        let cx1 = RKMath.clamp(x1, 0, 1), cx2 = RKMath.clamp(x2, 0, 1)
        self.x1 = cx1
        self.y1 = y1.isFinite ? y1 : cx1
        self.x2 = cx2
        self.y2 = y2.isFinite ? y2 : cx2
    }

    /// Constant speed: `(0, 0, 1, 1)`.
    public static let linear = TimingCurve(0, 0, 1, 1)
    /// Starts slowly, ends at full speed: `(0.42, 0, 1, 1)`.
    public static let easeIn = TimingCurve(0.42, 0, 1, 1)
    /// Starts at full speed, ends slowly: `(0, 0, 0.58, 1)`.
    public static let easeOut = TimingCurve(0, 0, 0.58, 1)
    /// Starts and ends slowly: `(0.42, 0, 0.58, 1)`.
    public static let easeInEaseOut = TimingCurve(0.42, 0, 0.58, 1)
    /// Core Animation's default timing function: `(0.25, 0.1, 0.25, 1.0)`.
    public static let `default` = TimingCurve(0.25, 0.1, 0.25, 1.0)

    /// The tolerance on x at which the solver stops (WebKit's UnitBezier uses the same idea).
    package static let solverEpsilon: Double = 1e-7
    /// How many Newton steps the solver tries before falling back to bisection.
    package static let newtonIterations = 8
    /// Below this |dx/dt| a Newton step is abandoned for bisection.
    package static let minimumNewtonSlope: Double = 1e-6
    /// An upper bound on bisection steps (each halves the interval; 64 exhaust a Double).
    package static let maximumBisectionIterations = 100

    /// The progress of the value at a progress of time, solved like WebKit's UnitBezier:
    /// Newton's method (8 iterations, epsilon 1e-7) then bisection. Exactly 0 at 0 and 1 at 1.
    ///
    /// Precision: the solver stops within 1e-7 of x, so y is within about 1e-7 × dy/dx of the exact
    /// curve. A curve whose control points lie on the diagonal (`x1 == y1`, `x2 == y2`, such as
    /// `linear`) is the identity and returns `progress` exactly.
    ///
    /// - Parameter progress: The fraction of the duration elapsed (x), clamped to 0…1; NaN
    ///   counts as 0.
    /// - Returns: The fraction of the way the value has moved (y); it may leave 0…1 for an
    ///   overshooting curve.
    public func value(at progress: Double) -> Double {
        let x = RKMath.clamp(progress, 0, 1)
        if x == 0 { return 0 }
        if x == 1 { return 1 }
        if isIdentity { return x }
        return sampleY(solveT(forX: x))
    }

    /// Whether y == x everywhere (both control points on the diagonal).
    package var isIdentity: Bool { x1 == y1 && x2 == y2 }

    /// The curve parameter t (in `0…1`) at which the curve's x equals `x` (in `0…1`).
    func solveT(forX x: Double) -> Double {
        let eps = Self.solverEpsilon
        // Newton's method, from t = x; normally converges in a few steps.
        var t = x
        for _ in 0..<Self.newtonIterations {
            let err = sampleX(t) - x
            if abs(err) < eps, t >= 0, t <= 1 { return t }
            let slope = sampleDerivativeX(t)
            if abs(slope) < Self.minimumNewtonSlope { break }
            t -= err / slope
        }
        // Bisection on 0…1, where x(t) is monotonic: always converges.
        var lo = 0.0, hi = 1.0
        t = x
        for _ in 0..<Self.maximumBisectionIterations {
            let value = sampleX(t)
            if abs(value - x) < eps { return t }
            if x > value { lo = t } else { hi = t }
            let next = lo + (hi - lo) * 0.5
            if next == t { break }
            t = next
        }
        return t
    }

    // Polynomial coefficients, as in UnitBezier: B(t) = ((a t + b) t + c) t.
    private var cx: Double { 3 * x1 }
    private var bx: Double { 3 * (x2 - x1) - cx }
    private var ax: Double { 1 - cx - bx }
    private var cy: Double { 3 * y1 }
    private var by: Double { 3 * (y2 - y1) - cy }
    private var ay: Double { 1 - cy - by }

    /// The curve's x at parameter t.
    func sampleX(_ t: Double) -> Double { ((ax * t + bx) * t + cx) * t }
    /// The curve's y at parameter t.
    func sampleY(_ t: Double) -> Double { ((ay * t + by) * t + cy) * t }
    /// dx/dt at parameter t.
    func sampleDerivativeX(_ t: Double) -> Double { (3 * ax * t + 2 * bx) * t + cx }
}
