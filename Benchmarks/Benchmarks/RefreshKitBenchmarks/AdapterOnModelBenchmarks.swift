// The adapter's own UIKit code (`RefreshControl`, `CollapsingHeaderView`: the sources that ship,
// compiled on the UIKit model) measured on the model (issue 34):
//   swift package --package-path Benchmarks benchmark --filter "Adapter on the UIKit model/.*"
//
// 1. Per scroll event, in time and heap allocations, in the steady state (1000 events per measured
//    run, plans compiled before it): the finger moves half a point, down and up in turn, on a
//    model scroll view; its pan gesture and offset change, the offset's key-value observation
//    reaches the adapter, the adapter decides and applies (a `timeOffset` write while pulling or
//    armed, nothing while refreshing), and the run loop turns (layout and display). The same for
//    the collapsing header, half collapsed, its plan shown. Beside them, the scenes the indicator
//    draws and the text laid out on the main thread during the measurement (none may be: no plan
//    compiled or scene drawn there; exported per event, so any at all is also an error).
// 2. Per refreshing frame with layer plans: how many times a display link calls the adapter; and
//    the scenes and text drawn on the compile queue and on the main thread since the window was
//    made (the header's plans compiled there), as for the collapsing header shown.
// 3. Per fling past resting controls (a header and a footer at rest, a long list, the content
//    decelerating between them until it stops): how many times a display link calls the
//    adapter, and how many frames the deceleration lasted.
import Benchmark
import RefreshKitCore
import RefreshKitOnModel
import UIKitModel

let mainThreadDrawing = BenchmarkMetric.custom(
    "main thread: scenes drawn + text laid out, measured run", useScalingFactor: false)
let workerDrawing = BenchmarkMetric.custom(
    "compile queue: scenes drawn + text laid out, whole scene", useScalingFactor: false)
let shownMainThreadDrawing = BenchmarkMetric.custom(
    "main thread: scenes drawn + text laid out, whole scene", useScalingFactor: false)
let ticksPerFrame = BenchmarkMetric.custom("display-link calls / refreshing frame", useScalingFactor: false)
let ticksPerFling = BenchmarkMetric.custom("display-link calls / fling", useScalingFactor: false)
let framesPerFling = BenchmarkMetric.custom("deceleration frames / fling", useScalingFactor: false)

/// The scenes and text of every source of the adapter, on the main thread and off it.
private func drawing(_ calls: SceneCallCounts) -> (mainThread: Int, otherThreads: Int) {
    let scenes = calls.counts, text = CoreTextGlyphSource.modelLayoutCounts
    return (scenes.mainThread + text.mainThread, scenes.otherThreads + text.otherThreads)
}

