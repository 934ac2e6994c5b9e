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
package enum ScriptDecoder {
    /// The top-level keys, in the order docs/cli.md documents them.
    package static let topLevelKeys = [
        "viewport", "contentHeight", "contentInset", "safeArea", "header",
        "footer", "actionDuration", "collapsingHeader", "fps", "steps", "direction",
    ]
    /// The top-level keys of a horizontal script (`"direction": "horizontal"`).
    package static let horizontalTopLevelKeys = [
        "direction", "viewport", "contentWidth", "contentInset", "safeArea",
        "leading", "trailing", "actionDuration", "fps", "steps",
    ]
    /// The keys of a `header` or `footer` object.
    package static let edgeKeys = [
        "height", "trigger", "mode", "autoDistance", "actionDuration", "holdsRoom", "fillsViewport",
    ]

    /// Parses `bytes` (UTF-8 JSON) and decodes the script, or throws the first problem.
    package static func decode(_ bytes: [UInt8]) throws(SimulationError) -> SimulationScript {
        try decode(JSONParser.parse(bytes))
    }

    /// Decodes and validates a script from parsed JSON.
    static func decode(_ json: JSONValue) throws(SimulationError) -> SimulationScript {
        try decodeWithVocabulary(json).script
    }

    /// Decodes and validates a script, with the words its result is to be written in. A
    /// horizontal script comes back as the vertical script of the same scroll view seen with its
    /// axes swapped (see ``ScriptVocabulary``).
    static func decodeWithVocabulary(
        _ json: JSONValue
    ) throws(SimulationError) -> (
        script: SimulationScript,
        words: ScriptVocabulary
    ) {
        let words = try ScriptVocabulary(direction(json))
        let vertical = words.direction == .vertical
        let root = try JSONObjectReader(
            json, at: "", allowed: vertical ? topLevelKeys : horizontalTopLevelKeys,
            expected: "the script to be a JSON object with \"viewport\", \"\(words.contentLength)\" and \"steps\"")
        let viewport = try JSONObjectReader(
            root.required("viewport", hint: "add \"viewport\": {\"width\": 390, \"height\": 844}"),
            at: "viewport", allowed: ["width", "height"], expected: "an object {\"width\": points, \"height\": points}")
        let given = Size(
            width: try viewport.requiredNumber("width", .positive, hint: "add the width in points"),
            height: try viewport.requiredNumber("height", .positive, hint: "add the height in points"))
        let size = vertical ? given : given.transposed
        let example = vertical ? 2000 : 1200
        let contentLength = try root.requiredNumber(
            words.contentLength, .nonNegative,
            hint:
                "add the content's \(vertical ? "height" : "width") in points, e.g. \"\(words.contentLength)\": \(example)"
        )
        let contentInset = try insets(root, "contentInset", .any, words)
        let safeArea = try insets(root, "safeArea", .nonNegative, words)
        var header = try edge(root, words.startEdge)
        var footer = try edge(root, words.endEdge)
        try applyActionDurations(root, header: &header, footer: &footer, words)
        let collapsing = vertical ? try collapsingHeader(root) : nil
        let fps = try root.number("fps", .positive, default: SimulationScript.defaultFPS)
        if fps > SimulationScript.maximumFPS, case let .number(_, literal)? = root.value("fps") {
            throw SimulationError(
                path: "fps",
                message:
                    "\(JSONObjectReader.shown(literal)) is too high; pass at most \(Int(SimulationScript.maximumFPS))")
        }
        let stepsValue = try root.required(
            "steps", hint: "add an array of steps, e.g. \"steps\": [{\"drag\": {\"by\": 200, \"duration\": 0.5}}]")
        guard case let .array(stepValues) = stepsValue else {
            throw SimulationError(
                path: "steps", message: "expected an array of steps, found \(JSONObjectReader.describe(stepsValue))")
        }
        // The steps are the one part of a script whose size the input decides: refused in one
        // line when they would not fit under the process's address-space limit (the first step
        // is read first, so a list that is not steps at all is said to be so).
        var stepIterator = stepValues.makeIterator()
        var steps: [SimulationScript.Step] = []
        if let firstValue = stepIterator.next() {
            let first = try step(firstValue, at: "steps[0]", words)
            let stepCount = stepValues.count
            let stepBytes = stepCount * MemoryLayout<SimulationScript.Step>.stride
            if let shortfall = AddressSpace.shortfall(stepBytes) {
                throw SimulationError(
                    path: "steps",
                    message: "\(stepCount) steps need \(AddressSpace.megabytes(stepBytes)), "
                        + "\(shortfall); pass a shorter script or raise the limit")
            }
            steps.reserveCapacity(stepCount)
            steps.append(first)
            while let value = stepIterator.next() {
                steps.append(try step(value, at: "steps[\(steps.count)]", words))
            }
        }
        let script = SimulationScript(
            viewport: size, contentHeight: contentLength, contentInset: contentInset,
            safeArea: safeArea, header: header, footer: footer,
            collapsingHeader: collapsing, fps: fps, steps: steps)
        try SimulationError.typed { try script.validate() }
        return (script, words)
    }

    /// The script's `direction`: `"vertical"` (the default) or `"horizontal"`.
    private static func direction(_ json: JSONValue) throws(SimulationError) -> ScrollAxis {
        guard case let .object(members) = json, let value = members.first(where: { $0.key == "direction" })?.value,
            value != .null
        else {
            return .vertical
        }
        let name = try JSONObjectReader.string(value, at: "direction", expected: "\"vertical\" or \"horizontal\"")
        guard let axis = ScrollAxis(rawValue: name) else {
            throw SimulationError(
                path: "direction",
                message: "unknown direction \(name.quotedInput(mark: "\"")); "
                    + "pass \"vertical\" or \"horizontal\"")
        }
        return axis
    }

    // MARK: Parts

    /// `{top, bottom}` (`{left, right}` horizontally), each optional (0), as the insets of the
    /// vertical script.
    private static func insets(
        _ root: JSONObjectReader, _ key: String, _ rule: JSONObjectReader.Rule,
        _ words: ScriptVocabulary
    ) throws(SimulationError) -> Insets {
        guard let value = root.value(key) else { return .zero }
        let (start, end) = (words.startSide, words.endSide)
        let object = try JSONObjectReader(
            value, at: key, allowed: [start, end],
            expected: "an object {\"\(start)\": points, \"\(end)\": points}")
        return Insets(top: try object.number(start, rule, default: 0), bottom: try object.number(end, rule, default: 0))
    }

    /// A `header` or `footer` object; every member optional.
    private static func edge(_ root: JSONObjectReader, _ key: String) throws(SimulationError) -> SimulationScript.Edge?
    {
        guard let value = root.value(key) else { return nil }
        let object = try JSONObjectReader(
            value, at: key, allowed: edgeKeys,
            expected:
                "an object {\"height\", \"trigger\", \"mode\", \"autoDistance\", \"actionDuration\", \"holdsRoom\", \"fillsViewport\"} (all optional)"
        )
        var edge = SimulationScript.Edge()
        edge.height = try object.number("height", .positive, default: RefreshConfiguration.defaultHeight)
        edge.trigger = try object.number("trigger", .positive)
        if let mode = object.value("mode") {
            let name = try JSONObjectReader.string(mode, at: object.path("mode"), expected: "\"pull\" or \"auto\"")
            guard let parsed = RefreshConfiguration.Mode(rawValue: name) else {
                throw SimulationError(
                    path: object.path("mode"),
                    message: "unknown mode \(name.quotedInput(mark: "\"")); pass \"pull\" or \"auto\"")
            }
            edge.mode = parsed
        }
        edge.autoDistance = try object.number(
            "autoDistance", .nonNegative,
            default: RefreshConfiguration.defaultAutoTriggerDistance)
        edge.actionDuration = try object.number("actionDuration", .nonNegative)
        edge.holdsRoom = try object.bool("holdsRoom", default: false)
        edge.fillsViewport = try object.bool("fillsViewport", default: false)
        return edge
    }

    /// The top-level `"actionDuration": {"header": s, "footer": s}` (`leading`, `trailing`
    /// horizontally), the same as each edge's own `actionDuration`; giving both for one edge is
    /// an error.
    private static func applyActionDurations(
        _ root: JSONObjectReader, header: inout SimulationScript.Edge?,
        footer: inout SimulationScript.Edge?,
        _ words: ScriptVocabulary
    ) throws(SimulationError) {
        guard let value = root.value("actionDuration") else { return }
        let (start, end) = (words.startEdge, words.endEdge)
        let object = try JSONObjectReader(
            value, at: "actionDuration", allowed: [start, end],
            expected: "an object {\"\(start)\": seconds, \"\(end)\": seconds}")
        for name in [start, end] {
            guard let seconds = try object.number(name, .nonNegative) else { continue }
            let path = object.path(name)
            let current = name == start ? header : footer
            guard var edge = current else {
                throw SimulationError(path: path, message: "the script has no \(name); add a \"\(name)\" object")
            }
            if edge.actionDuration != nil {
                throw SimulationError(path: path, message: "also given as \(name).actionDuration; give it in one place")
            }
            edge.actionDuration = seconds
            if name == start { header = edge } else { footer = edge }
        }
    }

    /// `collapsingHeader` `{min, max}`, defaults 44 and 88.
    private static func collapsingHeader(
        _ root: JSONObjectReader
    ) throws(SimulationError) -> CollapsingHeaderController.Configuration? {
        guard let value = root.value("collapsingHeader") else { return nil }
        let object = try JSONObjectReader(
            value, at: "collapsingHeader", allowed: ["min", "max"],
            expected: "an object {\"min\": points, \"max\": points}")
        typealias C = CollapsingHeaderController.Configuration
        let min = try object.number("min", .nonNegative, default: C.defaultMinHeight)
        let max = try object.number("max", .positive, default: C.defaultMaxHeight)
        if min > max {
            throw SimulationError(
                path: "collapsingHeader.min",
                message: "\(JSONNumber.text(min)) is above max \(JSONNumber.text(max)); pass min <= max")
        }
        return C(minHeight: min, maxHeight: max)
    }
}
