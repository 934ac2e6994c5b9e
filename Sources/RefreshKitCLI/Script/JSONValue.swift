/// A parsed JSON value, as ``JSONParser`` reads it: objects keep their members in the order
/// written (duplicates included, so the decoder can reject them by path) and numbers keep the
/// text they were written as, so error messages quote exactly what the user wrote.
///
/// Arrays and objects read from text are views of it (``JSONArray``, ``JSONObject``): their
/// members are read when iterated, one at a time, so a large script costs its bytes and not a
/// tree of values many times their size.
enum JSONValue: Hashable, Sendable {
    /// `null`.
    case null
    /// `true` or `false`.
    case bool(Bool)
    /// A number: its value (±infinity when it overflows a `Double`) and its literal text.
    case number(Double, literal: String)
    /// A string.
    case string(String)
    /// An array.
    case array(JSONArray)
    /// An object: its members in the order written.
    case object(JSONObject)

    /// What the value is, for messages: "a number", "a string", "an object"…
    var kindDescription: String {
        switch self {
        case .null: "null"
        case let .bool(b): b ? "true" : "false"
        case .number: "a number"
        case .string: "a string"
        case .array: "an array"
        case .object: "an object"
        }
    }

    static func == (a: JSONValue, b: JSONValue) -> Bool {
        switch (a, b) {
        case (.null, .null): true
        case let (.bool(x), .bool(y)): x == y
        case let (.number(x, _), .number(y, _)): x == y
        case let (.string(x), .string(y)): x == y
        case let (.array(x), .array(y)): x.elementsEqual(y)
        case let (.object(x), .object(y)):
            x.elementsEqual(y) { $0.key == $1.key && $0.value == $1.value }
        default: false
        }
    }

    func hash(into hasher: inout Hasher) {
        switch self {
        case .null: hasher.combine(0)
        case let .bool(b): hasher.combine(b)
        case let .number(x, _): hasher.combine(x)
        case let .string(s): hasher.combine(s)
        case let .array(a): for element in a { hasher.combine(element) }
        case let .object(members):
            for (key, value) in members {
                hasher.combine(key)
                hasher.combine(value)
            }
        }
    }
}
