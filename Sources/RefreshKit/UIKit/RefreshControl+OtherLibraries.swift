#if canImport(UIKit)
import Foundation
#elseif UIKIT_MODEL
import Foundation
#endif
#if canImport(UIKit) || UIKIT_MODEL

/// Calls of MJRefresh and `UIRefreshControl` that `RefreshControl` does not have: kept only so
/// that code moved over with its type swapped fails to compile with a message that says what to
/// write (they never run, and code completion does not offer them).
extension RefreshControl {
    /// MJRefresh's `MJRefreshNormalHeader(refreshingBlock:)`: unavailable.
    @available(
        *, unavailable,
        message: "write RefreshControl(.classic()) { … }; a block that does not await refreshes until endRefreshing()"
    )
    public convenience init(refreshingBlock: @escaping @MainActor @Sendable () -> Void) { fatalError() }

    /// MJRefresh's `endRefreshingWithNoMoreData()`: unavailable.
    @available(*, unavailable, message: "write noMoreData = true (from any queue; it ends the refresh)")
    public func endRefreshingWithNoMoreData() {}

    /// MJRefresh's and ESPullToRefresh's `resetNoMoreData()`: unavailable.
    @available(*, unavailable, message: "write noMoreData = false")
    public func resetNoMoreData() {}

    /// `UIRefreshControl.attributedTitle`: unavailable on `RefreshControl`.
    @available(
        *, unavailable,
        message: "write setTitle(_:for:) with a titled style (.classic()), or use StyledRefreshControl, which shows it"
    )
    public var attributedTitle: NSAttributedString? {
        get { nil }
        set {}
    }
}
#endif
