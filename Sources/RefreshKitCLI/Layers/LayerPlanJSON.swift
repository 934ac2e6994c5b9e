import RefreshKitCore
import RefreshKitRender

/// The JSON text of a ``LayerPlan`` as `refreshkit layers` prints it:
/// `{"style", "state", "frameUpdates", "reason"?, "duration", "layers": […], "animations":
/// [{"layer", "keyPath", "keyTimes", "values", "calculationMode", "duration", "repeatCount",
/// "beginTime", "cumulative", "clock"}…]}`, `repeatCount` the string `"infinity"` for loops, `clock` true
/// for a pull or armed plan's track that plays on the state's own clock. Colours are `#RRGGBBAA`,
/// paths SVG path data, transforms `[a, b, c, d, tx, ty]`; numbers as ``JSONNumber`` spells them.
enum LayerPlanJSON {
    /// The whole document, ending with a newline.
    static func encode(_ plan: LayerPlan, style: String, state: String) -> String {
        var members: [(String, String)] = [
            ("style", style.jsonQuoted), ("state", state.jsonQuoted),
            ("frameUpdates", plan.frameUpdates ? "true" : "false"),
        ]
        if let reason = plan.reason { members.append(("reason", reason.jsonQuoted)) }
        members.append(("duration", JSONNumber.text(plan.duration)))
        members.append(("layers", list(plan.layers.enumerated().map { layer($1, index: $0) })))
        var keyTimes = RecentTexts<[Double]>(), values = RecentTexts<[KeyframeValue]>()
        members.append(
            ("animations", list(plan.animations.map { animation($0, keyTimes: &keyTimes, values: &values) })))
        return JSONWriter.document(members)
    }

    private static func layer(_ item: IndicatorScene.Item, index: Int) -> String {
        var m: [(String, String)] = [("index", "\(index)")]
        switch item.content {
        case let .fill(path, rule):
            m += [
                ("type", "\"shape\""), ("path", quoted(path)),
                ("fillRule", (rule == .evenOdd ? "evenOdd" : "nonZero").jsonQuoted),
            ]
            m += paint(item.paint, key: "fillColor")
        case let .stroke(path, style):
            m += [
                ("type", "\"shape\""), ("path", quoted(path)),
                ("lineWidth", JSONNumber.text(style.width)), ("lineCap", style.cap.rawValue.jsonQuoted),
                ("lineJoin", style.join.rawValue.jsonQuoted), ("miterLimit", JSONNumber.text(style.miterLimit)),
                ("strokeStart", JSONNumber.text(style.trimStart)), ("strokeEnd", JSONNumber.text(style.trimEnd)),
            ]
            m += paint(item.paint, key: "strokeColor")
        case let .image(bitmap, rect):
            m += [("type", "\"image\""), ("pixels", "[\(bitmap.width), \(bitmap.height)]"), ("frame", rectangle(rect))]
        }
        m += [
            ("opacity", JSONNumber.text(item.opacity)), ("transform", transform(item.transform)),
            ("clip", item.clip.map(rectangle) ?? "null"),
        ]
        return object(m)
    }

    private static func paint(_ paint: Paint, key: String) -> [(String, String)] {
        switch paint {
        case let .solid(color):
            return [(key, color.hexString.jsonQuoted)]
        case let .linearGradient(g):
            let stops = list(
                g.stops.map {
                    object([
                        ("location", JSONNumber.text($0.location)),
                        ("color", $0.color.hexString.jsonQuoted),
                    ])
                })
            return [
                (
                    "gradient",
                    object([
                        ("startPoint", point(g.startPoint)), ("endPoint", point(g.endPoint)),
                        ("stops", stops), ("frame", g.frame.map(rectangle) ?? "null"),
                    ])
                )
            ]
        }
    }

