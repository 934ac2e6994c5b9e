/// Compiles an indicator's drawing for one phase into a ``LayerPlan``: samples it (at the moments
/// its ``IndicatorTimeline`` names, else searching for its loop), splits the samples into runs
/// with the same items and turns every changing property into a keyframe track, adding samples
/// where the plan strays from the drawing. Where no plan can express the drawing, the plan says
/// so (``LayerPlan/frameUpdates``). It holds no state: any thread may run it, given an indicator
/// and a glyph source no other thread uses meanwhile.
package enum LayerPlanCompiler: Sendable {
    /// Samples per second when looking for the loop: 60, a frame of the display.
    package static let samplesPerSecond = 60.0
    /// Samples per second of a one-pass plan in seconds (finishing): 120, a ProMotion frame.
    package static let keyframesPerSecond = 120.0
    /// The longest loop looked for, in seconds.
    package static let maximumPeriod = 4.0
    /// Samples of a pull's progress from 0 to 1.
    package static let pullSamples = 60
    /// How close two numbers must be to count as the same in a repeated loop.
    package static let tolerance = 1e-6
    /// The keyframe rate refinement works towards: 480 per second (three halvings of 1/60 s). A gap
    /// is split only while it is longer than 1/480 s, so a gap a jump cut short can end at half
    /// that: locally, up to 960 keyframes per second.
    package static let maximumKeyframesPerSecond = 480.0
    /// How far, in points (or colour and opacity units), the plan may stray from the drawing
    /// between its samples: 0.02.
    package static let interpolationTolerance = 0.02

    /// The plan of `indicator` for `phase`, drawn at `size`.
    ///
    /// - Parameters:
    ///   - indicator: The indicator (a built-in style or the app's own).
    ///   - phase: The pull, armed, the refreshing loop or the finishing animation.
    ///   - size: The control's size, in points.
    ///   - displayScale: Pixels per point.
    ///   - triggerDistance: The pull that arms the control, in points (the control's height).
    ///   - reduceMotion: Whether the calm variant is drawn.
    ///   - locale: The texts' language.
    ///   - glyphs: Where text outlines come from.
    ///   - refreshingDuration: For finishing, how long the control was refreshing.
    /// - Returns: The plan; when the drawing cannot be expressed, one that says so and why.
    package static func compile(
        _ indicator: any RefreshIndicator, phase: LayerPlan.Phase, size: Size,
        displayScale: Double = 2, triggerDistance: Double? = nil, reduceMotion: Bool = false,
        locale: String = "en", glyphs: any GlyphSource,
        refreshingDuration: Double = 0
    ) -> LayerPlan {
        let template = IndicatorContext(
            state: .idle, triggerDistance: triggerDistance ?? size.height, size: size,
            displayScale: displayScale, reduceMotion: reduceMotion, locale: locale,
            glyphs: glyphs)
        return compile(indicator, phase: phase, context: template, refreshingDuration: refreshingDuration)
    }

    /// The plan of `indicator` for `phase`, drawn as `template` says (size, scale, colours,
    /// appearance, language, Reduce Motion, edge and trigger distance); the compiler sets the
    /// state, distances and times of every sample.
    ///
    /// - Parameters:
    ///   - indicator: The indicator (a built-in style or the app's own).
    ///   - phase: The pull, armed, the refreshing loop or the finishing animation (a collapsing
    ///     header has no indicator: use ``compile(phase:size:duration:repeats:scene:)``).
    ///   - template: Everything but the moment.
    ///   - refreshingDuration: For finishing, how long the control was refreshing (the clock
    ///     some styles carry on from).
    ///   - finishingDuration: For finishing, how long it plays, in seconds; by default the
    ///     indicator's hold after `refreshingDuration` plus the header's close.
    /// - Returns: The plan; when the drawing cannot be expressed, one that says so and why.
    package static func compile(
        _ indicator: any RefreshIndicator, phase: LayerPlan.Phase, context template: IndicatorContext,
        refreshingDuration: Double = 0, finishingDuration: Double? = nil
    ) -> LayerPlan {
        compile(
            indicator, phase: phase, context: template, refreshingDuration: refreshingDuration,
            finishingDuration: finishingDuration, usesTimeline: true)
    }

    /// ``compile(_:phase:context:refreshingDuration:finishingDuration:)``, or with
    /// `usesTimeline` false the search it makes for an indicator that declares nothing, whatever
    /// the indicator declares (for tests and benchmarks that compare the two).
    package static func compile(
        _ indicator: any RefreshIndicator, phase: LayerPlan.Phase, context template: IndicatorContext,
        refreshingDuration: Double = 0, finishingDuration: Double? = nil,
        usesTimeline: Bool
    ) -> LayerPlan {
        let trigger = Self.trigger(of: template)
        func moment(_ x: Double) -> IndicatorMoment {
            Self.moment(x, of: phase, trigger: trigger, refreshingDuration: refreshingDuration)
        }
        func scene(_ moment: IndicatorMoment) -> IndicatorScene {
            indicator.scene(for: Self.context(template, at: moment))
        }
        // A pull or armed phase's drawing at a pull and a time on the state's own clock.
        func scene(_ x: Double, _ t: Double) -> IndicatorScene {
            var at = moment(x)
            at.time = t
            return scene(at)
        }
        let size = template.size
        guard phase != .collapsing else {
            return LayerPlan(
                phase: phase, size: size, layers: [], animations: [], duration: 0, frameUpdates: true,
                reason:
                    "a collapsing header is not an indicator: compile its drawing with compile(phase:size:duration:repeats:scene:)"
            )
        }
        let hold = phase == .finishing ? indicator.finishingHoldDuration(afterRefreshingFor: refreshingDuration) : 0
        let finishing = Swift.max(
            finishingDuration ?? ((hold.isFinite && hold > 0 ? hold : 0) + IndicatorGeometry.headerCloseDuration),
            1 / samplesPerSecond)
        if usesTimeline {
            var probe = template
            probe.triggerDistance = trigger
            probe.refreshingDuration = phase == .finishing ? refreshingDuration : 0
            probe.state = phase == .pulling ? .revealing(progress: 0) : moment(0).state
            probe.time = phase == .finishing ? finishing : 0
            if let timeline = indicator.timeline(for: phase, context: probe) {
                if phase.isDriven, let clock = timeline.clock,
                    let plan = clockedPlan(phase: phase, size: size, timeline: timeline, clock: clock, scene: scene)
                {
                    return plan
                }
                if let plan = declaredPlan(
                    phase: phase, size: size, timeline: timeline, finishingDuration: finishing,
                    scene: { scene(moment($0)) })
                {
                    return plan
                }
            }
        }
        switch phase {
        case .pulling, .armed:
            return searchedDrivenPlan(phase: phase, size: size, scene: scene)
        case .collapsing:
            return compile(phase: phase, size: size, duration: 1, repeats: false) { scene(moment($0)) }
        case .finishing:
            return compile(phase: phase, size: size, duration: finishing, repeats: false) { scene(moment($0)) }
        case .refreshing:
            return compile(phase: phase, size: size, duration: nil, repeats: true) { scene(moment($0)) }
        }
    }

    /// The plan of any drawing given as a function of its time: a loop (`repeats`, its period
    /// found by the compiler when `duration` is nil) or one pass over `duration` (seconds, or
    /// progress 0…1 for a driven phase).
    ///
    /// - Parameters:
    ///   - phase: The phase the plan plays.
    ///   - size: The container's size, in points.
    ///   - duration: One pass; nil to find a loop's period.
    ///   - repeats: Whether the plan repeats for ever.
    ///   - scene: The drawing at a time (or progress).
    /// - Returns: The plan; when the drawing cannot be expressed, one that says so and why.
    package static func compile(
        phase: LayerPlan.Phase, size: Size, duration: Double?, repeats: Bool,
        scene: (Double) -> IndicatorScene
    ) -> LayerPlan {
        withoutActuallyEscaping(scene) { scene in
            let builder = LayerPlanBuilder(phase: phase, size: size, scene: scene)
            guard let duration else { return loopPlan(builder) }
            let n = phase.isDriven ? pullSamples : Swift.max(1, Int((duration * keyframesPerSecond).rounded()))
            let times = (0...n).map { duration * Double($0) / Double(n) }
            return refined(
                builder, times: times, scenes: times.map(scene),
                passes: [LayerPlanBuilder.Pass(start: 0, end: duration, repeats: repeats)],
                finest: duration / Double(n) / refinementSteps)
        }
    }

    /// A loop's plan: its start and period found from samples at 60 Hz, then refined.
    private static func loopPlan(_ builder: LayerPlanBuilder) -> LayerPlan {
        // One more than two periods: a turning loop compares the turn to the next sample.
        let count = Int((2 * maximumPeriod * samplesPerSecond).rounded()) + 1
        let times = (0...count).map { Double($0) / samplesPerSecond }
        let scenes = times.map(builder.scene)
        guard let (start, period) = loop(of: scenes.map { SceneKey($0, inSceneSpace: true) }) ?? turningLoop(of: scenes)
        else {
            return LayerPlan(
                phase: builder.phase, size: builder.size, layers: scenes[0].items, animations: [],
                duration: 0, frameUpdates: true,
                reason: "the refreshing drawing does not settle into a loop of at most \(Int(maximumPeriod)) s")
        }
        let end = start + period
        var passes: [LayerPlanBuilder.Pass] = []
        if start > 0 { passes.append(.init(start: times[0], end: times[start], repeats: false)) }
        passes.append(.init(start: times[start], end: times[end], repeats: true))
        return refined(
            builder, times: Array(times[0...end]), scenes: Array(scenes[0...end]), passes: passes,
            finest: 1 / maximumKeyframesPerSecond)
    }

    /// How much finer than its first samples refinement may go: 8 (three halvings; 480 per
    /// second from 60).
    static let refinementSteps = maximumKeyframesPerSecond / samplesPerSecond

    /// Builds the plan, then adds a sample halfway between any two where the plan strays from
    /// the drawing by more than ``interpolationTolerance`` and builds again, until it matches or
    /// samples are at most `finest` apart. Only the gaps `refines` accepts (by their two times) are
    /// looked at.
    static func refined(
        _ builder: LayerPlanBuilder, times: [Double], scenes: [IndicatorScene],
        passes: [LayerPlanBuilder.Pass], finest: Double,
        refines: (Double, Double) -> Bool = { _, _ in true }
    ) -> LayerPlan {
        refinedSamples(builder, times: times, scenes: scenes, passes: passes, finest: finest, refines: refines).plan
    }

    /// ``refined(_:times:scenes:passes:finest:refines:)``, with the samples the plan was built
    /// from last.
    static func refinedSamples(
        _ builder: LayerPlanBuilder, times: [Double], scenes: [IndicatorScene],
        passes: [LayerPlanBuilder.Pass], finest: Double,
        refines: (Double, Double) -> Bool = { _, _ in true }
    ) -> (plan: LayerPlan, times: [Double], scenes: [IndicatorScene]) {
        var times = times, scenes = scenes
        // Gaps (by the index of their start) whose midpoint the plan already shows as drawn: a
        // later pass adds samples only elsewhere, so these keep their two samples and are not
        // checked again. (A list beside `times` rather than a set of times: no hashing.)
        var settled = [Bool](repeating: false, count: times.count)
        while true {
            let plan = builder.build(times: times, scenes: scenes, passes: passes)
            guard !plan.frameUpdates else { return (plan, times, scenes) }
            var added: [(Double, IndicatorScene)] = []
            for k in 0..<(times.count - 1)
            where !settled[k] && times[k + 1] - times[k] > finest * (1 + 1e-9)
                && refines(times[k], times[k + 1])
            {
                let mid = (times[k] + times[k + 1]) / 2
                let drawn = builder.scene(mid)
                let shown = LayerPlanEvaluator.scene(plan, at: mid)
                if SceneKey.scenesMatch(drawn, shown, tolerance: interpolationTolerance) {
                    settled[k] = true
                } else {
                    added.append((mid, drawn))
                }
            }
            guard !added.isEmpty else { return (plan, times, scenes) }
            for (t, s) in added {
                let at = times.firstIndex { $0 > t } ?? times.count
                times.insert(t, at: at)
                scenes.insert(s, at: at)
                settled.insert(false, at: at)
            }
        }
    }

    /// Where the drawing settles into a loop and the loop's length, in samples: the earliest
    /// start, then the shortest period, such that every sample from the start on repeats one
    /// period later (within the samples taken), or nil.
    static func loop(of keys: [SceneKey]) -> (start: Int, period: Int)? {
        loop(count: keys.count) { keys[$0].matches(keys[$1], tolerance: tolerance) }
    }

    /// The same search on any samples, `same(i, j)` telling whether samples i and j match.
    static func loop(count: Int, same: (Int, Int) -> Bool) -> (start: Int, period: Int)? {
        let limit = Int((maximumPeriod * samplesPerSecond).rounded())
        guard count > 2 * limit else { return nil }
        for start in 0..<limit {
            candidates: for p in 1...(limit - start / 2) where start + 2 * p < count {
                for k in start..<(count - p) where !same(k, k + p) {
                    continue candidates
                }
                return (start, p)
            }
        }
        return nil
    }

    /// A loop that repeats up to a turn: every layer's drawing repeats except for an angle it
    /// has turned further by each period (a spinner whose arc breathes at one rate and turns at
    /// another). Its plan turns with a cumulative `transform.rotation.z` track.
    private static func turningLoop(of scenes: [IndicatorScene]) -> (start: Int, period: Int)? {
        guard LayerPlanBuilder.runs(times: scenes.indices.map(Double.init), scenes: scenes).count == 1,
            let count = scenes.first?.items.count
        else { return nil }
        var columns: [[Double]] = Array(repeating: [], count: scenes.count)
        var turns = false
        for index in 0..<count {
            let items = scenes.map { $0.items[index] }
            let motion = LayerMotion(items, reference: 0)
            turns = turns || motion.rotations != nil
            var flattened = items
            for k in flattened.indices {
                flattened[k].transform = motion.transforms[k]
                if let path = motion.paths?[k] {
                    switch flattened[k].content {
                    case let .fill(_, rule): flattened[k].content = .fill(path, rule)
                    case let .stroke(_, style): flattened[k].content = .stroke(path, style)
                    case .image: break
                    }
                }
            }
            for k in scenes.indices {
                var key = SceneKey(IndicatorScene(size: scenes[k].size, items: [flattened[k]])).values
                if let rotations = motion.rotations {
                    key.append(k + 1 < rotations.count ? rotations[k + 1] - rotations[k] : .nan)
                }
                columns[k] += key
            }
        }
        guard turns else { return nil }
        return loop(count: columns.count - 1) { i, j in
            zip(columns[i], columns[j]).allSatisfy { abs($0 - $1) <= tolerance }
        }
    }
}
