import RefreshKitCore
import RefreshKitSimulation

/// Reads a gesture script from JSON text into a validated ``SimulationScript``.
///
/// Strict by design, because other programs write these scripts: an unknown key anywhere
/// (a typo such as `"contentHieght"`) is an error that names it, as are a key given twice, a
/// value of the wrong kind, and a number that is not finite or exceeds
/// ``JSONObjectReader/maximumMagnitude``. `null` counts as absent. Every error is a
/// ``SimulationError`` whose path points into the script (`steps[3].drag.duration`) and whose
/// message quotes the value as written and says what to pass instead.
public enum ScriptDecoder {
    /// The top-level keys, in the order the README documents them.
    public static let topLevelKeys = ["viewport", "contentHeight", "contentInset", "safeArea", "header",
                                      "footer", "actionDuration", "collapsingHeader", "fps", "steps"]
    /// The keys of a `header` or `footer` object.
    public static let edgeKeys = ["height", "trigger", "mode", "autoDistance", "actionDuration"]

    /// Parses `bytes` (UTF-8 JSON) and decodes the script, or throws the first problem.
    public static func decode(_ bytes: [UInt8]) throws(SimulationError) -> SimulationScript {
        try decode(JSONParser.parse(bytes))
    }

    /// Decodes and validates a script from parsed JSON.
    static func decode(_ json: JSONValue) throws(SimulationError) -> SimulationScript {
        let root = try JSONObjectReader(json, at: "", allowed: topLevelKeys,
                                        expected: "the script to be a JSON object with \"viewport\", \"contentHeight\" and \"steps\"")
        let viewport = try JSONObjectReader(
            root.required("viewport", hint: "add \"viewport\": {\"width\": 390, \"height\": 844}"),
            at: "viewport", allowed: ["width", "height"], expected: "an object {\"width\": points, \"height\": points}")
        let size = Size(width: try viewport.requiredNumber("width", .positive, hint: "add the width in points"),
                        height: try viewport.requiredNumber("height", .positive, hint: "add the height in points"))
        let contentHeight = try root.requiredNumber("contentHeight", .nonNegative,
                                                    hint: "add the content's height in points, e.g. \"contentHeight\": 2000")
        let contentInset = try insets(root, "contentInset", .any)
        let safeArea = try insets(root, "safeArea", .nonNegative)
        var header = try edge(root, "header")
        var footer = try edge(root, "footer")
        try applyActionDurations(root, header: &header, footer: &footer)
        let collapsing = try collapsingHeader(root)
        let fps = try root.number("fps", .positive, default: SimulationScript.defaultFPS)
        if fps > SimulationScript.maximumFPS, case let .number(_, literal)? = root.value("fps") {
            throw SimulationError(path: "fps", message: "\(literal) is too high; pass at most \(Int(SimulationScript.maximumFPS))")
        }
        let stepsValue = try root.required("steps", hint: "add an array of steps, e.g. \"steps\": [{\"drag\": {\"by\": 200, \"duration\": 0.5}}]")
        guard case let .array(stepValues) = stepsValue else {
            throw SimulationError(path: "steps", message: "expected an array of steps, found \(JSONObjectReader.describe(stepsValue))")
        }
        var steps: [SimulationScript.Step] = []
        steps.reserveCapacity(stepValues.count)
        for (index, value) in stepValues.enumerated() {
            steps.append(try step(value, at: "steps[\(index)]"))
        }
        let script = SimulationScript(viewport: size, contentHeight: contentHeight, contentInset: contentInset,
                                      safeArea: safeArea, header: header, footer: footer,
                                      collapsingHeader: collapsing, fps: fps, steps: steps)
        try SimulationError.typed { try script.validate() }
        return script
    }

    // MARK: Parts

    /// `{top, bottom}`, each optional (0).
    private static func insets(_ root: JSONObjectReader, _ key: String,
                               _ rule: JSONObjectReader.Rule) throws(SimulationError) -> Insets {
        guard let value = root.value(key) else { return .zero }
        let object = try JSONObjectReader(value, at: key, allowed: ["top", "bottom"],
                                          expected: "an object {\"top\": points, \"bottom\": points}")
        return Insets(top: try object.number("top", rule, default: 0),
                          bottom: try object.number("bottom", rule, default: 0))
    }

    /// A `header` or `footer` object; every member optional.
    private static func edge(_ root: JSONObjectReader, _ key: String) throws(SimulationError) -> SimulationScript.Edge? {
        guard let value = root.value(key) else { return nil }
        let object = try JSONObjectReader(value, at: key, allowed: edgeKeys,
                                          expected: "an object {\"height\", \"trigger\", \"mode\", \"autoDistance\", \"actionDuration\"} (all optional)")
        var edge = SimulationScript.Edge()
        edge.height = try object.number("height", .positive, default: RefreshConfiguration.defaultHeight)
        edge.trigger = try object.number("trigger", .positive)
        if let mode = object.value("mode") {
            let name = try JSONObjectReader.string(mode, at: object.path("mode"), expected: "\"pull\" or \"auto\"")
            guard let parsed = RefreshConfiguration.Mode(rawValue: name) else {
                throw SimulationError(path: object.path("mode"), message: "unknown mode \(name.jsonQuoted); pass \"pull\" or \"auto\"")
            }
            edge.mode = parsed
        }
        edge.autoDistance = try object.number("autoDistance", .nonNegative,
                                              default: RefreshConfiguration.defaultAutoTriggerDistance)
        edge.actionDuration = try object.number("actionDuration", .nonNegative)
        return edge
    }

    /// The top-level `"actionDuration": {"header": s, "footer": s}`, the same as each edge's own
    /// `actionDuration`; giving both for one edge is an error.
    private static func applyActionDurations(_ root: JSONObjectReader, header: inout SimulationScript.Edge?,
                                             footer: inout SimulationScript.Edge?) throws(SimulationError) {
        guard let value = root.value("actionDuration") else { return }
        let object = try JSONObjectReader(value, at: "actionDuration", allowed: ["header", "footer"],
                                          expected: "an object {\"header\": seconds, \"footer\": seconds}")
        for name in ["header", "footer"] {
            guard let seconds = try object.number(name, .nonNegative) else { continue }
            let path = object.path(name)
            let current = name == "header" ? header : footer
            guard var edge = current else {
                throw SimulationError(path: path, message: "the script has no \(name); add a \"\(name)\" object")
            }
            if edge.actionDuration != nil {
                throw SimulationError(path: path, message: "also given as \(name).actionDuration; give it in one place")
            }
            edge.actionDuration = seconds
            if name == "header" { header = edge } else { footer = edge }
        }
    }

    /// `collapsingHeader` `{min, max}`, defaults 44 and 88.
    private static func collapsingHeader(_ root: JSONObjectReader) throws(SimulationError) -> CollapsingHeaderController.Configuration? {
        guard let value = root.value("collapsingHeader") else { return nil }
        let object = try JSONObjectReader(value, at: "collapsingHeader", allowed: ["min", "max"],
                                          expected: "an object {\"min\": points, \"max\": points}")
        typealias C = CollapsingHeaderController.Configuration
        let min = try object.number("min", .nonNegative, default: C.defaultMinHeight)
        let max = try object.number("max", .positive, default: C.defaultMaxHeight)
        if min > max {
            throw SimulationError(path: "collapsingHeader.min",
                                  message: "\(JSONNumber.text(min)) is above max \(JSONNumber.text(max)); pass min <= max")
        }
        return C(minHeight: min, maxHeight: max)
    }
}
