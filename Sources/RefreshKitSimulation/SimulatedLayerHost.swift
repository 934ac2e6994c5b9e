import RefreshKitCore

/// A double of what UIKit and Core Animation do with a refresh control, for ``LayerPlanPlayback``:
/// a main thread that runs the control only on scroll events, state changes and display-link
/// frames (which it gets only while ``FramePolicy`` asks for them, and not at all while blocked),
/// and a render server that shows a frame at every tick of its own clock — the plan's layers
/// evaluated by ``LayerPlanEvaluator`` (a driven plan at its `timeOffset`, a loop at the time
/// since it began), or the scene view's last drawing, whatever the main thread is doing.
///
/// The tests of the playback and the render tests use it; so can a benchmark that counts the
/// main thread's work per frame.
@MainActor
package final class SimulatedLayerHost: ScrollObserver {
    /// The scroll view; its clock is the main thread's view of the media time.
    package let scrollView: SimulatedScrollView
    /// The header.
    package let controller: RefreshController
    /// The indicator drawn; assigning one redraws (as SwiftUI's `updateUIView` does).
    package var indicator: any RefreshIndicator {
        didSet { redraw() }
    }
    /// Everything of the drawing but the moment; assigning it redraws (as `layoutSubviews` and
    /// `traitCollectionDidChange` do).
    package var template: IndicatorContext {
        didSet { redraw() }
    }
    /// The background worker's glyph source, when plans compile there.
    private let workerGlyphs: (any GlyphSource)?
    /// Requests the worker took and has not finished, in the order taken.
    package private(set) var workerQueue: [LayerPlanCompileRequest] = []
    /// Plans the worker compiled.
    package private(set) var workerCompiles = 0
    /// Plans compiled synchronously inside the main thread's calls.
    package var mainThreadCompiles: Int { playback.compileCount }
    /// False for the display-link path (scenes drawn on the main thread).
    package var usesLayerPlans: Bool
    /// The decisions under test.
    package private(set) var playback = LayerPlanPlayback()
    /// Frames per second of the display.
    package let fps = 60.0

    /// The render server's clock (`CACurrentMediaTime`): a whole number of frames.
    package var mediaTime: Double { Double(frame) / fps }
    /// Frames shown so far.
    private var frame = 0
    /// The plan the layers hold, when they show.
    package private(set) var plan: LayerPlan?
    package private(set) var beginTime = 0.0
    package private(set) var timeOffset = 0.0
    /// The scene view's drawing, when it shows.
    package private(set) var drawnScene: IndicatorScene?

    /// Every command applied, in order.
    package private(set) var commands: [LayerPlanCommand] = []
    /// Scroll events delivered to the control, and `timeOffset` writes per event.
    package private(set) var events: [(event: ScrollEvent, offsetWrites: Int)] = []
    /// Display-link callbacks the main thread ran.
    package private(set) var displayLinkCallbacks = 0
    /// Scenes built on the main thread.
    package private(set) var sceneDraws = 0
    /// While true, the main thread runs nothing.
    package var isMainThreadBlocked = false

    /// A header of `size` on a phone-sized scroll view (390×844 pt, 2000 pt of content), drawing
    /// `indicator` at 3× with `glyphs`.
    /// With `workerGlyphs`, plans compile on a background worker the test runs (``runWorker(order:)``)
    /// with that glyph source; without, inside the main thread's calls.
    package init(
        indicator: any RefreshIndicator, glyphs: any GlyphSource, usesLayerPlans: Bool = true,
        size: Size = Size(width: 390, height: 64), reduceMotion: Bool = false,
        workerGlyphs: (any GlyphSource)? = nil
    ) {
        self.workerGlyphs = workerGlyphs
        playback.compilesInline = workerGlyphs == nil
        scrollView = SimulatedScrollView(
            viewportSize: Size(width: 390, height: 844), contentSize: Size(width: 390, height: 2000))
        controller = RefreshController(edge: .header, configuration: RefreshConfiguration(height: size.height))
        self.indicator = indicator
        self.usesLayerPlans = usesLayerPlans
        template = IndicatorContext(
            state: .idle, size: size, displayScale: 3, reduceMotion: reduceMotion,
            glyphs: glyphs)
        controller.attach(to: scrollView)
        scrollView.addObserver(self)
        controller.observeState { [unowned self] _ in self.redraw() }
    }

    // MARK: The main thread

    /// The commands up to the end of the last scroll event.
    private var commandsBeforeEvent = 0

    /// A scroll event reaches the control after the controller (whose state change, if any, has
    /// redrawn already): the writes since the last event are this event's.
    package func scrollHost(_ host: any ScrollHost, didReceive event: ScrollEvent) {
        redraw()
        let writes = commands[commandsBeforeEvent...].filter { if case .setTimeOffset = $0 { true } else { false } }
            .count
        commandsBeforeEvent = commands.count
        events.append((event, writes))
    }

    /// What `RefreshControl.redraw()` does: the playback's commands, applied.
    private func redraw() {
        let key = LayerPlanPlayback.identity(of: indicator, generation: 0)
        let out = playback.update(
            moment: controller.moment, now: scrollView.time, template: template,
            indicator: indicator, indicatorKey: key, usesLayerPlans: usesLayerPlans)
        for command in out { apply(command) }
    }

    // MARK: The background worker

    /// The worker takes the playback's waiting requests (superseded ones are dropped there); they
    /// are in flight until ``runWorker(order:)``.
    package func workerTakesRequests() {
        while let request = playback.nextRequest() { workerQueue.append(request) }
    }

    /// Asks the playback for its requests ahead of need (the pull, armed and refreshing plans),
    /// as the adapter does when the control appears or its look changes.
    package func prepareAhead() {
        let key = LayerPlanPlayback.identity(of: indicator, generation: 0)
        for phase in LayerPlanPlayback.preparedPhases {
            playback.prepare(
                phase, edge: controller.edge, triggerDistance: controller.moment.triggerDistance,
                template: template, indicator: indicator, indicatorKey: key)
        }
    }

    /// The worker compiles the requests in flight (taking the waiting ones first when none is), in
    /// `order` (indices into ``workerQueue``, oldest first by default), and hands each plan back
    /// on the main thread as it finishes.
    package func runWorker(order: [Int]? = nil) {
        guard let workerGlyphs else { return }
        if workerQueue.isEmpty { workerTakesRequests() }
        let taken = workerQueue
        workerQueue.removeAll()
        for index in order ?? Array(taken.indices) {
            let request = taken[index]
            let plan = request.compile(glyphs: workerGlyphs)
            workerCompiles += 1
            onMainThread {
                if playback.deliver(plan, for: request) { redraw() }
            }
        }
    }

    private func apply(_ command: LayerPlanCommand) {
        commands.append(command)
        switch command {
        case let .show(plan, begin):
            self.plan = plan
            beginTime = begin
            timeOffset = 0
            drawnScene = nil
        case let .setTimeOffset(offset):
            timeOffset = offset
        case .drawScene:
            plan = nil
            sceneDraws += 1
            drawnScene = indicator.scene(for: directContext(at: scrollView.time))
        case .hide:
            plan = nil
            drawnScene = nil
        }
    }

    /// What the scroll view's host asks ``FramePolicy`` for.
    package var demand: FramePolicy.Demand {
        FramePolicy.Demand(
            refreshPhases: [controller.state.phase], isAnimatingOffset: scrollView.isAnimatingOffset,
            isAwaitingDecelerationEnd: scrollView.isDecelerating,
            indicatorNeedsFrames: playback.needsFrames)
    }

    // MARK: Time

    /// Lets `seconds` pass frame by frame: the render server shows every frame (`onFrame`); the
    /// main thread runs a display-link callback only when the policy asks and it is not blocked.
    package func wait(_ seconds: Double, onFrame: (Double, IndicatorScene) -> Void = { _, _ in }) {
        let frames = Int((seconds * fps).rounded())
        for _ in 0..<frames {
            frame += 1
            if !isMainThreadBlocked && FramePolicy.needsFrames(demand) {
                displayLinkCallbacks += 1
                scrollView.advance(to: mediaTime)
            } else if !isMainThreadBlocked && scrollView.isDecelerating {
                // UIKit steps its own deceleration on the main thread; no display-link tick.
                scrollView.advance(to: mediaTime, postsTick: false)
            }
            onFrame(mediaTime, screen(at: mediaTime))
        }
    }

    /// The main thread runs `work` now (an app's call), its clock caught up first.
    package func onMainThread(_ work: () -> Void) {
        scrollView.advance(to: mediaTime)
        work()
    }

    /// A finger pulls `dy` points over `duration` seconds, one scroll event per frame.
    package func drag(by dy: Double, duration: Double) {
        let frames = Int((duration * fps).rounded())
        scrollView.touchDown()
        for _ in 0..<frames {
            frame += 1
            scrollView.advance(to: mediaTime)
            scrollView.moveFinger(by: dy / Double(frames))
        }
    }

    // MARK: The render server

    /// What is on screen at `time`: the layers (a driven plan at its `timeOffset`, and its tracks
    /// on the state's clock at the time since it began), or the scene view's drawing, or nothing.
    package func screen(at time: Double) -> IndicatorScene {
        if let plan {
            return LayerPlanEvaluator.scene(
                plan, at: plan.phase.isDriven ? timeOffset : time - beginTime, clock: time - beginTime)
        }
        return drawnScene ?? IndicatorScene(size: template.size, items: [])
    }

    /// The indicator's own drawing of the controller's state at `time` (for the checks).
    package func directScene(at time: Double) -> IndicatorScene {
        indicator.scene(for: directContext(at: time))
    }

    private func directContext(at time: Double) -> IndicatorContext {
        var moment = controller.moment
        let elapsed = time - scrollView.time
        moment.time += elapsed
        if controller.state == .refreshing { moment.refreshingDuration += elapsed }
        return moment.context(
            size: template.size, displayScale: template.displayScale, reduceMotion: template.reduceMotion,
            glyphs: template.glyphs)
    }
}
