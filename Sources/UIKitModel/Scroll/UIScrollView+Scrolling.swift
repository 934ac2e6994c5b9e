import Foundation

/// The scrolls UIKit makes for an app or the system (the content brought to a rect, to a row, to
/// its top on a tap of the status bar): each is `setContentOffset(_:animated:)` to an offset the
/// model works out from the geometry (UIKit documents what shows, not the motion).
extension UIScrollView {
    /// "Scrolls a specific area of the content so that it's visible in the receiver … If the area
    /// is already visible, the method does nothing"
    /// (https://developer.apple.com/documentation/uikit/uiscrollview/scrollrecttovisible(_:animated:)).
    /// The model scrolls the least that shows `rect` inside the bounds less the adjusted inset (its
    /// top and leading edges when it does not fit), and never past the content's resting range.
    public func scrollRectToVisible(_ rect: CGRect, animated: Bool) {
        let target = modelOffset(showing: rect)
        guard target != contentOffset else { return }
        setContentOffset(target, animated: animated)
    }

    /// Whether the scroll-to-top gesture (a tap on the status bar) scrolls this view; true by default
    /// (https://developer.apple.com/documentation/uikit/uiscrollview/scrollstotop).
    public var scrollsToTop: Bool {
        get { modelScrollsToTop }
        set { modelScrollsToTop = newValue }
    }

    /// A tap on the status bar, with this scroll view the one closest to it: "If that scroll view
    /// has scrollsToTop set to false, its delegate returns false from scrollViewShouldScrollToTop(_:),
    /// or the content is already at the top, nothing happens. After the scroll view scrolls to the
    /// top of the content view, it sends the delegate a scrollViewDidScrollToTop(_:) message"
    /// (https://developer.apple.com/documentation/uikit/uiscrollview/scrollstotop). The model animates
    /// it as `setContentOffset(_:animated: true)` to the resting top.
    public func modelTapStatusBar() {
        guard modelScrollsToTop, delegate?.scrollViewShouldScrollToTop(self) ?? true else { return }
        let top = CGPoint(x: contentOffset.x, y: -adjustedContentInset.top)
        guard contentOffset != top else { return }
        setContentOffset(top, animated: true)
        modelIsScrollingToTop = modelWasAnimatingOffset
    }

    /// The offset that shows `rect`: the least move from the current one.
    func modelOffset(showing rect: CGRect) -> CGPoint {
        let e = adjustedContentInset
        func axis(
            _ offset: CGFloat, _ lo: CGFloat, _ hi: CGFloat, _ before: CGFloat, _ after: CGFloat,
            _ length: CGFloat, _ content: CGFloat
        ) -> CGFloat {
            let visibleLength = length - before - after
            var target = offset
            if hi - lo > visibleLength || lo < offset + before {
                target = lo - before
            } else if hi > offset + length - after {
                target = hi - (length - after)
            }
            let minimum = -before, maximum = Swift.max(-before, content + after - length)
            return Swift.min(Swift.max(target, minimum), maximum)
        }
        return CGPoint(
            x: axis(contentOffset.x, rect.minX, rect.maxX, e.left, e.right, bounds.width, contentSize.width),
            y: axis(contentOffset.y, rect.minY, rect.maxY, e.top, e.bottom, bounds.height, contentSize.height))
    }
}

extension UITableView {
    /// Where a row ends up when scrolled to.
    public enum ScrollPosition: Int, Hashable, Sendable {
        case none, top, middle, bottom
    }

    /// "Scrolls through the table view until a row that an index path identifies is at a particular
    /// location on the screen"
    /// (https://developer.apple.com/documentation/uikit/uitableview/scrolltorow(at:at:animated:)).
    /// The model's rows are ``modelRowHeight`` high each, in one section from the content's top (it has
    /// no cells to size); `.none` scrolls the least that shows the row, as `scrollRectToVisible` does.
    public func scrollToRow(at indexPath: IndexPath, at position: ScrollPosition, animated: Bool) {
        precondition(
            indexPath.section == 0,
            "UIKit model: a table's rows are one section of modelRowHeight-high rows; section \(indexPath.section) is not modelled"
        )
        let row = CGRect(
            x: 0, y: CGFloat(indexPath.row) * modelRowHeight, width: bounds.width, height: modelRowHeight)
        let e = adjustedContentInset
        let visible = bounds.height - e.top - e.bottom
        var target: CGFloat
        switch position {
        case .none: target = modelOffset(showing: row).y
        case .top: target = row.minY - e.top
        case .middle: target = row.midY - e.top - visible / 2
        case .bottom: target = row.maxY - e.top - visible
        }
        let maximum = Swift.max(-e.top, contentSize.height + e.bottom - bounds.height)
        target = Swift.min(Swift.max(target, -e.top), maximum)
        let offset = CGPoint(x: contentOffset.x, y: target)
        guard offset != contentOffset else { return }
        setContentOffset(offset, animated: animated)
    }
}

extension IndexPath {
    /// UIKit's index path of a table row (`NSIndexPath+UIKitAdditions`), on Foundation's.
    public init(row: Int, section: Int) { self.init(indexes: [section, row]) }
    /// The section: the first index.
    public var section: Int { self[0] }
    /// The row: the second index.
    public var row: Int { self[1] }
}
