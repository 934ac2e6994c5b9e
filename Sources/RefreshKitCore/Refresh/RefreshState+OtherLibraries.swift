/// The state names of MJRefresh, ESPullToRefresh and SVPullToRefresh that RefreshKit does not
/// use: kept only so that code moved over unchanged (`case .pulling:`, `setTitle(_:for: .triggered)`)
/// fails to compile with a message that names the state to write. None of them compiles into
/// another state: MJRefresh's `pulling` ("release to refresh") is ``RefreshState/armed(overPull:)``,
/// and the pull short of the trigger — MJRefresh's idle under a finger — is
/// ``RefreshState/revealing(progress:)``.
extension RefreshState {
    /// MJRefresh's `MJRefreshStatePulling`: unavailable.
    @available(
        *, unavailable, renamed: "armed",
        message: "MJRefresh's .pulling (release to refresh) is .armed; short of the trigger is .revealing"
    )
    public static var pulling: RefreshState { .armed(overPull: 0) }

    /// The former name of ``revealing(progress:)``: unavailable.
    @available(
        *, unavailable, renamed: "revealing(progress:)",
        message: "the pull short of the trigger is .revealing(progress:); MJRefresh's .pulling is .armed"
    )
    public static func pulling(progress: Double) -> RefreshState { .revealing(progress: progress) }

    /// MJRefresh's `MJRefreshStateWillRefresh`: unavailable.
    @available(
        *, unavailable, renamed: "refreshing",
        message: "MJRefresh's .willRefresh is .refreshing once it shows; isRefreshing is true meanwhile"
    )
    public static var willRefresh: RefreshState { .refreshing }

    /// ESPullToRefresh's `ESRefreshViewState.pullToRefresh`: unavailable.
    @available(
        *, unavailable,
        message: "ESPullToRefresh's .pullToRefresh is .idle at rest and .revealing while pulled short of the trigger"
    )
    public static var pullToRefresh: RefreshState { .idle }

    /// ESPullToRefresh's `ESRefreshViewState.releaseToRefresh`: unavailable.
    @available(*, unavailable, renamed: "armed", message: "ESPullToRefresh's .releaseToRefresh is .armed")
    public static var releaseToRefresh: RefreshState { .armed(overPull: 0) }

    /// ESPullToRefresh's `ESRefreshViewState.autoRefreshing`: unavailable.
    @available(
        *, unavailable, renamed: "refreshing",
        message: "ESPullToRefresh's .autoRefreshing is .refreshing (begun by beginRefreshing())"
    )
    public static var autoRefreshing: RefreshState { .refreshing }

    /// SVPullToRefresh's `SVPullToRefreshStateStopped`: unavailable.
    @available(
        *, unavailable, message: "SVPullToRefresh's .stopped is .idle, and .revealing while pulled short of the trigger"
    )
    public static var stopped: RefreshState { .idle }

    /// SVPullToRefresh's `SVPullToRefreshStateTriggered`: unavailable.
    @available(*, unavailable, renamed: "armed", message: "SVPullToRefresh's .triggered is .armed")
    public static var triggered: RefreshState { .armed(overPull: 0) }

    /// SVPullToRefresh's `SVPullToRefreshStateLoading` (and ESPullToRefresh's old `.loading`):
    /// unavailable.
    @available(*, unavailable, renamed: "refreshing", message: "SVPullToRefresh's .loading is .refreshing")
    public static var loading: RefreshState { .refreshing }
}

/// The same names for ``RefreshPhase`` (`setTitle(_:for:)`, `observeState`'s `change.to.phase`):
/// unavailable, each with the phase to write.
extension RefreshPhase {
    /// MJRefresh's `MJRefreshStatePulling`: unavailable.
    @available(
        *, unavailable, renamed: "armed",
        message: "MJRefresh's .pulling (release to refresh) is .armed; short of the trigger is .revealing"
    )
    public static var pulling: RefreshPhase { .armed }

    /// MJRefresh's `MJRefreshStateWillRefresh`: unavailable.
    @available(
        *, unavailable, renamed: "refreshing",
        message: "MJRefresh's .willRefresh is .refreshing once it shows; isRefreshing is true meanwhile"
    )
    public static var willRefresh: RefreshPhase { .refreshing }

    /// ESPullToRefresh's `ESRefreshViewState.pullToRefresh`: unavailable.
    @available(
        *, unavailable,
        message: "ESPullToRefresh's .pullToRefresh is .idle at rest and .revealing while pulled short of the trigger"
    )
    public static var pullToRefresh: RefreshPhase { .idle }

    /// ESPullToRefresh's `ESRefreshViewState.releaseToRefresh`: unavailable.
    @available(*, unavailable, renamed: "armed", message: "ESPullToRefresh's .releaseToRefresh is .armed")
    public static var releaseToRefresh: RefreshPhase { .armed }

    /// ESPullToRefresh's `ESRefreshViewState.autoRefreshing`: unavailable.
    @available(
        *, unavailable, renamed: "refreshing",
        message: "ESPullToRefresh's .autoRefreshing is .refreshing (begun by beginRefreshing())"
    )
    public static var autoRefreshing: RefreshPhase { .refreshing }

    /// SVPullToRefresh's `SVPullToRefreshStateStopped`: unavailable.
    @available(
        *, unavailable, message: "SVPullToRefresh's .stopped is .idle, and .revealing while pulled short of the trigger"
    )
    public static var stopped: RefreshPhase { .idle }

    /// SVPullToRefresh's `SVPullToRefreshStateTriggered`: unavailable.
    @available(*, unavailable, renamed: "armed", message: "SVPullToRefresh's .triggered is .armed")
    public static var triggered: RefreshPhase { .armed }

    /// SVPullToRefresh's `SVPullToRefreshStateLoading` (and ESPullToRefresh's old `.loading`):
    /// unavailable.
    @available(*, unavailable, renamed: "refreshing", message: "SVPullToRefresh's .loading is .refreshing")
    public static var loading: RefreshPhase { .refreshing }
}
