/// How a footer follows paging state the app owns (``LoadMoreState``), and the footer's own
/// action: the decision behind SwiftUI's `.loadMore(state:…)` (and its `noMoreData:` form, which
/// is the same with `.noMoreData` or `.idle`).
///
/// The footer shows, first that applies: no more data when the app says so; loading while its
/// action runs or the app says loading; failed when the app says so or the action threw; else
/// idle (where an auto footer loads by itself). Each change of the app's state or of the action
/// moves the footer there with the fewest commands (``commands(from:to:)``).
package struct LoadMoreFollower: Sendable {
    /// What the footer should show.
    package enum Target: Hashable, Sendable {
        case idle, loading, noMoreData, failed
    }

    /// One thing to do to the footer.
    package enum Command: Sendable {
        /// Set (true) or clear (false) no more data; clearing also resets a failed footer to idle.
        case setNoMoreData(Bool)
        /// Show a load that runs already: refresh without calling the action, at once.
        case showLoading
        /// End the refresh.
        case end
        /// End the refresh as failed, with the error observers get.
        case fail(any Error)
    }

    /// The error a footer's failure carries when the app said `.failed` without one.
    package struct AppSaidFailed: Error, Hashable, Sendable, CustomStringConvertible {
        package init() {}
        /// One line: the app's paging state said the last load failed.
        package var description: String { "the app's LoadMoreState is .failed" }
    }

    /// The app's state, as the last render gave it.
    package private(set) var appState: LoadMoreState = .idle
    /// Whether the footer's action runs now.
    package private(set) var actionIsRunning = false
    /// What the last run of the action threw, until the action runs again or the app's state
    /// changes.
    package private(set) var actionError: (any Error)?

    /// A follower of an app whose paging is idle, no action running.
    package init() {}

    /// What the footer should show now.
    package var target: Target {
        if appState == .noMoreData { return .noMoreData }
        if actionIsRunning || appState == .loading { return .loading }
        if appState == .failed || actionError != nil { return .failed }
        return .idle
    }

    /// The error a failure shows with: the action's, else ``AppSaidFailed``.
    package var failure: any Error { actionError ?? AppSaidFailed() }

    /// The app's state changed (a render).
    ///
    /// - Parameter state: The new state.
    /// - Returns: Whether it changed.
    @discardableResult
    package mutating func appStateChanged(to state: LoadMoreState) -> Bool {
        guard state != appState else { return false }
        appState = state
        actionError = nil
        return true
    }

    /// The footer started its action (the auto trigger, a pull, a tap on a failed footer).
    package mutating func actionStarted() {
        actionIsRunning = true
        actionError = nil
    }

    /// The action returned (`error` nil) or threw.
    ///
    /// - Parameter error: What it threw, or nil.
    package mutating func actionEnded(throwing error: (any Error)?) {
        actionIsRunning = false
        actionError = error
    }

    /// The commands that move a footer in `state` to show `target`.
    ///
    /// - Parameters:
    ///   - state: The footer's state now.
    ///   - target: What it should show.
    ///   - failure: The error a failure carries.
    /// - Returns: The commands, in order; none when it shows it already.
    package static func commands(from state: RefreshState, to target: Target, failure: any Error) -> [Command] {
        let resting = state == .noMoreData || state == .failed
        let loading = state == .refreshing
        switch target {
        case .noMoreData:
            return state == .noMoreData ? [] : [.setNoMoreData(true)]
        case .loading:
            return (resting ? [.setNoMoreData(false)] : []) + (loading ? [] : [.showLoading])
        case .failed:
            if state == .failed { return [] }
            return (state == .noMoreData ? [.setNoMoreData(false)] : []) + (loading ? [] : [.showLoading])
                + [.fail(failure)]
        case .idle:
            return (resting ? [.setNoMoreData(false)] : []) + (loading ? [.end] : [])
        }
    }

    /// Moves `footer` to show ``target``.
    ///
    /// - Parameter footer: The footer (the UIKit control, or a controller in tests).
    @MainActor
    package func update(_ footer: any LoadMoreFooter) {
        for command in Self.commands(from: footer.footerState, to: target, failure: failure) {
            footer.perform(command)
        }
    }
}

/// A footer ``LoadMoreFollower`` drives: `RefreshControl` on iOS, ``RefreshController`` here.
@MainActor
package protocol LoadMoreFooter: AnyObject {
    /// The footer's state.
    var footerState: RefreshState { get }
    /// Does one command.
    func perform(_ command: LoadMoreFollower.Command)
}

extension RefreshController: LoadMoreFooter {
    /// The state.
    package var footerState: RefreshState { state }

    /// Does one command on the controller.
    package func perform(_ command: LoadMoreFollower.Command) {
        switch command {
        case let .setNoMoreData(flag): setNoMoreData(flag)
        case .showLoading: beginRefreshing(runningAction: false, animated: false)
        case .end: endRefreshing()
        case let .fail(error): endRefreshing(with: error)
        }
    }
}
