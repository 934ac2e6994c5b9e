// RefreshKit's benchmarks (issue 5): wall time and malloc counts per operation for
// 1. a scroll event through a header controller (pulling, armed, refreshing) and through the
//    collapsing header, on a simulated scroll view;
// 2. `scene(for:)` of every built-in style at a pulling and a refreshing moment, 390×80 pt @3x
//    (the same moment again and again), and the two moments alternately;
// 3. rasterizing each of those scenes at @3x (1170×240 px) into a reused canvas;
// 4. a whole-cycle GIF per style (the default `refreshkit render` cycle at @2x, 60 fps) and one
//    PNG frame (the refreshing moment at @3x, rasterized and encoded);
// 5. the peak resident memory of a large streamed cycle GIF (issue 11): barFill at 1024×1024 and
//    2048×2048 pt @1x, 50 fps, written to a file as `refreshkit render` writes it, with the peak
//    above the memory at the start in KB and as a percentage of one frame's RGBA canvas (and the
//    1024×1024 cycle with every frame kept, as before, for comparison).
//
// 6. issue 13, side by side: the main thread's work per refreshing frame (today: scene + raster
//    @3x of a 390×64-pt header; with a layer plan: the callbacks it asks for, none) and per
//    pulling frame (scene + raster vs one `timeOffset` write), the one-off compile of each
//    style's pull and refreshing plans and their size (`LayerPlan.estimatedByteCount`).
//
//   swift package --package-path Benchmarks benchmark
//   swift package --package-path Benchmarks benchmark --filter "Layer plan.*"     # 6 only
#if canImport(Glibc)
import Glibc
#endif
import Benchmark
import BenchmarkScenes
import RefreshKitCore
import RefreshKitRender

/// Moves a non-Sendable value onto the main actor; the benchmark thread waits for it.
final class MainActorBox<T>: @unchecked Sendable {
    let value: T
    init(_ value: T) { self.value = value }
}

/// Controllers and the simulated scroll view are `@MainActor`, and the benchmark runner does not
/// call closures on the main thread: each measured run hops to the main actor once and measures
/// only the loop inside it (explicit start/stop), so the hop is not counted.
func onMainActor(_ benchmark: Benchmark, _ body: @escaping @MainActor (Benchmark) -> Void) async {
    let box = MainActorBox((benchmark, body))
    await MainActor.run { box.value.1(box.value.0) }
}

/// The glyph source of the cycle benchmarks, which run on the main actor.
@MainActor let mainActorGlyphs = FreeTypeGlyphSource()

let metrics: [BenchmarkMetric] = [.wallClock, .mallocCountTotal]

