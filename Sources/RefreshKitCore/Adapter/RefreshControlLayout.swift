/// Where a refresh control's view sits in its scroll view's content coordinates, and whether it
/// shows, as pure functions of the metrics: the UIKit adapter frames its view with them.
///
/// - A header sits right above the content: `y = −height`, so the pull distance measured from
///   the resting (adjusted) inset reveals it — under a navigation bar too, with nothing to
///   configure. (Under a large title the growing title may cover it during a pull: unconfirmed
///   on a device, see the DocC article "Behaviour".)
/// - A footer sits right below the content — or, when the content is shorter than the space
///   between the insets, at the bottom of that space — where the footer's pull reveals it.
/// - Both span the visible width: `x = −adjustedContentInset.left`, `width = viewport width`.
package enum RefreshControlLayout {
    /// The frame of the control on `edge`, `height` points high.
    package static func frame(edge: RefreshEdge, height: Double, metrics m: ScrollMetrics) -> Rect {
        let h = height.isFinite && height > 0 ? height : 0
        let x = -m.adjustedContentInset.left
        let width = m.viewportSize.width
        switch edge {
        case .header:
            return Rect(x: x, y: -h, width: width, height: h)
        case .footer:
            let visibleBottom = m.viewportSize.height - m.adjustedContentInset.top - m.restingBottomInset
            return Rect(x: x, y: Swift.max(m.contentSize.height, visibleBottom), width: width, height: h)
        }
    }

    /// The control's frame on a scroll view that scrolls along `axis`: vertically as
    /// ``frame(edge:height:metrics:)``; horizontally the same rule on the transposed metrics,
    /// transposed back — a leading control `height` wide left of the content (x = −height), a
    /// trailing one right of its end, each as tall as the visible area.
    ///
    /// - Parameters:
    ///   - edge: `.header` (leading) or `.footer` (trailing).
    ///   - axis: The scroll view's axis.
    ///   - height: The control's depth along the axis, in points.
    ///   - metrics: The scroll view's metrics, untransposed.
    /// - Returns: The frame in content coordinates.
    package static func frame(edge: RefreshEdge, axis: ScrollAxis, height: Double, metrics: ScrollMetrics) -> Rect {
        switch axis {
        case .vertical:
            return frame(edge: edge, height: height, metrics: metrics)
        case .horizontal:
            let r = frame(edge: edge, height: height, metrics: metrics.transposed)
            return Rect(origin: r.origin.transposed, size: r.size.transposed)
        }
    }

    /// Whether anything of the control shows: it is pulled, busy, or out of data (a footer says
    /// so). Hidden when idle and not pulled.
    package static func isVisible(state: RefreshState, pullDistance: Double) -> Bool {
        switch state {
        case .idle: pullDistance > 0
        case .pulling, .armed, .refreshing, .finishing, .noMoreData: true
        }
    }
}
