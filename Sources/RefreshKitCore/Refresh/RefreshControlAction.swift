/// The work a refresh control starts when it begins refreshing.
public enum RefreshControlAction: Sendable {
    /// A closure that starts the work; the app calls `endRefreshing()` when the work is done
    /// (it may do so from inside the closure).
    case sync(@MainActor @Sendable () -> Void)
    /// An async closure; the refresh ends by itself when it returns. It is cancelled if the
    /// control is removed (or released) first, and then ends nothing.
    case async(@MainActor @Sendable () async -> Void)
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

    /// Creates a change record.
    ///
    /// - Parameters:
    ///   - edge: The edge of the control.
    ///   - from: The state before the change.
    ///   - to: The state after the change.
    ///   - time: The host's time of the change, in seconds.
    public init(edge: RefreshEdge, from: RefreshState, to: RefreshState, time: Double) {
        self.edge = edge; self.from = from; self.to = to; self.time = time
    }
}

/// Owns a task and cancels it when released, so that an async action never outlives the
/// control that started it.
final class CancellingTask {
    let task: Task<Void, Never>
    init(_ task: Task<Void, Never>) { self.task = task }
    deinit { task.cancel() }
}
