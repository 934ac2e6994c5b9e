/// The state of an indicator shown inside UIKit's own `UIRefreshControl` (`StyledRefreshControl`):
/// it follows a control it does not drive. The system control decides when a refresh starts
/// (its own trigger) and ends, and moves the content; the follower turns the scroll view's pull
/// and those two signals into the ``IndicatorMoment`` the indicator draws.
package struct SystemRefreshFollower: Hashable, Sendable {
    /// The state the indicator draws.
    package private(set) var state: RefreshState = .idle
    /// When the state began, on the host's clock.
    package private(set) var stateStartTime = 0.0
    /// The pull past the resting top, in points (0 when not pulled).
    package private(set) var pullDistance = 0.0
    /// How long the last refresh lasted.
    package private(set) var lastRefreshingDuration = 0.0
    /// The configuration: the trigger distance and the finishing time.
    package let configuration: RefreshConfiguration
    /// The last change of phase, as a refresh control reports it to its observers (the header's
    /// edge, the states before and after, the time, and for a failed refresh its error).
    package private(set) var lastChange: RefreshStateChange?
    private var finishedTime = 0.0

    /// A follower at rest.
    ///
    /// - Parameter configuration: The trigger distance (for the pull's progress) and the inset
    ///   animation duration (for finishing).
    package init(configuration: RefreshConfiguration) {
        self.configuration = configuration
    }

    /// The pull read from a scroll view's metrics: `−(contentOffset.y + adjustedContentInset.top)`,
    /// 0 when not pulled or not finite: the height the system control grows to, which is what an
    /// app's view inside it is sized to.
    package static func pullDistance(_ m: ScrollMetrics) -> Double {
        let p = -(m.contentOffset.y + m.adjustedContentInset.top)
        return p.isFinite && p > 0 ? p : 0
    }

    /// The scroll view moved (or time passed).
    ///
    /// - Parameters:
    ///   - metrics: The scroll view now.
    ///   - time: The host's clock.
    /// - Returns: Whether the phase changed.
    @discardableResult
    package mutating func scroll(_ metrics: ScrollMetrics, at time: Double) -> Bool {
        let p = Self.pullDistance(metrics)
        pullDistance = p
        let before = state.phase
        let trigger = configuration.effectiveTriggerDistance
        switch state {
        case .refreshing, .noMoreData, .failed:
            return false
        case .finishing:
            if time >= finishedTime { enter(.idle, at: time) }
        case .idle, .revealing, .armed:
            // Under a finger: pulling below the trigger, armed at or past it. Without a finger an
            // armed or pulling indicator goes back to pulling with the content, never to
            // refreshing: only the system control's `.valueChanged` or `beginRefreshing()` starts
            // a refresh, wherever its own trigger is.
            let next: RefreshState
            if metrics.isDragging {
                next = p <= 0 ? .idle : p >= trigger ? .armed(overPull: p - trigger) : .revealing(progress: p / trigger)
            } else if case .idle = state {
                next = .idle
            } else {
                next = p > 0 ? .revealing(progress: Swift.min(p / trigger, 1)) : .idle
            }
            if next.phase != state.phase { enter(next, at: time) } else { state = next }
        }
        return state.phase != before
    }

    /// The system control began refreshing (the user passed its trigger, or the app called
    /// `beginRefreshing()`).
    ///
    /// - Parameter time: The host's clock.
    /// - Returns: Whether the phase changed (false when refreshing already).
    @discardableResult
    package mutating func systemDidBeginRefreshing(at time: Double) -> Bool {
        guard state != .refreshing else { return false }
        enter(.refreshing, at: time)
        return true
    }

    /// The system control ended refreshing: finishing, for `hold` (the indicator's
    /// `finishingHoldDuration`) plus the inset animation duration; or, when the refresh failed
    /// (its action threw, or the app ended it with an error), straight back to idle with the
    /// error in ``lastChange``, as a ``RefreshController`` header does.
    ///
    /// - Parameters:
    ///   - time: The host's clock.
    ///   - hold: How long the indicator holds after this refresh, in seconds (negative or not
    ///     finite counts as 0).
    ///   - error: Why the refresh failed, or nil (the default) when it did not.
    /// - Returns: Whether the phase changed (false when not refreshing).
    @discardableResult
    package mutating func systemDidEndRefreshing(at time: Double, hold: Double, error: (any Error)? = nil) -> Bool {
        guard state == .refreshing else { return false }
        lastRefreshingDuration = Swift.max(0, time - stateStartTime)
        if let error {
            enter(.idle, at: time, error: error)
            return true
        }
        finishedTime = time + (hold.isFinite && hold > 0 ? hold : 0) + configuration.insetAnimationDuration
        enter(.finishing, at: time)
        return true
    }

    /// The indicator's moment at `time`.
    package func moment(at time: Double) -> IndicatorMoment {
        let elapsed = Swift.max(0, time - stateStartTime)
        let refreshing: Double =
            switch state {
            case .refreshing: elapsed
            case .finishing: lastRefreshingDuration
            default: 0
            }
        return IndicatorMoment(
            state: state, edge: .header, pullDistance: pullDistance,
            triggerDistance: configuration.effectiveTriggerDistance, time: elapsed,
            refreshingDuration: refreshing)
    }

    private mutating func enter(_ next: RefreshState, at time: Double, error: (any Error)? = nil) {
        lastChange = RefreshStateChange(edge: .header, from: state, to: next, time: time, error: error)
        state = next
        stateStartTime = time
    }
}
