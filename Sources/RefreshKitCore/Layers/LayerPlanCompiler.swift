/// Compiles an indicator's drawing for one phase into a ``LayerPlan``: it samples the indicator
/// (the refreshing loop over its period, the pull over its progress), proves the samples share
/// one structure (the same items, each of the same kind and style), and turns every property
/// that changes into a keyframe track — linear where Core Animation can interpolate it (paths
/// only between paths of the same elements), discrete where it cannot. Where no plan can
/// express the drawing (the number of items changes, gradients move, the loop does not repeat),
/// the plan says so: ``LayerPlan/frameUpdates`` is true with a ``LayerPlan/reason``.
@MainActor
public enum LayerPlanCompiler {
    /// Samples per second when looking for the loop: 60, a frame of the display.
    public static let samplesPerSecond = 60.0
    /// Keyframes per second of a loop or intro: 120 (a ProMotion frame), so that linear
    /// interpolation between keyframes stays within a fraction of a pixel of eased motion.
    public static let keyframesPerSecond = 120.0
    /// The longest loop looked for, in seconds.
    public static let maximumPeriod = 4.0
    /// Samples of a pull's progress from 0 to 1.
    public static let pullSamples = 60
    /// How close two numbers must be to count as the same in a repeated loop.
    public static let tolerance = 1e-6

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
    public static func compile(_ indicator: any RefreshIndicator, phase: LayerPlan.Phase, size: Size,
                               displayScale: Double = 2, triggerDistance: Double? = nil, reduceMotion: Bool = false,
                               locale: String = "en", glyphs: any GlyphSource,
                               refreshingDuration: Double = 0) -> LayerPlan {
        let template = IndicatorContext(state: .idle, triggerDistance: triggerDistance ?? size.height, size: size,
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
    public static func compile(_ indicator: any RefreshIndicator, phase: LayerPlan.Phase, context template: IndicatorContext,
                               refreshingDuration: Double = 0, finishingDuration: Double? = nil) -> LayerPlan {
        let trigger = template.triggerDistance > 0 && template.triggerDistance.isFinite
            ? template.triggerDistance : template.size.height
        func scene(_ moment: IndicatorMoment) -> IndicatorScene {
            var context = template
            context.state = moment.state; context.pullDistance = moment.pullDistance
            context.progress = moment.progress; context.overPull = moment.overPull
            context.triggerDistance = trigger; context.time = moment.time
            context.refreshingDuration = moment.refreshingDuration
            return indicator.scene(for: context)
        }
        let size = template.size
        switch phase {
        case .pulling:
            return compile(phase: phase, size: size, duration: 1, repeats: false) { p in
                let state: RefreshState = p <= 0 ? .idle : p < 1 ? .pulling(progress: p) : .armed(overPull: 0)
                return scene(IndicatorMoment(state: state, pullDistance: p * trigger, triggerDistance: trigger))
            }
        case .armed:
            return compile(phase: phase, size: size, duration: 1, repeats: false) { x in
                scene(IndicatorMoment(state: .armed(overPull: x * trigger), pullDistance: (1 + x) * trigger,
                                      triggerDistance: trigger))
            }
        case .finishing:
            let hold = indicator.finishingHoldDuration(afterRefreshingFor: refreshingDuration)
            let length = finishingDuration ?? ((hold.isFinite && hold > 0 ? hold : 0) + IndicatorGeometry.headerCloseDuration)
            return compile(phase: phase, size: size, duration: Swift.max(length, 1 / samplesPerSecond), repeats: false) { t in
                scene(IndicatorMoment(state: .finishing, pullDistance: trigger, triggerDistance: trigger, time: t,
                                      refreshingDuration: refreshingDuration))
            }
        case .collapsing:
            return LayerPlan(phase: phase, size: size, layers: [], animations: [], duration: 0, frameUpdates: true,
                             reason: "a collapsing header is not an indicator: compile its drawing with compile(phase:size:duration:repeats:scene:)")
        case .refreshing:
            return compile(phase: phase, size: size, duration: nil, repeats: true) { t in
                scene(IndicatorMoment(state: .refreshing, pullDistance: trigger, triggerDistance: trigger,
                                      time: t, refreshingDuration: t))
            }
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
    public static func compile(phase: LayerPlan.Phase, size: Size, duration: Double?, repeats: Bool,
                               scene: (Double) -> IndicatorScene) -> LayerPlan {
        guard let duration else { return loopPlan(phase: phase, size: size, scene: scene) }
        let n = phase.isDriven ? pullSamples : Swift.max(1, Int((duration * keyframesPerSecond).rounded()))
        let samples = (0...n).map { scene(duration * Double($0) / Double(n)) }
        return plan(phase, size: size, samples: samples, duration: duration, repeats: repeats)
    }

    /// A loop's plan: its start and period found from samples, keyframes refined until they match.
    private static func loopPlan(phase: LayerPlan.Phase, size: Size, scene: (Double) -> IndicatorScene) -> LayerPlan {
        let count = Int((2 * maximumPeriod * samplesPerSecond).rounded())
        let samples = (0...count).map { scene(Double($0) / samplesPerSecond) }
        guard let (start, period) = loop(of: samples) else {
            return LayerPlan(phase: phase, size: size, layers: samples[0].items, animations: [],
                             duration: 0, frameUpdates: true,
                             reason: "the refreshing drawing does not settle into a loop of at most \(Int(maximumPeriod)) s")
        }
        // Keyframes at a finer rate than the search, from the same drawing; the rate doubles
        // (up to ``maximumKeyframesPerSecond``) until the plan, evaluated between its
        // keyframes, matches the drawing there to ``interpolationTolerance``.
        var rate = keyframesPerSecond
        while true {
            let compiled = refreshingPlan(size: size, start: start, period: period, rate: rate, scene: scene)
            if compiled.frameUpdates || rate >= maximumKeyframesPerSecond
                || matchesBetweenKeyframes(compiled, rate: rate, scene: scene) {
                return compiled
            }
            rate *= 2
        }
    }

    /// The most keyframes per second a plan is refined to: 480.
    public static let maximumKeyframesPerSecond = 480.0
    /// How far, in points (or colour and opacity units), the plan may stray from the drawing
    /// between keyframes: 0.02.
    public static let interpolationTolerance = 0.02

    /// The refreshing plan from keyframes at `rate`: the loop from `start` for `period` samples,
    /// after an intro when it does not start at once.
    private static func refreshingPlan(size: Size, start: Int, period: Int, rate: Double,
                                       scene: (Double) -> IndicatorScene) -> LayerPlan {
        func keyframes(from a: Int, to b: Int) -> [IndicatorScene] {
            let t0 = Double(a) / samplesPerSecond, t1 = Double(b) / samplesPerSecond
            let n = Swift.max(1, Int(((t1 - t0) * rate).rounded()))
            return (0...n).map { k in scene(t0 + (t1 - t0) * Double(k) / Double(n)) }
        }
        let loopPlan = plan(.refreshing, size: size, samples: keyframes(from: start, to: start + period),
                            duration: Double(period) / samplesPerSecond, repeats: true,
                            beginTime: Double(start) / samplesPerSecond)
        guard start > 0, !loopPlan.frameUpdates else { return loopPlan }
        // An intro played once, then the loop for ever.
        let intro = plan(.refreshing, size: size, samples: keyframes(from: 0, to: start),
                         duration: Double(start) / samplesPerSecond, repeats: false)
        guard !intro.frameUpdates, intro.layers.count == loopPlan.layers.count else {
            return LayerPlan(phase: .refreshing, size: size, layers: loopPlan.layers, animations: [], duration: 0,
                             frameUpdates: true, reason: "intro: " + (intro.reason ?? "the number of items changes"))
        }
        var combined = intro
        combined.animations += loopPlan.animations
        combined.duration = loopPlan.duration
        return combined
    }

    /// Whether `plan`, evaluated halfway between its keyframes over one loop (after any
    /// intro), matches the drawing there within ``interpolationTolerance``.
    private static func matchesBetweenKeyframes(_ plan: LayerPlan, rate: Double,
                                                scene: (Double) -> IndicatorScene) -> Bool {
        let begin = plan.animations.map(\.beginTime).max() ?? 0
        let count = Int((plan.duration * rate).rounded())
        for k in 0..<count {
            let t = begin + (Double(k) + 0.5) / rate
            let drawn = SceneKey(scene(t)), shown = SceneKey(LayerPlanEvaluator.scene(plan, at: t))
            if !drawn.matches(shown, tolerance: interpolationTolerance) { return false }
        }
        return true
    }

    /// Where the drawing settles into a loop and the loop's length, in samples: the earliest
    /// start, then the shortest period, such that every sample from the start on repeats one
    /// period later (within the samples taken), or nil.
    static func loop(of samples: [IndicatorScene]) -> (start: Int, period: Int)? {
        let keys = samples.map(SceneKey.init)
        let limit = Int((maximumPeriod * samplesPerSecond).rounded())
        guard keys.count > 2 * limit else { return nil }
        for start in 0..<limit {
            candidates: for p in 1...(limit - start / 2) where start + 2 * p < keys.count {
                for k in start..<(keys.count - p) where !keys[k].matches(keys[k + p], tolerance: tolerance) {
                    continue candidates
                }
                return (start, p)
            }
        }
        return nil
    }

    /// The plan from samples spaced evenly over `duration`.
    static func plan(_ phase: LayerPlan.Phase, size: Size, samples: [IndicatorScene], duration: Double,
                     repeats: Bool, beginTime: Double = 0) -> LayerPlan {
        guard let first = samples.first else {
            return LayerPlan(phase: phase, size: size, layers: [], animations: [], duration: duration, frameUpdates: false)
        }
        func refuse(_ reason: String) -> LayerPlan {
            LayerPlan(phase: phase, size: size, layers: first.items, animations: [], duration: duration,
                      frameUpdates: true, reason: reason)
        }
        let n = samples.count - 1
        let keyTimes = (0...n).map { Double($0) / Double(Swift.max(n, 1)) }
        var tracks: [LayerAnimation] = []
        // Items that come and go (a pull that starts from nothing) are layers that are hidden
        // while absent: the k-th item of every sample is the k-th layer.
        let count = samples.map(\.items.count).max() ?? 0
        var layers: [IndicatorScene.Item] = []
        for index in 0..<count {
            guard let model = samples.first(where: { $0.items.count > index })?.items[index] else { continue }
            let present = samples.map { $0.items.count > index }
            let items = samples.map { $0.items.count > index ? $0.items[index] : model }
            if let reason = structureDiffers(items) { return refuse("item \(index): \(reason)") }
            layers.append(items[0])
            if present.contains(false) {
                tracks.append(LayerAnimation(layer: index, keyPath: "hidden", keyTimes: keyTimes + [1],
                                            values: present.map { .flag(!$0) }, calculationMode: .discrete,
                                            duration: duration, repeatCount: repeats ? nil : 1, beginTime: beginTime))
            }
            // While hidden, a layer holds its neighbours' values: they are never seen.
            var filled = items
            for k in filled.indices where !present[k] {
                if let near = (0..<filled.count).filter({ present[$0] }).min(by: { abs($0 - k) < abs($1 - k) }) {
                    filled[k] = items[near]
                }
            }
            for (keyPath, values) in properties(filled) {
                guard values.contains(where: { $0 != values[0] }) else { continue }
                let interpolable = keyPath != "path" || zip(values, values.dropFirst()).allSatisfy { pair in
                    if case let (.path(a), .path(b)) = pair { return a.hasSameElements(as: b) }
                    return false
                }
                tracks.append(LayerAnimation(
                    layer: index, keyPath: keyPath, keyTimes: interpolable ? keyTimes : keyTimes + [1],
                    values: values, calculationMode: interpolable ? .linear : .discrete, duration: duration,
                    repeatCount: repeats ? nil : 1, beginTime: beginTime))
            }
        }
        return LayerPlan(phase: phase, size: size, layers: layers, animations: tracks, duration: duration,
                         frameUpdates: false)
    }

    /// Why the items of one layer cannot be one animated layer, or nil when they can.
    private static func structureDiffers(_ items: [IndicatorScene.Item]) -> String? {
        let first = items[0]
        for item in items.dropFirst() {
            switch (first.content, item.content) {
            case let (.fill(_, a), .fill(_, b)) where a == b: break
            case let (.stroke(_, a), .stroke(_, b)) where a.cap == b.cap && a.join == b.join && a.miterLimit == b.miterLimit: break
            case let (.image(a, r), .image(b, s)) where a == b && r == s: break
            default: return "its kind or style changes"
            }
            switch (first.paint, item.paint) {
            case (.solid, .solid): break
            case let (.linearGradient(a), .linearGradient(b)) where a.stops.count == b.stops.count && a.frame == b.frame: break
            default: return "its paint changes kind, or its gradient its stops or frame"
            }
            if item.clip != first.clip { return "its clip changes" }
        }
        return nil
    }

    /// The animatable properties of one layer over the samples, by key path.
    private static func properties(_ items: [IndicatorScene.Item]) -> [(String, [KeyframeValue])] {
        var out: [(String, [KeyframeValue])] = []
        switch items[0].content {
        case .fill:
            out.append(("path", items.map { if case let .fill(p, _) = $0.content { .path(p) } else { .path(.empty) } }))
        case .stroke:
            let styles = items.map { if case let .stroke(_, s) = $0.content { s } else { StrokeOptions() } }
            out.append(("path", items.map { if case let .stroke(p, _) = $0.content { .path(p) } else { .path(.empty) } }))
            out.append(("lineWidth", styles.map { .number($0.width) }))
            out.append(("strokeStart", styles.map { .number($0.trimStart) }))
            out.append(("strokeEnd", styles.map { .number($0.trimEnd) }))
        case .image:
            break
        }
        switch items[0].paint {
        case .solid:
            let key = { if case .stroke = items[0].content { "strokeColor" } else { "fillColor" } }()
            out.append((key, items.map { if case let .solid(c) = $0.paint { .color(c) } else { .color(.clear) } }))
        case .linearGradient:
            // A gradient layer masked by the shape: its own animatable properties.
            let gradients = items.map { item -> LinearGradientPaint? in
                if case let .linearGradient(g) = item.paint { g } else { nil }
            }.compactMap { $0 }
            out.append(("startPoint", gradients.map { .point($0.startPoint) }))
            out.append(("endPoint", gradients.map { .point($0.endPoint) }))
            out.append(("locations", gradients.map { .numbers($0.stops.map(\.location)) }))
            out.append(("colors", gradients.map { .colors($0.stops.map(\.color)) }))
        }
        out.append(("opacity", items.map { .number($0.opacity) }))
        out.append(("transform", items.map { .transform($0.transform) }))
        return out
    }
}
