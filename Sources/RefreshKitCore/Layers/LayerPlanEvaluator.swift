/// What Core Animation shows of a ``LayerPlan`` at a time: every layer's properties set from its
/// tracks by Core Animation's rules (see ``LayerAnimation/value(at:)``), `strokeStart` and
/// `strokeEnd` clamped to 0…1, a `transform.rotation.z` turning the layer's content about its
/// origin inside its `transform`, as an ``IndicatorScene`` that the renderers draw. A test that
/// rasterizes this beside the indicator's own scene proves the plan.
package enum LayerPlanEvaluator {
    /// The scene the plan shows `time` after it began (seconds for a loop, progress for a pull),
    /// `clock` seconds after the state began (for the tracks that play on it).
    ///
    /// - Parameters:
    ///   - plan: The plan.
    ///   - time: Seconds since the tracks began, or the pull progress.
    ///   - clock: For a driven plan's ``LayerAnimation/runsOnClock`` tracks, seconds since the
    ///     state began; 0 by default.
    /// - Returns: The layers as scene items, back to front.
    package static func scene(_ plan: LayerPlan, at time: Double, clock: Double = 0) -> IndicatorScene {
        // Each layer's turn and whether it is hidden, in scratch space on the stack: refinement
        // evaluates a plan at every gap it checks.
        withUnsafeTemporaryAllocation(of: Double.self, capacity: plan.layers.count) { rotation in
            withUnsafeTemporaryAllocation(of: Bool.self, capacity: plan.layers.count) { hidden in
                rotation.initialize(repeating: 0)
                hidden.initialize(repeating: false)
                return scene(plan, at: time, clock: clock, rotation: rotation, hidden: hidden)
            }
        }
    }

    private static func scene(
        _ plan: LayerPlan, at time: Double, clock: Double, rotation: UnsafeMutableBufferPointer<Double>,
        hidden: UnsafeMutableBufferPointer<Bool>
    ) -> IndicatorScene {
        var items = plan.layers
        // Tracks that have begun, earliest first, so a later one (a loop after its intro) wins.
        // A compiled plan lists them in that order already: then they are read in place.
        func play(_ track: LayerAnimation) {
            let time = track.runsOnClock ? clock : time
            guard track.beginTime <= time, items.indices.contains(track.layer),
                let value = track.value(at: time)
            else { return }
            if track.keyPath == .hidden, case let .flag(flag) = value {
                hidden[track.layer] = flag
            } else if track.keyPath == .rotationZ, case let .number(angle) = value {
                rotation[track.layer] = angle
            } else {
                apply(value, keyPath: track.keyPath, to: &items[track.layer])
            }
        }
        let animations = plan.animations
        if animations.indices.dropFirst().allSatisfy({ animations[$0 - 1].beginTime <= animations[$0].beginTime }) {
            for index in animations.indices { play(animations[index]) }
        } else {
            for track in animations.sorted(by: { $0.beginTime < $1.beginTime }) { play(track) }
        }
        // A rotation turns the layer's content about its own origin, inside its transform (the
        // adapter puts it on a sublayer whose model transform is the identity).
        for index in items.indices where rotation[index] != 0 {
            items[index].transform = Transform.rotation(rotation[index]).concatenating(items[index].transform)
        }
        guard hidden.contains(true) else { return IndicatorScene(size: plan.size, items: items) }
        return IndicatorScene(size: plan.size, items: items.indices.filter { !hidden[$0] }.map { items[$0] })
    }

    /// Sets the property `keyPath` of `item` to `value` (a value of another kind is ignored).
    static func apply(_ value: KeyframeValue, keyPath: LayerProperty, to item: inout IndicatorScene.Item) {
        switch keyPath {
        case .path:
            guard case let .path(path) = value else { return }
            switch item.content {
            case let .fill(_, rule): item.content = .fill(path, rule)
            case let .stroke(_, style): item.content = .stroke(path, style)
            case .image: break
            }
        case .fillColor, .strokeColor:
            guard case let .color(color) = value else { return }
            item.paint = .solid(color)
        case .startPoint, .endPoint:
            guard case let .point(p) = value, case var .linearGradient(g) = item.paint else { return }
            if keyPath == .startPoint { g.startPoint = p } else { g.endPoint = p }
            item.paint = .linearGradient(g)
        case .locations:
            guard case let .numbers(xs) = value, case var .linearGradient(g) = item.paint, xs.count == g.stops.count
            else { return }
            for i in g.stops.indices { g.stops[i].location = xs[i] }
            item.paint = .linearGradient(g)
        case .colors:
            guard case let .colors(cs) = value, case var .linearGradient(g) = item.paint, cs.count == g.stops.count
            else { return }
            for i in g.stops.indices { g.stops[i].color = cs[i] }
            item.paint = .linearGradient(g)
        case .contents:
            guard case let .image(bitmap) = value, case let .image(_, rect) = item.content else { return }
            item.content = .image(bitmap, rect)
        case .clip:
            guard case let .rect(rect) = value else { return }
            item.clip = rect
        case .opacity:
            guard case let .number(x) = value else { return }
            item.opacity = x
        case .transform:
            guard case let .transform(t) = value else { return }
            item.transform = t
        case .lineWidth, .strokeStart, .strokeEnd:
            guard case let .number(x) = value, case let .stroke(path, style) = item.content else { return }
            var s = style
            switch keyPath {
            case .lineWidth: s.width = x
            case .strokeStart: s.trimStart = Swift.min(Swift.max(x, 0), 1)
            default: s.trimEnd = Swift.min(Swift.max(x, 0), 1)
            }
            item.content = .stroke(path, s)
        case .rotationZ, .hidden:
            // Applied by ``scene(_:at:)`` after every track: a turn inside the transform, a hidden layer left out.
            break
        }
    }
}
