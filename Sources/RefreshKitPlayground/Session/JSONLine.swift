import RefreshKitCore

/// The playground's JSON lines, spelled as `refreshkit simulate` spells its events.
///
/// A state change is `{"t": seconds, "edge": "header", "state": "pulling"}`: `t` rounded to
/// the nearest nanosecond, integral numbers without a fractional part, others in Swift's
/// shortest form; `edge` and `state` as ``RefreshEdge`` and ``RefreshPhase`` spell them.
public enum JSONLine {
    /// A number: integral values (below 2^53) as integers, others in the shortest form that
    /// reads back to the same `Double`; negative zero as `0`; not finite as `null`.
    public static func number(_ x: Double) -> String {
        guard x.isFinite else { return "null" }
        if x == 0 { return "0" }
        if x == x.rounded(), abs(x) < 9007199254740992.0 { return String(Int64(x)) }
        return x.description
    }

    /// A time in seconds, rounded to the nearest nanosecond first.
    public static func time(_ t: Double) -> String { number((t * 1e9).rounded() / 1e9) }

    /// One state change as a line (without the newline).
    public static func stateChange(t: Double, edge: RefreshEdge, state: RefreshPhase) -> String {
        "{\"t\": \(time(t)), \"edge\": \"\(edge.rawValue)\", \"state\": \"\(state.rawValue)\"}"
    }
}
