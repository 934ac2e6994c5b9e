import RefreshKitCore

extension SimulationScript {
    /// The script as `refreshkit simulate` reads it: compact JSON, one key per step, numbers as
    /// ``JSONNumber`` spells them, Swift's shortest round-trip form (so decoding gives back exactly this script).
    package var jsonText: String {
        var parts: [String] = []
        parts.append(
            "\"viewport\": {\"width\": \(JSONNumber.text(viewport.width)), \"height\": \(JSONNumber.text(viewport.height))}"
        )
        parts.append("\"contentHeight\": \(JSONNumber.text(contentHeight))")
        parts.append("\"contentInset\": \(Self.pair(contentInset.top, contentInset.bottom))")
        parts.append("\"safeArea\": \(Self.pair(safeArea.top, safeArea.bottom))")
        if let header { parts.append("\"header\": \(Self.edge(header))") }
        if let footer { parts.append("\"footer\": \(Self.edge(footer))") }
        if let c = collapsingHeader {
            parts.append(
                "\"collapsingHeader\": {\"min\": \(JSONNumber.text(c.minHeight)), \"max\": \(JSONNumber.text(c.maxHeight))}"
            )
        }
        parts.append("\"fps\": \(JSONNumber.text(fps))")
        parts.append("\"steps\": [" + steps.map(Self.step).joined(separator: ", ") + "]")
        return "{" + parts.joined(separator: ", ") + "}"
    }

    static func pair(_ top: Double, _ bottom: Double) -> String {
        "{\"top\": \(JSONNumber.text(top)), \"bottom\": \(JSONNumber.text(bottom))}"
    }

    static func edge(_ e: Edge) -> String {
        var fields = ["\"height\": \(JSONNumber.text(e.height))"]
        if let t = e.trigger { fields.append("\"trigger\": \(JSONNumber.text(t))") }
        fields.append("\"mode\": \"\(e.mode.rawValue)\"")
        fields.append("\"autoDistance\": \(JSONNumber.text(e.autoDistance))")
        if let d = e.actionDuration { fields.append("\"actionDuration\": \(JSONNumber.text(d))") }
        if e.holdsRoom { fields.append("\"holdsRoom\": true") }
        if e.fillsViewport { fields.append("\"fillsViewport\": true") }
        return "{" + fields.joined(separator: ", ") + "}"
    }

    static func step(_ s: Step) -> String {
        switch s {
        case let .drag(by, duration):
            "{\"drag\": {\"by\": \(JSONNumber.text(by)), \"duration\": \(JSONNumber.text(duration))}}"
        case let .release(v): "{\"release\": {\"velocity\": \(JSONNumber.text(v))}}"
        case let .wait(t): "{\"wait\": \(JSONNumber.text(t))}"
        case let .begin(e): "{\"begin\": \"\(e.rawValue)\"}"
        case let .beginRefreshing(e, runningAction, animated):
            "{\"begin\": {\"edge\": \"\(e.rawValue)\", \"runningAction\": \(runningAction), \"animated\": \(animated)}}"
        case let .end(e): "{\"end\": \"\(e.rawValue)\"}"
        case let .fail(e): "{\"fail\": \"\(e.rawValue)\"}"
        case let .noMoreData(flag): "{\"noMoreData\": \(flag)}"
        case let .setContentHeight(h): "{\"setContentHeight\": \(JSONNumber.text(h))}"
        case let .setContentInset(top, bottom): "{\"setContentInset\": \(pair(top, bottom))}"
        case let .setSafeArea(top, bottom): "{\"setSafeArea\": \(pair(top, bottom))}"
        }
    }
}
