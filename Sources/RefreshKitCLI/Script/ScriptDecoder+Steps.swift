import RefreshKitCore
import RefreshKitSimulation

extension ScriptDecoder {
    /// The step kinds, each the one key of a step object, in docs/cli.md's order.
    package static let stepKinds = [
        "drag", "release", "wait", "begin", "end", "noMoreData",
        "setContentHeight", "setContentInset", "setSafeArea", "fail",
    ]
    /// The step kinds of a horizontal script.
    package static let horizontalStepKinds = [
        "drag", "release", "wait", "begin", "end", "noMoreData",
        "setContentWidth", "setContentInset", "setSafeArea", "fail",
    ]

    /// One element of `steps`: an object with exactly one key naming the step.
    static func step(
        _ value: JSONValue, at path: String,
        _ words: ScriptVocabulary = ScriptVocabulary(.vertical)
    ) throws(SimulationError) -> SimulationScript.Step {
        let stepKinds = words.direction == .vertical ? stepKinds : horizontalStepKinds
        let (start, end) = (words.startSide, words.endSide)
        guard case let .object(members) = value else {
            throw SimulationError(
                path: path,
                message: "expected a step object with one key such as {\"wait\": 1}, "
                    + "found \(JSONObjectReader.describe(value))")
        }
        guard members.count == 1, let (kind, body) = members.first else {
            if members.isEmpty {
                throw SimulationError(
                    path: path, message: "empty step; give exactly one of \(stepKinds.joined(separator: ", "))")
            }
            let keys = members.map { $0.key.quotedInput(mark: "\"") }.joined(separator: ", ")
            throw SimulationError(
                path: path,
                message: "\(members.count) keys (\(keys)) in one step; "
                    + "give exactly one key per step and split the rest into further steps")
        }
        let bodyPath = JSONObjectReader.join(path, kind)
        switch kind {
        case "drag":
            let drag = try JSONObjectReader(
                body, at: bodyPath, allowed: ["by", "duration"],
                expected: "an object {\"by\": points, \"duration\": seconds}")
            return .drag(
                by: try drag.requiredNumber(
                    "by", .any, hint: "add the distance in points the finger moves (positive = \(words.positiveDrag))"),
                duration: try drag.number("duration", .nonNegative, default: 0))
        case "release":
            let release = try JSONObjectReader(
                body, at: bodyPath, allowed: ["velocity"],
                expected: "an object {\"velocity\": points per second} ({} for 0)")
            return .release(velocity: try release.number("velocity", .any, default: 0))
        case "wait":
            return .wait(try JSONObjectReader.number(body, .nonNegative, at: bodyPath))
        case "begin":
            guard case .object = body else { return .begin(try edge(body, at: bodyPath, words)) }
            let begin = try JSONObjectReader(
                body, at: bodyPath, allowed: ["edge", "runningAction", "animated"],
                expected: "an edge name or an object {\"edge\", \"runningAction\", \"animated\"}")
            let edgeValue = try begin.required(
                "edge", hint: "add \"edge\": \"\(words.startEdge)\" or \"\(words.endEdge)\"")
            let edge = try edge(edgeValue, at: begin.path("edge"), words)
            let runningAction = try begin.bool("runningAction", default: true)
            let animated = try begin.bool("animated", default: true)
            return runningAction && animated
                ? .begin(edge)
                : .beginRefreshing(edge, runningAction: runningAction, animated: animated)
        case "end":
            return .end(try edge(body, at: bodyPath, words))
        case "fail":
            return .fail(try edge(body, at: bodyPath, words))
        case "noMoreData":
            guard case let .bool(flag) = body else {
                throw SimulationError(
                    path: bodyPath, message: "expected true or false, found \(JSONObjectReader.describe(body))")
            }
            return .noMoreData(flag)
        case words.setContentLength:
            return .setContentHeight(try JSONObjectReader.number(body, .nonNegative, at: bodyPath))
        case "setContentInset":
            let inset = try JSONObjectReader(
                body, at: bodyPath, allowed: [start, end],
                expected: "an object {\"\(start)\": points, \"\(end)\": points}")
            return .setContentInset(
                top: try inset.number(start, .any, default: 0),
                bottom: try inset.number(end, .any, default: 0))
        case "setSafeArea":
            let inset = try JSONObjectReader(
                body, at: bodyPath, allowed: [start, end],
                expected: "an object {\"\(start)\": points, \"\(end)\": points}")
            return .setSafeArea(
                top: try inset.number(start, .nonNegative, default: 0),
                bottom: try inset.number(end, .nonNegative, default: 0))
        default:
            throw SimulationError(
                path: bodyPath,
                message: JSONObjectReader.unknownKeyMessage(kind, allowed: stepKinds, noun: "step"))
        }
    }

    /// `"header"` or `"footer"` (`"leading"` or `"trailing"` horizontally).
    private static func edge(
        _ value: JSONValue, at path: String, _ words: ScriptVocabulary
    ) throws(SimulationError) -> RefreshEdge {
        let names = "\"\(words.startEdge)\" or \"\(words.endEdge)\""
        let name = try JSONObjectReader.string(value, at: path, expected: names)
        guard let edge = words.edge(named: name) else {
            throw SimulationError(path: path, message: "unknown edge \(name.quotedInput(mark: "\"")); pass \(names)")
        }
        return edge
    }
}
