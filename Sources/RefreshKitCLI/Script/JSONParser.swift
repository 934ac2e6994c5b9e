import RefreshKitCore
import RefreshKitSimulation

/// A strict RFC 8259 JSON parser for gesture scripts.
///
/// Why not `JSONSerialization`: on Linux it accepts trailing commas, reads `1` as `true`, keeps
/// the last of two duplicate keys silently, and rejects `1e400` without saying where. This
/// parser reports the line and column of every syntax error, keeps members in order (duplicates
/// included) and keeps each number's literal text. It never traps: nesting is limited to
/// ``maximumDepth`` and invalid UTF-8 is an error.
///
/// The whole text is checked first; arrays and objects then come back as views of it
/// (``JSONArray``, ``JSONObject``) whose members are read as they are iterated, so memory stays
/// at the text's own size plus the members in use, whatever the number of elements.
struct JSONParser {
    /// The deepest nesting of arrays and objects accepted.
    static let maximumDepth = 256

    let text: JSONText
    private let bytes: [UInt8]
    var index = 0
    private var depth = 0
    /// Where each large array or object ends, noted while checking (see ``JSONText/ends``).
    private var ends: [Int: Int] = [:]

    /// Parses one JSON value (optionally preceded by a UTF-8 byte-order mark) filling the whole
    /// input, or throws an error whose message names the line and column.
    static func parse(_ bytes: [UInt8]) throws(SimulationError) -> JSONValue {
        var parser = JSONParser(text: JSONText(bytes))
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { parser.index = 3 }
        parser.skipWhitespace()
        guard parser.index < bytes.count else {
            throw SimulationError(path: "", message: "the input is empty; pass a gesture script as a JSON object")
        }
        let start = parser.index
        _ = try parser.parseValue()
        parser.skipWhitespace()
        if parser.index < bytes.count { throw parser.error("unexpected text after the JSON value") }
        var reader = JSONParser(text: JSONText(bytes, ends: parser.ends), index: start)
        return reader.checkedValue()
    }

    init(text: JSONText, index: Int = 0) {
        self.text = text
        bytes = text.bytes
        self.index = index
    }

    // MARK: Values

    mutating func parseValue() throws(SimulationError) -> JSONValue {
        guard let byte = peek() else { throw error("unexpected end of input; expected a value") }
        switch byte {
        case UInt8(ascii: "{"): return try parseObject()
        case UInt8(ascii: "["): return try parseArray()
        case UInt8(ascii: "\""): return .string(try parseString())
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return try parseNumber()
        case UInt8(ascii: "t"):
            try expectWord("true")
            return .bool(true)
        case UInt8(ascii: "f"):
            try expectWord("false")
            return .bool(false)
        case UInt8(ascii: "n"):
            try expectWord("null")
            return .null
        case UInt8(ascii: "N"), UInt8(ascii: "I"), UInt8(ascii: "+"), UInt8(ascii: "."):
            throw error(
                "unexpected \(describe(byte)); NaN, Infinity and numbers written with a leading "
                    + "'+' or '.' are not JSON: pass a finite number such as 0.5")
        default: throw error("unexpected \(describe(byte)); expected a value")
        }
    }

