/// Builds a ``LayerPlan`` from samples of a drawing: runs of samples with the same items become
/// layers shown only during their run (a discrete `hidden` track), each layer's geometry is
/// factored (``LayerMotion``), and every property that changes becomes a keyframe track —
/// linear with only the keyframes its motion needs (``KeyframeReducer``), or discrete.
struct LayerPlanBuilder {
    /// One pass of the plan's tracks: a single pass, an intro, or a loop repeated for ever.
    struct Pass {
        var start: Double
        var end: Double
        var repeats: Bool
    }

    /// The most runs of different items a plan holds before it gives up on keyframes.
    static let maximumRuns = 16
    /// Halvings of the gap between two samples when finding where the items change.
    static let boundarySteps = 12

    var phase: LayerPlan.Phase
    var size: Size
    /// The drawing at a time, for finding where the items change between samples.
    var scene: (Double) -> IndicatorScene
    /// The declared jumps, each as the two moments sampled either side of it, or nil when the
    /// drawing declared nothing. When given, the drawing changes its items and jumps only there:
    /// a change between two samples happens halfway (no bisection), and a value is discrete
    /// exactly when it changes only across jumps.
    var jumps: [ClosedRange<Double>]?
    /// Whether a new run of layers starts at every declared jump even where the items stay the
    /// same: a driven plan whose parts move on the state's clock differently either side of a jump
    /// gives each side layers of its own (``LayerPlanCompiler/clockedPlan(phase:size:timeline:clock:finishingDuration:scene:)``).
    var splitsAtJumps = false

    init(
        phase: LayerPlan.Phase, size: Size, scene: @escaping (Double) -> IndicatorScene,
        jumps: [ClosedRange<Double>]? = nil, splitsAtJumps: Bool = false
    ) {
        self.phase = phase
        self.size = size
        self.scene = scene
        self.jumps = jumps
        self.splitsAtJumps = splitsAtJumps
    }

    /// The runs ``build(times:scenes:passes:)`` makes layers of, from the same samples.
    func runs(times: [Double], scenes: [IndicatorScene]) -> [Run] {
        Self.runs(times: times, scenes: scenes, splits: splitsAtJumps ? jumps ?? [] : [])
    }

    /// The plan from `samples` (increasing times covering every pass) for `passes`: one pass, or
    /// an intro played once and a loop that repeats from its end.
    func build(times: [Double], scenes: [IndicatorScene], passes: [Pass]) -> LayerPlan {
        let duration = passes.last.map { $0.end - $0.start } ?? 0
        var runs = self.runs(times: times, scenes: scenes)
        guard runs.count <= Self.maximumRuns else {
            return LayerPlan(
                phase: phase, size: size, layers: scenes.first?.items ?? [], animations: [],
                duration: duration, frameUpdates: true,
                reason: "its items change \(runs.count - 1) times (more than \(Self.maximumRuns - 1))")
        }
        if jumps == nil { refineBoundaries(&runs) }
        let loopStart = passes.last(where: \.repeats)?.start
        var layers: [IndicatorScene.Item] = []
        var tracks: [LayerAnimation] = []
        for (r, run) in runs.enumerated() {
            let visible = visibility(of: r, in: runs)
            let reference = loopStart.flatMap { s in run.times.firstIndex { $0 >= s - 1e-9 } } ?? 0
            for index in run.scenes[0].items.indices {
                let layer = layers.count
                let items = run.scenes.map { $0.items[index] }
                let motion = LayerMotion(items, reference: reference)
                let properties = LayerProperties(items: items, motion: motion)
                layers.append(properties.model(reference: reference))
                for pass in passes {
                    let (from, to) = (
                        Swift.max(visible.lowerBound, pass.start), Swift.min(visible.upperBound, pass.end)
                    )
                    if let hidden = hiddenTrack(layer: layer, visible: from..<to, pass: pass) {
                        tracks.append(hidden)
                    }
                    guard from < to || (from == to && to == pass.end) else { continue }
                    let jumpsBetween = jumps.map { jumps in
                        { (a: Int, b: Int) in
                            jumps.contains { run.times[a] >= $0.lowerBound && run.times[b] <= $0.upperBound }
                        }
                    }
                    tracks += properties.tracks(
                        layer: layer, times: run.times, reference: reference, pass: pass,
                        jumpsBetween: jumpsBetween
                    ) { key, a, b in
                        jumps == nil
                            ? changeTime(
                                of: key, item: index, structure: run.structure, from: (run.times[a], items[a]),
                                to: run.times[b])
                            : (run.times[a] + run.times[b]) / 2
                    }
                }
            }
        }
        return LayerPlan(
            phase: phase, size: size, layers: layers, animations: tracks, duration: duration,
            frameUpdates: false)
    }

    /// A run of consecutive samples with the same items.
    struct Run {
        var times: [Double]
        var scenes: [IndicatorScene]
        var structure: [ItemStructure]
    }

