// SVPullToRefresh's calls (as Swift names them), unchanged but for the import, that must not
// compile, each with the message it gives (`scripts/check-ios` compiles this in Swift 5 and 6
// and compares every error with the `expected-error` comments).
// `tableView.addPullToRefresh(actionHandler:)` compiles and behaves as SV's (DropInProbe.swift,
// DropInShapeTests).
import RefreshKit
import UIKit

@MainActor func svPullToRefreshShapes(tableView: UITableView, load: @escaping @MainActor @Sendable () -> Void) {
    // expected-error@+1 {{'addInfiniteScrolling(actionHandler:)' is unavailable: write addLoadMore(configuration: .loadMoreHoldingRoom) { … }, ended by endRefreshing()}}
    tableView.addInfiniteScrolling(actionHandler: { load() })
    // expected-error@+1 {{'addPullToRefresh(actionHandler:position:)' is unavailable: write refreshFooter = RefreshControl(configuration: .pullToLoadMore) { … } for .bottom}}
    tableView.addPullToRefresh(actionHandler: { load() }, position: .bottom)
    // expected-error@+1 {{'showsPullToRefresh' is unavailable: write refreshHeader?.isHidden = true to hide the header (false shows it again), or refreshHeader = nil}}
    tableView.showsPullToRefresh = false
    // expected-error@+1 {{'triggerInfiniteScrolling()' is unavailable: write refreshFooter?.beginRefreshing()}}
    tableView.triggerInfiniteScrolling()
    // expected-error@+1 {{'triggerPullToRefresh()' is unavailable: write refreshHeader?.beginRefreshing()}}
    tableView.triggerPullToRefresh()
    // expected-error@+2 {{'pullToRefreshView' is unavailable: write refreshHeader: pullToRefreshView.stopAnimating() is refreshHeader?.endRefreshing()}}
    // expected-error@+1 {{'stopAnimating()' is unavailable: write refreshHeader?.endRefreshing() or refreshFooter?.endRefreshing()}}
    tableView.pullToRefreshView.stopAnimating()
    // expected-error@+2 {{'infiniteScrollingView' is unavailable: write refreshFooter: stopAnimating() is refreshFooter?.endRefreshing(), enabled is isEnabled}}
    // expected-error@+1 {{'stopAnimating()' is unavailable: write refreshHeader?.endRefreshing() or refreshFooter?.endRefreshing()}}
    tableView.infiniteScrollingView.stopAnimating()
    // expected-error@+2 {{'infiniteScrollingView' is unavailable: write refreshFooter: stopAnimating() is refreshFooter?.endRefreshing(), enabled is isEnabled}}
    // expected-error@+1 {{'enabled' is unavailable: write refreshFooter?.isEnabled; noMoreData = true also says there is no more}}
    tableView.infiniteScrollingView.enabled = false
    // expected-error@+1 {{'showsInfiniteScrolling' is unavailable: write refreshFooter?.isHidden = true to hide the footer (false shows it again), or refreshFooter = nil}}
    tableView.showsInfiniteScrolling = false
}

/// SVPullToRefresh's states, as a custom view's `update(state:pullProgress:)` or `setTitle(_:for:)`
/// would name them: each fails with the state to write.
@MainActor func svPullToRefreshStates(state: RefreshState, header: RefreshControl) {
    switch state {
    // expected-error@+1 {{'stopped' is unavailable: SVPullToRefresh's .stopped is .idle, and .revealing while pulled short of the trigger}}
    case .stopped: break
    // expected-error@+1 {{'triggered' has been renamed to 'armed': SVPullToRefresh's .triggered is .armed}}
    case .triggered: break
    // expected-error@+1 {{'loading' has been renamed to 'refreshing': SVPullToRefresh's .loading is .refreshing}}
    case .loading: break
    default: break
    }
    // expected-error@+1 {{'triggered' has been renamed to 'armed': SVPullToRefresh's .triggered is .armed}}
    header.setTitle("Release to refresh…", for: .triggered)
}
