// The main thread's decision per scroll event, as the UIKit adapter makes it, in allocations and
// time per event (issue 20):
//   swift package --package-path Benchmarks benchmark --filter "Scroll event/decision.*"
//
// Per event: the finger moves half a point (the simulated scroll view posts `didScroll`, the
// header controller updates), the adapter's part reads the scroll view's state and derives its
// events into a kept buffer (`ScrollEventDeriver`), the kept drawing context takes the event's moment
// (`IndicatorMoment.applied(to:)`), `LayerPlanPlayback.update(into:)` decides (a cached plan: a
// `timeOffset` write while pulling or armed, nothing while refreshing) and the frame demand is
// gathered into kept storage and asked of `FramePolicy`. Plans are compiled before the
// measurement, as the adapter's background queue does.
import Benchmark
import RefreshKitCore
import RefreshKitSimulation

func decisionPathBenchmarks(_ perEvent: Benchmark.Configuration) {
    for phase in [RefreshPhase.revealing, .armed, .refreshing] {
        Benchmark("Scroll event/decision path, header \(phase.rawValue)", configuration: perEvent) { benchmark async in
            await onMainActor(benchmark) { benchmark in
                let rig = ScrollDecisionRig(phase: phase, indicator: Indicators.ArcSpinner(), glyphs: mainActorGlyphs)
                for _ in 0..<100 { rig.event() }  // steady state: the plan shown, buffers warm
                let compiled = rig.compileCount
                benchmark.startMeasurement()
                for _ in benchmark.scaledIterations { rig.event() }
                benchmark.stopMeasurement()
                if rig.phase != phase { benchmark.error("left \(phase)") }
                if rig.compileCount != compiled { benchmark.error("compiled during the measurement") }
                if rig.lastEventCount != 1 { benchmark.error("\(rig.lastEventCount) events for one scroll") }
            }
        }
    }
}
