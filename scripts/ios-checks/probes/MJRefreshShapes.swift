// MJRefresh's calls as Swift sees them, with the type swapped to RefreshControl, that must not
// compile, each with the message it gives (`scripts/check-ios` compiles this in Swift 5 and 6
// and compares every error with the `expected-error` comments). `beginRefreshing()`,
// `endRefreshing()`, `isRefreshing` and `RefreshControl(.classic()) { … }` compile and behave
// as MJRefresh's (DropInProbe.swift, DropInShapeTests).
import RefreshKit
import UIKit

@MainActor func mjRefreshShapes(tableView: UITableView, load: @escaping @MainActor @Sendable () -> Void) {
    // expected-error@+1 {{'mj_header' is unavailable: write refreshHeader = RefreshControl(.classic()) { … }}}
    tableView.mj_header = RefreshControl(.classic()) { load() }
    // expected-error@+1 {{'init(refreshingBlock:)' is unavailable: write RefreshControl(.classic()) { … }; a block that does not await refreshes until endRefreshing()}}
    tableView.refreshHeader = RefreshControl(refreshingBlock: { load() })
    // expected-error@+1 {{'mj_footer' is unavailable: write refreshFooter = RefreshControl(.classic(), configuration: .loadMoreHoldingRoom) { … }}}
    tableView.mj_footer = RefreshControl(.classic()) { load() }
    let footer = RefreshControl(.classic(), configuration: .loadMoreHoldingRoom) { load() }
    // expected-error@+1 {{'endRefreshingWithNoMoreData()' is unavailable: write noMoreData = true (from any queue; it ends the refresh)}}
    footer.endRefreshingWithNoMoreData()
    // expected-error@+1 {{'resetNoMoreData()' is unavailable: write noMoreData = false}}
    footer.resetNoMoreData()
}
