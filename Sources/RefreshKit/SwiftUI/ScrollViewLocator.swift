#if canImport(SwiftUI) && canImport(UIKit)
import UIKit

/// Finds the `UIScrollView` a SwiftUI view modifier was applied to, from a marker view that
/// SwiftUI placed behind (`.background`) that view.
///
/// SwiftUI gives no handle on the UIKit view behind a `List` (a `UITableView` on iOS 15, a
/// `UICollectionView` on iOS 16) or a `ScrollView` (a private `UIScrollView` subclass). A
/// background shares the modified view's frame but not its place in the UIKit tree: it is a
/// sibling of the scroll view, a few levels down from a common ancestor. So, walking up from the
/// marker one ancestor at a time:
///
/// 1. **Siblings first.** Every `UIScrollView` under the ancestor (outside the branch already
///    searched, breadth first, at most ``searchLimit`` views per level) is a candidate when it
///    is visible, not a `UITextView` (a `TextEditor` is a scroll view too), contains the
///    marker's centre and overlaps the marker's frame (both in window coordinates) by at least
///    ``minimumOverlap`` (intersection over union; a `List` reaches under the bars, where its
///    SwiftUI frame stops at the safe area, so the match is rarely exact). The best overlap
///    wins, the shallower on a tie.
/// 2. **Then the ancestor itself**: a `UIScrollView` ancestor means the modifier was applied to
///    content inside a scroll view (`ScrollView { content.refreshKit … }`): that scroll view is
///    the one.
///
/// The sibling search stops at the root view of the nearest view controller (the screen's
/// `UIHostingController`), so another screen's or tab's scroll view is never taken; past it
/// only enclosing scroll views (step 2) count, for SwiftUI content hosted inside a UIKit
/// scroll view.
///
/// A sibling is a ``ScrollViewSearch/Match/sibling`` match, final; an ancestor an
/// ``ScrollViewSearch/Match/enclosing`` one, which callers look past again for a while (an
/// enclosing paging `TabView` or carousel is found first when the `List` inside is not built yet).
///
/// Limits: this reads UIKit's tree as SwiftUI builds it on iOS 15 and 16, which is not API. A
/// scroll view that does not exist yet is not found (callers retry on later run-loop turns); two
/// scroll views with the same frame (a `List` stacked exactly over another) are told apart only
/// by depth; a modifier on a view that merely contains a scroll view smaller than itself finds
/// it only when the overlap is at least ``minimumOverlap``.
@MainActor
enum ScrollViewLocator {
    /// The smallest intersection-over-union of the marker's and a sibling candidate's frames.
    static let minimumOverlap = 0.5
    /// The most views examined under one ancestor.
    static let searchLimit = 4000

    /// The scroll view `marker` belongs to, or nil when there is none (yet).
    static func scrollView(for marker: UIView) -> UIScrollView? { find(for: marker)?.scrollView }

    /// The scroll view `marker` belongs to and how it was found, or nil when there is none (yet).
    static func find(for marker: UIView) -> (scrollView: UIScrollView, match: ScrollViewSearch.Match)? {
        guard let window = marker.window else { return nil }
        let target = marker.convert(marker.bounds, to: window)
        var searchesSiblings = true
        var child: UIView = marker
        while let ancestor = child.superview {
            if searchesSiblings,
                let found = bestSibling(under: ancestor, excluding: child, target: target, window: window)
            {
                return (found, .sibling)
            }
            if let scrollView = ancestor as? UIScrollView, isUsable(scrollView) { return (scrollView, .enclosing) }
            // The root view of a view controller bounds the sibling search.
            if ancestor.next is UIViewController { searchesSiblings = false }
            child = ancestor
        }
        return nil
    }

    private static func bestSibling(
        under ancestor: UIView, excluding searched: UIView, target: CGRect,
        window: UIWindow
    ) -> UIScrollView? {
        var best: (view: UIScrollView, overlap: Double)?
        var queue: [UIView] = ancestor.subviews.filter { $0 !== searched }
        var index = 0
        while index < queue.count, index < searchLimit {
            let view = queue[index]
            index += 1
            guard !view.isHidden, view.alpha > 0 else { continue }
            if let scrollView = view as? UIScrollView, isUsable(scrollView) {
                let overlap = self.overlap(scrollView.convert(scrollView.bounds, to: window), target)
                if overlap >= minimumOverlap, overlap > (best?.overlap ?? 0) {
                    best = (scrollView, overlap)
                }
            }
            queue.append(contentsOf: view.subviews)
        }
        return best?.view
    }

    private static func isUsable(_ scrollView: UIScrollView) -> Bool {
        !(scrollView is UITextView) && !scrollView.isHidden && scrollView.window != nil
    }

    /// Intersection over union of two rectangles, 0 when the first does not contain the
    /// second's centre.
    static func overlap(_ candidate: CGRect, _ target: CGRect) -> Double {
        guard candidate.contains(CGPoint(x: target.midX, y: target.midY)) else { return 0 }
        let intersection = candidate.intersection(target)
        guard !intersection.isNull else { return 0 }
        let i = Double(intersection.width * intersection.height)
        let u = Double(candidate.width * candidate.height + target.width * target.height) - i
        return u > 0 ? i / u : 0
    }
}
#endif
