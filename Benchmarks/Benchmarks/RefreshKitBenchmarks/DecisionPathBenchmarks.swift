// The main thread's decision per scroll event, as the UIKit adapter makes it, in allocations and
// time per event (issue 20):
//   swift package --package-path Benchmarks benchmark --filter "Scroll event/decision.*"
//
// Per event: the finger moves half a point (the simulated scroll view posts `didScroll`, the
// header controller updates), the kept drawing context takes the event's moment
// (`IndicatorMoment.applied(to:)`), `LayerPlanPlayback.update(into:)` decides (a cached plan: a
// `timeOffset` write while pulling or armed, nothing while refreshing) and the frame demand is
// gathered into kept storage and asked of `FramePolicy`. Plans are compiled before the
// measurement, as the adapter's background queue does.
import Benchmark
import RefreshKitCore

/// A header with its playback and the adapter's kept state, held in one phase.
@MainActor
final class DecisionRig {
    let rig: HeaderRig
    let indicator: any RefreshIndicator = Indicators.ArcSpinner()
    var playback = LayerPlanPlayback()
    let template: IndicatorContext
    let indicatorKey: AnyHashable
    var commands: [LayerPlanCommand] = []
    var demand = FramePolicy.Demand()
    var frameRequests = 0

    init(phase: RefreshPhase) {
        rig = HeaderRig(phase: phase)
        template = IndicatorContext(state: .idle, size: Size(width: 390, height: 80), displayScale: 3,
                                    glyphs: mainActorGlyphs)
        indicatorKey = LayerPlanPlayback.identity(of: indicator, generation: 0)
        decide()
    }

    /// One scroll event and the decision that follows it.
    @inline(__always) func event() {
        rig.event()
        decide()
    }

    private func decide() {
        let moment = rig.header.moment
        playback.update(moment: moment, now: rig.scrollView.time, template: moment.applied(to: template),
                        indicator: indicator, indicatorKey: indicatorKey, into: &commands)
        demand.refreshPhases.removeAll(keepingCapacity: true)
        demand.refreshPhases.append(rig.header.state.phase)
        demand.isAwaitingDecelerationEnd = rig.scrollView.isDecelerating
        demand.indicatorNeedsFrames = playback.needsFrames
        if FramePolicy.frameRateRange(demand) != nil { frameRequests += 1 }
    }
}

func decisionPathBenchmarks(_ perEvent: Benchmark.Configuration) {
    for phase in [RefreshPhase.pulling, .armed, .refreshing] {
        Benchmark("Scroll event/decision path, header \(phase)", configuration: perEvent) { benchmark async in
            await onMainActor(benchmark) { benchmark in
                let rig = DecisionRig(phase: phase)
                for _ in 0..<100 { rig.event() }   // steady state: the plan shown, buffers warm
                let compiled = rig.playback.compileCount
                benchmark.startMeasurement()
                for _ in benchmark.scaledIterations { rig.event() }
                benchmark.stopMeasurement()
                if rig.rig.header.state.phase != phase { benchmark.error("left \(phase): \(rig.rig.header.state)") }
                if rig.playback.compileCount != compiled { benchmark.error("compiled during the measurement") }
            }
        }
    }
}
