extension LayerPlanCompiler {
    /// The longest a drawing may move on a driven phase's own clock and still be played: 60 s.
    static let maximumClock = 60.0
    /// Where an indicator that declares nothing is looked at on a driven phase's own clock: every
    /// twentieth of a second for 2 s.
    static let clockProbes = (1...40).map { Double($0) / 20 }

    /// The plan of a pull or armed phase whose drawing also moves on the state's own clock, as
    /// `timeline` declares (its ``IndicatorTimeline/clock``), or nil when the clock names no moment
    /// (the drawing holds still on it): the pull's plan at the state's first moment, with a new
    /// run of layers at each of the pull's jumps; then, for each run, the drawing at the run's
    /// middle sample along the clock, whose tracks play on the state's clock
    /// (``LayerAnimation/runsOnClock``) beside the pull's. A drawing the two clocks cannot play
    /// (items that change on the clock, a layer whose place moves with both,
    /// ``LayerPlan/clockSplitProblem``) gets a plan that says so (``LayerPlan/frameUpdates``).
    ///
    /// - Parameters:
    ///   - phase: Pulling or armed.
    ///   - size: The container's size.
    ///   - timeline: The indicator's declaration of the phase.
    ///   - clock: Its declaration of the state's clock.
    ///   - scene: The drawing at a pull (progress, or over-pull in trigger distances) and a time
    ///     on the state's clock, in seconds.
    /// - Returns: The plan, or nil.
    static func clockedPlan(
        phase: LayerPlan.Phase, size: Size, timeline: IndicatorTimeline, clock: IndicatorTimeline,
        scene: (Double, Double) -> IndicatorScene
    ) -> LayerPlan? {
        let end = clock.lastMoment
        guard end > 0 else { return nil }
        guard end <= maximumClock, clock.period == nil, clock.curves.allSatisfy({ $0.upperBound.isFinite }) else {
            return unplayable(phase, size, scene(0, 0), "it moves on the state's clock for longer than 60 s")
        }
        let pull = DeclaredSamples(timeline, end: 1, loopStart: nil, step: 1 / Double(pullSamples), margin: jumpMargin)
        let seconds = DeclaredSamples(
            clock, end: end, loopStart: nil, step: 1 / samplesPerSecond, margin: end * jumpMargin)
        return withoutActuallyEscaping(scene) { scene in
            let builder = LayerPlanBuilder(
                phase: phase, size: size, scene: { scene($0, 0) }, jumps: pull.jumps, splitsAtJumps: true)
            let driven = refinedSamples(
                builder, times: pull.times, scenes: pull.times.map { scene($0, 0) },
                passes: [LayerPlanBuilder.Pass(start: 0, end: 1, repeats: false)],
                finest: pull.step / refinementSteps, refines: pull.isCurved)
            guard !driven.plan.frameUpdates else { return driven.plan }
            let runs = builder.runs(times: driven.times, scenes: driven.scenes)
            let plan = merged(driven.plan, runs: runs) { x in
                let clockBuilder = LayerPlanBuilder(
                    phase: phase, size: size, scene: { scene(x, $0) }, jumps: seconds.jumps)
                return refined(
                    clockBuilder, times: seconds.times, scenes: seconds.times.map { scene(x, $0) },
                    passes: [LayerPlanBuilder.Pass(start: 0, end: end, repeats: false)],
                    finest: seconds.step / refinementSteps, refines: seconds.isCurved)
            }
            return plan.frameUpdates ? plan : joined(plan, runs: runs, builder: builder)
        }
    }

