import RefreshKitCore

extension SimulationScript {
    /// The script as `refreshkit simulate` reads it: compact JSON, one key per step, numbers in
    /// Swift's shortest round-trip form (so decoding gives back exactly this script).
    public var jsonText: String {
        var parts: [String] = []
        parts.append("\"viewport\": {\"width\": \(Self.number(viewport.width)), \"height\": \(Self.number(viewport.height))}")
        parts.append("\"contentHeight\": \(Self.number(contentHeight))")
        parts.append("\"contentInset\": \(Self.pair(contentInset.top, contentInset.bottom))")
        parts.append("\"safeArea\": \(Self.pair(safeArea.top, safeArea.bottom))")
        if let header { parts.append("\"header\": \(Self.edge(header))") }
        if let footer { parts.append("\"footer\": \(Self.edge(footer))") }
        if let c = collapsingHeader {
            parts.append("\"collapsingHeader\": {\"min\": \(Self.number(c.minHeight)), \"max\": \(Self.number(c.maxHeight))}")
        }
        parts.append("\"fps\": \(Self.number(fps))")
        parts.append("\"steps\": [" + steps.map(Self.step).joined(separator: ", ") + "]")
        return "{" + parts.joined(separator: ", ") + "}"
    }

    static func number(_ x: Double) -> String {
        if x == x.rounded(), abs(x) < 9_007_199_254_740_992 { return String(Int64(x)) }
        return "\(x)"
    }

    static func pair(_ top: Double, _ bottom: Double) -> String {
        "{\"top\": \(number(top)), \"bottom\": \(number(bottom))}"
    }

    static func edge(_ e: Edge) -> String {
        var fields = ["\"height\": \(number(e.height))"]
        if let t = e.trigger { fields.append("\"trigger\": \(number(t))") }
        fields.append("\"mode\": \"\(e.mode.rawValue)\"")
        fields.append("\"autoDistance\": \(number(e.autoDistance))")
        if let d = e.actionDuration { fields.append("\"actionDuration\": \(number(d))") }
        return "{" + fields.joined(separator: ", ") + "}"
    }

    static func step(_ s: Step) -> String {
        switch s {
        case let .drag(by, duration): "{\"drag\": {\"by\": \(number(by)), \"duration\": \(number(duration))}}"
        case let .release(v): "{\"release\": {\"velocity\": \(number(v))}}"
        case let .wait(t): "{\"wait\": \(number(t))}"
        case let .begin(e): "{\"begin\": \"\(e.rawValue)\"}"
        case let .end(e): "{\"end\": \"\(e.rawValue)\"}"
        case let .noMoreData(flag): "{\"noMoreData\": \(flag)}"
        case let .setContentHeight(h): "{\"setContentHeight\": \(number(h))}"
        case let .setContentInset(top, bottom): "{\"setContentInset\": \(pair(top, bottom))}"
        case let .setSafeArea(top, bottom): "{\"setSafeArea\": \(pair(top, bottom))}"
        }
    }
}
