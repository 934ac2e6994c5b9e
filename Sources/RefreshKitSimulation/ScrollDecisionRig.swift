import RefreshKitCore

/// The main thread's decision per scroll event, as the UIKit adapter makes it, for the benchmark
/// package (which sees only public API): a header on a simulated scroll view held in one phase
/// while a finger wiggles ½ pt; per event the kept drawing context takes the event's moment, the
/// playback decides into a reused buffer (its plans compiled before, as the adapter's background
/// queue does) and the frame demand is gathered into kept storage and asked of ``FramePolicy``.
@MainActor
public final class ScrollDecisionRig {
    private let scrollView = SimulatedScrollView(
        viewportSize: Size(width: 390, height: 844),
        contentSize: Size(width: 390, height: 2000))
    private let header = RefreshController(edge: .header, configuration: RefreshConfiguration(height: 80))
    private let indicator: any RefreshIndicator
    private var playback = LayerPlanPlayback()
    private let template: IndicatorContext
    private let indicatorKey: AnyHashable
    private var commands: [LayerPlanCommand] = []
    private var demand = FramePolicy.Demand()
    private var flip = false
    /// Events after which the policy asked for display-link frames.
    public private(set) var frameRequests = 0
    /// Plans compiled so far (on the decision path: none after the first events).
    public var compileCount: Int { playback.compileCount }
    /// The header's phase.
    public var phase: RefreshPhase { header.state.phase }

    /// A header pulled, armed or refreshing, drawing `indicator` with `glyphs`.
    public init(phase: RefreshPhase, indicator: any RefreshIndicator, glyphs: any GlyphSource) {
        self.indicator = indicator
        template = IndicatorContext(state: .idle, size: Size(width: 390, height: 80), displayScale: 3, glyphs: glyphs)
        indicatorKey = LayerPlanPlayback.identity(of: indicator, generation: 0)
        header.attach(to: scrollView)
        switch phase {
        case .armed:
            scrollView.moveFinger(by: 400)
        case .refreshing:
            header.beginRefreshing()
            scrollView.advance(by: 1)
            scrollView.moveFinger(by: 10)
        default:
            scrollView.moveFinger(by: 40)
        }
        decide()
    }

    /// One scroll event and the decision that follows it.
    @inline(__always) public func event() {
        flip.toggle()
        scrollView.moveFinger(by: flip ? 0.5 : -0.5)
        decide()
    }

    private func decide() {
        let moment = header.moment
        playback.update(
            moment: moment, now: scrollView.time, template: moment.applied(to: template),
            indicator: indicator, indicatorKey: indicatorKey, into: &commands)
        demand.refreshPhases.removeAll(keepingCapacity: true)
        demand.refreshPhases.append(header.state.phase)
        demand.isAwaitingDecelerationEnd = scrollView.isDecelerating
        demand.indicatorNeedsFrames = playback.needsFrames
        if FramePolicy.frameRateRange(demand) != nil { frameRequests += 1 }
    }
}
