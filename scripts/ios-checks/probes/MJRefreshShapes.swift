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

/// An `MJRefreshHeader` subclass's `setState:` moved into `update(state:pullProgress:)`, and its
/// titles: MJRefresh's `.pulling` is "release to refresh", RefreshKit's `.armed`; it does not
/// compile into the pull short of the trigger (`.revealing`).
@MainActor func mjRefreshStates(state: RefreshState, header: RefreshControl) {
    switch state {
    case .idle: break
    // expected-error@+1 {{'pulling' has been renamed to 'armed': MJRefresh's .pulling (release to refresh) is .armed; short of the trigger is .revealing}}
    case .pulling: break
    // expected-error@+1 {{'willRefresh' has been renamed to 'refreshing': MJRefresh's .willRefresh is .refreshing once it shows; isRefreshing is true meanwhile}}
    case .willRefresh: break
    default: break
    }
    // expected-error@+1 {{'pulling' has been renamed to 'armed': MJRefresh's .pulling (release to refresh) is .armed; short of the trigger is .revealing}}
    header.setTitle("Release to refresh", for: .pulling)
    // expected-error@+1 {{'pulling' has been renamed to 'armed': MJRefresh's .pulling (release to refresh) is .armed; short of the trigger is .revealing}}
    if header.refreshState.phase == .pulling {}
    // expected-error@+1 {{'pulling(progress:)' has been renamed to 'revealing(progress:)': the pull short of the trigger is .revealing(progress:); MJRefresh's .pulling is .armed}}
    _ = state == .pulling(progress: 0.5)
}
