@testable import RefreshKitCLI
import RefreshKitCore
import RefreshKitOnModel
import RefreshKitSimulation
import UIKitModel

/// A `refreshkit simulate` gesture script run through the adapter's own UIKit code on the UIKit
/// model: a window, a scroll view the core's physics moves, the adapter's `RefreshControl`s in
/// the script's slots (leading and trailing for a horizontal script) and its collapsing header.
/// Time passes frame by frame as ``FrameStepper`` passes it for the simulator (the same frame
/// times, deadlines met at their exact times), and the result is recorded in the simulator's terms.
@MainActor
final class ScriptRun {
    /// What performs the script's drags and releases.
    enum Input: String, CaseIterable, Sendable {
        /// A finger on the screen (`refreshkit simulate`'s).
        case finger
        /// A trackpad's two fingers: a drag rests them on the trackpad and scrolls each frame; a
        /// release lifts them with the release's velocity.
        case trackpad
        /// A mouse wheel: a drag is one step a frame by the frame's part of the distance (one
        /// step for a drag without duration); a release does nothing.
        case wheel
    }

    /// What performs the drags and releases.
    let input: Input
    /// The script as the simulator runs it (a horizontal one transposed).
    let script: SimulationScript
    /// Whether the script scrolls horizontally.
    let isHorizontal: Bool
    let world: ModelWorld
    let window: UIWindow
    let scrollView: UIScrollView
    private(set) var header: RefreshControl?
    private(set) var footer: RefreshControl?
    private(set) var collapsingHeader: CollapsingHeaderView?
    private var events: [SimulationResult.Event] = []
    private var actions: [SimulationResult.Action] = []
    private(set) var frames: [SimulationResult.Frame] = []
    private var deadlines: [(edge: RefreshEdge, time: Double, fire: @MainActor () -> Void)] = []

    /// The script in the file `name` of `gesture-scripts/`, decoded as `refreshkit simulate` decodes it.
    nonisolated static func load(_ name: String) throws -> (script: SimulationScript, isHorizontal: Bool) {
        let bytes = try [UInt8](Data(contentsOf: gestureScripts.appendingPathComponent(name)))
        let (script, words) = try ScriptDecoder.decodeWithVocabulary(JSONParser.parse(bytes))
        return (script, words.direction == .horizontal)
    }

