extension LayerPlanCompiler {
    /// How far before and after a declared jump the compiler draws, as a fraction of the phase's
    /// span: 10⁻⁷ (a tenth of a microsecond of a one-second loop).
    static let jumpMargin = 1e-7
    /// The longest declared refreshing loop (intro included) compiled, in seconds: 60.
    package static let maximumDeclaredLoop = 60.0

    /// The plan of a drawing whose motion `timeline` declares: drawn at 0 and the end, at each
    /// key time, just before and after each jump (the switch goes there), and along each curve
    /// at ``samplesPerSecond`` (``pullSamples`` per unit for a driven phase), then refined inside
    /// the curves only. Nil when the declaration cannot be used: a refreshing timeline without
    /// a positive, finite period (or a loop longer than ``maximumDeclaredLoop``), or a start that
    /// is not finite and at least 0.
    ///
    /// - Parameters:
    ///   - phase: The phase (pulling, armed, refreshing or finishing).
    ///   - size: The container's size.
    ///   - timeline: The indicator's declaration.
    ///   - finishingDuration: The finishing animation's length, in seconds.
    ///   - scene: The drawing along the phase's clock.
    /// - Returns: The plan, or nil.
    static func declaredPlan(
        phase: LayerPlan.Phase, size: Size, timeline: IndicatorTimeline, finishingDuration: Double,
        scene: (Double) -> IndicatorScene
    ) -> LayerPlan? {
        let end: Double
        var passes: [LayerPlanBuilder.Pass]
        switch phase {
        case .refreshing:
            guard let period = timeline.period, period.isFinite, period > 0, timeline.loopStart.isFinite,
                timeline.loopStart >= 0, timeline.loopStart + period <= maximumDeclaredLoop
            else { return nil }
            end = timeline.loopStart + period
            passes = [LayerPlanBuilder.Pass(start: timeline.loopStart, end: end, repeats: true)]
            if timeline.loopStart > 0 { passes.insert(.init(start: 0, end: timeline.loopStart, repeats: false), at: 0) }
        case .finishing:
            guard finishingDuration.isFinite, finishingDuration > 0 else { return nil }
            end = finishingDuration
            passes = [LayerPlanBuilder.Pass(start: 0, end: end, repeats: false)]
        case .pulling, .armed, .collapsing:
            end = 1
            passes = [LayerPlanBuilder.Pass(start: 0, end: 1, repeats: false)]
        }
        var timeline = timeline
        if phase == .refreshing, let period = timeline.period {
            // The loop repeats: a jump one period before or after a jump in it is a jump too.
            let loop = timeline.loopStart...end
            timeline.jumps += timeline.jumps.flatMap { [$0 - period, $0 + period] }.filter { loop.contains($0) }
        }
        let samples = DeclaredSamples(
            timeline, end: end, loopStart: phase == .refreshing ? timeline.loopStart : nil,
            step: phase.isDriven ? 1 / Double(pullSamples) : 1 / samplesPerSecond,
            margin: end * jumpMargin)
        return withoutActuallyEscaping(scene) { scene in
            let builder = LayerPlanBuilder(phase: phase, size: size, scene: scene, jumps: samples.jumps)
            return refined(
                builder, times: samples.times, scenes: samples.times.map(scene), passes: passes,
                finest: samples.step / refinementSteps, refines: samples.isCurved)
        }
    }
}

/// The moments a declared timeline is drawn at, over `0...end`.
struct DeclaredSamples {
    /// The moments, increasing: 0, the end, the key times, each jump's two sides, the curves'
    /// samples (none within a jump's margin but its sides).
    private(set) var times: [Double] = []
    /// Each jump as the two moments drawn either side of it.
    private(set) var jumps: [ClosedRange<Double>] = []
    /// The curves, within the span.
    private var curves: [ClosedRange<Double>] = []
    /// The spacing of a curve's samples.
    let step: Double

    init(_ timeline: IndicatorTimeline, end: Double, loopStart: Double?, step: Double, margin: Double) {
        self.step = step
        let span = 0...end
        for jump in timeline.jumps.sorted() where jump.isFinite && span.contains(jump) {
            // Both sides inside the span: a jump at an end is drawn from just inside it.
            let lower = Swift.max(0, Swift.min(jump - margin, end - 2 * margin))
            if let last = jumps.last, lower <= last.upperBound + margin { continue }
            jumps.append(lower...(lower + 2 * margin))
        }
        func nearJump(_ t: Double) -> Bool {
            jumps.contains { t > $0.lowerBound - margin && t < $0.upperBound + margin }
        }
        var candidates: [Double] = [0, end] + timeline.keyTimes + (loopStart.map { [$0] } ?? [])
        for curve in timeline.curves {
            let lower = Swift.max(0, curve.lowerBound), upper = Swift.min(end, curve.upperBound)
            guard lower.isFinite, upper.isFinite, lower < upper else { continue }
            curves.append(lower...upper)
            let n = Swift.max(1, Int(((upper - lower) / step).rounded(.up)))
            candidates += (0...n).map { lower + (upper - lower) * Double($0) / Double(n) }
        }
        var chosen = candidates.filter { $0.isFinite && span.contains($0) && !nearJump($0) }
        for jump in jumps { chosen += [jump.lowerBound, jump.upperBound] }
        chosen.sort()
        for t in chosen where times.last.map({ t - $0 > margin / 2 }) ?? true {
            times.append(t)
        }
    }

    /// Whether the gap from `a` to `b` lies in a curve (and is not a jump's): refinement looks
    /// there only.
    func isCurved(_ a: Double, _ b: Double) -> Bool {
        let mid = (a + b) / 2
        return curves.contains { $0.contains(mid) } && !jumps.contains { a >= $0.lowerBound && b <= $0.upperBound }
    }
}