func adapterOnModelBenchmarks() {
    let perEvent = Benchmark.Configuration(
        metrics: [.wallClock, .mallocCountTotal, mainThreadDrawing], scalingFactor: .kilo,
        maxDuration: .seconds(1))
    for phase in [RefreshPhase.revealing, .armed, .refreshing] {
        Benchmark("Adapter on the UIKit model/scroll event, header \(phase.rawValue)", configuration: perEvent) {
            benchmark async in
            await onMainActor(benchmark) { benchmark in
                let rig = AdapterRig()
                guard rig.pullHeader(to: phase), let header = rig.header else {
                    return benchmark.error("the header did not reach \(phase)")
                }
                rig.world.run {
                    for i in 0..<100 { rig.event(i) }  // steady state: buffers warm
                    let before = drawing(rig.calls)
                    benchmark.startMeasurement()
                    for i in benchmark.scaledIterations { rig.event(i) }
                    benchmark.stopMeasurement()
                    let after = drawing(rig.calls)
                    // Exported per event (a count under 1000 reads 0 there): any at all is an error.
                    benchmark.measurement(mainThreadDrawing, after.mainThread - before.mainThread)
                    if after.mainThread != before.mainThread { benchmark.error("drew on the main thread") }
                }
                if header.refreshState.phase != phase { benchmark.error("left \(phase): \(header.refreshState)") }
            }
        }
    }
    Benchmark("Adapter on the UIKit model/scroll event, collapsing header", configuration: perEvent) {
        benchmark async in
        await onMainActor(benchmark) { benchmark in
            let noCalls = SceneCallCounts()
            let rig = CollapsingAdapterRig()
            rig.world.run {
                for i in 0..<100 { rig.event(i) }
                let before = drawing(noCalls), h0 = rig.height
                rig.event(0)
                let h1 = rig.height
                rig.event(1)
                if !(h0 > 44 && h0 < 88) || h1 == h0 { benchmark.error("the header does not move: \(h0), \(h1)") }
                if !rig.showsPlan { benchmark.error("the header does not show its plan") }
                benchmark.startMeasurement()
                for i in benchmark.scaledIterations { rig.event(i) }
                benchmark.stopMeasurement()
                let after = drawing(noCalls)
                benchmark.measurement(mainThreadDrawing, after.mainThread - before.mainThread)
                if after.mainThread != before.mainThread { benchmark.error("drew on the main thread") }
            }
        }
    }

    let counted = Benchmark.Configuration(
        metrics: [.wallClock, ticksPerFrame, workerDrawing, shownMainThreadDrawing], maxDuration: .seconds(1))
    Benchmark("Adapter on the UIKit model/refreshing frame, header", configuration: counted) { benchmark async in
        await onMainActor(benchmark) { benchmark in
            let textBefore = drawing(SceneCallCounts())
            let rig = AdapterRig()
            guard rig.pullHeader(to: .refreshing) else { return benchmark.error("not refreshing") }
            // The content springs back into the header's slot; the adapter ticks until it sees the
            // bounce end (FramePolicy: a refreshing control settles its share then), then rests.
            rig.world.run { rig.scrollView.modelLiftFinger() }
            while rig.scrollView.isDecelerating { rig.advance(frames: 1) }
            rig.advance(frames: 2)
            let frames = 600
            benchmark.startMeasurement()
            let ticks = rig.advance(frames: frames)

            benchmark.stopMeasurement()
            if rig.header?.refreshState.phase != .refreshing { benchmark.error("left refreshing") }
            if rig.header?.drawsWithLayerPlans != true { benchmark.error("no layer plans") }
            benchmark.measurement(ticksPerFrame, ticks / frames)
            let drawn = drawing(rig.calls)
            benchmark.measurement(workerDrawing, drawn.otherThreads - textBefore.otherThreads)
            benchmark.measurement(shownMainThreadDrawing, drawn.mainThread - textBefore.mainThread)
            if ticks != 0 { benchmark.error("\(ticks) display-link calls in \(frames) refreshing frames") }
        }
    }

    Benchmark("Adapter on the UIKit model/collapsing header shown", configuration: counted) { benchmark async in
        await onMainActor(benchmark) { benchmark in
            let before = drawing(SceneCallCounts())
            benchmark.startMeasurement()
            let rig = CollapsingAdapterRig()
            benchmark.stopMeasurement()
            if !rig.showsPlan { benchmark.error("the header does not show its plan") }
            let after = drawing(SceneCallCounts())
            benchmark.measurement(workerDrawing, after.otherThreads - before.otherThreads)
            benchmark.measurement(shownMainThreadDrawing, after.mainThread - before.mainThread)
        }
    }

    let fling = Benchmark.Configuration(
        metrics: [.wallClock, ticksPerFling, framesPerFling], maxDuration: .seconds(1), maxIterations: 50)
    Benchmark("Adapter on the UIKit model/fling past resting controls", configuration: fling) { benchmark async in
        await onMainActor(benchmark) { benchmark in
            let rig = AdapterRig(header: true, footer: true, contentHeight: 20_000)
            rig.world.run { rig.scrollView.contentOffset.y = 9_000 }
            rig.advance(frames: 10)
            var ticks = 0, frames = 0
            benchmark.startMeasurement()
            for i in benchmark.scaledIterations {
                let direction: CGFloat = i & 1 == 0 ? -1 : 1
                let before = rig.world.displayLinkFireCount
                rig.drag(by: Int(direction) * 40)
                rig.world.run { rig.scrollView.modelLiftFinger(velocity: CGPoint(x: 0, y: direction * 3_000)) }
                repeat {
                    frames += 1
                    rig.advance(frames: 1)
                } while rig.scrollView.isDecelerating
                ticks += rig.world.displayLinkFireCount - before
            }
            benchmark.stopMeasurement()
            let flings = benchmark.scaledIterations.count
            let y = rig.scrollView.contentOffset.y
            if !(2_000...18_000).contains(y) { benchmark.error("the fling reached an edge: \(y)") }
            benchmark.measurement(ticksPerFling, ticks / flings)
            benchmark.measurement(framesPerFling, frames / flings)
            if ticks != 0 { benchmark.error("\(ticks) display-link calls in \(flings) flings") }
        }
    }
}
