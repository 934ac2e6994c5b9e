/// How an indicator's drawing moves through one phase, as the indicator knows it: the loop's
/// period, the moments the drawing jumps, the moments between which it moves in straight lines,
/// and the stretches where it moves along curves. The layer-plan compiler then draws the
/// indicator only at those moments (and samples the curves), instead of drawing eight seconds
/// of it to find its loop and then bisecting to find where it changes.
///
/// The phase's clock runs from 0 to the phase's end: the pull progress, 0…1, while pulling;
/// the over-pull in trigger distances, 0…1, when armed; seconds while refreshing (to
/// `loopStart + period`) and finishing (to the end of the finishing animation). Moments
/// outside that span are ignored. The declaration promises:
///
/// - **Between neighbouring moments** (0, the end, ``keyTimes`` and ``jumps``), outside
///   ``curves``, every number the drawing is made of — path points, transforms, colours,
///   opacities, stroke widths and trims, gradient points, clips — changes at a constant rate or
///   holds. A layer that only turns about a fixed point may instead turn at a constant rate,
///   by less than half a turn between two moments.
/// - **Only at ``jumps``** may the drawing jump: a value that changes at once, an item that
///   appears or goes, a frame or a title that swaps. The compiler draws just before and just
///   after each jump, and switches there.
/// - **Inside ``curves``** the drawing moves continuously (apart from its jumps): the compiler
///   samples it 60 times per second (60 times per unit of a pull) and adds samples where its
///   plan strays from the drawing.
/// - **While refreshing**, the drawing from ``loopStart`` on repeats every ``period`` seconds:
///   at `t + period` it is what it was at `t`, except that a layer turning about a fixed point
///   may stand a constant angle further each period (a spinner that turns while its arc
///   breathes at another rate).
///
/// A declaration that breaks these promises gives a plan that differs from the drawing; an
/// indicator that cannot say returns nil from ``RefreshIndicator/timeline(for:context:)`` (the
/// default) and the compiler finds out by itself.
public struct IndicatorTimeline: Hashable, Sendable {
    /// While refreshing: seconds after which the drawing repeats (required for the refreshing
    /// phase, ignored in the others).
    public var period: Double?
    /// While refreshing: when the loop begins, in seconds; what comes before it plays once.
    public var loopStart: Double
    /// Moments between which the drawing moves in straight lines (see the promises above).
    public var keyTimes: [Double]
    /// Moments at which the drawing may jump.
    public var jumps: [Double]
    /// Stretches where the drawing moves along curves (easing, a wave, a turn that is not
    /// about one point): sampled and refined by the compiler.
    public var curves: [ClosedRange<Double>]

    /// Creates a declaration.
    ///
    /// - Parameters:
    ///   - period: While refreshing, the loop's period in seconds; nil for the other phases.
    ///   - loopStart: While refreshing, when the loop begins, in seconds; 0 by default.
    ///   - keyTimes: Moments between which the drawing moves in straight lines; none by default.
    ///   - jumps: Moments at which the drawing may jump; none by default.
    ///   - curves: Stretches where the drawing moves along curves; none by default.
    public init(
        period: Double? = nil, loopStart: Double = 0, keyTimes: [Double] = [], jumps: [Double] = [],
        curves: [ClosedRange<Double>] = []
    ) {
        self.period = period
        self.loopStart = loopStart
        self.keyTimes = keyTimes
        self.jumps = jumps
        self.curves = curves
    }

    /// A drawing that moves along curves over the whole phase (its only promise is continuity
    /// between its jumps), such as an eased or a waving loop.
    ///
    /// - Parameters:
    ///   - period: While refreshing, the loop's period; nil otherwise.
    ///   - jumps: Moments at which the drawing may jump; none by default.
    /// - Returns: The declaration.
    public static func curved(period: Double? = nil, jumps: [Double] = []) -> IndicatorTimeline {
        IndicatorTimeline(period: period, jumps: jumps, curves: [0...Double.infinity])
    }

    /// The moments `offset + k · step` (k = 0, 1, 2, …) from `range`'s lower bound through its
    /// upper bound: a loop's steps, a flip-book's frames. Empty for a step that is not positive
    /// and finite, and capped at 4096.
    ///
    /// - Parameters:
    ///   - step: The distance between two moments.
    ///   - offset: A moment of the series; 0 by default.
    ///   - range: Where the moments are kept.
    /// - Returns: The moments in `range`, increasing.
    public static func moments(every step: Double, from offset: Double = 0, in range: ClosedRange<Double>) -> [Double] {
        guard step.isFinite, step > 0, offset.isFinite, range.lowerBound.isFinite, range.upperBound.isFinite else {
            return []
        }
        let first = ((range.lowerBound - offset) / step).rounded(.up)
        var out: [Double] = []
        var k = first
        while out.count < maximumMoments {
            let t = offset + k * step
            if t > range.upperBound + step * 1e-9 { break }
            out.append(Swift.min(t, range.upperBound))
            k += 1
        }
        return out
    }

    /// The most moments ``moments(every:from:in:)`` gives: 4096.
    package static let maximumMoments = 4096
}
