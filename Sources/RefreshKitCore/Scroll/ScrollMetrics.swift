/// A snapshot of everything a refresh control reads from its scroll view, as UIKit names it.
///
/// Only the vertical axis matters to RefreshKit's controls; `contentOffset.x` is carried along.
package struct ScrollMetrics: Hashable, Sendable {
    /// The content offset (`UIScrollView.contentOffset`); y grows as the content moves up.
    package var contentOffset: Point
    /// The content size, in points.
    package var contentSize: Size
    /// The visible size of the scroll view (`bounds.size`), in points.
    package var viewportSize: Size
    /// The app's own content inset, without any refresh control's share.
    package var contentInset: Insets
    /// The safe-area insets (navigation bar, large title, home indicator).
    package var safeAreaInsets: Insets
    /// The shares refresh controls currently hold (header on top, footer at the bottom).
    package var refreshInsets: Insets
    /// The inset the scroll view really uses: the app's, the safe area's (as the
    /// adjustment behaviour says) and the refresh shares (`adjustedContentInset`).
    package var adjustedContentInset: Insets
    /// A finger is on the scroll view (`isTracking`).
    package var isTracking: Bool
    /// The finger has moved the content (`isDragging`).
    package var isDragging: Bool
    /// The content moves on after a release or springs back (`isDecelerating`).
    package var isDecelerating: Bool
    /// The user holds the content: a finger on it (`isTracking`), or a drag UIKit reports
    /// without one (a trackpad's two-finger scroll may drag without tracking, its momentum may go
    /// on dragging after the fingers lift: Apple documents neither).
    package var isUserScrolling: Bool { isTracking || isDragging }
    /// The scroll view is in a window (`window != nil`): its safe area and size are the real
    /// ones. A programmatic begin waits for it.
    package var isInWindow: Bool

    /// Creates metrics. `adjustedContentInset` defaults to the sum of the three insets.
    ///
    /// No value is checked or sanitised. Lengths are in points.
    ///
    /// - Parameters:
    ///   - contentOffset: The content offset (`contentOffset`).
    ///   - contentSize: The content size.
    ///   - viewportSize: The visible size (`bounds.size`).
    ///   - contentInset: The app's own content inset, without refresh shares.
    ///   - safeAreaInsets: The safe-area insets.
    ///   - refreshInsets: The refresh controls' shares (header on top, footer at the bottom).
    ///   - adjustedContentInset: The inset in effect, or nil for
    ///     `contentInset + safeAreaInsets + refreshInsets`.
    ///   - isTracking: Whether a finger is on the scroll view.
    ///   - isDragging: Whether the finger has moved the content.
    ///   - isDecelerating: Whether the content moves on after a release or springs back.
    ///   - isInWindow: Whether the scroll view is in a window (on screen or about to be).
    package init(
        contentOffset: Point = .zero, contentSize: Size = .zero, viewportSize: Size = .zero,
        contentInset: Insets = .zero, safeAreaInsets: Insets = .zero,
        refreshInsets: Insets = .zero, adjustedContentInset: Insets? = nil,
        isTracking: Bool = false, isDragging: Bool = false, isDecelerating: Bool = false,
        isInWindow: Bool = true
    ) {
        self.contentOffset = contentOffset
        self.contentSize = contentSize
        self.viewportSize = viewportSize
        self.contentInset = contentInset
        self.safeAreaInsets = safeAreaInsets
        self.refreshInsets = refreshInsets
        self.adjustedContentInset = adjustedContentInset ?? (contentInset + safeAreaInsets + refreshInsets)
        self.isTracking = isTracking
        self.isDragging = isDragging
        self.isDecelerating = isDecelerating
        self.isInWindow = isInWindow
    }

    /// The smallest vertical offset at rest: the top of the content under the adjusted inset.
    package var minOffsetY: Double { -adjustedContentInset.top }

    /// The largest vertical offset at rest: the end of the content above the adjusted bottom
    /// inset, or `minOffsetY` when the content is shorter than the viewport.
    package var maxOffsetY: Double {
        Swift.max(minOffsetY, contentSize.height + adjustedContentInset.bottom - viewportSize.height)
    }

    /// The top inset without the share of the header refresh control: where the header's pull
    /// distance is measured from (the pull is `−(contentOffset.y + restingTopInset)`).
    package var restingTopInset: Double {
        refreshInsets.top == 0 ? adjustedContentInset.top : adjustedContentInset.top - refreshInsets.top
    }

    /// The bottom inset without the share of the footer refresh control: where the footer's
    /// resting end is measured from.
    package var restingBottomInset: Double {
        refreshInsets.bottom == 0 ? adjustedContentInset.bottom : adjustedContentInset.bottom - refreshInsets.bottom
    }

    /// The height of the area between the adjusted insets, in points (negative when the insets
    /// exceed the viewport).
    package var visibleContentHeight: Double {
        viewportSize.height - adjustedContentInset.top - adjustedContentInset.bottom
    }
}