    /// `plan` with the layers that the split at the pull's jumps copied and that hold still
    /// joined again: where consecutive runs have the same items, a layer with no track but its
    /// visibility that is the same in both becomes one layer shown over both (the classic
    /// pull's title is one layer from its start to the trigger, not one per side of the disarm
    /// threshold). Runs show one at a time, so joining changes no drawing.
    private static func joined(_ plan: LayerPlan, runs: [LayerPlanBuilder.Run], builder: LayerPlanBuilder) -> LayerPlan
    {
        let still = plan.layers.indices.map { layer in
            !plan.animations.contains { $0.layer == layer && $0.keyPath != .hidden }
        }
        var visible: [Range<Double>] = []
        for r in runs.indices {
            visible += Array(repeating: builder.visibility(of: r, in: runs), count: runs[r].structure.count)
        }
        guard visible.count == plan.layers.count else { return plan }
        // Each layer's index in the joined plan (nil when joined into an earlier one).
        var target = [Int?](repeating: nil, count: plan.layers.count)
        var kept: [Int] = []
        var open: [Int] = []  // by item: the layer that item's still layers join, in the run before
        var first = 0
        for (r, run) in runs.enumerated() {
            let same = r > 0 && runs[r - 1].structure == run.structure
            var next = [Int](repeating: 0, count: run.structure.count)
            for item in run.structure.indices {
                let layer = first + item
                if same, open.indices.contains(item), case let into = open[item], still[into], still[layer],
                    plan.layers[into] == plan.layers[layer]
                {
                    visible[into] = visible[into].lowerBound..<visible[layer].upperBound
                    target[layer] = target[into]
                    next[item] = into
                } else {
                    target[layer] = kept.count
                    kept.append(layer)
                    next[item] = layer
                }
            }
            open = next
            first += run.structure.count
        }
        guard kept.count < plan.layers.count else { return plan }
        var joined = plan
        joined.layers = kept.map { plan.layers[$0] }
        let pass = LayerPlanBuilder.Pass(start: 0, end: 1, repeats: false)
        joined.animations = plan.animations.compactMap { track in
            guard let index = target[track.layer], kept[index] == track.layer else { return nil }
            if track.keyPath == .hidden, still[track.layer] {
                return builder.hiddenTrack(layer: index, visible: visible[track.layer], pass: pass)
            }
            var moved = track
            moved.layer = index
            return moved
        }
        return joined
    }

    /// The plan of a pull or armed phase of an indicator that declares nothing: the pull's plan
    /// found by the search at the state's first moment; where the drawing also moves on the
    /// state's clock (looked at at ``clockProbes``, at the first, middle and last samples of each
    /// run), that motion is found the same way at each run's middle sample and played on the
    /// clock beside the pull, and the whole is checked against the drawing at every sample of the
    /// pull and every probe up to where the motion ends. What the two clocks cannot play gets a
    /// plan that says so.
    ///
    /// - Parameters:
    ///   - phase: Pulling or armed.
    ///   - size: The container's size.
    ///   - scene: The drawing at a pull and a time on the state's clock.
    /// - Returns: The plan.
    static func searchedDrivenPlan(
        phase: LayerPlan.Phase, size: Size, scene: (Double, Double) -> IndicatorScene
    ) -> LayerPlan {
        withoutActuallyEscaping(scene) { scene in
            let builder = LayerPlanBuilder(phase: phase, size: size, scene: { scene($0, 0) })
            let times = (0...pullSamples).map { Double($0) / Double(pullSamples) }
            let driven = refinedSamples(
                builder, times: times, scenes: times.map { scene($0, 0) },
                passes: [LayerPlanBuilder.Pass(start: 0, end: 1, repeats: false)],
                finest: 1 / Double(pullSamples) / refinementSteps)
            guard !driven.plan.frameUpdates else { return driven.plan }
            let runs = builder.runs(times: driven.times, scenes: driven.scenes)
            // Where the drawing stops moving on the clock: after the last probe that differs from
            // the last one.
            var end = 0.0
            for run in runs {
                for x in Set([run.times[0], run.times[run.times.count / 2], run.times[run.times.count - 1]]) {
                    let probes = [0] + clockProbes
                    let drawn = probes.map { scene(x, $0) }
                    // Any change counts: a slow drift also moves.
                    guard
                        let moving = drawn.indices.last(where: {
                            !SceneKey.scenesMatch(drawn[$0], drawn[drawn.count - 1], tolerance: tolerance)
                        })
                    else { continue }
                    guard moving + 1 < drawn.count - 1 else {
                        return unplayable(
                            phase, size, driven.scenes[0], "it moves on the state's clock for longer than 2 s")
                    }
                    end = Swift.max(end, probes[moving + 1])
                }
            }
            guard end > 0 else { return driven.plan }
            let plan = merged(driven.plan, runs: runs) { x in
                let n = Swift.max(1, Int((end * keyframesPerSecond).rounded()))
                let seconds = (0...n).map { end * Double($0) / Double(n) }
                return refined(
                    LayerPlanBuilder(phase: phase, size: size, scene: { scene(x, $0) }), times: seconds,
                    scenes: seconds.map { scene(x, $0) },
                    passes: [LayerPlanBuilder.Pass(start: 0, end: end, repeats: false)],
                    finest: end / Double(n) / refinementSteps)
            }
            guard !plan.frameUpdates else { return plan }
            for x in driven.times {
                for t in clockProbes where t <= end + clockProbes[0] {
                    let shown = LayerPlanEvaluator.scene(plan, at: x, clock: t)
                    if !matches(scene(x, t), shown) {
                        return unplayable(
                            phase, size, driven.scenes[0],
                            "it moves on the state's clock differently at different pulls (at \(JSONNumber.text(x)))")
                    }
                }
            }
            return plan
        }
    }

