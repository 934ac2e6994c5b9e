#if canImport(UIKit) || UIKIT_MODEL
/// What ESPullToRefresh's `es` and SVPullToRefresh's `pullToRefreshView` and
/// `infiniteScrollingView` were, as far as their calls go: unavailable, so that code moved over
/// unchanged fails to compile with a message that says what RefreshKit writes instead.
@available(*, unavailable, message: "RefreshKit's controls go in the scroll view's refreshHeader and refreshFooter")
public struct OtherLibraryCalls {
    /// ESPullToRefresh's `es.addPullToRefresh { … }`: unavailable.
    @available(
        *, unavailable,
        message: "write tableView.addPullToRefresh { … }; it refreshes until refreshHeader?.endRefreshing()"
    )
    public func addPullToRefresh(handler: @escaping () -> Void) {}

    /// ESPullToRefresh's `es.addInfiniteScrolling { … }`: unavailable.
    @available(
        *, unavailable, message: "write tableView.addLoadMore { … }; it loads until refreshFooter?.endRefreshing()"
    )
    public func addInfiniteScrolling(handler: @escaping () -> Void) {}

    /// ESPullToRefresh's `es.startPullToRefresh()`: unavailable.
    @available(*, unavailable, message: "write tableView.refreshHeader?.beginRefreshing()")
    public func startPullToRefresh() {}

    /// ESPullToRefresh's `es.stopPullToRefresh()`: unavailable.
    @available(*, unavailable, message: "write tableView.refreshHeader?.endRefreshing()")
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
    @available(*, unavailable, message: "write refreshFooter?.noMoreData = true to stop loading, false to load again")
    public var enabled: Bool {
        get { false }
        nonmutating set {}
    }
}
#endif