    /// The folder of gesture scripts.
    nonisolated static var gestureScripts: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("gesture-scripts")
    }

    /// Every script of `gesture-scripts/`.
    nonisolated static var allScripts: [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: gestureScripts.path)) ?? []).filter {
            $0.hasSuffix(".json")
        }
        .sorted()
    }

    init(script: SimulationScript, isHorizontal: Bool, scale: CGFloat = 3, input: Input = .finger) {
        self.script = script
        self.input = input
        self.isHorizontal = isHorizontal
        world = ModelWorld(startTime: 0, scale: scale, framesPerSecond: 60)
        let v = script.viewport
        let size = isHorizontal ? CGSize(width: v.height, height: v.width) : CGSize(width: v.width, height: v.height)
        (window, scrollView) = world.run {
            let window = UIWindow(frame: CGRect(origin: .zero, size: size))
            let scrollView = UIScrollView(frame: window.bounds)
            return (window, scrollView)
        }
        world.run { setUp() }
    }

    private func along(_ value: Double) -> CGPoint {
        isHorizontal ? CGPoint(x: value, y: 0) : CGPoint(x: 0, y: value)
    }

    private func insets(start: Double, end: Double) -> UIEdgeInsets {
        isHorizontal
            ? UIEdgeInsets(top: 0, left: start, bottom: 0, right: end)
            : UIEdgeInsets(top: start, left: 0, bottom: end, right: 0)
    }

    private func setUp() {
        window.modelDeviceSafeAreaInsets = insets(start: script.safeArea.top, end: script.safeArea.bottom)
        // The simulator's scroll view adds the safe area on every edge: `.always`.
        scrollView.contentInsetAdjustmentBehavior = .always
        scrollView.contentSize = contentSize(script.contentHeight)
        scrollView.contentInset = insets(start: script.contentInset.top, end: script.contentInset.bottom)
        window.addSubview(scrollView)
        window.makeKeyAndVisible()
        world.drain()
        let e = scrollView.adjustedContentInset
        scrollView.contentOffset = isHorizontal ? CGPoint(x: -e.left, y: 0) : CGPoint(x: 0, y: -e.top)
        if let spec = script.collapsingHeader {
            let view = CollapsingHeaderView(title: "Title", subtitle: "Subtitle", configuration: spec)
            view.frame = CGRect(x: 0, y: 0, width: window.bounds.width, height: CGFloat(spec.maxHeight))
            window.addSubview(view)
            view.attach(to: scrollView)
            collapsingHeader = view
        }
        header = script.header.map { makeControl(.header, $0) }
        footer = script.footer.map { makeControl(.footer, $0) }
        world.drain()
    }

    private func contentSize(_ length: Double) -> CGSize {
        isHorizontal
            ? CGSize(width: length, height: window.bounds.height) : CGSize(width: window.bounds.width, height: length)
    }

    private func makeControl(_ edge: RefreshEdge, _ spec: SimulationScript.Edge) -> RefreshControl {
        let world = self.world
        let control = RefreshControl(nil, configuration: spec.configuration) { [unowned self] control in
            self.actions.append(.init(t: world.now, edge: edge))
            self.cancel(edge)
            guard let duration = spec.actionDuration else { return }
            if duration == 0 {
                control.endRefreshing()
            } else {
                self.deadlines.append((edge, world.now + duration, { control.endRefreshing() }))
            }
        }
        control.observeState { [unowned self] (change: RefreshStateChange) in
            self.events.append(.init(t: change.time, edge: edge, state: change.to.phase))
        }
        switch (edge, isHorizontal) {
        case (.header, false): scrollView.refreshHeader = control
        case (.footer, false): scrollView.refreshFooter = control
        case (.header, true): scrollView.refreshLeading = control
        case (.footer, true): scrollView.refreshTrailing = control
        }
        return control
    }

    private func cancel(_ edge: RefreshEdge) { deadlines.removeAll { $0.edge == edge } }

    private func control(_ edge: RefreshEdge) -> RefreshControl? { edge == .header ? header : footer }

    // MARK: Running

    /// Runs every step; with `recordFrames`, samples every frame (t = 0 included).
    func run(recordFrames: Bool = true) -> SimulationResult {
        world.run {
            if recordFrames { record() }
            for step in script.steps { perform(step, recordFrames: recordFrames) }
        }
        return SimulationResult(events: events, actions: actions, final: final, frames: recordFrames ? frames : nil)
    }

    private func perform(_ step: SimulationScript.Step, recordFrames: Bool) {
        switch step {
        case let .drag(by, duration):
            switch input {
            case .finger: scrollView.modelTouchDown()
            case .trackpad: scrollView.modelTrackpadTouch()
            case .wheel: break
            }
            if duration == 0 {
                move(by: along(by))
                return
            }
            let start = world.now
            var moved = 0.0
            passTime(duration, recordFrames: recordFrames) { t in
                let target = by * Swift.min((t - start) / duration, 1)
                self.move(by: self.along(target - moved))
                moved = target
            }
        case let .release(velocity):
            switch input {
            case .finger: scrollView.modelLiftFinger(velocity: along(velocity))
            case .trackpad: scrollView.modelTrackpadLift(velocity: along(velocity))
            case .wheel: break
            }
        case let .wait(seconds):
            passTime(seconds, recordFrames: recordFrames, each: nil)
        case let .begin(edge):
            control(edge)?.beginRefreshing()
        case let .beginRefreshing(edge, runningAction, animated):
            control(edge)?.beginRefreshing(runningAction: runningAction, animated: animated)
        case let .end(edge):
            cancel(edge)
            control(edge)?.endRefreshing()
        case let .fail(edge):
            cancel(edge)
            control(edge)?.endRefreshing(with: SimulatedFailure())
        case let .noMoreData(flag):
            footer?.noMoreData = flag
        case let .setContentHeight(h):
            scrollView.contentSize = contentSize(h)
        case let .setContentInset(top, bottom):
            scrollView.refreshKitAppContentInset = insetsKeepingCross(scrollView.refreshKitAppContentInset, top, bottom)
        case let .setSafeArea(top, bottom):
            window.modelDeviceSafeAreaInsets = insetsKeepingCross(window.modelDeviceSafeAreaInsets, top, bottom)
            world.drain()
        }
    }

    /// The input moves by `translation`.
    private func move(by translation: CGPoint) {
        switch input {
        case .finger: scrollView.modelMoveFinger(by: translation)
        case .trackpad: scrollView.modelTrackpadScroll(by: translation)
        case .wheel: scrollView.modelWheelStep(by: translation)
        }
    }

    private func insetsKeepingCross(_ old: UIEdgeInsets, _ start: Double, _ end: Double) -> UIEdgeInsets {
        var e = old
        if isHorizontal {
            e.left = start
            e.right = end
        } else {
            e.top = start
            e.bottom = end
        }
        return e
    }

    /// Lets `duration` pass frame by frame at the script's rate, at ``FrameStepper``'s frame times.
    private func passTime(_ duration: Double, recordFrames: Bool, each: ((Double) -> Void)?) {
        for t in FrameTimes(start: world.now, duration: duration, fps: script.fps) {
            advanceClock(to: t)
            each?(t)
            if recordFrames { record() }
        }
    }

    private func advanceClock(to t: Double) {
        while let next = deadlines.min(by: { $0.time < $1.time }), next.time <= t {
            deadlines.removeAll { $0.edge == next.edge && $0.time == next.time }
            world.advance(to: next.time)
            next.fire()
        }
        world.advance(to: t)
    }

    // MARK: Output

    /// The scroll view's total inset at the script's start and end sides.
    private var startEndInsets: (start: Double, end: Double) {
        let e = scrollView.contentInset
        return isHorizontal ? (Double(e.left), Double(e.right)) : (Double(e.top), Double(e.bottom))
    }

    private var offsetAlong: Double { Double(isHorizontal ? scrollView.contentOffset.x : scrollView.contentOffset.y) }

    /// The offset the screen shows, along the script's axis (view animations of the offset in flight).
    private var shownOffsetAlong: Double {
        let shown = scrollView.modelPresentedContentOffset
        return Double(isHorizontal ? shown.x : shown.y)
    }

    private func record() {
        let (start, end) = startEndInsets
        frames.append(
            .init(
                t: world.now, offsetY: shownOffsetAlong, insetTop: start, insetBottom: end,
                headerProgress: header.map { $0.pullProgress }, footerProgress: footer.map { $0.pullProgress },
                headerHeight: collapsingHeader?.controller?.height))
    }

    private var final: SimulationResult.Final {
        let (start, end) = startEndInsets
        return .init(
            offsetY: offsetAlong, insetTop: start, insetBottom: end, header: header?.refreshState.phase,
            footer: footer?.refreshState.phase, headerHeight: collapsingHeader?.controller?.height)
    }
}