    /// Checks the object at `index` to its end; it comes back as a view of the text.
    private mutating func parseObject() throws(SimulationError) -> JSONValue {
        let start = index
        try enterContainer()
        index += 1
        skipWhitespace()
        if peek() == UInt8(ascii: "}") {
            index += 1
            depth -= 1
            return .object(JSONObject(text: text, start: start))
        }
        while true {
            skipWhitespace()
            guard peek() == UInt8(ascii: "\"") else {
                throw error(
                    peek() == nil
                        ? "unexpected end of input; expected a key in quotes"
                        : "unexpected \(describe(peek()!)); expected a key in quotes")
            }
            let key = try parseString()
            skipWhitespace()
            try expect(":", "after the key \(key.quotedInput(mark: "\""))")
            skipWhitespace()
            _ = try parseValue()
            skipWhitespace()
            if peek() == UInt8(ascii: ",") {
                index += 1
                continue
            }
            try expect("}", "or ',' after a member of an object")
            depth -= 1
            noteEnd(of: start)
            return .object(JSONObject(text: text, start: start))
        }
    }

    /// Checks the array at `index` to its end; it comes back as a view of the text.
    private mutating func parseArray() throws(SimulationError) -> JSONValue {
        let start = index
        try enterContainer()
        index += 1
        skipWhitespace()
        if peek() == UInt8(ascii: "]") {
            index += 1
            depth -= 1
            return .array(JSONArray(text: text, start: start))
        }
        while true {
            skipWhitespace()
            _ = try parseValue()
            skipWhitespace()
            if peek() == UInt8(ascii: ",") {
                index += 1
                continue
            }
            try expect("]", "or ',' after an element of an array")
            depth -= 1
            noteEnd(of: start)
            return .array(JSONArray(text: text, start: start))
        }
    }

    /// Notes where the container opened at `start` ends, when it is large enough to be worth
    /// jumping over.
    private mutating func noteEnd(of start: Int) {
        if index - start >= JSONText.indexedSize { ends[start] = index }
    }

    private mutating func enterContainer() throws(SimulationError) {
        depth += 1
        if depth > Self.maximumDepth {
            throw error("nested more than \(Self.maximumDepth) levels deep; flatten the script")
        }
    }

    // MARK: Numbers

    private mutating func parseNumber() throws(SimulationError) -> JSONValue {
        let start = index
        if peek() == UInt8(ascii: "-") { index += 1 }
        guard let first = peek(), isDigit(first) else {
            throw error("expected a digit after '-'; NaN and Infinity are not JSON: pass a finite number")
        }
        index += 1
        if first == UInt8(ascii: "0"), let next = peek(), isDigit(next) {
            throw error("a number cannot start with 0 followed by digits; write it without leading zeros")
        }
        skipDigits()
        if peek() == UInt8(ascii: ".") {
            index += 1
            guard let d = peek(), isDigit(d) else { throw error("expected a digit after the decimal point") }
            skipDigits()
        }
        if peek() == UInt8(ascii: "e") || peek() == UInt8(ascii: "E") {
            index += 1
            if peek() == UInt8(ascii: "+") || peek() == UInt8(ascii: "-") { index += 1 }
            guard let d = peek(), isDigit(d) else { throw error("expected a digit in the exponent") }
            skipDigits()
        }
        let literal = String(decoding: bytes[start..<index], as: UTF8.self)
        // The grammar above is a subset of what `Double.init?(_:)` reads; an overflow gives ±∞.
        let value = Double(literal) ?? .nan
        return .number(value, literal: literal)
    }

    private func isDigit(_ b: UInt8) -> Bool { b >= UInt8(ascii: "0") && b <= UInt8(ascii: "9") }

    private mutating func skipDigits() {
        while let b = peek(), isDigit(b) { index += 1 }
    }

    // MARK: Strings

    mutating func parseString() throws(SimulationError) -> String {
        let open = index
        index += 1
        var scalars = String.UnicodeScalarView()
        var runStart = index
        func flushRun(_ parser: JSONParser, upTo end: Int) throws(SimulationError) {
            guard runStart < end else { return }
            var decoded = ""
            guard transcode(parser.bytes[runStart..<end], into: &decoded) else {
                throw SimulationError(
                    path: "",
                    message: "malformed JSON at \(parser.position(of: open)): "
                        + "the string is not valid UTF-8; save the file as UTF-8")
            }
            scalars.append(contentsOf: decoded.unicodeScalars)
        }
        while true {
            guard let byte = peek() else {
                index = open
                throw error("the string never ends; close it with '\"'")
            }
            switch byte {
            case UInt8(ascii: "\""):
                try flushRun(self, upTo: index)
                index += 1
                return String(scalars)
            case UInt8(ascii: "\\"):
                try flushRun(self, upTo: index)
                index += 1
                scalars.append(try parseEscape())
                runStart = index
            case 0..<0x20:
                throw error("a control character inside a string; escape it (\\n, \\t, \\u00XX)")
            default:
                index += 1
            }
        }
    }

    private mutating func parseEscape() throws(SimulationError) -> Unicode.Scalar {
        guard let byte = peek() else { throw error("unexpected end of input in an escape") }
        index += 1
        switch byte {
        case UInt8(ascii: "\""): return "\""
        case UInt8(ascii: "\\"): return "\\"
        case UInt8(ascii: "/"): return "/"
        case UInt8(ascii: "b"): return "\u{08}"
        case UInt8(ascii: "f"): return "\u{0C}"
        case UInt8(ascii: "n"): return "\n"
        case UInt8(ascii: "r"): return "\r"
        case UInt8(ascii: "t"): return "\t"
        case UInt8(ascii: "u"):
            let high = try parseHex4()
            if (0xD800..<0xDC00).contains(high) {
                guard peek() == UInt8(ascii: "\\"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "u")
                else {
                    throw error("a lone surrogate \\u\(String(high, radix: 16)); pair it with a low surrogate")
                }
                index += 2
                let low = try parseHex4()
                guard (0xDC00..<0xE000).contains(low) else {
                    throw error(
                        "\\u\(String(low, radix: 16)) is not a low surrogate; pair \\u\(String(high, radix: 16)) with one"
                    )
                }
                return Unicode.Scalar(0x10000 + ((high - 0xD800) << 10) + (low - 0xDC00))!
            }
            guard let scalar = Unicode.Scalar(high) else {
                throw error("a lone surrogate \\u\(String(high, radix: 16)); pair it with a high surrogate")
            }
            return scalar
        default:
            index -= 1
            throw error("unknown escape \\\(describe(byte)); use one of \\\" \\\\ \\/ \\b \\f \\n \\r \\t \\uXXXX")
        }
    }

    private mutating func parseHex4() throws(SimulationError) -> UInt32 {
        var value: UInt32 = 0
        for _ in 0..<4 {
            guard let b = peek(), let digit = hexValue(b) else { throw error("expected four hex digits after \\u") }
            value = value << 4 | digit
            index += 1
        }
        return value
    }

    private func hexValue(_ b: UInt8) -> UInt32? {
        switch b {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): UInt32(b - UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "f"): UInt32(b - UInt8(ascii: "a") + 10)
        case UInt8(ascii: "A")...UInt8(ascii: "F"): UInt32(b - UInt8(ascii: "A") + 10)
        default: nil
        }
    }

    // MARK: Helpers

    func peek() -> UInt8? { index < bytes.count ? bytes[index] : nil }

    mutating func skipWhitespace() {
        while let b = peek(), b == 0x20 || b == 0x0A || b == 0x0D || b == 0x09 { index += 1 }
    }

    private mutating func expect(_ character: Character, _ context: String) throws(SimulationError) {
        let ascii = character.asciiValue!
        guard let b = peek() else { throw error("unexpected end of input; expected '\(character)' \(context)") }
        guard b == ascii else { throw error("unexpected \(describe(b)); expected '\(character)' \(context)") }
        index += 1
    }

    private mutating func expectWord(_ word: String) throws(SimulationError) {
        for expected in word.utf8 {
            guard peek() == expected else {
                throw error("unexpected \(peek().map(describe) ?? "end of input"); expected \(word)")
            }
            index += 1
        }
    }

    /// A byte as a message shows it: `'x'` for printable ASCII, otherwise its hex value.
    private func describe(_ b: UInt8) -> String {
        b >= 0x21 && b < 0x7F ? "'\(Character(Unicode.Scalar(b)))'" : "byte 0x\(String(b, radix: 16))"
    }

    /// "line L, column C" of a byte offset (columns count characters, from 1).
    private func position(of offset: Int) -> String {
        var line = 1, lineStart = 0
        for i in 0..<min(offset, bytes.count) where bytes[i] == 0x0A {
            line += 1
            lineStart = i + 1
        }
        let column = String(decoding: bytes[lineStart..<min(offset, bytes.count)], as: UTF8.self).count + 1
        return "line \(line), column \(column)"
    }

    private func error(_ message: String) -> SimulationError {
        SimulationError(path: "", message: "malformed JSON at \(position(of: index)): \(message)")
    }
}

/// Decodes UTF-8 strictly: false on any invalid sequence.
private func transcode(_ bytes: ArraySlice<UInt8>, into string: inout String) -> Bool {
    var iterator = bytes.makeIterator()
    var decoder = UTF8()
    var scalars = String.UnicodeScalarView()
    while true {
        switch decoder.decode(&iterator) {
        case let .scalarValue(s): scalars.append(s)
        case .emptyInput:
            string = String(scalars)
            return true
        case .error: return false
        }
    }
}
