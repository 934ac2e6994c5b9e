/// The half-width and miter limit a stroke is outlined with, and how far its outline can
/// reach from its path, bounded so FreeType can take the outline.
///
/// FreeType's anti-aliased rasterizer refuses (`Invalid_Outline`) an outline with a coordinate
/// beyond 2^24 26.6 units, 262,144 pixels, and `FT_Fixed` holds a half-width only up to about
/// 1.4e17 pixels (Swift traps converting a larger or infinite one). Path points that reach the
/// canvas lie within ``Rasterizer/maximumCoordinate``, so a stroke may reach ``maximumReach``
/// beyond them: a wider half-width is drawn at ``maximumHalfWidth`` (which covers every canvas
/// pixel within that distance of the path), and a miter limit that would let a join reach
/// further is lowered to the one that reaches just that far (the join bevels). Ordinary
/// strokes — tens of pixels wide, miter limits in the tens — are drawn exactly as given.
struct StrokeReach {
    /// How far, in device pixels, a stroke's outline may reach from its path.
    static let maximumReach = Rasterizer.maximumCoordinate / 2
    /// How far a square cap reaches, in half-widths (√2, rounded up).
    static let squareCapReach = 1.5
    /// The widest half-width drawn, in device pixels.
    static let maximumHalfWidth = maximumReach / squareCapReach

    /// The half-width to outline with, in device pixels.
    let halfWidth: Double
    /// The miter limit to outline with: at least 1, finite.
    let miterLimit: Double
    /// How far the outline can reach from the path, in device pixels (a pixel added for
    /// anti-aliasing).
    let distance: Double

    /// The bounded values for a stroke of `halfWidth` device pixels (positive, possibly
    /// infinite) in `style`.
    init(halfWidth: Double, style: StrokeOptions) {
        self.halfWidth = min(halfWidth, Self.maximumHalfWidth)
        let limit = style.miterLimit.isFinite ? max(style.miterLimit, 1) : 1
        miterLimit = max(1, min(limit, Self.maximumReach / self.halfWidth))
        // A miter can reach miterLimit × half the width from the path; a square cap √2 ×.
        distance = self.halfWidth * max(style.join == .miter ? miterLimit : 1, Self.squareCapReach) + 1
    }
}
