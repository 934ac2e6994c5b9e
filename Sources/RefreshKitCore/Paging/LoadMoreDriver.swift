/// The footer of SwiftUI's `.loadMore(…)`, without SwiftUI: it runs the app's action when the
/// footer asks (its auto trigger, a pull, a tap on a failed footer) and keeps the footer where
/// ``LoadMoreFollower`` says — loading while the action runs or the app says loading, and so on.
/// The SwiftUI modifier only hands it each render's state and action and the control it put in
/// the scroll view.
@MainActor
package final class LoadMoreDriver {
    /// The decision: the app's state and the action's.
    package private(set) var follower = LoadMoreFollower()
    /// The footer it drives (held weakly: the scroll view's slot owns it).
    package weak var footer: (any LoadMoreFooter)? {
        didSet { sync() }
    }
    /// The app's action, the latest render's.
    package var action: @MainActor @Sendable () async throws -> Void
    private var task: Task<Void, Never>?

    /// A driver for `action`.
    ///
    /// - Parameter action: The work of loading one page; the footer shows it loading until it
    ///   returns (or longer, while the app's state says loading).
    package init(action: @escaping @MainActor @Sendable () async throws -> Void) {
        self.action = action
    }

    /// The footer's own action: what its control calls when it starts loading. Runs the app's
    /// action in a task; the footer stays loading until the follower says otherwise.
    package func runAction() {
        task?.cancel()
        follower.actionStarted()
        let action = self.action
        task = Task { @MainActor [weak self] in
            var thrown: (any Error)?
            do { try await action() } catch { thrown = error }
            guard !Task.isCancelled, let self else { return }
            self.task = nil
            self.follower.actionEnded(throwing: thrown)
            self.sync()
        }
    }

    /// A render: the app's state now.
    ///
    /// - Parameter state: The app's paging state.
    package func render(_ state: LoadMoreState) {
        if follower.appStateChanged(to: state) { sync() }
    }

    /// The modifier went away: a running action is cancelled (it ends nothing).
    package func cancel() {
        task?.cancel()
        task = nil
        follower.actionEnded(throwing: nil)
    }

    private func sync() {
        if let footer { follower.update(footer) }
    }
}
