import RefreshKitCore

/// The main thread's decision per scroll event, as the UIKit adapter makes it, for the benchmark
/// package (which sees only public API): a header on a simulated scroll view held in one phase
/// while a finger wiggles ½ pt. Per event the adapter's part runs as in `UIScrollViewHost`: the
/// scroll view's state is read and the deriver turns it into events in a reused buffer; then the
/// kept drawing context takes the event's moment, the playback decides into a reused buffer (its
/// plans compiled before, as the adapter's background queue does) and the frame demand is
/// gathered into kept storage and asked of ``FramePolicy``.
@MainActor
public final class ScrollDecisionRig {
    private let scrollView = SimulatedScrollView(
        viewportSize: Size(width: 390, height: 844),
        contentSize: Size(width: 390, height: 2000))
    private let header = RefreshController(edge: .header, configuration: RefreshConfiguration(height: 80))
    private let indicator: any RefreshIndicator
    private var playback = LayerPlanPlayback()
    private let template: IndicatorContext
    private let indicatorKey: IndicatorIdentity
    private var deriver = ScrollEventDeriver()
    private var events: [ScrollEvent] = []
    private var commands: [LayerPlanCommand] = []
    private var demand = FramePolicy.Demand()
    private var flip = false
    /// Events after which the policy asked for display-link frames.
    public private(set) var frameRequests = 0
    /// Events the deriver made for the last scroll event (one `didScroll` in steady state).
    public var lastEventCount: Int { events.count }
    /// Plans compiled so far (on the decision path: none after the first events).
    public var compileCount: Int { playback.compileCount }
    /// The header's phase.
    public var phase: RefreshPhase { header.state.phase }

    /// A header pulled, armed or refreshing, drawing `indicator` with `glyphs`.
    public init(phase: RefreshPhase, indicator: any RefreshIndicator, glyphs: any GlyphSource) {
        self.indicator = indicator
        template = IndicatorContext(state: .idle, size: Size(width: 390, height: 80), displayScale: 3, glyphs: glyphs)
        indicatorKey = LayerPlanPlayback.identity(of: indicator, generation: 0)
        HeaderPose.hold(header, on: scrollView, in: phase)
        decide()
    }

    /// One scroll event and the decision that follows it.
    @inline(__always) public func event() {
        flip.toggle()
        scrollView.moveFinger(by: flip ? 0.5 : -0.5)
        decide()
    }

    private func decide() {
        let m = scrollView.metrics
        let state = UIKitScrollState(
            contentOffset: m.contentOffset, contentSize: m.contentSize, boundsSize: m.viewportSize,
            contentInset: m.contentInset, adjustedContentInset: m.adjustedContentInset,
            safeAreaInsets: m.safeAreaInsets, isTracking: m.isTracking, isDragging: m.isDragging,
            isDecelerating: m.isDecelerating, displayScale: 3, isInWindow: m.isInWindow)
        deriver.events(for: state, after: .keyValueChange, into: &events)
        let moment = header.moment
        playback.update(
            moment: moment, now: scrollView.time, template: moment.applied(to: template),
            indicator: indicator, indicatorKey: indicatorKey, into: &commands)
        demand.refreshPhases.removeAll(keepingCapacity: true)
        demand.refreshPhases.append(header.state.phase)
        demand.isAwaitingDecelerationEnd = deriver.isAwaitingDecelerationEnd
        demand.indicatorNeedsFrames = playback.needsFrames
        if FramePolicy.frameRateRange(demand) != nil { frameRequests += 1 }
    }
}
