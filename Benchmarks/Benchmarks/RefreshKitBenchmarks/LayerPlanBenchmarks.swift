// Issue 13's figures, measured side by side in one run:
//   swift package --package-path Benchmarks benchmark --filter "Layer plan.*"
//
// a. Main thread per refreshing frame: today's path (`scene(for:)` + rasterizing a 390×64-pt
//    header at @3x, our rasterizer standing in for Core Graphics) timed per frame over a 4-s
//    stretch of the loop; the plan path's main-thread callbacks per frame counted (a plan of
//    keyframes is handed to the render server once and asks for none), next to today's calls.
// b. Main thread per pulling frame: the same scene + raster vs one `timeOffset` write on a plan
//    player (a stored-property write, clamped, as the adapter's `setPullProgress` does).
// c. The one-off compile of each style's plan of every phase (`LayerPlanCompiler`) from the
//    style's declared timeline, beside the search an indicator that declares none gets (the same
//    style behind a wrapper), in the same samples: both times and their ratio; and each plan's
//    size (`LayerPlan.estimatedByteCount`). Targets: compile ≤ 2 ms, plan ≤ 64 KB.
import Benchmark
import BenchmarkScenes
import RefreshKitCore
import RefreshKitRender

/// Counts, not times: how many main-thread calls a frame costs on each path.
let sceneCallsPerFrame = BenchmarkMetric.custom("scene path: main-thread calls / frame", useScalingFactor: false)
let planCallsPerFrame = BenchmarkMetric.custom("plan path: main-thread calls / frame", useScalingFactor: false)
let planBytes = BenchmarkMetric.custom("plan size (bytes, estimated)", useScalingFactor: false)
let planFrameUpdates = BenchmarkMetric.custom("plan needs frame updates (1 yes, 0 no)", useScalingFactor: false)
let declaredMicroseconds = BenchmarkMetric.custom("compile, declared timeline (µs)", useScalingFactor: false)
let searchedMicroseconds = BenchmarkMetric.custom("compile, searched (µs)", useScalingFactor: false)
let searchedOverDeclared = BenchmarkMetric.custom("searched ÷ declared (×10)", useScalingFactor: false)

/// One frame benchmark's state, made on its first sample and kept across samples.
final class FrameRig: @unchecked Sendable {
    var frames: LayerPlanBench.SceneFrames?
    let player = LayerPlanBench.PlanPlayer()
    var frame = 0
}

