/// The bytes of a JSON text that ``JSONParser`` has checked, shared by the arrays and objects
/// read from it.
final class JSONText: Sendable {
    /// The size from which an array's or object's end is noted in ``ends``.
    static let indexedSize = 1024

    let bytes: [UInt8]
    /// The offset just past each array or object of at least ``indexedSize`` bytes, by the offset
    /// of its opening bracket: reading the members of an object skips a large value at once.
    let ends: [Int: Int]

    init(_ bytes: [UInt8], ends: [Int: Int] = [:]) {
        self.bytes = bytes
        self.ends = ends
    }
}

/// A JSON array: the elements of a checked text, read one at a time as it is iterated (an array
/// of a million steps is never a million values at once), or a list of values.
struct JSONArray: Sequence, ExpressibleByArrayLiteral, Sendable {
    private enum Storage: Sendable {
        case values([JSONValue])
        /// The text and the offset of the opening `[`.
        case text(JSONText, start: Int)
    }

    private let storage: Storage

    /// The array whose `[` is at `start` in `text`, which ``JSONParser`` has checked.
    init(text: JSONText, start: Int) { storage = .text(text, start: start) }

    init(arrayLiteral elements: JSONValue...) { storage = .values(elements) }

    /// How many elements (counted without reading them).
    var count: Int {
        switch storage {
        case let .values(values): values.count
        case let .text(text, start): JSONParser.memberCount(in: text, container: start)
        }
    }

    struct Iterator: IteratorProtocol {
        fileprivate var values: IndexingIterator<[JSONValue]>?
        fileprivate var reader: JSONParser.MemberReader?

        mutating func next() -> JSONValue? {
            if values != nil { return values!.next() }
            return reader?.next()?.value
        }
    }

    func makeIterator() -> Iterator {
        switch storage {
        case let .values(values): Iterator(values: values.makeIterator(), reader: nil)
        case let .text(text, start):
            Iterator(values: nil, reader: JSONParser.MemberReader(text: text, container: start))
        }
    }
}

/// A JSON object: the members of a checked text in the order written (duplicates included),
/// read one at a time as it is iterated, or a list of members.
struct JSONObject: Sequence, ExpressibleByArrayLiteral, Sendable {
    typealias Member = (key: String, value: JSONValue)

    private enum Storage: Sendable {
        case members([Member])
        /// The text and the offset of the opening `{`.
        case text(JSONText, start: Int)
    }

    private let storage: Storage

    /// The object whose `{` is at `start` in `text`, which ``JSONParser`` has checked.
    init(text: JSONText, start: Int) { storage = .text(text, start: start) }

    init(arrayLiteral members: Member...) { storage = .members(members) }

    /// How many members (counted without reading them).
    var count: Int {
        switch storage {
        case let .members(members): members.count
        case let .text(text, start): JSONParser.memberCount(in: text, container: start)
        }
    }

    /// Whether the object has no member.
    var isEmpty: Bool { first == nil }

    /// The first member written, if any.
    var first: Member? {
        var iterator = makeIterator()
        return iterator.next()
    }

    struct Iterator: IteratorProtocol {
        fileprivate var members: IndexingIterator<[Member]>?
        fileprivate var reader: JSONParser.MemberReader?

        mutating func next() -> Member? {
            if members != nil { return members!.next() }
            guard let member = reader?.next() else { return nil }
            return (member.key ?? "", member.value)
        }
    }

    func makeIterator() -> Iterator {
        switch storage {
        case let .members(members): Iterator(members: members.makeIterator(), reader: nil)
        case let .text(text, start):
            Iterator(members: nil, reader: JSONParser.MemberReader(text: text, container: start))
        }
    }
}
