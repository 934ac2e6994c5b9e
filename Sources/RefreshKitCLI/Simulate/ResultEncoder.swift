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
/// Numbers as ``JSONNumber`` spells them; times are first rounded to the nearest 1e-9 s
/// (``JSONNumber/time(_:)``).
/// The layout puts each event, action and frame on a line of its own; the text ends with a
/// newline.
public enum ResultEncoder {
    /// The JSON text of `result`.
    public static func encode(_ result: SimulationResult) -> String {
        var out = "{\n"
        out += "  \"events\": "
        out += list(result.events) { e in
            object([("t", JSONNumber.time(e.t)), ("edge", string(e.edge.rawValue)), ("state", string(e.state.rawValue))])
        }
        out += ",\n  \"actions\": "
        out += list(result.actions) { a in object([("t", JSONNumber.time(a.t)), ("edge", string(a.edge.rawValue))]) }
        let f = result.final
        out += ",\n  \"final\": "
        out += object([("offsetY", JSONNumber.text(f.offsetY)), ("insetTop", JSONNumber.text(f.insetTop)),
                       ("insetBottom", JSONNumber.text(f.insetBottom)),
                       ("header", f.header.map { string($0.rawValue) } ?? "null"),
                       ("footer", f.footer.map { string($0.rawValue) } ?? "null"),
                       ("headerHeight", JSONNumber.text(f.headerHeight))])
        if let frames = result.frames {
            out += ",\n  \"frames\": "
            out += list(frames) { fr in
                object([("t", JSONNumber.time(fr.t)), ("offsetY", JSONNumber.text(fr.offsetY)), ("insetTop", JSONNumber.text(fr.insetTop)),
                        ("insetBottom", JSONNumber.text(fr.insetBottom)), ("headerProgress", JSONNumber.text(fr.headerProgress)),
                        ("footerProgress", JSONNumber.text(fr.footerProgress)), ("headerHeight", JSONNumber.text(fr.headerHeight))])
            }
        }
        out += "\n}\n"
        return out
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
