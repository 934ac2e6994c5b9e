import RefreshKitCore

/// The playground's JSON lines, spelled as `refreshkit simulate` spells its events.
///
/// A state change is `{"t": seconds, "edge": "header", "state": "pulling"}`: `t` rounded to
/// the nearest nanosecond, integral numbers without a fractional part, others in Swift's
/// shortest form; `edge` and `state` as ``RefreshEdge`` and ``RefreshPhase`` spell them.
package enum JSONLine {
    /// One state change as a line (without the newline).
    package static func stateChange(t: Double, edge: RefreshEdge, state: RefreshPhase) -> String {
        "{\"t\": \(JSONNumber.time(t)), \"edge\": \"\(edge.rawValue)\", \"state\": \"\(state.rawValue)\"}"
    }
}
