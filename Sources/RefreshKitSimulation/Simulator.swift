import RefreshKitCore

/// Runs a ``SimulationScript`` on a ``SimulatedScrollView`` with the real controllers, sampling
/// it at the script's frame rate. Motion is a function of time: the frame rate only decides
/// when the finger moves and when samples are taken (a deadline inside a frame, such as an
/// action's end, is met at its exact time).
///
/// The run does not settle by itself after the last step: end a script with a `wait`.
@MainActor
package final class Simulator {
    /// The script being run (validated).
    package let script: SimulationScript
    /// The scroll view.
    package let scrollView: SimulatedScrollView
    /// The header, if the script has one.
    package let header: RefreshController?
    /// The footer, if the script has one.
    package let footer: RefreshController?
    /// The collapsing header, if the script has one.
    package let collapsingHeader: CollapsingHeaderController?

    private let stepper: FrameStepper
    private var events: [SimulationResult.Event] = []
    private var actions: [SimulationResult.Action] = []
    private var frames: [SimulationResult.Frame] = []
    private var recordsFrames = false
    private var frameHandler: ((Simulator) -> Void)?

    /// Prepares a run; throws the script's first problem as a ``SimulationError``.
    package init(script: SimulationScript) throws {
        try script.validate()
        self.script = script
        let view = SimulatedScrollView(
            viewportSize: script.viewport,
            contentSize: Size(width: script.viewport.width, height: script.contentHeight),
            contentInset: script.contentInset, safeAreaInsets: script.safeArea)
        scrollView = view
        stepper = FrameStepper(scrollView: view, fps: script.fps)
        header = script.header.map { RefreshController(edge: .header, configuration: $0.configuration) }
        footer = script.footer.map { RefreshController(edge: .footer, configuration: $0.configuration) }
        collapsingHeader = script.collapsingHeader.map { CollapsingHeaderController(configuration: $0) }
        collapsingHeader?.attach(to: view)
        for (controller, spec) in [(header, script.header), (footer, script.footer)] {
            guard let controller, let spec else { continue }
            wire(controller, actionDuration: spec.actionDuration)
            controller.attach(to: view)
        }
        stepper.onFrame = { [unowned self] in self.record() }
    }

    private func wire(_ controller: RefreshController, actionDuration: Double?) {
        let edge = controller.edge
        controller.observeState { [unowned self] change in
            self.events.append(.init(t: change.time, edge: edge, state: change.to.phase))
        }
        controller.setAction(
            .sync { [unowned self, unowned controller] in
                self.actions.append(.init(t: self.scrollView.time, edge: edge))
                // A deadline belongs to the refresh that set it: one left by a refresh that ended
                // otherwise (a footer's noMoreData) must not end this one.
                self.stepper.cancel(edge)
                guard let duration = actionDuration else { return }
                if duration == 0 {
                    controller.endRefreshing()
                } else {
                    self.stepper.schedule(edge, at: self.scrollView.time + duration) { controller.endRefreshing() }
                }
            })
    }

    /// Runs every step and returns what happened; with `recordFrames`, one sample per frame.
    /// `onFrame` is called at every frame time (t = 0 included), after the clock reached it.
    package func run(recordFrames: Bool = false, onFrame: ((Simulator) -> Void)? = nil) -> SimulationResult {
        start(recordFrames: recordFrames, onFrame: onFrame)
        for step in script.steps { perform(step) }
        return result
    }

    /// Starts a step-by-step run (what ``run(recordFrames:onFrame:)`` does first): records the
    /// frame at t = 0. Then call ``perform(_:)`` per step and read ``result``.
    package func start(recordFrames: Bool = false, onFrame: ((Simulator) -> Void)? = nil) {
        recordsFrames = recordFrames
        frameHandler = onFrame
        record()
    }

    /// What happened so far.
    package var result: SimulationResult {
        SimulationResult(events: events, actions: actions, final: finalState, frames: recordsFrames ? frames : nil)
    }

    // MARK: Steps

    /// Performs one step (any step, not only the script's), frame by frame.
    package func perform(_ step: SimulationScript.Step) {
        switch step {
        case let .drag(by, duration):
            stepper.drag(by: by, duration: duration)
        case let .release(velocity):
            scrollView.liftFinger(velocity: velocity)
        case let .wait(seconds):
            stepper.wait(seconds)
        case let .begin(edge):
            controller(edge)?.beginRefreshing()
        case let .beginRefreshing(edge, runningAction, animated):
            controller(edge)?.beginRefreshing(runningAction: runningAction, animated: animated)
        case let .end(edge):
            stepper.cancel(edge)
            controller(edge)?.endRefreshing()
        case let .fail(edge):
            stepper.cancel(edge)
            controller(edge)?.endRefreshing(with: SimulatedFailure())
        case let .noMoreData(flag):
            footer?.setNoMoreData(flag)
        case let .setContentHeight(h):
            scrollView.setContentSize(Size(width: script.viewport.width, height: h))
        case let .setContentInset(top, bottom):
            var inset = scrollView.contentInset
            inset.top = top
            inset.bottom = bottom
            scrollView.setContentInset(inset)
        case let .setSafeArea(top, bottom):
            var inset = scrollView.safeAreaInsets
            inset.top = top
            inset.bottom = bottom
            scrollView.setSafeAreaInsets(inset)
        }
    }

    private func controller(_ edge: RefreshEdge) -> RefreshController? {
        edge == .header ? header : footer
    }

    // MARK: Output

    private func record() {
        frameHandler?(self)
        guard recordsFrames else { return }
        frames.append(frame)
    }

    /// The sample a recorded run keeps for this moment (what an `onFrame` handler can stream
    /// instead of recording every frame).
    package var frame: SimulationResult.Frame {
        let inset = scrollView.totalContentInset
        return .init(
            t: scrollView.time, offsetY: scrollView.contentOffset.y,
            insetTop: inset.top, insetBottom: inset.bottom,
            headerProgress: header.map(progress), footerProgress: footer.map(progress),
            headerHeight: collapsingHeader?.height)
    }

    private func progress(_ c: RefreshController) -> Double {
        RKMath.clamp(c.pullDistance / c.configuration.effectiveTriggerDistance, 0, 1)
    }

    private var finalState: SimulationResult.Final {
        let inset = scrollView.totalContentInset
        return .init(
            offsetY: scrollView.contentOffset.y, insetTop: inset.top, insetBottom: inset.bottom,
            header: header?.state.phase, footer: footer?.state.phase,
            headerHeight: collapsingHeader?.height)
    }
}
