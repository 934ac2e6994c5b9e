/// How the UIKit adapter animates a scroll it makes itself (a header's `beginRefreshing()`
/// bringing it into view, a refreshing header settling whole), and when that scroll has ended.
///
/// - In a table or collection view the scroll view's own animation
///   (`setContentOffset(_:animated:)`) moves the content: it lays rows out frame by frame along
///   the way. Animating `contentOffset` in a `UIView.animate` block sets the final offset at once
///   and slides the layer there, so every row between is missing — blank rows sweep past, the
///   farther down the table the more (MJRefresh works around the same in collection views).
/// - In a plain scroll view, whose content is all there, the move shares the inset's animation
///   (`UIView.animate`, 0.3 s) and its completion.
///
/// The scroll view's own animation reports its end only to the delegate, which RefreshKit does
/// not own: ``Watch`` decides it from the offsets the display link sees.
package enum ProgrammaticScroll {
    /// How a programmatic scroll is animated.
    package enum Style: Hashable, Sendable {
        /// `UIView.animate` of `contentOffset`.
        case viewAnimation
        /// `setContentOffset(_:animated: true)`.
        case scrollViewAnimation
    }

    /// The style for a scroll view that lays out cells (`UITableView`, `UICollectionView`) or not.
    ///
    /// - Parameter laysOutCells: Whether the scroll view creates its rows as they come into view.
    /// - Returns: The scroll view's own animation for cell-based views, else a view animation.
    package static func style(laysOutCells: Bool) -> Style {
        laysOutCells ? .scrollViewAnimation : .viewAnimation
    }

    /// When a scroll view's own animation towards a target has ended.
    package struct Watch: Hashable, Sendable {
        /// How close the offset must come to the target: half a point.
        package static let tolerance = 0.5
        /// The longest a scroll animation is waited for: 1 s (UIKit's take about 0.3 s).
        package static let timeLimit = 1.0

        /// The offset the animation goes to.
        package var target: Double
        /// When it started, on the host's clock.
        package var startTime: Double

        /// Watches an animation to `target` that started at `startTime`.
        package init(target: Double, startTime: Double) {
            self.target = target
            self.startTime = startTime
        }

        /// Whether the animation is over: the offset reached the target, the user took the
        /// content (UIKit stops the animation; a trackpad may drag without tracking), or
        /// ``timeLimit`` passed.
        ///
        /// - Parameters:
        ///   - offset: The offset now, along the scroll axis.
        ///   - isUserScrolling: Whether the user holds the content (`isTracking || isDragging`).
        ///   - time: The host's clock now.
        /// - Returns: True once it has ended.
        package func hasEnded(offset: Double, isUserScrolling: Bool, time: Double) -> Bool {
            if isUserScrolling || !(offset - target).isFinite { return true }
            return abs(offset - target) <= Self.tolerance || time - startTime >= Self.timeLimit
        }
    }
}
