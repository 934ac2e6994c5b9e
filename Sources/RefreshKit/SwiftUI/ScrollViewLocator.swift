#if canImport(SwiftUI) && canImport(UIKit)
import UIKit
#elseif UIKIT_MODEL
import RefreshKitCore
import UIKitModel
#endif
#if (canImport(SwiftUI) && canImport(UIKit)) || UIKIT_MODEL

/// Finds the `UIScrollView` a SwiftUI view modifier was applied to, from a marker view SwiftUI
/// placed behind (`.background`) that view: a sibling scroll view that covers the marker, else an
/// enclosing one, never past the screen's view controller. It reads UIKit's tree as SwiftUI
/// builds it on iOS 15 and 16, which is not API; a scroll view not built yet is not found
/// (callers retry on later run-loop turns).
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
        // A background is a sibling of the scroll view a few levels below a common ancestor, so
        // walk up one ancestor at a time: siblings first, then the ancestor itself (the modifier
        // was applied to content inside a scroll view). A sibling is final; an enclosing match
        // is looked past again by callers for a while (a paging `TabView` is found before the
        // `List` inside it is built).
        var searchesSiblings = true
        var child: UIView = marker
        while let ancestor = child.superview {
            if searchesSiblings,
                let found = bestSibling(under: ancestor, excluding: child, target: target, window: window)
            {
                return (found, .sibling)
            }
            if let scrollView = ancestor as? UIScrollView, isUsable(scrollView) { return (scrollView, .enclosing) }
            // The root view of a view controller bounds the sibling search: another screen's or
            // tab's scroll view is never taken; past it only enclosing scroll views count.
            if ancestor.next is UIViewController { searchesSiblings = false }
            child = ancestor
        }
        return nil
    }

    private static func bestSibling(
        under ancestor: UIView, excluding searched: UIView, target: CGRect,
        window: UIWindow
    ) -> UIScrollView? {
        // Breadth first, at most `searchLimit` views. A candidate is visible, not a `UITextView`
        // (a `TextEditor` scrolls too), contains the marker's centre and overlaps its frame by
        // `minimumOverlap` (a `List` reaches under the bars, its SwiftUI frame stops at the safe
        // area); the best overlap wins, the shallower on a tie.
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
