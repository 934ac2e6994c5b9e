/// The work a refresh control starts when it begins refreshing.
package enum RefreshControlAction: Sendable {
    /// A closure that starts the work; the app calls `endRefreshing()` when the work is done
    /// (it may do so from inside the closure). When it throws, the refresh fails with the error
    /// at once, as ``throwing(_:)``'s does.
    case sync(@MainActor @Sendable () throws -> Void)
    /// An async closure; the refresh ends by itself when it returns. It is cancelled if the
    /// control is removed (or released) first, and then ends nothing.
    case async(@MainActor @Sendable () async -> Void)
    /// An async closure that may fail: the refresh ends by itself when it returns. When it
    /// throws, a footer shows ``RefreshState/failed`` (a tap or a pull retries) and a header goes
    /// back to idle; either way the error is in the ``RefreshStateChange/error`` of the change
    /// observers see. It is cancelled if the control is removed (or released) first, and then
    /// ends nothing.
    case throwing(@MainActor @Sendable () async throws -> Void)

    /// The action a closure passed to a control becomes, by its shape: a closure that `await`s
    /// is ``throwing(_:)`` — the refresh ends when it returns.
    ///
    /// - Parameter work: The work of one refresh.
    /// - Returns: `.throwing(work)`.
    package static func closure(_ work: @escaping @MainActor @Sendable () async throws -> Void) -> Self {
        .throwing(work)
    }

    /// The action a closure passed to a control becomes, by its shape: a closure that does not
    /// `await` only starts the work (a request with a completion handler), so it is ``sync(_:)``
    /// — the refresh runs until the app ends it, as the blocks of SVPullToRefresh,
    /// ESPullToRefresh and MJRefresh did. Swift picks this overload for every closure without
    /// `await`; the UIKit controls' `actionHandler:` initializers and shorthands forward here.
    ///
    /// - Parameter work: Starts the work of one refresh; throwing fails the refresh.
    /// - Returns: `.sync(work)`.
    package static func closure(_ work: @escaping @MainActor @Sendable () throws -> Void) -> Self {
        .sync(work)
    }
}

extension RefreshControlAction {
    /// Starts the action: a ``sync(_:)`` closure runs now and the refresh waits for the app (a
    /// throw calls `end` at once with the error); an async closure runs in a task that calls `end`
    /// when it returns (nil) or throws (the error) — not when the task was cancelled.
    ///
    /// - Parameter end: Ends the refresh, with the error when it failed.
    /// - Returns: The task of an async closure, to cancel when the control goes; nil for a sync one.
    @MainActor
    package func start(ending end: @escaping @MainActor ((any Error)?) -> Void) -> Task<Void, Never>? {
        switch self {
        case let .sync(work):
            do { try work() } catch { end(error) }
            return nil
        case let .async(work):
            return Task { @MainActor in
                await work()
                if !Task.isCancelled { end(nil) }
            }
        case let .throwing(work):
            return Task { @MainActor in
                let thrown: (any Error)?
                do {
                    try await work()
                    thrown = nil
                } catch { thrown = error }
                if !Task.isCancelled { end(thrown) }
            }
        }
    }
}

/// One change of a refresh control's phase, with the moment it happened on the host's clock.
public struct RefreshStateChange: Hashable, Sendable {
    /// The edge of the control.
    public var edge: RefreshEdge
    /// The state before.
    public var from: RefreshState
    /// The state after.
    public var to: RefreshState
    /// The host's time of the change, in seconds.
    public var time: Double
    /// Why a refresh failed: set on the change that leaves refreshing because the action threw
    /// or the app ended it with an error (a footer to ``RefreshState/failed``, a header to
    /// idle); nil on every other change.
    public var error: (any Error)?

    /// Creates a change record.
    ///
    /// - Parameters:
    ///   - edge: The edge of the control.
    ///   - from: The state before the change.
    ///   - to: The state after the change.
    ///   - time: The host's time of the change, in seconds.
    ///   - error: Why the refresh failed, or nil (the default) for a change that is no failure.
    public init(edge: RefreshEdge, from: RefreshState, to: RefreshState, time: Double, error: (any Error)? = nil) {
        self.edge = edge
        self.from = from
        self.to = to
        self.time = time
        self.error = error
    }

    /// Equal edges, states and times, and errors that are both nil or describe themselves alike
    /// (`String(reflecting:)`: errors are not comparable themselves).
    public static func == (a: RefreshStateChange, b: RefreshStateChange) -> Bool {
        a.edge == b.edge && a.from == b.from && a.to == b.to && a.time == b.time
            && a.error.map { String(reflecting: $0) } == b.error.map { String(reflecting: $0) }
    }

    /// Hashes the edge, the states, the time and whether there is an error.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(edge)
        hasher.combine(from)
        hasher.combine(to)
        hasher.combine(time)
        hasher.combine(error == nil)
    }
}

/// Owns a task and cancels it when released, so that an async action never outlives the
/// control that started it.
package final class CancellingTask: Sendable {
    let task: Task<Void, Never>
    /// Owns `task`.
    ///
    /// - Parameter task: The task to cancel when this is released (or ``cancel()`` is called).
    package init(_ task: Task<Void, Never>) { self.task = task }
    deinit { task.cancel() }
    /// Cancels the task now.
    package func cancel() { task.cancel() }
}
