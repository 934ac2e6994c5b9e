/// One layer's animatable properties over a run of samples, by Core Animation key path, after its
/// geometry is factored; and the keyframe tracks they become over one pass.
struct LayerProperties {
    /// How far a linear track may stray from a sample it drops, in points (geometry).
    static let geometryTolerance = 0.005
    /// The same for colours and opacity, 0…1: a quarter of an 8-bit step.
    static let colorTolerance = 0.25 / 255
    /// The same for gradient locations and points (fractions of the gradient's frame).
    static let fractionTolerance = 1e-4

    private var items: [IndicatorScene.Item]
    private var motion: LayerMotion
    /// Every property that changes over the run, with its value at each sample.
    private(set) var changing: [(keyPath: LayerProperty, values: [KeyframeValue])] = []

    init(items: [IndicatorScene.Item], motion: LayerMotion) {
        self.items = items
        self.motion = motion
        for (keyPath, values) in Self.properties(items, motion: motion)
        where values.contains(where: { $0 != values[0] }) {
            changing.append((keyPath, values))
        }
    }

    /// The layer as it stands at the reference sample (its model values).
    func model(reference: Int) -> IndicatorScene.Item {
        var item = items[reference]
        item.transform = motion.transforms[reference]
        if let path = motion.paths?[reference] {
            switch item.content {
            case let .fill(_, rule): item.content = .fill(path, rule)
            case let .stroke(_, style): item.content = .stroke(path, style)
            case .image: break
            }
        }
        return item
    }

    /// The tracks of the changing properties over `pass`, from the samples at `times`.
    ///
    /// `changeTime(keyPath, a, b)` gives when the property changes between samples `a` and `b`
    /// (the time of `b` when nothing better is known): a discrete track switches there. With
    /// `jumpsBetween` (whether the drawing declared a jump between two samples), a track is
    /// discrete when its value changes only across jumps; without it, when it looks stepwise.
    func tracks(
        layer: Int, times: [Double], reference: Int, pass: LayerPlanBuilder.Pass,
        jumpsBetween: ((Int, Int) -> Bool)? = nil, changeTime: (LayerProperty, Int, Int) -> Double
    ) -> [LayerAnimation] {
        let length = pass.end - pass.start
        guard length > 0 else { return [] }
        let inside = times.indices.filter { times[$0] >= pass.start - 1e-9 && times[$0] <= pass.end + 1e-9 }
        guard let first = inside.first, let last = inside.last else { return [] }
        var out: [LayerAnimation] = []
        for (keyPath, all) in changing {
            var t = inside.map { Swift.min(Swift.max((times[$0] - pass.start) / length, 0), 1) }
            var v = inside.map { all[$0] }
            let stepwise =
                jumpsBetween.map { jumps in
                    zip(inside, inside.dropFirst()).allSatisfy { all[$0] == all[$1] || jumps($0, $1) }
                } ?? Self.isStepwise(v)
            // Held before the run's first sample and after its last (hidden there anyway).
            let heldBefore = t[0] > 0
            if heldBefore {
                t.insert(0, at: 0)
                v.insert(all[first], at: 0)
            }
            if t[t.count - 1] < 1 {
                t.append(1)
                v.append(all[last])
            }
            let discrete =
                Self.isDiscrete(keyPath) || stepwise
                || zip(v, v.dropFirst()).contains {
                    $0.interpolated(to: $1, fraction: 0.5) == nil
                }
            var track: LayerAnimation
            if discrete {
                var keyTimes: [Double] = [0], values: [KeyframeValue] = [v[0]]
                // Samples of the run behind `v` (held ends have none).
                let sample: [Int?] = (heldBefore ? [nil] : []) + inside.map(Optional.some)
                for k in 1..<v.count where v[k] != values[values.count - 1] {
                    var at = t[k]
                    if k < sample.count, let a = sample[k - 1], let b = sample[k] {
                        at = Swift.min(Swift.max((changeTime(keyPath, a, b) - pass.start) / length, t[k - 1]), t[k])
                    }
                    keyTimes.append(at)
                    values.append(v[k])
                }
                keyTimes.append(1)
                track = LayerAnimation(
                    layer: layer, keyPath: keyPath, keyTimes: keyTimes, values: values,
                    calculationMode: .discrete, duration: length,
                    repeatCount: pass.repeats ? nil : 1, beginTime: pass.start)
            } else {
                let kept = KeyframeReducer.keep(
                    times: t, values: v, tolerance: tolerance(keyPath), extent: motion.extent)
                track = LayerAnimation(
                    layer: layer, keyPath: keyPath, keyTimes: kept.map { t[$0] },
                    values: kept.map { v[$0] }, calculationMode: .linear, duration: length,
                    repeatCount: pass.repeats ? nil : 1, beginTime: pass.start)
            }
            if keyPath == .rotationZ, pass.repeats, case let .number(a)? = track.values.first,
                case let .number(b)? = track.values.last, abs(a) < 1e-12
            {
                // A turn that does not come back to where it began carries on from where it ended.
                let turns = b / (2 * RKMath.pi)
                track.isCumulative = abs(turns - turns.rounded()) > 1e-9
            }
            out.append(track)
        }
        return out
    }

