/// What Core Animation shows of a ``LayerPlan`` at a time: every layer's properties set from its
/// tracks by Core Animation's rules (see ``LayerAnimation/value(at:)``), `strokeStart` and
/// `strokeEnd` clamped to 0…1, a `transform.rotation.z` turning the layer's content about its
/// origin inside its `transform`, as an ``IndicatorScene`` that the renderers draw. A test that
/// rasterizes this beside the indicator's own scene proves the plan.
public enum LayerPlanEvaluator {
    /// The scene the plan shows `time` after it began (seconds for a loop, progress for a pull).
    ///
    /// - Parameters:
    ///   - plan: The plan.
    ///   - time: Seconds since the tracks began, or the pull progress.
    /// - Returns: The layers as scene items, back to front.
    public static func scene(_ plan: LayerPlan, at time: Double) -> IndicatorScene {
        var items = plan.layers
        var hidden = [Bool](repeating: false, count: items.count)
        var rotation = [Double](repeating: 0, count: items.count)
        // Tracks that have begun, earliest first, so a later one (a loop after its intro) wins.
        let begun = plan.animations.filter { $0.beginTime <= time }.sorted { $0.beginTime < $1.beginTime }
        for track in begun where items.indices.contains(track.layer) {
            guard let value = track.value(at: time) else { continue }
            if track.keyPath == "hidden", case let .flag(flag) = value {
                hidden[track.layer] = flag
                continue
            }
            if track.keyPath == "transform.rotation.z", case let .number(angle) = value {
                rotation[track.layer] = angle
                continue
            }
            apply(value, keyPath: track.keyPath, to: &items[track.layer])
        }
        // A rotation turns the layer's content about its own origin, inside its transform (the
        // adapter puts it on a sublayer whose model transform is the identity).
        for index in items.indices where rotation[index] != 0 {
            items[index].transform = Transform.rotation(rotation[index]).concatenating(items[index].transform)
        }
        let shown = zip(items, hidden).filter { !$0.1 }.map(\.0)
        return IndicatorScene(size: plan.size, items: shown)
    }

    /// Sets the property `keyPath` of `item` to `value` (a value of another kind is ignored).
    static func apply(_ value: KeyframeValue, keyPath: String, to item: inout IndicatorScene.Item) {
        switch (keyPath, value) {
        case let ("path", .path(path)):
            switch item.content {
            case let .fill(_, rule): item.content = .fill(path, rule)
            case let .stroke(_, style): item.content = .stroke(path, style)
            case .image: break
            }
        case let ("fillColor", .color(color)), let ("strokeColor", .color(color)):
            item.paint = .solid(color)
        case let ("startPoint", .point(p)), let ("endPoint", .point(p)):
            guard case var .linearGradient(g) = item.paint else { return }
            if keyPath == "startPoint" { g.startPoint = p } else { g.endPoint = p }
            item.paint = .linearGradient(g)
        case let ("locations", .numbers(xs)):
            guard case var .linearGradient(g) = item.paint, xs.count == g.stops.count else { return }
            for i in g.stops.indices { g.stops[i].location = xs[i] }
            item.paint = .linearGradient(g)
        case let ("colors", .colors(cs)):
            guard case var .linearGradient(g) = item.paint, cs.count == g.stops.count else { return }
            for i in g.stops.indices { g.stops[i].color = cs[i] }
            item.paint = .linearGradient(g)
        case let ("contents", .image(bitmap)):
            if case let .image(_, rect) = item.content { item.content = .image(bitmap, rect) }
        case let ("clip", .rect(rect)):
            item.clip = rect
        case let ("opacity", .number(x)):
            item.opacity = x
        case let ("transform", .transform(t)):
            item.transform = t
        case let (key, .number(x)) where key == "lineWidth" || key == "strokeStart" || key == "strokeEnd":
            guard case let .stroke(path, style) = item.content else { return }
            var s = style
            switch key {
            case "lineWidth": s.width = x
            case "strokeStart": s.trimStart = Swift.min(Swift.max(x, 0), 1)
            default: s.trimEnd = Swift.min(Swift.max(x, 0), 1)
            }
            item.content = .stroke(path, s)
        default:
            break
        }
    }
}
