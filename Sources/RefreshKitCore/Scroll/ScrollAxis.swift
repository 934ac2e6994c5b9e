/// The direction a scroll view scrolls in, and so the edges its refresh controls sit on: top
/// and bottom (header and footer) for vertical, left and right (leading and trailing) for
/// horizontal — a carousel refreshed by a pull from its left edge, loading more at its right.
public enum ScrollAxis: String, Hashable, Sendable, CaseIterable {
    /// Up and down: a header on top, a footer at the bottom.
    case vertical
    /// Left and right: a leading control at the left, a trailing one at the right.
    case horizontal
}

/// A side of a scroll view's content inset.
package enum InsetSide: String, Hashable, Sendable, CaseIterable {
    case top, left, bottom, right

    /// The side that holds the share of the control on `edge` when the scroll view scrolls
    /// along `axis`: top/bottom vertically, left/right horizontally.
    ///
    /// - Parameters:
    ///   - edge: The control's edge (header: the start of the axis, footer: its end).
    ///   - axis: The scroll view's axis.
    public init(edge: RefreshEdge, axis: ScrollAxis) {
        switch (edge, axis) {
        case (.header, .vertical): self = .top
        case (.footer, .vertical): self = .bottom
        case (.header, .horizontal): self = .left
        case (.footer, .horizontal): self = .right
        }
    }
}