    private static func isDiscrete(_ keyPath: LayerProperty) -> Bool { keyPath == .contents }

    /// Whether the values hold and jump rather than move: they change, and no sample lies in
    /// the middle of a change (different from both neighbours) — a flip-book's frames, or a
    /// title that swaps its words. Such a track is discrete: each value shows from the first
    /// sample that has it (the compiler's refinement brackets the jump).
    static func isStepwise(_ v: [KeyframeValue]) -> Bool {
        guard v.count > 2, v.contains(where: { $0 != v[0] }) else { return false }
        for k in 1..<(v.count - 1) where v[k] != v[k - 1] && v[k] != v[k + 1] { return false }
        return true
    }

    private func tolerance(_ keyPath: LayerProperty) -> Double {
        switch keyPath {
        case .fillColor, .strokeColor, .colors, .opacity: Self.colorTolerance
        case .locations, .startPoint, .endPoint: Self.fractionTolerance
        case .rotationZ: Self.geometryTolerance / motion.extent
        case .strokeStart, .strokeEnd: Self.geometryTolerance / Swift.max(pathLength, 1)
        case .path, .transform, .lineWidth, .contents, .clip, .hidden: Self.geometryTolerance
        }
    }

    /// An upper bound of the path's length: the length of its control polygon.
    private var pathLength: Double {
        guard let points = motion.paths?.first?.controlPoints, points.count > 1 else { return 1 }
        return zip(points, points.dropFirst()).reduce(0) { sum, pair in
            let dx = pair.1.x - pair.0.x, dy = pair.1.y - pair.0.y
            return sum + (dx * dx + dy * dy).squareRoot()
        }
    }

    /// Every animatable property of the layer over the samples, by key path.
    private static func properties(
        _ items: [IndicatorScene.Item], motion: LayerMotion
    ) -> [(LayerProperty, [KeyframeValue])] {
        var out: [(LayerProperty, [KeyframeValue])] = []
        if let paths = motion.paths { out.append((.path, paths.map(KeyframeValue.path))) }
        out.append((.transform, motion.transforms.map(KeyframeValue.transform)))
        if let rotations = motion.rotations { out.append((.rotationZ, rotations.map(KeyframeValue.number))) }
        switch items[0].content {
        case .fill:
            break
        case .stroke:
            let styles = items.map { if case let .stroke(_, s) = $0.content { s } else { StrokeOptions() } }
            out.append((.lineWidth, styles.map { .number($0.width) }))
            out.append((.strokeStart, styles.map { .number($0.trimStart) }))
            out.append((.strokeEnd, styles.map { .number($0.trimEnd) }))
        case .image:
            out.append(
                (.contents, items.map { if case let .image(b, _) = $0.content { .image(b) } else { .flag(false) } }))
        }
        switch items[0].paint {
        case .solid:
            let key: LayerProperty = { if case .stroke = items[0].content { .strokeColor } else { .fillColor } }()
            out.append((key, items.map { if case let .solid(c) = $0.paint { .color(c) } else { .color(.clear) } }))
        case .linearGradient:
            let gradients = items.compactMap { item -> LinearGradientPaint? in
                if case let .linearGradient(g) = item.paint { g } else { nil }
            }
            out.append((.startPoint, gradients.map { .point($0.startPoint) }))
            out.append((.endPoint, gradients.map { .point($0.endPoint) }))
            out.append((.locations, gradients.map { .numbers($0.stops.map(\.location)) }))
            out.append((.colors, gradients.map { .colors($0.stops.map(\.color)) }))
        }
        out.append((.opacity, items.map { .number($0.opacity) }))
        if items[0].clip != nil {
            out.append((.clip, items.map { .rect($0.clip ?? Rect(x: 0, y: 0, width: 0, height: 0)) }))
        }
        return out
    }
}