    /// `plan` (the pull's, whose layers come from `runs` in order) with each run's motion on the
    /// state's clock: `clockPlan(x)`, the plan of the drawing along the clock at the run's middle
    /// sample `x`, gives the layers that move their tracks, on the clock.
    private static func merged(
        _ plan: LayerPlan, runs: [LayerPlanBuilder.Run], clockPlan: (Double) -> LayerPlan
    ) -> LayerPlan {
        var plan = plan
        var first = 0
        for run in runs {
            let x = run.times[run.times.count / 2]
            let onClock = clockPlan(x)
            let count = run.structure.count
            guard !onClock.frameUpdates, onClock.layers.count == count else {
                return unplayable(
                    plan.phase, plan.size, run.scenes[0],
                    onClock.reason ?? "its items change on the state's clock (at \(JSONNumber.text(x)))")
            }
            for item in 0..<count {
                let tracks = onClock.animations.filter { $0.layer == item }
                guard !tracks.isEmpty else { continue }
                // The clock's factoring of the layer (a turn about its centre, say) is its model.
                plan.layers[first + item] = onClock.layers[item]
                for var track in tracks {
                    track.layer = first + item
                    track.runsOnClock = true
                    plan.animations.append(track)
                }
            }
            first += count
        }
        if let problem = plan.clockSplitProblem { return unplayable(plan.phase, plan.size, run0(runs), problem) }
        return plan
    }

    /// The first sample's drawing of `runs`, for a plan that says why it cannot play.
    private static func run0(_ runs: [LayerPlanBuilder.Run]) -> IndicatorScene {
        runs.first?.scenes.first ?? IndicatorScene(size: Size(width: 0, height: 0), items: [])
    }

    /// A plan that says the main thread must draw the phase, and why.
    private static func unplayable(
        _ phase: LayerPlan.Phase, _ size: Size, _ first: IndicatorScene, _ reason: String
    ) -> LayerPlan {
        LayerPlan(
            phase: phase, size: size, layers: first.items, animations: [], duration: 1, frameUpdates: true,
            reason: reason)
    }

    /// Whether two drawings match within what ``LayerPlanCheck`` allows.
    private static func matches(_ a: IndicatorScene, _ b: IndicatorScene) -> Bool {
        SceneKey.scenesMatch(a, b, tolerance: LayerPlanCheck.tolerance)
    }
}