let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(metrics: metrics, maxDuration: .seconds(1), maxIterations: 10_000)

    // 1. Controller + physics: 1000 scroll events per measured run, reported per event.
    let perEvent = Benchmark.Configuration(metrics: metrics, scalingFactor: .kilo, maxDuration: .seconds(1))
    for phase in [RefreshPhase.revealing, .armed, .refreshing] {
        Benchmark("Scroll event/header \(phase.rawValue)", configuration: perEvent) { benchmark async in
            await onMainActor(benchmark) { benchmark in
                let rig = HeaderRig(phase: phase)
                for _ in 0..<100 { rig.event() }  // running: buffers and caches are warm
                benchmark.startMeasurement()
                for _ in benchmark.scaledIterations { rig.event() }
                benchmark.stopMeasurement()
                if rig.state.phase != phase { benchmark.error("left \(phase): \(rig.state)") }
            }
        }
    }
    decisionPathBenchmarks(perEvent)
    Benchmark("Scroll event/collapsing header", configuration: perEvent) { benchmark async in
        await onMainActor(benchmark) { benchmark in
            let rig = CollapsingRig()
            for _ in 0..<100 { rig.event() }
            let h0 = rig.height
            benchmark.startMeasurement()
            for _ in benchmark.scaledIterations { rig.event() }
            benchmark.stopMeasurement()
            if rig.height == h0 && !(87...88).contains(h0) { benchmark.error("the header did not move") }
        }
    }

    let glyphs = FreeTypeGlyphSource()
    let cases = BenchmarkScenes.cases(glyphs: glyphs)

    // 2. Scene building: one `scene(for:)` per iteration.
    for c in cases {
        Benchmark("IndicatorScene/\(c.name)") { benchmark in
            for _ in benchmark.scaledIterations { blackHole(c.build()) }
        }
    }

    // 2b. The two moments of a style alternately on one indicator, two `scene(for:)` per
    //     iteration: styles that return their last scene for an unchanged drawing (imageSequence,
    //     classic) rebuild every time here, so this is the cost of a frame that draws something new.
    for (first, second) in zip(cases, cases.dropFirst()) where first.style.name == second.style.name {
        Benchmark("IndicatorScene, both moments alternately/\(first.style.name)") { benchmark in
            for _ in benchmark.scaledIterations {
                blackHole(first.build())
                blackHole(second.build())
            }
        }
    }

    // 3. Rasterizing at @3x into one reused canvas; the stroke cache is emptied before every
    //    frame, so every stroke is outlined again (the cost of a frame in which everything moves).
    for c in cases {
        Benchmark("Raster @3x/\(c.name)") { benchmark in
            let scene = c.build()
            let rasterizer = Rasterizer()
            let scale = BenchmarkScenes.rasterScale
            guard let px = try? Rasterizer.pixelSize(of: scene.size, scale: scale),
                var canvas = Canvas(width: px.width, height: px.height)
            else { return benchmark.error("size") }
            try? rasterizer.draw(scene, scale: scale, into: &canvas)
            benchmark.startMeasurement()
            for _ in benchmark.scaledIterations {
                rasterizer.removeCachedStrokes()
                canvas.clear()
                do { try rasterizer.draw(scene, scale: scale, into: &canvas) } catch { benchmark.error("\(error)") }
            }
            benchmark.stopMeasurement()
            blackHole(canvas)
        }
    }

    // 4. One PNG frame (the refreshing scene at @3x: rasterize + encode) and a whole-cycle GIF.
    for c in cases where c.moment == "refreshing" || c.moment == "open" {
        Benchmark("PNG frame @3x/\(c.style.name)") { benchmark in
            let scene = c.build()
            benchmark.startMeasurement()
            for _ in benchmark.scaledIterations {
                do {
                    let bitmap = try Rasterizer().render(scene, scale: BenchmarkScenes.rasterScale)
                    blackHole(try PNGWriter.encode(bitmap))
                } catch { benchmark.error("\(error)") }
            }
        }
    }
    let cycle = Benchmark.Configuration(
        metrics: metrics, warmupIterations: 1, maxDuration: .seconds(10),
        maxIterations: 5)
    for style in BenchmarkStyle.all {
        Benchmark("GIF cycle @2x 60fps/\(style.name)", configuration: cycle) { benchmark async in
            await onMainActor(benchmark) { benchmark in
                benchmark.startMeasurement()
                do { blackHole(try BenchmarkScenes.cycleGIF(of: style, glyphs: mainActorGlyphs)) } catch {
                    benchmark.error("\(error)")
                }
                benchmark.stopMeasurement()
            }
        }
    }
    // 5. Peak memory of a streamed cycle GIF: the kernel's high-water mark (reset just before the
    //    run) above the resident memory at the start, in KB and per cent of one frame's canvas
    //    (width × height × 4 bytes); the framework's sampled peakMemoryResidentDelta beside it.
    //    One iteration each, in one run, so the sizes are measured side by side; last, the
    //    1024×1024 cycle made as before issue 11 (every frame kept, then encoded) for comparison.
    let peakAboveStart = BenchmarkMetric.custom("peak RSS above start (KB)", useScalingFactor: false)
    let peakPerCanvas = BenchmarkMetric.custom("peak above start / one canvas (%)", useScalingFactor: false)
    let memory = Benchmark.Configuration(
        metrics: [.wallClock, .peakMemoryResidentDelta, peakAboveStart, peakPerCanvas],
        warmupIterations: 0, maxDuration: .seconds(60), maxIterations: 1)
    let memoryCases = [
        (1024.0, "streamed", BenchmarkScenes.streamCycleGIF), (2048.0, "streamed", BenchmarkScenes.streamCycleGIF),
        (1024.0, "all frames kept (before issue 11)", BenchmarkScenes.batchCycleGIF),
    ]
    for (side, how, write) in memoryCases {
        Benchmark("GIF cycle peak memory/barFill \(Int(side))x\(Int(side)) @1x 50fps, \(how)", configuration: memory) {
            benchmark async in
            await onMainActor(benchmark) { benchmark in
                guard let style = BenchmarkStyle.named("barFill") else { return benchmark.error("no barFill") }
                let path = "/tmp/refreshkit-benchmark-\(getpid())-\(Int(side)).gif"
                defer { unlink(path) }
                ResidentMemory.resetPeak()
                let start = ResidentMemory.current
                benchmark.startMeasurement()
                do {
                    blackHole(try write(style, Size(width: side, height: side), 1, 50, mainActorGlyphs, path))
                } catch { benchmark.error("\(error)") }
                benchmark.stopMeasurement()
                let above = ResidentMemory.peak - start
                let canvas = Int(side) * Int(side) * 4
                benchmark.measurement(peakAboveStart, above >> 10)
                benchmark.measurement(peakPerCanvas, above * 100 / canvas)
            }
        }
    }

    layerPlanBenchmarks()
    adapterOnModelBenchmarks()
}
