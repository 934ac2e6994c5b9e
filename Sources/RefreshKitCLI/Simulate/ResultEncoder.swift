import RefreshKitCore
import RefreshKitSimulation

/// Writes a ``SimulationResult`` as the JSON text `refreshkit simulate` prints.
///
/// The shape and key order are fixed (other programs read them):
/// `{"events": [{"t", "edge", "state"}…], "actions": [{"t", "edge"}…],
/// "final": {"offsetY", "insetTop", "insetBottom", "header", "footer", "headerHeight"},
/// "frames": [{"t", "offsetY", "insetTop", "insetBottom", "headerProgress", "footerProgress",
/// "headerHeight"}…]}` (frames only when recorded). Absent parts are `null`. A horizontal
/// script's result has the same shape in its own words (``ScriptVocabulary``): `leading` and
/// `trailing` for the edges, `offsetX`, `insetLeft`, `insetRight`, `leadingProgress`,
/// `trailingProgress`, and no `headerHeight` (a collapsing header is vertical only).
///
/// Numbers are spelt by ``JSONNumber``: times are first rounded to the nearest 1e-9 s. The
/// layout puts each event, action and frame on a line of its own; the text ends with a newline.
package enum ResultEncoder {
    /// The JSON text of `result` (``ResultStream`` writes the same text piece by piece).
    package static func encode(_ result: SimulationResult) -> String {
        encode(result, words: ScriptVocabulary(.vertical))
    }

    /// The JSON text of `result`, in the words of `words`' direction.
    static func encode(_ result: SimulationResult, words: ScriptVocabulary) -> String {
        var out = ""
        var stream = ResultStream(words: words) { out += $0 }
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
    static func head(
        events: [SimulationResult.Event], actions: [SimulationResult.Action],
        final f: SimulationResult.Final, words: ScriptVocabulary = ScriptVocabulary(.vertical)
    ) -> String {
        let events = JSONWriter.list(
            events.map { e in
                JSONWriter.object([
                    ("t", JSONNumber.time(e.t)), ("edge", string(words.name(of: e.edge))),
                    ("state", string(e.state.rawValue)),
                ])
            })
        let actions = JSONWriter.list(
            actions.map { a in
                JSONWriter.object([("t", JSONNumber.time(a.t)), ("edge", string(words.name(of: a.edge)))])
            })
        var members = [
            (words.offset, JSONNumber.text(f.offsetY)), (words.startInset, JSONNumber.text(f.insetTop)),
            (words.endInset, JSONNumber.text(f.insetBottom)),
            (words.startEdge, f.header.map { string($0.rawValue) } ?? "null"),
            (words.endEdge, f.footer.map { string($0.rawValue) } ?? "null"),
        ]
        if words.direction == .vertical { members.append(("headerHeight", JSONNumber.text(f.headerHeight))) }
        let parts = [("events", events), ("actions", actions), ("final", JSONWriter.object(members))]
        let out =
            JSONWriter.documentOpening
            + parts.map { JSONWriter.member($0.0, $0.1) }.joined(separator: JSONWriter.memberSeparator)
        return out
    }

    /// One frame's object, on one line.
    static func frame(_ fr: SimulationResult.Frame, words: ScriptVocabulary = ScriptVocabulary(.vertical)) -> String {
        var members = [
            ("t", JSONNumber.time(fr.t)), (words.offset, JSONNumber.text(fr.offsetY)),
            (words.startInset, JSONNumber.text(fr.insetTop)), (words.endInset, JSONNumber.text(fr.insetBottom)),
            ("\(words.startEdge)Progress", JSONNumber.text(fr.headerProgress)),
            ("\(words.endEdge)Progress", JSONNumber.text(fr.footerProgress)),
        ]
        if words.direction == .vertical { members.append(("headerHeight", JSONNumber.text(fr.headerHeight))) }
        return object(members)
    }

    // MARK: Structure

    private static func string(_ s: String) -> String { JSONWriter.string(s) }

    private static func object(_ members: [(String, String)]) -> String { JSONWriter.object(members) }
}
