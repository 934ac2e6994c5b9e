/// A pull-to-refresh header or a load-more footer, driven by a ``ScrollHost``: it observes the
/// host, decides its state with `RefreshTransition` (a pure function) and acts once per change:
/// it adds exactly its own inset share when it starts refreshing and removes exactly that share
/// when it finishes, runs the action once per trigger and tells observers once per change. The
/// edge cases (a begin before a window, a begin while finishing, an end before a begin, a
/// failing action, a header pulled while the footer loads) are told at ``beginRefreshing()``,
/// ``endRefreshing()``, ``endRefreshing(with:)`` and ``scrollHost(_:didReceive:)``.
@MainActor
package final class RefreshController: ScrollObserver {
    /// The edge the control sits on.
    package let edge: RefreshEdge
    /// The configuration, sanitised: unusable numbers fall back to their defaults.
    package let configuration: RefreshConfiguration
    /// The current state.
    package private(set) var state: RefreshState = .idle
    /// The host time at which the current state began, in seconds.
    package private(set) var stateStartTime: Double = 0
    /// The current pull distance past the resting edge, in points (0 when not pulled): for a
    /// header, how far the content is pulled down past its resting top; for a footer, how far
    /// it is pushed up past the end of the content (or past its resting top when the content is
    /// shorter than the viewport).
    package internal(set) var pullDistance: Double = 0
    /// How long the last refresh lasted, in seconds: from entering refreshing to leaving it.
    package private(set) var lastRefreshingDuration: Double = 0
    /// How long, given the refreshing time in seconds, the control keeps its share after the
    /// refresh ends, in seconds (an indicator's
    /// ``RefreshIndicator/finishingHoldDuration(afterRefreshingFor:)``). A result that is
    /// negative or not finite counts as 0; the default is always 0.
    package var finishingHold: @MainActor (Double) -> Double = { _ in 0 }
    /// The share of the inset the control holds now, in points: the height while refreshing
    /// (for a pull footer under short content, plus the gap down to the viewport's bottom), kept
    /// while failed, else ``roomAtRest`` (the height for a footer that holds its room, else 0).
    package internal(set) var appliedShare: Double = 0
    /// The host the control is attached to.
    package private(set) weak var host: (any ScrollHost)?

    private var action: RefreshControlAction?
    private var stateObservers: [@MainActor (RefreshStateChange) -> Void] = []
    private var actionTask: CancellingTask?
    var lease: ShareLease?
    private var refreshGeneration = 0
    private var pendingBegin: PendingBegin?
    /// A ``setNoMoreData(_:)`` made while detached: applied when the control attaches as a footer.
    private var pendingNoMoreData: Bool?
    /// Whether the refresh being entered runs the action (false for a begin that shows a load
    /// already running).
    private var runsActionOnEnter = true
    /// Whether the refresh being entered animates its share and scroll.
    private var animatesEnter = true
    /// Whether the refresh being entered brings a header into view (false: the share in view only).
    private var revealsEnter = true
    /// The error of the failure being applied, for the change observers see.
    private var failure: (any Error)?
    /// Whether the current (or last) refresh was started by the user's scrolling (a pull, the
    /// auto trigger) rather than by a begin: what a UIKit control sends `.valueChanged` for.
    package private(set) var refreshWasStartedByScrolling = false
    /// Whether the control's view is hidden: it neither triggers nor holds a share, and keeps its
    /// state (``setHidden(_:)``).
    package internal(set) var isHidden = false
    /// Whether the user's scrolling may trigger the control (``setEnabled(_:)``).
    package internal(set) var isEnabled = true
    var autoTriggerArmed = true
    var lastOffsetY = 0.0
    /// The content's length when the control last entered refreshing (nil before the first
    /// time): a footer that fills the viewport loads again without a scroll only once it changed.
    var contentLengthAtLastLoad: Double?
    /// Gives the busy mark of a begin that waits for the host back if the control is released
    /// while it waits.
    private var pendingBeginLease: ShareLease?
    private var shareReleaseTime = 0.0
    private var finishedTime = 0.0

    /// Creates a control. Attach it to a host with ``attach(to:)``.
    ///
    /// - Parameters:
    ///   - edge: The edge the control sits on.
    ///   - configuration: How it behaves; numbers that are not usable (see
    ///     ``RefreshConfiguration/validated()``) fall back to their defaults.
    ///   - action: The work to start on every trigger, or nil for none.
    package init(
        edge: RefreshEdge, configuration: RefreshConfiguration = .standard, action: RefreshControlAction? = nil
    ) {
        self.edge = edge
        self.configuration = configuration.sanitized
        self.action = action
    }

    /// Starts observing `host`. A control observes one host at a time: attaching detaches it
    /// from the previous one first. A ``beginRefreshing()`` still waiting is kept and runs once
    /// `host` has a size.
    ///
    /// - Parameter host: The scroll view to follow; held weakly.
    package func attach(to host: any ScrollHost) {
        let wantsBegin = pendingBegin
        detach()
        pendingBegin = wantsBegin
        self.host = host
        if pendingBegin != nil { markPendingBegin(on: host) }
        // The room and a no-more-data said before attaching come first, unobserved: the layout
        // change the room makes must not load a footer that has nothing more to load.
        holdRoomAtRest(on: host)
        if edge == .footer, let flag = pendingNoMoreData {
            pendingNoMoreData = nil
            apply(.noMoreData(flag), on: host)
        }
        lastOffsetY = host.metrics.contentOffset.y
        host.addObserver(self)
        update(on: host)
    }

    /// Stops observing the host: an async action is cancelled, the share is given back at once
    /// (not animated), a pending ``beginRefreshing()`` is dropped, and the state returns to
    /// idle (observers are told) unless it is idle or noMoreData already.
    package func detach() {
        pendingBegin = nil
        actionTask = nil
        guard let host else { return }
        unmarkPendingBegin(on: host)
        host.removeObserver(self)
        giveBackEverything(on: host, animated: false, keepingRoom: false)
        if state != .idle && state != .noMoreData { change(to: .idle, at: host.time) }
        self.host = nil
    }

    /// Replaces the action run on every trigger.
    ///
    /// - Parameter action: The new action, or nil for none. A running async action is not
    ///   cancelled.
    package func setAction(_ action: RefreshControlAction?) { self.action = action }

    /// Calls `handler` once on every change of phase, with the moment of the change. Changes
    /// of payload alone (a new pulling progress) are not reported.
    ///
    /// - Parameter handler: Called on the main actor; handlers are kept for the control's
    ///   lifetime and called in the order they were added.
    package func observeState(_ handler: @escaping @MainActor (RefreshStateChange) -> Void) {
        stateObservers.append(handler)
    }

    // MARK: Commands

    /// Refreshes now, as if the user had pulled: the action runs and a header scrolls into view,
    /// animated (not while a finger holds the content). Deferred until the control is attached
    /// and its host has a size and is in a window. While finishing, it cuts the finishing short
    /// and refreshes again (the header stays open).
    ///
    /// - Returns: Whether a refresh will run because of this call: true when it started now or
    ///   waits for the host; false when the call is ignored — already refreshing, no more data
    ///   (footers), or the other edge refreshing (unless
    ///   ``RefreshConfiguration/allowsSimultaneousRefresh`` says otherwise). An ignored call
    ///   changes nothing (it does not scroll).
    @discardableResult
    package func beginRefreshing() -> Bool {
        beginRefreshing(runningAction: true, animated: true)
    }

    /// Refreshes now, as ``beginRefreshing()`` does, choosing whether the action runs and whether
    /// the header's share and scroll animate.
    ///
    /// A begin that waits for the host (no size or no window yet) counts as refreshing
    /// (``isRefreshing`` is true) until it runs; ``endRefreshing()`` cancels it, so its action
    /// never runs.
    ///
    /// - Parameters:
    ///   - runningAction: False to show a load that is already running (started elsewhere): the
    ///     control refreshes without calling its action; end it with ``endRefreshing()``.
    ///   - animated: False to hold the share and scroll the header into view at once.
    ///   - revealing: False to leave the content where it is: a header holds only the share of it
    ///     in view (``headerShare(offsetY:restingTopInset:height:)``, none while the content rests
    ///     at its top or below) and the content does not scroll, so the header shows when the user
    ///     scrolls to it.
    /// - Returns: Whether a refresh will run because of this call, as for ``beginRefreshing()``.
    @discardableResult
    package func beginRefreshing(runningAction: Bool, animated: Bool, revealing: Bool = true) -> Bool {
        let request = PendingBegin(runningAction: runningAction, animated: animated, revealing: revealing)
        guard let host else {
            pendingBegin = request
            return true
        }
        guard Self.canBegin(on: host.metrics) else {
            pendingBegin = request
            markPendingBegin(on: host)
            return true
        }
        pendingBegin = nil
        unmarkPendingBegin(on: host)
        guard !otherEdgeBusy(host) else { return false }
        let before = state.phase
        runsActionOnEnter = runningAction
        animatesEnter = animated
        revealsEnter = revealing
        defer {
            runsActionOnEnter = true
            animatesEnter = true
            revealsEnter = true
        }
        apply(.begin, on: host)
        guard state == .refreshing, before != .refreshing else { return false }
        guard edge == .header, revealing, !isHidden, !host.metrics.isUserScrolling else { return true }
        let target = host.metrics.minOffsetY
        if host.metrics.contentOffset.y > target {
            host.setContentOffset(Point(x: host.metrics.contentOffset.x, y: target), animated: animated)
        }
        return true
    }

    /// Ends the refresh: the control finishes and gives its share back. Ignored when not
    /// refreshing; a ``beginRefreshing()`` still waiting for the host is cancelled.
    package func endRefreshing() {
        pendingBegin = nil
        guard let host else { return }
        unmarkPendingBegin(on: host)
        apply(.end, on: host)
    }

    /// Ends the refresh as failed: a footer shows ``RefreshState/failed`` (in view, retried by a
    /// tap or a pull past it), a header goes back to idle; observers get `error` with the change.
    /// Ignored when not refreshing; a ``beginRefreshing()`` still waiting is cancelled.
    ///
    /// - Parameter error: Why the refresh failed.
    package func endRefreshing(with error: any Error) {
        pendingBegin = nil
        guard let host else { return }
        unmarkPendingBegin(on: host)
        failure = error
        defer { failure = nil }
        apply(.fail, on: host)
    }

    /// Footers: stops (true) or resumes (false) loading. With no more data, pulls do not
    /// trigger until this is set back to false. Ignored for an attached header; while detached
    /// it is kept and applied when the control attaches as a footer (an app may say so before
    /// the control is in its slot).
    ///
    /// - Parameter flag: True to enter noMoreData from any state (ending a refresh, without
    ///   finishing); false to go from noMoreData back to idle.
    package func setNoMoreData(_ flag: Bool) {
        guard let host else {
            pendingNoMoreData = flag
            return
        }
        apply(.noMoreData(flag), on: host)
        // Idle again with nothing moving: a footer that holds its room looks at its end now.
        if !flag && state == .idle { update(on: host) }
    }

    /// Whether there is no more data: the state, or a ``setNoMoreData(_:)`` made while
    /// detached that waits to be applied.
    package var isOutOfData: Bool { pendingNoMoreData ?? (state == .noMoreData) }

    /// A controller for `edge` that takes this one's place (a control moved to another slot):
    /// the same action, and a no-more-data flag set before it had a slot, or its no-more-data
    /// state, carried over (applied when it attaches as a footer). This one should be detached.
    ///
    /// - Parameters:
    ///   - edge: The new edge.
    ///   - configuration: The new configuration.
    /// - Returns: The new controller, detached.
    package func replacement(edge: RefreshEdge, configuration: RefreshConfiguration) -> RefreshController {
        let next = RefreshController(edge: edge, configuration: configuration, action: action)
        if isOutOfData { next.pendingNoMoreData = true }
        next.isHidden = isHidden
        next.isEnabled = isEnabled
        return next
    }

    /// Whether the control is refreshing, or a ``beginRefreshing()`` waits for the host.
    package var isRefreshing: Bool { state == .refreshing || pendingBegin != nil }

    /// Whether a ``beginRefreshing()`` waits for the host (a size, a window).
    package var isBeginPending: Bool { pendingBegin != nil }

    // MARK: Following the host

    func update(on host: any ScrollHost, contentMoved: Bool = false, dragBegins: Bool = false) {
        if let request = pendingBegin, Self.canBegin(on: host.metrics) {
            beginRefreshing(
                runningAction: request.runningAction, animated: request.animated, revealing: request.revealing)
        }
        if state == .finishing { advanceFinishing(on: host) }
        if state == .refreshing && contentMoved { followContent(on: host) }
        let metrics = host.metrics
        guard let input = input(from: metrics, host: host) else { return }
        // A drag arms from its first offset change after it began, not from where the content
        // already was: a pan that begins, moves and ends within one event (a mouse wheel's
        // discrete step past the edge) never arms.
        if dragBegins && input.isDragging && input.pullDistance >= configuration.effectiveTriggerDistance { return }
        apply(.scroll(input), on: host)
        lastOffsetY = metrics.contentOffset.y
    }

    /// A begin waits for the host: its edge counts as busy meanwhile (the other edge neither loads
    /// by itself nor begins), as it counts as refreshing.
    private func markPendingBegin(on host: any ScrollHost) {
        guard pendingBeginLease == nil, !host.busyEdges.contains(edge) else { return }
        host.busyEdges.insert(edge)
        pendingBeginLease = ShareLease(host: host, edge: edge)
    }

    /// The begin that waited runs now or is cancelled: its busy mark goes (refreshing keeps one).
    private func unmarkPendingBegin(on host: any ScrollHost) {
        guard let lease = pendingBeginLease else { return }
        lease.isActive = false
        pendingBeginLease = nil
        if state != .refreshing { host.busyEdges.remove(edge) }
    }

    /// Whether a programmatic begin can run now: the scroll view has a size and is in a window
    /// (so the safe area it scrolls to is the real one).
    private static func canBegin(on m: ScrollMetrics) -> Bool {
        m.viewportSize.isPositiveFinite && m.isInWindow
    }

    // MARK: Transitions

    private func apply(_ event: RefreshEvent, on host: any ScrollHost) {
        let next = RefreshTransition.next(state, on: event, edge: edge, configuration: configuration)
        if next.phase == state.phase {
            state = next
            return
        }
        if next == .refreshing {
            if case .scroll = event {
                refreshWasStartedByScrolling = true
            } else {
                refreshWasStartedByScrolling = false
            }
        }
        change(to: next, at: host.time, error: event == .fail ? failure : nil)
        enter(next, on: host)
    }

    private func change(to next: RefreshState, at time: Double, error: (any Error)? = nil) {
        let change = RefreshStateChange(edge: edge, from: state, to: next, time: time, error: error)
        if state == .refreshing { lastRefreshingDuration = time - stateStartTime }
        state = next
        stateStartTime = time
        for observer in stateObservers { observer(change) }
    }

    private func enter(_ next: RefreshState, on host: any ScrollHost) {
        switch next {
        case .refreshing:
            endLease()  // a begin during finishing refreshes again with the share it holds
            host.busyEdges.insert(edge)
            let share = isHidden ? 0 : revealsEnter ? shareForRefreshing(host.metrics) : shareInView(host.metrics)
            appliedShare = share
            contentLengthAtLastLoad = host.metrics.contentSize.height
            lease = ShareLease(host: host, edge: edge)
            host.setRefreshInset(
                share, for: edge,
                animationDuration: configuration.animatesInsets && animatesEnter
                    ? configuration.insetAnimationDuration : 0)
            if runsActionOnEnter { runAction() } else { refreshGeneration &+= 1 }
        case .finishing:
            // Finishing only gives the share back: the other edge may refresh meanwhile.
            host.busyEdges.remove(edge)
            let hold = finishingHold(lastRefreshingDuration)
            let now = host.time
            shareReleaseTime = now + (hold.isFinite && hold > 0 ? hold : 0)
            finishedTime = shareReleaseTime + (configuration.animatesInsets ? configuration.insetAnimationDuration : 0)
            actionTask = nil
            advanceFinishing(on: host)
        case .idle, .noMoreData:
            actionTask = nil
            giveBackEverything(on: host, animated: configuration.animatesInsets)
        case .failed:
            // The footer keeps its share, so it stays in view with its retry; the other edge may
            // refresh meanwhile.
            host.busyEdges.remove(edge)
            actionTask = nil
        case .revealing, .armed:
            break
        }
    }

    private func advanceFinishing(on host: any ScrollHost) {
        let now = host.time
        if appliedShare != roomAtRest && now >= shareReleaseTime {
            releaseShare(on: host, animated: configuration.animatesInsets)
        }
        if state == .finishing && now >= finishedTime { apply(.finished, on: host) }
    }

    private func runAction() {
        refreshGeneration &+= 1
        let generation = refreshGeneration
        let task = action?.start { [weak self] error in
            guard let self, self.refreshGeneration == generation else { return }
            if let error { self.endRefreshing(with: error) } else { self.endRefreshing() }
        }
        actionTask = task.map(CancellingTask.init)
    }
}
