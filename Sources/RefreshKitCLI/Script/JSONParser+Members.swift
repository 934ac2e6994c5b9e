import RefreshKitSimulation

extension JSONParser {
    /// Reads the members of an array or object of a checked text one at a time: each value is
    /// read when it is reached (a nested array or object as a view of the text, skipped over).
    struct MemberReader {
        private var parser: JSONParser
        private let isObject: Bool
        private var finished = false

        /// A reader of the array or object whose opening bracket is at `container`.
        init(text: JSONText, container: Int) {
            parser = JSONParser(text: text, index: container + 1)
            isObject = text.bytes[container] == UInt8(ascii: "{")
        }

        /// The next member (`key` is nil in an array), or nil after the last.
        mutating func next() -> (key: String?, value: JSONValue)? {
            guard !finished else { return nil }
            parser.skipWhitespace()
            guard let byte = parser.peek(), byte != UInt8(ascii: "]"), byte != UInt8(ascii: "}") else {
                finished = true
                return nil
            }
            var key: String?
            if isObject {
                key = parser.checked { (parser: inout JSONParser) throws(SimulationError) in try parser.parseString() }
                parser.skipWhitespace()
                parser.index += 1  // ':'
                parser.skipWhitespace()
            }
            let value = parser.checkedValue()
            parser.skipWhitespace()
            if parser.peek() == UInt8(ascii: ",") { parser.index += 1 }
            return (key, value)
        }
    }

    /// How many members the array or object at `container` of a checked text has, counted by
    /// skipping over them (nothing is read).
    static func memberCount(in text: JSONText, container: Int) -> Int {
        var parser = JSONParser(text: text, index: container + 1)
        let isObject = text.bytes[container] == UInt8(ascii: "{")
        var count = 0
        while true {
            parser.skipWhitespace()
            guard let byte = parser.peek(), byte != UInt8(ascii: "]"), byte != UInt8(ascii: "}") else { return count }
            if isObject {
                parser.skipValue()
                parser.skipWhitespace()
                parser.index += 1  // ':'
                parser.skipWhitespace()
            }
            parser.skipValue()
            count += 1
            parser.skipWhitespace()
            if parser.peek() == UInt8(ascii: ",") { parser.index += 1 }
        }
    }

    /// The value at `index` of a checked text: a scalar read, an array or object as a view.
    mutating func checkedValue() -> JSONValue {
        let start = index
        switch peek() {
        case UInt8(ascii: "["):
            skipValue()
            return .array(JSONArray(text: text, start: start))
        case UInt8(ascii: "{"):
            skipValue()
            return .object(JSONObject(text: text, start: start))
        default:
            return checked { (parser: inout JSONParser) throws(SimulationError) in try parser.parseValue() }
        }
    }

    /// Runs a read that cannot fail on a text the parser has checked.
    private mutating func checked<T>(_ read: (inout JSONParser) throws(SimulationError) -> T) -> T {
        do {
            return try read(&self)
        } catch {
            preconditionFailure("JSONParser: a checked text failed to read again at \(index): \(error)")
        }
    }

    /// Moves past the value at `index` of a checked text without reading it.
    private mutating func skipValue() {
        if let end = text.ends[index] {
            index = end
            return
        }
        var depth = 0
        repeat {
            guard let byte = peek() else { return }
            switch byte {
            case UInt8(ascii: "\""):
                index += 1
                while let b = peek(), b != UInt8(ascii: "\"") { index += b == UInt8(ascii: "\\") ? 2 : 1 }
                index += 1
            case UInt8(ascii: "["), UInt8(ascii: "{"):
                depth += 1
                index += 1
            case UInt8(ascii: "]"), UInt8(ascii: "}"):
                depth -= 1
                index += 1
            default:
                // A number or a word; inside a container, anything up to the next string or bracket.
                if depth == 0 {
                    while let b = peek(), !Self.endsScalar(b) { index += 1 }
                } else {
                    index += 1
                }
            }
        } while depth > 0
    }

    private static func endsScalar(_ b: UInt8) -> Bool {
        b == UInt8(ascii: ",") || b == UInt8(ascii: "]") || b == UInt8(ascii: "}") || b == 0x20 || b == 0x0A
            || b == 0x0D || b == 0x09 || b == UInt8(ascii: ":")
    }
}
