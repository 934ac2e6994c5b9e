import RefreshKitCore
import RefreshKitSimulation

extension ScriptDecoder {
    /// The step kinds, each the one key of a step object, in the README's order.
    public static let stepKinds = ["drag", "release", "wait", "begin", "end", "noMoreData",
                                   "setContentHeight", "setContentInset", "setSafeArea"]

    /// One element of `steps`: an object with exactly one key naming the step.
    static func step(_ value: JSONValue, at path: String) throws(SimulationError) -> SimulationScript.Step {
        let kinds = stepKinds.joined(separator: ", ")
        guard case let .object(members) = value else {
            throw SimulationError(path: path, message: "expected a step object with one key such as {\"wait\": 1}, "
                                    + "found \(JSONObjectReader.describe(value))")
        }
        guard members.count == 1, let (kind, body) = members.first else {
            if members.isEmpty {
                throw SimulationError(path: path, message: "empty step; give exactly one of \(kinds)")
            }
            let keys = members.map { $0.key.jsonQuoted }.joined(separator: ", ")
            throw SimulationError(path: path, message: "\(members.count) keys (\(keys)) in one step; "
                                    + "give exactly one key per step and split the rest into further steps")
        }
        let bodyPath = JSONObjectReader.join(path, kind)
        switch kind {
        case "drag":
            let drag = try JSONObjectReader(body, at: bodyPath, allowed: ["by", "duration"],
                                            expected: "an object {\"by\": points, \"duration\": seconds}")
            return .drag(by: try drag.requiredNumber("by", .any, hint: "add the distance in points the finger moves (positive = down)"),
                         duration: try drag.number("duration", .nonNegative, default: 0))
        case "release":
            let release = try JSONObjectReader(body, at: bodyPath, allowed: ["velocity"],
                                               expected: "an object {\"velocity\": points per second} ({} for 0)")
            return .release(velocity: try release.number("velocity", .any, default: 0))
        case "wait":
            return .wait(try JSONObjectReader.number(body, .nonNegative, at: bodyPath))
        case "begin":
            return .begin(try edge(body, at: bodyPath))
        case "end":
            return .end(try edge(body, at: bodyPath))
        case "noMoreData":
            guard case let .bool(flag) = body else {
                throw SimulationError(path: bodyPath, message: "expected true or false, found \(JSONObjectReader.describe(body))")
            }
            return .noMoreData(flag)
        case "setContentHeight":
            return .setContentHeight(try JSONObjectReader.number(body, .nonNegative, at: bodyPath))
        case "setContentInset":
            let inset = try JSONObjectReader(body, at: bodyPath, allowed: ["top", "bottom"],
                                             expected: "an object {\"top\": points, \"bottom\": points}")
            return .setContentInset(top: try inset.number("top", .any, default: 0),
                                    bottom: try inset.number("bottom", .any, default: 0))
        case "setSafeArea":
            let inset = try JSONObjectReader(body, at: bodyPath, allowed: ["top", "bottom"],
                                             expected: "an object {\"top\": points, \"bottom\": points}")
            return .setSafeArea(top: try inset.number("top", .nonNegative, default: 0),
                                bottom: try inset.number("bottom", .nonNegative, default: 0))
        default:
            throw SimulationError(path: bodyPath,
                                  message: JSONObjectReader.unknownKeyMessage(kind, allowed: stepKinds, noun: "step"))
        }
    }

    /// `"header"` or `"footer"`.
    private static func edge(_ value: JSONValue, at path: String) throws(SimulationError) -> RefreshEdge {
        let name = try JSONObjectReader.string(value, at: path, expected: "\"header\" or \"footer\"")
        guard let edge = RefreshEdge(rawValue: name) else {
            throw SimulationError(path: path, message: "unknown edge \(name.jsonQuoted); pass \"header\" or \"footer\"")
        }
        return edge
    }
}
