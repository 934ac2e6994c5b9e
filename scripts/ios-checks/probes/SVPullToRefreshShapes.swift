// SVPullToRefresh's calls (as Swift names them), unchanged but for the import, that must not
// compile, each with the message it gives (`scripts/check-ios` compiles this in Swift 5 and 6
// and compares every error with the `expected-error` comments).
// `tableView.addPullToRefresh(actionHandler:)` compiles and behaves as SV's (DropInProbe.swift,
// DropInShapeTests).
import RefreshKit
import UIKit

@MainActor func svPullToRefreshShapes(tableView: UITableView, load: @escaping @MainActor @Sendable () -> Void) {
    // expected-error@+1 {{'addInfiniteScrolling(actionHandler:)' is unavailable: write addLoadMore { … }; it loads until refreshFooter?.endRefreshing()}}
    tableView.addInfiniteScrolling(actionHandler: { load() })
    // expected-error@+1 {{'triggerPullToRefresh()' is unavailable: write refreshHeader?.beginRefreshing()}}
    tableView.triggerPullToRefresh()
    // expected-error@+2 {{'pullToRefreshView' is unavailable: write refreshHeader: pullToRefreshView.stopAnimating() is refreshHeader?.endRefreshing()}}
    // expected-error@+1 {{'stopAnimating()' is unavailable: write refreshHeader?.endRefreshing() or refreshFooter?.endRefreshing()}}
    tableView.pullToRefreshView.stopAnimating()
    // expected-error@+2 {{'infiniteScrollingView' is unavailable: write refreshFooter: stopAnimating() is refreshFooter?.endRefreshing(), enabled = false is noMoreData = true}}
    // expected-error@+1 {{'stopAnimating()' is unavailable: write refreshHeader?.endRefreshing() or refreshFooter?.endRefreshing()}}
    tableView.infiniteScrollingView.stopAnimating()
    // expected-error@+2 {{'infiniteScrollingView' is unavailable: write refreshFooter: stopAnimating() is refreshFooter?.endRefreshing(), enabled = false is noMoreData = true}}
    // expected-error@+1 {{'enabled' is unavailable: write refreshFooter?.noMoreData = true to stop loading, false to load again}}
    tableView.infiniteScrollingView.enabled = false
    // expected-error@+1 {{'showsInfiniteScrolling' is unavailable: write refreshFooter?.noMoreData = true to stop loading, or refreshFooter = nil to remove the footer}}
    tableView.showsInfiniteScrolling = false
}
