import RefreshKitCore

/// UIScrollView's rubber band: how far the content follows a finger dragged past an edge.
///
/// `offset = (1 − 1/(x·c/d + 1))·d`: close to `x·c` for a short pull, never reaching `d`.
///
/// Sanitising: a negative or NaN distance reads as 0 (offset 0) and `+∞` gives `d`; a dimension
/// that is zero, negative or NaN gives offset 0 (nothing to stretch into), and `+∞` gives `x·c`
/// (the formula's limit); a NaN coefficient reads as `defaultCoefficient` and a negative one as 0.
package enum RubberBand {
    /// UIKit's coefficient, 0.55.
    package static let defaultCoefficient: Double = 0.55

    /// The offset shown for a finger `x` points past the edge (x ≥ 0), in a view `d` points
    /// long along the axis: `(1 − 1/(x·c/d + 1))·d`.
    package static func offset(
        forDistance x: Double, dimension d: Double, coefficient c: Double = defaultCoefficient
    ) -> Double {
        let x = x > 0 ? x : 0, c = sanitize(c)
        guard d > 0 else { return 0 }
        if x == 0 || c == 0 { return 0 }
        if d == .infinity { return x * c }
        let r = x * c / d
        if r == .infinity { return d }
        // d·r/(r + 1) equals (1 − 1/(r + 1))·d and keeps precision for small r.
        return min(d * r / (r + 1), d)
    }

    /// The inverse: finger distance giving that rubber-banded offset (offset < d).
    ///
    /// `x = d·offset / (c·(d − offset))`. An offset of 0, negative or NaN gives 0; an offset of `d` or
    /// more (never reached) gives `.infinity`, as does any positive offset with a coefficient of 0.
    /// A dimension that is zero, negative or NaN gives 0; `+∞` gives `offset / c`.
    package static func distance(
        forOffset offset: Double, dimension d: Double, coefficient c: Double = defaultCoefficient
    ) -> Double {
        let o = offset > 0 ? offset : 0, c = sanitize(c)
        guard d > 0, o > 0 else { return 0 }
        if c == 0 || o >= d { return .infinity }
        if d == .infinity { return o / c }
        return d * o / (c * (d - o))
    }

    private static func sanitize(_ c: Double) -> Double {
        if c.isNaN { return defaultCoefficient }
        return c > 0 ? c : 0
    }
}
