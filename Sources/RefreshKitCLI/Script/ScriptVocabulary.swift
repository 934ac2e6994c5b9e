import RefreshKitCore

/// The words of a gesture script and its result for one scroll direction. A vertical script
/// (the default, the original contract) speaks of the header and footer, top and bottom, the
/// content's height and offsetY; a horizontal one (`"direction": "horizontal"`, an addition) of
/// the leading and trailing controls, left and right, the content's width and offsetX. A
/// horizontal script runs the same controllers and the same physics along its axis: it is
/// decoded into the vertical script of the same scroll view seen with its axes swapped, and its
/// result is written back in its own words.
struct ScriptVocabulary: Hashable, Sendable {
    /// The scroll direction.
    let direction: ScrollAxis

    /// The words of `direction`.
    init(_ direction: ScrollAxis) { self.direction = direction }

    private var isVertical: Bool { direction == .vertical }

    /// `contentHeight` or `contentWidth`.
    var contentLength: String { isVertical ? "contentHeight" : "contentWidth" }
    /// The step that changes it.
    var setContentLength: String { isVertical ? "setContentHeight" : "setContentWidth" }
    /// The control at the start of the axis and the one at its end.
    var startEdge: String { isVertical ? "header" : "leading" }
    var endEdge: String { isVertical ? "footer" : "trailing" }
    /// The inset sides at the start and the end of the axis.
    var startSide: String { isVertical ? "top" : "left" }
    var endSide: String { isVertical ? "bottom" : "right" }
    /// The result's offset along the axis and the insets at its ends.
    var offset: String { isVertical ? "offsetY" : "offsetX" }
    var startInset: String { isVertical ? "insetTop" : "insetLeft" }
    var endInset: String { isVertical ? "insetBottom" : "insetRight" }
    /// The positive direction of a drag's `by`, for messages.
    var positiveDrag: String { isVertical ? "down" : "right" }

    /// The name of `edge` in this direction.
    func name(of edge: RefreshEdge) -> String { edge == .header ? startEdge : endEdge }

    /// The edge `name` stands for, if any.
    func edge(named name: String) -> RefreshEdge? {
        switch name {
        case startEdge: .header
        case endEdge: .footer
        default: nil
        }
    }
}