func layerPlanBenchmarks() {
    let frame = Benchmark.Configuration(
        metrics: [.wallClock, .mallocCountTotal, sceneCallsPerFrame, planCallsPerFrame],
        maxDuration: .seconds(1), maxIterations: 2_000)
    for style in LayerPlanBench.styles {
        for phase in [LayerPlan.Phase.refreshing, .pulling] {
            // a, b: today's per-frame work, and what the plan path asks of the main thread. The
            // rig is made once, so the frames measured step on through the loop (or the pull)
            // from one sample to the next.
            let rig = FrameRig()
            Benchmark("Layer plan/\(phase) frame, scene + raster @3x/\(style.name)", configuration: frame) {
                benchmark async in
                await onMainActor(benchmark) { benchmark in
                    if rig.frames == nil {
                        rig.frames = LayerPlanBench.SceneFrames(style.make(), glyphs: mainActorGlyphs)
                        rig.player.show(LayerPlanBench.compile(style.make(), phase: phase, glyphs: mainActorGlyphs))
                    }
                    guard let frames = rig.frames else { return benchmark.error("canvas") }
                    let moment =
                        phase == .refreshing ? LayerPlanBench.refreshing(frame:) : LayerPlanBench.pulling(frame:)
                    let before = frames.calls, first = rig.frame
                    benchmark.startMeasurement()
                    for _ in benchmark.scaledIterations {
                        do { try frames.draw(moment(rig.frame)) } catch { benchmark.error("\(error)") }
                        rig.frame += 1
                    }
                    benchmark.stopMeasurement()
                    benchmark.measurement(sceneCallsPerFrame, (frames.calls - before) / Swift.max(1, rig.frame - first))
                    // A refreshing plan of keyframes asks for no callback; a pull is one write per
                    // event; a plan that needs frame updates still calls back each frame.
                    let planCalls =
                        phase == .pulling ? Swift.max(1, rig.player.callbacksPerFrame) : rig.player.callbacksPerFrame
                    benchmark.measurement(planCallsPerFrame, planCalls)
                }
            }
        }
    }
    // b: the plan path's one write per pulling frame (the same for every style).
    let write = Benchmark.Configuration(
        metrics: [.wallClock, .mallocCountTotal], scalingFactor: .mega,
        maxDuration: .seconds(1))
    Benchmark("Layer plan/pulling frame, timeOffset write", configuration: write) { benchmark async in
        await onMainActor(benchmark) { benchmark in
            guard let style = LayerPlanBench.styles.first(where: { $0.name == "letterWave" }) else {
                return benchmark.error("no letterWave")
            }
            let player = LayerPlanBench.PlanPlayer()
            player.show(LayerPlanBench.compile(style.make(), phase: .pulling, glyphs: mainActorGlyphs))
            var p = 0.0
            benchmark.startMeasurement()
            for _ in benchmark.scaledIterations {
                p += 1.0 / 1024
                if p > 1 { p = 0 }
                player.setPullProgress(p)
            }
            benchmark.stopMeasurement()
            blackHole(player.timeOffset)
        }
    }
    // c: the one-off compile per style and phase, declared and searched in turn, and the plan's size.
    let compile = Benchmark.Configuration(
        metrics: [
            .wallClock, .mallocCountTotal, planBytes, planFrameUpdates,
            declaredMicroseconds, searchedMicroseconds, searchedOverDeclared,
        ],
        warmupIterations: 1, maxDuration: .seconds(2), maxIterations: 20)
    for style in LayerPlanBench.styles {
        for phase in LayerPlanBench.compiledPhases {
            Benchmark("Layer plan/compile \(phase)/\(style.name)", configuration: compile) { benchmark async in
                await onMainActor(benchmark) { benchmark in
                    let indicator = style.make(), searched = LayerPlanBench.Searched(style.make())
                    let clock = ContinuousClock()
                    var plan: LayerPlan?
                    var declaredTime = Duration.zero, searchedTime = Duration.zero
                    for _ in benchmark.scaledIterations {
                        let start = clock.now
                        blackHole(LayerPlanBench.compile(searched, phase: phase, glyphs: mainActorGlyphs))
                        searchedTime += clock.now - start
                    }
                    benchmark.startMeasurement()
                    let start = clock.now
                    for _ in benchmark.scaledIterations {
                        plan = LayerPlanBench.compile(indicator, phase: phase, glyphs: mainActorGlyphs)
                    }
                    declaredTime = clock.now - start
                    benchmark.stopMeasurement()
                    guard let plan else { return }
                    func microseconds(_ d: Duration) -> Double {
                        Double(d.components.seconds) * 1e6 + Double(d.components.attoseconds) / 1e12
                    }
                    let count = Double(Swift.max(benchmark.scaledIterations.count, 1))
                    let declared = microseconds(declaredTime) / count, searchedCost = microseconds(searchedTime) / count
                    benchmark.measurement(declaredMicroseconds, Int(declared.rounded()))
                    benchmark.measurement(searchedMicroseconds, Int(searchedCost.rounded()))
                    benchmark.measurement(
                        searchedOverDeclared, Int((10 * searchedCost / Swift.max(declared, 1e-3)).rounded()))
                    benchmark.measurement(planBytes, LayerPlanBench.byteCount(of: plan))
                    benchmark.measurement(planFrameUpdates, LayerPlanBench.needsFrameUpdates(plan) ? 1 : 0)
                }
            }
        }
    }
}
