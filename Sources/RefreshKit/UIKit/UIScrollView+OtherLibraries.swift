#if canImport(UIKit)
import UIKit
#elseif UIKIT_MODEL
import UIKitModel
#endif
#if canImport(UIKit) || UIKIT_MODEL

/// Calls of ESPullToRefresh, SVPullToRefresh and MJRefresh on a scroll view that RefreshKit does
/// not have: kept only so that code moved over unchanged fails to compile with a message that
/// says what to write (they never run, and code completion does not offer them). The calls
/// RefreshKit has under the same name behave as the old ones: `addPullToRefresh(actionHandler:)`.
@MainActor
extension UIScrollView {
    /// ESPullToRefresh's `es`: unavailable.
    @available(
        *, unavailable,
        message: "RefreshKit has no es: write tableView.addPullToRefresh { … } or tableView.addLoadMore { … }"
    )
    public var es: OtherLibraryCalls { fatalError() }

    /// SVPullToRefresh's `addInfiniteScrolling(actionHandler:)` (a footer that holds its room):
    /// unavailable.
    @available(
        *, unavailable,
        message: "write addLoadMore(configuration: .loadMoreHoldingRoom) { … }, ended by endRefreshing()"
    )
    public func addInfiniteScrolling(actionHandler: @escaping () -> Void) {}

    /// SVPullToRefresh's `addPullToRefresh(actionHandler:position:)`: unavailable.
    @available(
        *, unavailable,
        message: "write refreshFooter = RefreshControl(configuration: .pullToLoadMore) { … } for .bottom"
    )
    public func addPullToRefresh(actionHandler: @escaping () -> Void, position: OtherLibraryCalls.Position) {}

    /// SVPullToRefresh's `showsPullToRefresh`: unavailable.
    @available(
        *, unavailable,
        message:
            "write refreshHeader?.isHidden = true to hide the header (false shows it again), or refreshHeader = nil"
    )
    public var showsPullToRefresh: Bool {
        get { false }
        set {}
    }

    /// SVPullToRefresh's `triggerInfiniteScrolling()`: unavailable.
    @available(*, unavailable, message: "write refreshFooter?.beginRefreshing()")
    public func triggerInfiniteScrolling() {}

    /// SVPullToRefresh's `triggerPullToRefresh()`: unavailable.
    @available(*, unavailable, message: "write refreshHeader?.beginRefreshing()")
    public func triggerPullToRefresh() {}

    /// SVPullToRefresh's `pullToRefreshView`: unavailable.
    @available(
        *, unavailable,
        message: "write refreshHeader: pullToRefreshView.stopAnimating() is refreshHeader?.endRefreshing()"
    )
    public var pullToRefreshView: OtherLibraryCalls { fatalError() }

    /// SVPullToRefresh's `infiniteScrollingView`: unavailable.
    @available(
        *, unavailable,
        message: "write refreshFooter: stopAnimating() is refreshFooter?.endRefreshing(), enabled is isEnabled"
    )
    public var infiniteScrollingView: OtherLibraryCalls { fatalError() }

    /// SVPullToRefresh's `showsInfiniteScrolling`: unavailable.
    @available(
        *, unavailable,
        message:
            "write refreshFooter?.isHidden = true to hide the footer (false shows it again), or refreshFooter = nil"
    )
    public var showsInfiniteScrolling: Bool {
        get { false }
        set {}
    }

    /// MJRefresh's `mj_header`: unavailable.
    @available(*, unavailable, message: "write refreshHeader = RefreshControl(.classic()) { … }")
    public var mj_header: RefreshControl? {
        get { nil }
        set {}
    }

    /// MJRefresh's `mj_footer`: unavailable.
    @available(
        *, unavailable,
        message: "write refreshFooter = RefreshControl(.classic(), configuration: .loadMoreHoldingRoom) { … }"
    )
    public var mj_footer: RefreshControl? {
        get { nil }
        set {}
    }
}
#endif
