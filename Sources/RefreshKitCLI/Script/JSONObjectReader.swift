import RefreshKitCore
import RefreshKitSimulation

/// Reads the members of one JSON object at a path, with the checks every script object shares:
/// no key twice, no key outside the allowed list (with a suggestion for a near miss), numbers
/// finite and within ``maximumMagnitude``, each value of the expected kind. `null` reads as
/// absent. Every error names the member's path and quotes what the user wrote.
struct JSONObjectReader {
    /// The largest magnitude accepted for any number: larger values (and literals such as `1e400`
    /// that overflow a `Double`) are rejected as absurd.
    static let maximumMagnitude = 1e9

    /// What a number must be, beyond finite and within range.
    enum Rule {
        /// Any sign.
        case any
        /// Zero or more.
        case nonNegative
        /// More than zero.
        case positive
    }

    /// The object's own path (`""` at the top level).
    let path: String
    private let members: [String: JSONValue]

    /// Reads `value` as an object at `path` whose keys are among `allowed`; `expected` says what
    /// the object should look like when it is something else.
    init(_ value: JSONValue, at path: String, allowed: [String], expected: String) throws(SimulationError) {
        guard case let .object(list) = value else {
            throw SimulationError(path: path, message: "expected \(expected), found \(Self.describe(value))")
        }
        self.path = path
        var members: [String: JSONValue] = [:]
        for (key, member) in list {
            let memberPath = Self.join(path, key)
            guard allowed.contains(key) else {
                throw SimulationError(path: memberPath, message: Self.unknownKeyMessage(key, allowed: allowed))
            }
            guard members[key] == nil else {
                throw SimulationError(path: memberPath, message: "given twice; keep one")
            }
            members[key] = member
        }
        self.members = members
    }

    /// The path of member `key`.
    func path(_ key: String) -> String { Self.join(path, key) }

    /// The member `key`, or nil when it is absent or `null`.
    func value(_ key: String) -> JSONValue? {
        guard let value = members[key], value != .null else { return nil }
        return value
    }

    /// The member `key`, or an error saying it is missing and how to add it.
    func required(_ key: String, hint: String) throws(SimulationError) -> JSONValue {
        guard let value = value(key) else { throw SimulationError(path: path(key), message: "missing; \(hint)") }
        return value
    }

    /// The number `key`, or `fallback` when it is absent.
    func number(_ key: String, _ rule: Rule, default fallback: Double) throws(SimulationError) -> Double {
        try number(key, rule) ?? fallback
    }

    /// The number `key`, or nil when it is absent.
    func number(_ key: String, _ rule: Rule) throws(SimulationError) -> Double? {
        guard let value = value(key) else { return nil }
        return try Self.number(value, rule, at: path(key))
    }

    /// The flag `key` (`true` or `false`), or `fallback` when it is absent.
    func bool(_ key: String, default fallback: Bool) throws(SimulationError) -> Bool {
        guard let value = value(key) else { return fallback }
        guard case let .bool(flag) = value else {
            throw SimulationError(path: path(key), message: "expected true or false, found \(Self.describe(value))")
        }
        return flag
    }

    /// The number `key`, which must be present.
    func requiredNumber(_ key: String, _ rule: Rule, hint: String) throws(SimulationError) -> Double {
        try Self.number(required(key, hint: hint), rule, at: path(key))
    }

    // MARK: Values anywhere

    /// `value` as a number obeying `rule`, or an error quoting the literal.
    static func number(_ value: JSONValue, _ rule: Rule, at path: String) throws(SimulationError) -> Double {
        guard case let .number(x, literal) = value else {
            throw SimulationError(path: path, message: "expected a number, found \(describe(value))")
        }
        guard x.isFinite, abs(x) <= maximumMagnitude else {
            throw SimulationError(
                path: path,
                message: "\(shown(literal)) is out of range; "
                    + "pass a finite number between -1e9 and 1e9")
        }
        switch rule {
        case .any:
            break
        case .nonNegative:
            guard x >= 0 else {
                throw SimulationError(path: path, message: "\(shown(literal)) is negative; pass zero or more")
            }
        case .positive:
            guard x > 0 else {
                throw SimulationError(
                    path: path, message: "\(shown(literal)) is not positive; pass a number greater than zero")
            }
        }
        return x == 0 ? 0 : x  // no negative zero
    }

    /// `value` as a string, or an error saying what was expected.
    static func string(_ value: JSONValue, at path: String, expected: String) throws(SimulationError) -> String {
        guard case let .string(s) = value else {
            throw SimulationError(path: path, message: "expected \(expected), found \(describe(value))")
        }
        return s
    }

    /// A value as a message shows it: strings quoted (shortened), numbers as written, otherwise
    /// its kind.
    static func describe(_ value: JSONValue) -> String {
        switch value {
        case let .string(s):
            let short = s.count > 40 ? String(s.prefix(40)) + "…" : s
            return "the string \(short.jsonQuoted)"
        case let .number(_, literal):
            return "the number \(shown(literal))"
        default:
            return value.kindDescription
        }
    }

    /// A number's literal as a message quotes it: at most ``String/maximumQuotedInput``
    /// characters, then `…` (a literal holds only digits, signs, `.` and `e`, nothing to escape).
    static func shown(_ literal: String) -> String {
        literal.count > String.maximumQuotedInput ? String(literal.prefix(String.maximumQuotedInput)) + "…" : literal
    }

    // MARK: Paths and unknown keys

    /// `parent.key`, or `parent["key"]` when the key is not a plain identifier or is too long to
    /// quote whole (then cut, see `String.quotedInput(mark:)`).
    static func join(_ parent: String, _ key: String) -> String {
        let plain =
            !key.isEmpty
            && key.unicodeScalars.allSatisfy {
                ($0.properties.isAlphabetic || $0.properties.numericType != nil || $0 == "_") && $0.isASCII
            }
        if !plain || key.count > String.maximumQuotedInput { return "\(parent)[\(key.quotedInput(mark: "\""))]" }
        return parent.isEmpty ? key : "\(parent).\(key)"
    }

    /// "unknown key; did you mean "x"? use one of a, b, c".
    static func unknownKeyMessage(_ key: String, allowed: [String], noun: String = "key") -> String {
        let list = allowed.joined(separator: ", ")
        if let guess = Suggestion.nearest(to: key, among: allowed) {
            return "unknown \(noun); did you mean \(guess.jsonQuoted)? (one of \(list))"
        }
        return "unknown \(noun); use one of \(list)"
    }
}