    /// Runs of consecutive samples with the same items, a new one also wherever two samples lie
    /// either side of one of `splits`.
    static func runs(times: [Double], scenes: [IndicatorScene], splits: [ClosedRange<Double>] = []) -> [Run] {
        var runs: [Run] = []
        for (t, s) in zip(times, scenes) {
            // By index, not `runs.last`: a copy of the run would make each append copy its arrays.
            if let r = runs.indices.last, ItemStructure.scene(s, has: runs[r].structure),
                !splits.contains(where: {
                    runs[r].times[runs[r].times.count - 1] <= $0.lowerBound && t >= $0.upperBound
                })
            {
                runs[r].times.append(t)
                runs[r].scenes.append(s)
            } else {
                runs.append(Run(times: [t], scenes: [s], structure: ItemStructure.of(s)))
            }
        }
        return runs
    }

    /// Moves each boundary between runs to where the items really change (halving the gap
    /// between the samples either side), the samples there joining their runs.
    private func refineBoundaries(_ runs: inout [Run]) {
        guard runs.count > 1 else { return }
        for r in 0..<(runs.count - 1) {
            guard var lo = runs[r].times.last, var hi = runs[r + 1].times.first else { continue }
            var loScene: IndicatorScene?, hiScene: IndicatorScene?
            for _ in 0..<Self.boundarySteps {
                let mid = (lo + hi) / 2
                let s = scene(mid)
                if ItemStructure.scene(s, has: runs[r].structure) {
                    lo = mid
                    loScene = s
                } else if ItemStructure.scene(s, has: runs[r + 1].structure) {
                    hi = mid
                    hiScene = s
                } else {
                    break
                }
            }
            if let loScene {
                runs[r].times.append(lo)
                runs[r].scenes.append(loScene)
            }
            if let hiScene {
                runs[r + 1].times.insert(hi, at: 0)
                runs[r + 1].scenes.insert(hiScene, at: 0)
            }
        }
    }

    /// When the property `keyPath` of item `item` stops being what it was at `from`, before
    /// `to`: the gap halved ``boundarySteps`` times, comparing what the property is drawn from.
    private func changeTime(
        of keyPath: LayerProperty, item: Int, structure: [ItemStructure],
        from: (time: Double, item: IndicatorScene.Item), to: Double
    ) -> Double {
        var lo = from.time, hi = to
        for _ in 0..<Self.boundarySteps {
            let mid = (lo + hi) / 2
            let drawn = scene(mid)
            guard ItemStructure.scene(drawn, has: structure),
                Self.source(of: keyPath, drawn.items[item]) == Self.source(of: keyPath, from.item)
            else {
                hi = mid
                continue
            }
            lo = mid
        }
        return hi
    }

    /// What the property `keyPath` of a layer is drawn from in an item: its geometry, paint,
    /// opacity, stroke style or clip.
    private static func source(of keyPath: LayerProperty, _ item: IndicatorScene.Item) -> AnyHashable {
        switch keyPath {
        case .path, .transform, .rotationZ, .contents:
            switch item.content {
            case let .fill(path, _): return AnyHashable([AnyHashable(path), AnyHashable(item.transform)])
            case let .stroke(path, _): return AnyHashable([AnyHashable(path), AnyHashable(item.transform)])
            case let .image(bitmap, _): return AnyHashable([AnyHashable(bitmap), AnyHashable(item.transform)])
            }
        case .lineWidth, .strokeStart, .strokeEnd:
            if case let .stroke(_, style) = item.content { return AnyHashable(style) }
            return AnyHashable(0)
        case .opacity, .hidden: return AnyHashable(item.opacity)
        case .clip: return AnyHashable(item.clip)
        case .fillColor, .strokeColor, .startPoint, .endPoint, .locations, .colors: return AnyHashable(item.paint)
        }
    }

    /// Where the layers of run `r` show: from where the items change before it to where they
    /// change after it. Declared jumps are halfway between the samples either side; found ones
    /// at the first sample of the next run.
    func visibility(of r: Int, in runs: [Run]) -> Range<Double> {
        let run = runs[r]
        let from =
            r == 0 ? -Double.infinity : jumps == nil ? run.times[0] : (runs[r - 1].times.last! + run.times[0]) / 2
        let to =
            r + 1 < runs.count
            ? (jumps == nil ? runs[r + 1].times[0] : (run.times.last! + runs[r + 1].times[0]) / 2) : .infinity
        return from..<to
    }

    /// The `hidden` track of a layer visible over `visible` during `pass`, or nil when it shows
    /// for the whole pass.
    func hiddenTrack(layer: Int, visible: Range<Double>, pass: Pass) -> LayerAnimation? {
        let length = pass.end - pass.start
        guard length > 0 else { return nil }
        if visible.lowerBound <= pass.start && visible.upperBound >= pass.end { return nil }
        var keyTimes: [Double] = [0], values: [KeyframeValue] = []
        if visible.lowerBound >= visible.upperBound {
            values = [.flag(true)]
        } else {
            if visible.lowerBound > pass.start {
                values.append(.flag(true))
                keyTimes.append((visible.lowerBound - pass.start) / length)
            }
            values.append(.flag(false))
            if visible.upperBound < pass.end {
                keyTimes.append((visible.upperBound - pass.start) / length)
                values.append(.flag(true))
            }
        }
        keyTimes.append(1)
        return LayerAnimation(
            layer: layer, keyPath: .hidden, keyTimes: keyTimes, values: values,
            calculationMode: .discrete, duration: length, repeatCount: pass.repeats ? nil : 1,
            beginTime: pass.start)
    }
}
