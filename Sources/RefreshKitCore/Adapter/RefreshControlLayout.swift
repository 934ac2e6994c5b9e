/// Where a refresh control's view sits in its scroll view's content coordinates, and whether it
/// shows, as pure functions of the metrics: the UIKit adapter frames its view with them.
///
/// - A header sits right above the content: `y = −height`, so the pull distance measured from
///   the resting (adjusted) inset reveals it — under a navigation bar too, with nothing to
///   configure. (Under a large title the growing title may cover it during a pull: unconfirmed
///   on a device, see the DocC article "Behaviour".)
/// - A footer sits right below the content. A pull footer under content shorter than the space
///   between the insets sits at the bottom of that space, where its pull reveals it; an auto
///   footer stays right under the last row, as MJRefresh's does.
/// - Both span the visible width: `x = −adjustedContentInset.left`, `width = viewport width`.
package enum RefreshControlLayout {
    /// The frame of the control on `edge`, `height` points high; `mode` places a footer under
    /// short content.
    package static func frame(
        edge: RefreshEdge, height: Double, metrics m: ScrollMetrics,
        mode: RefreshConfiguration.Mode = .pull
    ) -> Rect {
        let h = height.isFinite && height > 0 ? height : 0
        let x = -m.adjustedContentInset.left
        let width = m.viewportSize.width
        switch edge {
        case .header:
            return Rect(x: x, y: -h, width: width, height: h)
        case .footer:
            guard mode == .pull else { return Rect(x: x, y: m.contentSize.height, width: width, height: h) }
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
    ///   - mode: The footer's mode (an auto footer stays under short content).
    /// - Returns: The frame in content coordinates.
    package static func frame(
        edge: RefreshEdge, axis: ScrollAxis, height: Double, metrics: ScrollMetrics,
        mode: RefreshConfiguration.Mode = .pull
    ) -> Rect {
        switch axis {
        case .vertical:
            return frame(edge: edge, height: height, metrics: metrics, mode: mode)
        case .horizontal:
            let r = frame(edge: edge, height: height, metrics: metrics.transposed, mode: mode)
            return Rect(origin: r.origin.transposed, size: r.size.transposed)
        }
    }

    /// Whether anything of the control shows: it is pulled, busy, or out of data (a footer says
    /// so). Hidden when idle and not pulled.
    package static func isVisible(state: RefreshState, pullDistance: Double) -> Bool {
        switch state {
        case .idle: pullDistance > 0
        case .revealing, .armed, .refreshing, .finishing, .noMoreData, .failed: true
        }
    }

    /// Whether a control with `frame` (content coordinates) is in view: whether it reaches more
    /// than ``minimumVisibleLength`` into the area between the resting insets (the content area
    /// under the bars, without the controls' shares). VoiceOver reaches the control only then,
    /// so it never focuses one scrolled out of view or hidden under a navigation bar.
    ///
    /// - Parameters:
    ///   - frame: The control's frame, as ``frame(edge:axis:height:metrics:mode:)`` gives it.
    ///   - axis: The scroll view's axis.
    ///   - metrics: The scroll view's metrics, untransposed.
    /// - Returns: True when some of it shows.
    package static func isInView(frame: Rect, axis: ScrollAxis, metrics: ScrollMetrics) -> Bool {
        let m = axis == .vertical ? metrics : metrics.transposed
        let (start, length) =
            axis == .vertical ? (frame.origin.y, frame.size.height) : (frame.origin.x, frame.size.width)
        let top = m.contentOffset.y + m.restingTopInset
        let bottom = m.contentOffset.y + m.viewportSize.height - m.restingBottomInset
        let overlap = Swift.min(start + length, bottom) - Swift.max(start, top)
        return overlap.isFinite && overlap > minimumVisibleLength
    }

    /// How much of a control must show for it to count as in view: half a point (a hairline
    /// left by rounding does not).
    package static let minimumVisibleLength = 0.5

    /// How near its edge's resting offset the content must be for a control to rest there: 1 pt.
    package static let restingEdgeTolerance = 1.0

    /// Whether the content rests at the control's edge: scrolled to its top for a header (the
    /// leading control), to its end for a footer (the trailing one), within
    /// ``restingEdgeTolerance``. VoiceOver reaches an idle control there although it is out of
    /// view, as UIKit's control is reached at the top of a list: a refresh can start from it.
    ///
    /// - Parameters:
    ///   - edge: The control's edge.
    ///   - axis: The scroll view's axis.
    ///   - metrics: The scroll view's metrics, untransposed.
    /// - Returns: True at the edge; false elsewhere or when the offset is not finite.
    package static func restsAtEdge(_ edge: RefreshEdge, axis: ScrollAxis, metrics: ScrollMetrics) -> Bool {
        let m = axis == .vertical ? metrics : metrics.transposed
        let y = m.contentOffset.y
        guard y.isFinite else { return false }
        switch edge {
        case .header: return y <= m.minOffsetY + restingEdgeTolerance
        case .footer: return y >= m.maxOffsetY - restingEdgeTolerance
        }
    }

    /// Whether the control takes touches in `state`: only a failed footer does (a tap retries);
    /// otherwise touches go through to the scroll view, so a drag starting on the control
    /// scrolls.
    package static func takesTouches(in state: RefreshState) -> Bool { state == .failed }
}
