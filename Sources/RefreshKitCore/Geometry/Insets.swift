/// Distances inwards from each edge of a rectangle, as `UIEdgeInsets`.
package struct Insets: Hashable, Sendable {
    /// Inset from the top edge.
    package var top: Double
    /// Inset from the left edge.
    package var left: Double
    /// Inset from the bottom edge.
    package var bottom: Double
    /// Inset from the right edge.
    package var right: Double

    /// Creates insets; omitted edges are zero.
    ///
    /// - Parameters:
    ///   - top: The inset from the top edge, in points.
    ///   - left: The inset from the left edge, in points.
    ///   - bottom: The inset from the bottom edge, in points.
    ///   - right: The inset from the right edge, in points.
    package init(top: Double = 0, left: Double = 0, bottom: Double = 0, right: Double = 0) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }

    /// No inset on any edge.
    package static let zero = Insets()

    /// Edge-wise sum.
    ///
    /// - Parameters:
    ///   - a: The first insets.
    ///   - b: The insets to add.
    /// - Returns: Insets whose every edge is the sum of `a`'s and `b`'s.
    package static func + (a: Insets, b: Insets) -> Insets {
        Insets(
            top: a.top + b.top, left: a.left + b.left,
            bottom: a.bottom + b.bottom, right: a.right + b.right)
    }

    /// Whether every edge is a finite number.
    package var isFinite: Bool {
        top.isFinite && left.isFinite && bottom.isFinite && right.isFinite
    }
}
