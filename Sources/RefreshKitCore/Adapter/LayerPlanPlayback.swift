/// Decides what a control's Core Animation layers do as its state and pull change: which
/// phase's ``LayerPlan`` shows (compiled once per ``LayerPlanKey``, then cached), when a pull
/// writes `timeOffset` (once per update, and only when it changed), when a refreshing loop or a
/// finishing animation begins, and whether the main thread must still draw the indicator frame
/// by frame — only in the fallback: the indicator opts out of plans, its phase has none (a
/// footer with no more data), or its plan needs frame updates.
///
/// Feed it the controller's moment on every scroll event and state change; apply the commands
/// it returns in order. It holds no layers itself, so the UIKit adapter and a Linux test double
/// play the same decisions.
@MainActor
package struct LayerPlanPlayback {
    /// What shows now.
    package enum Showing: Hashable, Sendable {
        /// Nothing: the control is out of view.
        case nothing
        /// The layers of this plan.
        case plan(LayerPlan)
        /// The scene, drawn on the main thread.
        case scene
    }

    /// What shows now.
    package private(set) var showing: Showing = .nothing
    /// How many plans were compiled inside ``update(moment:now:template:indicator:indicatorKey:usesLayerPlans:finishingDuration:)``
    /// or ``prepare(_:edge:triggerDistance:template:indicator:indicatorKey:)`` (a cache miss
    /// each); always 0 when ``compilesInline`` is false.
    package private(set) var compileCount = 0
    /// True (the default) to compile a missing plan inside the call that needs it; false to ask
    /// for it instead (``takeRequests()``) and show it once ``deliver(_:for:)`` brings it.
    package var compilesInline = true
    /// Whether the indicator shows at rest too (idle, not pulled): a footer that holds its room
    /// below the last row, where its idle drawing ("Load more") is in view. False by default:
    /// idle and not pulled, nothing shows.
    package var showsAtRest = false
    /// How many compile requests were made.
    package private(set) var requestCount = 0
    /// Requests made and not yet taken by the worker, oldest first.
    private var pendingRequests: [LayerPlanCompileRequest] = []
    /// The key an update waits for, while its plan compiles elsewhere.
    private var awaitedKey: LayerPlanKey?
    /// The keys requested (pending or in flight) and not yet delivered.
    private var requestedKeys: Set<LayerPlanKey> = []
    /// The keys asked for ahead and not yet delivered.
    private var aheadKeys: Set<LayerPlanKey> = []
    /// The key of the plan shown, or of the plan that fell back to the scene.
    private var shownKey: LayerPlanKey?
    /// The state the plan shown began in: a driven plan with tracks on the state's clock starts
    /// again when the state changes under the same plan (idle to pulling).
    private var shownState: RefreshPhase?
    /// The `timeOffset` the layers hold.
    private var timeOffset = 0.0
    /// The state the last update saw (for ``needsFrames``).
    private var phase: RefreshPhase = .idle
    /// Compiled plans.
    private var cache: LayerPlanCache

    /// A playback with an empty cache of `cacheCapacity` plans.
    package init(cacheCapacity: Int = LayerPlanCache.defaultCapacity) {
        cache = LayerPlanCache(capacity: cacheCapacity)
    }

    /// Whether the main thread must run display-link frames for the indicator itself: only when
    /// the scene is drawn there while the drawing moves by time (refreshing, finishing). A plan
    /// plays on the render server, and a pull is driven by scroll events, which come anyway.
    package var needsFrames: Bool {
        showing == .scene && (phase == .refreshing || phase == .finishing)
    }

    /// The identity of an indicator for ``LayerPlanKey``: the indicator itself when it is
    /// `Hashable`, else `generation` (its owner bumps it whenever it swaps the indicator). Make
    /// it once per indicator and pass the same object on every update.
    ///
    /// - Parameters:
    ///   - indicator: The indicator.
    ///   - generation: A number its owner changes with every new indicator.
    /// - Returns: A key for the cache.
    package static func identity(of indicator: any RefreshIndicator, generation: Int) -> IndicatorIdentity {
        IndicatorIdentity(of: indicator, generation: generation)
    }

    /// The plan phase of a state, or nil when it has none (no more data, failed: a still scene).
    ///
    /// - Parameter state: The control's state.
    /// - Returns: The phase that draws it.
    package static func phase(for state: RefreshState) -> LayerPlan.Phase? {
        switch state {
        case .idle, .revealing: .pulling
        case .armed: .armed
        case .refreshing: .refreshing
        case .finishing: .finishing
        case .noMoreData, .failed: nil
        }
    }

    /// The `timeOffset` of a driven phase at `moment`: the pull progress while pulling (and in
    /// the bounce back after an idle release), the over-pull in trigger distances when armed;
    /// 0…1, 0 for anything not finite.
    ///
    /// - Parameters:
    ///   - phase: A driven phase.
    ///   - moment: The control's moment.
    /// - Returns: The offset to write.
    package static func timeOffset(for phase: LayerPlan.Phase, at moment: IndicatorMoment) -> Double {
        let value: Double =
            switch phase {
            case .armed: moment.triggerDistance > 0 ? moment.overPull / moment.triggerDistance : 0
            default: moment.progress
            }
        return value.isFinite ? RKMath.clamp(value, 0, 1) : 0
    }

    /// Decides the commands for the control at `moment`.
    ///
    /// - Parameters:
    ///   - moment: The controller's moment (state, pull, times).
    ///   - now: The host's clock, in seconds (the refreshing loop begins at `now − moment.time`).
    ///   - template: How the indicator is drawn: size, scale, colours, appearance, language,
    ///     Reduce Motion (its moment fields are ignored; edge and trigger come from `moment`).
    ///   - indicator: The indicator.
    ///   - indicatorKey: Its identity (see ``identity(of:generation:)``).
    ///   - usesLayerPlans: False to draw scenes on the main thread (the opt-out).
    ///   - finishingDuration: How long a finishing plan plays, or nil for the compiler's default.
    /// - Returns: The commands, in order; none when nothing changed.
    package mutating func update(
        moment: IndicatorMoment, now: Double, template: IndicatorContext,
        indicator: any RefreshIndicator, indicatorKey: IndicatorIdentity,
        usesLayerPlans: Bool = true, finishingDuration: Double? = nil
    ) -> [LayerPlanCommand] {
        var commands: [LayerPlanCommand] = []
        update(
            moment: moment, now: now, template: template, indicator: indicator, indicatorKey: indicatorKey,
            usesLayerPlans: usesLayerPlans, finishingDuration: finishingDuration, into: &commands)
        return commands
    }

    /// ``update(moment:now:template:indicator:indicatorKey:usesLayerPlans:finishingDuration:)``
    /// writing the commands into `commands` (emptied first, its storage kept), so that a caller
    /// reusing one buffer allocates nothing per scroll event.
    package mutating func update(
        moment: IndicatorMoment, now: Double, template: IndicatorContext,
        indicator: any RefreshIndicator, indicatorKey: IndicatorIdentity,
        usesLayerPlans: Bool = true, finishingDuration: Double? = nil,
        into commands: inout [LayerPlanCommand]
    ) {
        commands.removeAll(keepingCapacity: true)
        phase = moment.state.phase
        let size = template.size
        let visible =
            showsAtRest || RefreshControlLayout.isVisible(state: moment.state, pullDistance: moment.pullDistance)
        guard visible, size.width > 0, size.height > 0, size.width.isFinite, size.height.isFinite else {
            shownKey = nil
            if showing == .nothing { return }
            showing = .nothing
            commands.append(.hide)
            return
        }
        guard usesLayerPlans, let planPhase = Self.phase(for: moment.state) else {
            return drawScene(key: nil, into: &commands)
        }
        var context = template
        context.edge = moment.edge
        context.triggerDistance = moment.triggerDistance
        let key = LayerPlanKey(
            phase: planPhase, indicator: indicatorKey, template: context,
            refreshingDuration: moment.refreshingDuration, finishingDuration: finishingDuration,
            reads: indicatorKey.reads)
        if key != shownKey || showing == .nothing || key == awaitedKey || clockRestarts(at: moment) {
            if let plan = plan(for: key, indicator: indicator, context: context) {
                awaitedKey = nil
                guard !plan.frameUpdates else { return drawScene(key: key, into: &commands) }
                shownKey = key
                shownState = moment.state.phase
                showing = .plan(plan)
                timeOffset = 0
                // A loop, a finishing animation and the tracks on the state's clock play from when
                // the state began.
                let timed = !planPhase.isDriven || plan.hasClock
                commands.append(.show(plan, beginTime: timed ? now - Swift.max(moment.time, 0) : 0))
            } else {
                awaitedKey = key
                request(key, indicator: indicator, context: context, ahead: false)
                // The plan of the same phase shows on (drawn a little off) until the new one comes;
                // another phase's plan would draw the wrong state, so the scene shows instead.
                guard case let .plan(shown) = showing, shown.phase == planPhase else {
                    return drawScene(key: key, into: &commands)
                }
            }
        } else if showing == .scene {
            return drawScene(key: key, into: &commands)
        }
        if planPhase.isDriven {
            let offset = Self.timeOffset(for: planPhase, at: moment)
            if offset != timeOffset {
                timeOffset = offset
                commands.append(.setTimeOffset(offset))
            }
        }
    }

    /// Whether the plan shown plays tracks on the state's clock and the state changed since it was
    /// shown (from idle to pulling under the pull's plan): it is shown again from the new state's start.
    private func clockRestarts(at moment: IndicatorMoment) -> Bool {
        guard case let .plan(plan) = showing, plan.hasClock else { return false }
        return moment.state.phase != shownState
    }

    /// The phases ``prepare(_:edge:triggerDistance:template:indicator:indicatorKey:)`` compiles
    /// ahead, in the order a refresh meets them (finishing depends on how long the refresh
    /// lasted, so it is compiled when it begins).
    package static let preparedPhases: [LayerPlan.Phase] = [.pulling, .armed, .refreshing]

    /// Compiles the plan of `phase` into the cache unless it is there, so that the moment the
    /// phase begins costs a look-up: the adapter calls it for each of ``preparedPhases`` when
    /// the main thread is idle after the control appears or its look changes.
    ///
    /// - Parameters:
    ///   - phase: The phase to compile.
    ///   - edge: The control's edge.
    ///   - triggerDistance: The pull that arms it, in points.
    ///   - template: How the indicator is drawn, as for an update.
    ///   - indicator: The indicator.
    ///   - indicatorKey: Its identity.
    /// - Returns: Whether a plan was compiled (false when it was cached already).
    @discardableResult
    package mutating func prepare(
        _ phase: LayerPlan.Phase, edge: RefreshEdge, triggerDistance: Double,
        template: IndicatorContext, indicator: any RefreshIndicator,
        indicatorKey: IndicatorIdentity
    ) -> Bool {
        let size = template.size
        guard size.width > 0, size.height > 0, size.width.isFinite, size.height.isFinite else { return false }
        var context = template
        context.edge = edge
        context.triggerDistance = triggerDistance
        let key = LayerPlanKey(
            phase: phase, indicator: indicatorKey, template: context, refreshingDuration: 0,
            finishingDuration: nil, reads: indicatorKey.reads)
        guard cache.plan(for: key) == nil else { return false }
        guard compilesInline else {
            return request(key, indicator: indicator, context: context, ahead: true)
        }
        _ = plan(for: key, indicator: indicator, context: context)
        return true
    }

    /// The next compile request for a worker, or nil when none waits: the plan an update waits
    /// for first, then the plans asked for ahead, oldest first. A request a newer key superseded
    /// before it was taken is dropped here (a live resize asks for many sizes: only the last is
    /// compiled), so a worker that takes one request at a time compiles only what is wanted.
    ///
    /// - Returns: The request, now in flight until ``deliver(_:for:)``.
    package mutating func nextRequest() -> LayerPlanCompileRequest? {
        dropSupersededRequests()
        guard !pendingRequests.isEmpty else { return nil }
        let index = pendingRequests.firstIndex { $0.key == awaitedKey } ?? 0
        return pendingRequests.remove(at: index)
    }

    /// How many requests wait to be taken.
    package var pendingRequestCount: Int { pendingRequests.count }

    /// Whether `request`'s plan is still wanted: an update waits for its key, or it was asked for
    /// ahead and not delivered yet.
    ///
    /// - Parameter request: A request from ``nextRequest()``.
    /// - Returns: False when a newer key superseded it.
    package func isWanted(_ request: LayerPlanCompileRequest) -> Bool {
        request.key == awaitedKey || aheadKeys.contains(request.key)
    }

    /// Takes a plan a worker compiled for `request`: it is cached, and when an update waits for
    /// exactly its key, the caller runs the update again to show it. A late plan of a superseded
    /// key is cached only and never shown over the newer one.
    ///
    /// - Parameters:
    ///   - plan: The compiled plan.
    ///   - request: The request it answers.
    /// - Returns: True when the caller should update now (the plan is the one awaited).
    @discardableResult
    package mutating func deliver(_ plan: LayerPlan, for request: LayerPlanCompileRequest) -> Bool {
        requestedKeys.remove(request.key)
        aheadKeys.remove(request.key)
        cache.insert(plan, for: request.key)
        return request.key == awaitedKey
    }

    /// Asks for the plan under `key` unless it is asked for already (`ahead` for a plan no update
    /// waits for yet), and drops the pending requests no longer wanted.
    @discardableResult
    private mutating func request(
        _ key: LayerPlanKey, indicator: any RefreshIndicator, context: IndicatorContext,
        ahead: Bool
    ) -> Bool {
        if ahead { aheadKeys.insert(key) }
        dropSupersededRequests()
        guard !requestedKeys.contains(key) else { return false }
        requestCount += 1
        requestedKeys.insert(key)
        pendingRequests.append(
            LayerPlanCompileRequest(id: requestCount, key: key, indicator: indicator, context: context))
        return true
    }

    /// Forgets the pending requests whose plans are no longer wanted.
    private mutating func dropSupersededRequests() {
        let wanted = pendingRequests.filter { isWanted($0) }
        guard wanted.count != pendingRequests.count else { return }
        for stale in pendingRequests where !isWanted(stale) {
            requestedKeys.remove(stale.key)
        }
        pendingRequests = wanted
    }

    /// Forgets the plans and what shows (the indicator or the drawing changed in a way no key
    /// covers): the next update shows a freshly compiled plan.
    package mutating func reset() {
        cache.removeAll()
        pendingRequests.removeAll()
        requestedKeys.removeAll()
        aheadKeys.removeAll()
        awaitedKey = nil
        shownKey = nil
        showing = .nothing
        timeOffset = 0
    }

    /// The fallback: the scene drawn on the main thread, every update.
    private mutating func drawScene(key: LayerPlanKey?, into commands: inout [LayerPlanCommand]) {
        shownKey = key
        showing = .scene
        timeOffset = 0
        commands.append(.drawScene)
    }

    /// The plan under `key`, from the cache or compiled (nil when compiles run elsewhere).
    private mutating func plan(
        for key: LayerPlanKey, indicator: any RefreshIndicator,
        context: IndicatorContext
    ) -> LayerPlan? {
        if let cached = cache.plan(for: key) { return cached }
        guard compilesInline else { return nil }
        compileCount += 1
        let plan = LayerPlanCompiler.compile(
            indicator, phase: key.phase, context: context,
            refreshingDuration: key.refreshingDuration,
            finishingDuration: key.finishingDuration)
        cache.insert(plan, for: key)
        return plan
    }
}
