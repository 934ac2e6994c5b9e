#if canImport(UIKit) || UIKIT_MODEL
/// What ESPullToRefresh's `es` and SVPullToRefresh's `pullToRefreshView` and
/// `infiniteScrollingView` were, as far as their calls go: unavailable, so that code moved over
/// unchanged fails to compile with a message that says what RefreshKit writes instead.
@available(*, unavailable, message: "RefreshKit's controls go in the scroll view's refreshHeader and refreshFooter")
public struct OtherLibraryCalls {
    /// SVPullToRefresh's `SVPullToRefreshPosition`: the edge of `addPullToRefresh(actionHandler:position:)`.
    public enum Position {
        /// SVPullToRefresh's `SVPullToRefreshPositionTop`.
        case top
        /// SVPullToRefresh's `SVPullToRefreshPositionBottom`.
        case bottom
    }

    /// ESPullToRefresh's `es.addPullToRefresh { … }`: unavailable.
    @available(
        *, unavailable,
        message: "write tableView.addPullToRefresh { … }; it refreshes until refreshHeader?.endRefreshing()"
    )
    public func addPullToRefresh(handler: @escaping () -> Void) {}

    /// ESPullToRefresh's `es.addInfiniteScrolling { … }` (a footer that holds its room):
    /// unavailable.
    @available(
        *, unavailable,
        message: "write tableView.addLoadMore(configuration: .loadMoreHoldingRoom) { … }, ended by endRefreshing()"
    )
    public func addInfiniteScrolling(handler: @escaping () -> Void) {}

    /// ESPullToRefresh's `es.startPullToRefresh()`: unavailable.
    @available(*, unavailable, message: "write tableView.refreshHeader?.beginRefreshing()")
    public func startPullToRefresh() {}

    /// ESPullToRefresh's `es.stopPullToRefresh()` (which also resets the footer's no more data):
    /// unavailable.
    @available(
        *, unavailable,
        message: "write tableView.refreshHeader?.endRefreshing() and tableView.refreshFooter?.noMoreData = false"
    )
    public func stopPullToRefresh() {}

    /// ESPullToRefresh's `es.stopLoadingMore()`: unavailable.
    @available(*, unavailable, message: "write tableView.refreshFooter?.endRefreshing()")
    public func stopLoadingMore() {}

    /// ESPullToRefresh's `es.noticeNoMoreData()`: unavailable.
    @available(*, unavailable, message: "write tableView.refreshFooter?.noMoreData = true")
    public func noticeNoMoreData() {}

    /// ESPullToRefresh's `es.resetNoMoreData()`: unavailable.
    @available(*, unavailable, message: "write tableView.refreshFooter?.noMoreData = false")
    public func resetNoMoreData() {}

    /// SVPullToRefresh's `pullToRefreshView.stopAnimating()` and
    /// `infiniteScrollingView.stopAnimating()`: unavailable.
    @available(*, unavailable, message: "write refreshHeader?.endRefreshing() or refreshFooter?.endRefreshing()")
    public func stopAnimating() {}

    /// SVPullToRefresh's `infiniteScrollingView.enabled`: unavailable.
    @available(*, unavailable, message: "write refreshFooter?.isEnabled; noMoreData = true also says there is no more")
    public var enabled: Bool {
        get { false }
        nonmutating set {}
    }
}
#endif
