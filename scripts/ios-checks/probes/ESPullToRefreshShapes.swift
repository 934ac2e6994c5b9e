// ESPullToRefresh's calls, unchanged but for the import, that must not compile, each with the
// message it gives (`scripts/check-ios` compiles this in Swift 5 and 6 and compares every error
// with the `expected-error` comments). `tableView.addPullToRefresh { … }`, the first call with
// `.es` dropped, compiles and behaves as ES's (DropInProbe.swift, DropInShapeTests).
import RefreshKit
import UIKit

@MainActor func esPullToRefreshShapes(tableView: UITableView, load: @escaping @MainActor @Sendable () -> Void) {
    // expected-error@+2 {{'es' is unavailable: RefreshKit has no es: write tableView.addPullToRefresh { … } or tableView.addLoadMore { … }}}
    // expected-error@+1 {{'addPullToRefresh(handler:)' is unavailable: write tableView.addPullToRefresh { … }; it refreshes until refreshHeader?.endRefreshing()}}
    tableView.es.addPullToRefresh { load() }
    // expected-error@+2 {{'es' is unavailable: RefreshKit has no es: write tableView.addPullToRefresh { … } or tableView.addLoadMore { … }}}
    // expected-error@+1 {{'addInfiniteScrolling(handler:)' is unavailable: write tableView.addLoadMore(configuration: .loadMoreHoldingRoom) { … }, ended by endRefreshing()}}
    tableView.es.addInfiniteScrolling { load() }
    // expected-error@+2 {{'es' is unavailable: RefreshKit has no es: write tableView.addPullToRefresh { … } or tableView.addLoadMore { … }}}
    // expected-error@+1 {{'startPullToRefresh()' is unavailable: write tableView.refreshHeader?.beginRefreshing()}}
    tableView.es.startPullToRefresh()
    // expected-error@+2 {{'es' is unavailable: RefreshKit has no es: write tableView.addPullToRefresh { … } or tableView.addLoadMore { … }}}
    // expected-error@+1 {{'stopPullToRefresh()' is unavailable: write tableView.refreshHeader?.endRefreshing() and tableView.refreshFooter?.noMoreData = false}}
    tableView.es.stopPullToRefresh()
    // expected-error@+2 {{'es' is unavailable: RefreshKit has no es: write tableView.addPullToRefresh { … } or tableView.addLoadMore { … }}}
    // expected-error@+1 {{'stopLoadingMore()' is unavailable: write tableView.refreshFooter?.endRefreshing()}}
    tableView.es.stopLoadingMore()
    // expected-error@+2 {{'es' is unavailable: RefreshKit has no es: write tableView.addPullToRefresh { … } or tableView.addLoadMore { … }}}
    // expected-error@+1 {{'noticeNoMoreData()' is unavailable: write tableView.refreshFooter?.noMoreData = true}}
    tableView.es.noticeNoMoreData()
    // expected-error@+2 {{'es' is unavailable: RefreshKit has no es: write tableView.addPullToRefresh { … } or tableView.addLoadMore { … }}}
    // expected-error@+1 {{'resetNoMoreData()' is unavailable: write tableView.refreshFooter?.noMoreData = false}}
    tableView.es.resetNoMoreData()
}

/// An `ESRefreshProtocol` animator's `refresh(view:stateDidChange:)` moved into
/// `update(state:pullProgress:)`: each of ES's state names fails with the state to write.
@MainActor func esPullToRefreshStates(state: RefreshState) {
    switch state {
    // expected-error@+1 {{'pullToRefresh' is unavailable: ESPullToRefresh's .pullToRefresh is .idle at rest and .revealing while pulled short of the trigger}}
    case .pullToRefresh: break
    // expected-error@+1 {{'releaseToRefresh' has been renamed to 'armed': ESPullToRefresh's .releaseToRefresh is .armed}}
    case .releaseToRefresh: break
    // expected-error@+1 {{'autoRefreshing' has been renamed to 'refreshing': ESPullToRefresh's .autoRefreshing is .refreshing (begun by beginRefreshing())}}
    case .autoRefreshing: break
    case .refreshing, .noMoreData: break
    default: break
    }
}
