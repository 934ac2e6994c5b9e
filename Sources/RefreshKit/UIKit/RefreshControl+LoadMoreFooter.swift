#if canImport(UIKit)
import RefreshKitCore
#elseif UIKIT_MODEL
import RefreshKitCore
#endif
#if canImport(UIKit) || UIKIT_MODEL

/// A footer that ``LoadMoreDriver`` drives (SwiftUI's `.loadMore(…)`): its commands as the app's
/// own calls.
extension RefreshControl: LoadMoreFooter {
    package var footerState: RefreshState { refreshState }

    package func perform(_ command: LoadMoreFollower.Command) {
        switch command {
        case let .setNoMoreData(flag): noMoreData = flag
        case .showLoading: beginRefreshing(runningAction: false, animated: false)
        case .end: endRefreshing()
        case let .fail(error): endRefreshing(with: error)
        }
    }
}
#endif
