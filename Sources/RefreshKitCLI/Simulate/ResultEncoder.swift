import RefreshKitCore
import RefreshKitSimulation

/// Writes a ``SimulationResult`` as the JSON text `refreshkit simulate` prints.
///
/// The shape and key order are fixed (other programs read them):
/// `{"events": [{"t", "edge", "state"}…], "actions": [{"t", "edge"}…],
/// "final": {"offsetY", "insetTop", "insetBottom", "header", "footer", "headerHeight"},
/// "frames": [{"t", "offsetY", "insetTop", "insetBottom", "headerProgress", "footerProgress",
/// "headerHeight"}…]}` (frames only when recorded). Absent parts are `null`.
///
/// Numbers, see ``format(_:)``: times are first rounded to the nearest 1e-9 s (``formatTime(_:)``).
/// The layout puts each event, action and frame on a line of its own; the text ends with a
/// newline.
public enum ResultEncoder {
    /// Integral values below this magnitude (2^53, where every integer is still exact) print as
    /// plain integers; from it on Swift's description uses exponent form (`1e+16`).
    static let integerLimit = 9007199254740992.0

    /// The JSON text of `result` (``ResultStream`` writes the same text piece by piece).
    public static func encode(_ result: SimulationResult) -> String {
        var out = ""
        var stream = ResultStream { out += $0 }
        stream.begin(events: result.events, actions: result.actions, final: result.final)
        if let frames = result.frames {
            stream.beginFrames()
            for frame in frames { stream.frame(frame) }
            stream.endFrames()
        }
        stream.end()
        return out
    }

    /// The text from the opening brace through the final state, without a trailing newline.
    static func head(events: [SimulationResult.Event], actions: [SimulationResult.Action],
                     final f: SimulationResult.Final) -> String {
        var out = "{\n"
        out += "  \"events\": "
        out += list(events) { e in
            object([("t", formatTime(e.t)), ("edge", string(e.edge.rawValue)), ("state", string(e.state.rawValue))])
        }
        out += ",\n  \"actions\": "
        out += list(actions) { a in object([("t", formatTime(a.t)), ("edge", string(a.edge.rawValue))]) }
        out += ",\n  \"final\": "
        out += object([("offsetY", format(f.offsetY)), ("insetTop", format(f.insetTop)),
                       ("insetBottom", format(f.insetBottom)),
                       ("header", f.header.map { string($0.rawValue) } ?? "null"),
                       ("footer", f.footer.map { string($0.rawValue) } ?? "null"),
                       ("headerHeight", format(f.headerHeight))])
        return out
    }

    /// One frame's object, on one line.
    static func frame(_ fr: SimulationResult.Frame) -> String {
        object([("t", formatTime(fr.t)), ("offsetY", format(fr.offsetY)), ("insetTop", format(fr.insetTop)),
                ("insetBottom", format(fr.insetBottom)), ("headerProgress", format(fr.headerProgress)),
                ("footerProgress", format(fr.footerProgress)), ("headerHeight", format(fr.headerHeight))])
    }

    // MARK: Numbers

    /// A number as the output prints it: integral values (below 2^53 in magnitude) without a
    /// fractional part (`0`, `200`, `-91`), any other value in Swift's shortest form that reads
    /// back to the same `Double` (`0.5`, `-155.25`, `1e-05`). Negative zero prints as `0`; a value
    /// that is not finite (never produced by a valid script) prints as `null`.
    public static func format(_ x: Double) -> String {
        guard x.isFinite else { return "null" }
        if x == 0 { return "0" }
        if x == x.rounded(), abs(x) < integerLimit { return String(Int64(x)) }
        return x.description
    }

    /// An optional number; nil prints as `null`.
    public static func format(_ x: Double?) -> String { x.map(format) ?? "null" }

    /// A time in seconds: rounded to the nearest nanosecond, then printed by ``format(_:)``, so a
    /// frame time such as `0.1 + 1/60 × 42` prints as `0.8`, not `0.7999999999999999`.
    public static func formatTime(_ t: Double) -> String {
        format((t * 1e9).rounded() / 1e9)
    }

    // MARK: Structure

    private static func string(_ s: String) -> String { s.jsonQuoted }

    private static func object(_ members: [(String, String)]) -> String {
        "{" + members.map { "\"\($0.0)\": \($0.1)" }.joined(separator: ", ") + "}"
    }

    private static func list<T>(_ items: [T], _ element: (T) -> String) -> String {
        guard !items.isEmpty else { return "[]" }
        return "[\n    " + items.map(element).joined(separator: ",\n    ") + "\n  ]"
    }
}