    private static func animation(
        _ a: LayerAnimation, keyTimes: inout RecentTexts<[Double]>, values: inout RecentTexts<[KeyframeValue]>
    ) -> String {
        object([
            ("layer", "\(a.layer)"), ("keyPath", a.keyPath.rawValue.jsonQuoted),
            ("keyTimes", keyTimes.text(for: a.keyTimes, write: numbers)),
            ("values", values.text(for: a.values, write: Self.values)),
            ("calculationMode", a.calculationMode.rawValue.jsonQuoted), ("duration", JSONNumber.text(a.duration)),
            ("repeatCount", a.repeatCount.map(JSONNumber.text) ?? "\"infinity\""),
            ("beginTime", JSONNumber.text(a.beginTime)), ("cumulative", a.isCumulative ? "true" : "false"),
            ("clock", a.runsOnClock ? "true" : "false"),
        ])
    }

    /// `[x, y, …]`, each number written straight into the list (keyframe lists run to hundreds).
    private static func numbers(_ xs: [Double]) -> String {
        listed(xs) { x, text in JSONNumber.write(x, to: &text) }
    }

    /// A track's values as a list, numbers written straight into it.
    private static func values(_ vs: [KeyframeValue]) -> String {
        listed(vs) { v, text in
            if case let .number(x) = v { JSONNumber.write(x, to: &text) } else { text += value(v) }
        }
    }

    /// `[a, b, …]`, each element appended by `write` into the one string.
    private static func listed<Element>(_ elements: [Element], write: (Element, inout String) -> Void) -> String {
        var text = "["
        text.reserveCapacity(2 + elements.count * 20)
        for (k, element) in elements.enumerated() {
            if k > 0 { text += ", " }
            write(element, &text)
        }
        return text + "]"
    }

    private static func value(_ v: KeyframeValue) -> String {
        switch v {
        case let .number(x): JSONNumber.text(x)
        case let .color(c): c.hexString.jsonQuoted
        case let .path(p): quoted(p)
        case let .transform(t): transform(t)
        case let .flag(f): f ? "true" : "false"
        case let .point(p): point(p)
        case let .numbers(xs): numbers(xs)
        case let .colors(cs): "[" + JSONWriter.joined(cs.map { $0.hexString.jsonQuoted }, separator: ", ") + "]"
        case let .rect(r): rectangle(r)
        case let .image(b): object([("pixels", "[\(b.width), \(b.height)]"), ("fnv1a", fingerprint(b).jsonQuoted)])
        }
    }

    /// The FNV-1a hash of an image's pixels, 16 hex digits: which frame a `contents` keyframe shows.
    private static func fingerprint(_ bitmap: Bitmap) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in bitmap.pixels {
            hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3
        }
        let text = String(hash, radix: 16)
        return String(repeating: "0", count: 16 - text.count) + text
    }

    /// Path data as a JSON string. Path data is ASCII letters, digits, spaces, points and minus
    /// signs only (``SVGWriter/pathData(_:)``): nothing in it needs escaping, so the kilobytes of
    /// a title's outline are not scanned for it.
    private static func quoted(_ path: VectorPath) -> String { "\"" + SVGWriter.pathData(path) + "\"" }

    private static func transform(_ t: Transform) -> String { numbers([t.a, t.b, t.c, t.d, t.tx, t.ty]) }
    private static func point(_ p: Point) -> String { numbers([p.x, p.y]) }
    private static func rectangle(_ r: Rect) -> String {
        numbers([r.origin.x, r.origin.y, r.size.width, r.size.height])
    }
    private static func object(_ members: [(String, String)]) -> String { JSONWriter.object(members) }
    private static func list(_ items: [String]) -> String { JSONWriter.list(items) }
}

extension RGBAColor {
    /// `#RRGGBBAA`, each channel rounded to 8 bits.
    var hexString: String {
        func byte(_ x: Double) -> String {
            let v = Int((Swift.min(Swift.max(x.isFinite ? x : 0, 0), 1) * 255).rounded())
            let h = String(v, radix: 16, uppercase: true)
            return h.count == 1 ? "0" + h : h
        }
        return "#" + byte(red) + byte(green) + byte(blue) + byte(alpha)
    }
}
