#if canImport(UIKit)
import RefreshKitCore
// The iOS 16 SDK declares UIAccessibility's constants as mutable globals, which Swift 6 rejects.
@preconcurrency import UIKit
#elseif UIKIT_MODEL
import RefreshKitCore
import UIKitModel
#endif
#if canImport(UIKit) || UIKIT_MODEL

/// A re-tap of the selected tab, as Apple's apps answer it.
@MainActor
extension UIScrollView {
    /// Call it when the user taps the tab that is already selected: scrolled down, the list scrolls
    /// to its top (animated; a refreshing header shows there); at its top, the header refreshes as
    /// the user's pull does (`.valueChanged`, VoiceOver's announcement, the action once). Nothing
    /// happens at the top without a header that can refresh now (none, disabled, or refreshing).
    ///
    /// ```swift
    /// func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController) -> Bool {
    ///     if viewController === tabBarController.selectedViewController { inbox.tableView.refreshKitTabReselected() }
    ///     return true
    /// }
    /// ```
    ///
    /// - Returns: Whether the list scrolled or a refresh began.
    @discardableResult
    public func refreshKitTabReselected() -> Bool {
        let header = refreshHeader.flatMap { $0.edge == .header ? $0 : nil }
        let canRefresh = header.map { $0.isEnabled && !$0.isRefreshing && $0.refreshState != .finishing } ?? false
        switch TabReselection.decide(refreshKitMetrics, headerCanRefresh: canRefresh) {
        case .scrollToTop:
            setContentOffset(CGPoint(x: contentOffset.x, y: -adjustedContentInset.top), animated: true)
            return true
        case .refresh:
            return header?.beginRefreshingForUser() ?? false
        case .none:
            return false
        }
    }

    /// The scroll view as the core reads it: its host's metrics (the controls' shares apart), or
    /// the scroll view alone when no control is attached.
    private var refreshKitMetrics: ScrollMetrics {
        if let host = UIScrollViewHost.existingHost(for: self) { return host.metrics }
        return ScrollMetrics(
            contentOffset: Point(contentOffset), contentSize: Size(contentSize), viewportSize: Size(bounds.size),
            contentInset: Insets(contentInset), safeAreaInsets: Insets(safeAreaInsets),
            adjustedContentInset: Insets(adjustedContentInset), isTracking: isTracking, isDragging: isDragging,
            isDecelerating: isDecelerating, isInWindow: window != nil)
    }
}
#endif
