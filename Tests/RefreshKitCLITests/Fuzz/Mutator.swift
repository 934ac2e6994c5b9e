/// A seeded mutation engine for fuzzing: JSON scripts at the token level (numbers swapped for
/// hostile ones, keys renamed, tokens dropped, duplicated or swapped, bytes flipped, input cut
/// short) and command lines at the argument level. The same seed gives the same inputs.
struct Mutator {
    private var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    mutating func below(_ n: Int) -> Int { n <= 1 ? 0 : Int(next() % UInt64(n)) }
    mutating func pick<T>(_ items: [T]) -> T { items[below(items.count)] }

    /// Numbers that break naive code.
    static let hostileNumbers = [
        "NaN", "Infinity", "-Infinity", "1e400", "-1e400", "1e-400", "-1", "-0", "0",
        "1e9", "1000000001", "9007199254740993", "3600.5", "0.0000001", "1e308", "-3",
        "\"5\"", "null", "true", "[]", "{}", "01", "1.", ".5", "+1", "0x10",
    ]
    /// Words that are almost keys, or keys in the wrong place.
    static let hostileWords = [
        "\"drag\"", "\"wiat\"", "\"header\"", "\"footer\"", "\"by\"", "\"duration\"",
        "\"velocity\"", "\"steps\"", "\"\"", "\"\\u0000\"", "\"\\n\"", "\"ü\"", "\"begin\"",
        "\"setSafeArea\"", "\"noMoreData\"", "\"auto\"", "\"pull\"", "\"top\"", "\"min\"",
        "\"\\ud800\"", "\"a\\\"b\"", "\"fail\"", "\"edge\"", "\"runningAction\"", "\"animated\"",
    ]

    /// One to three mutations of a JSON text.
    mutating func mutate(json: [UInt8]) -> [UInt8] {
        var tokens = Self.tokenize(json)
        for _ in 0..<(1 + below(3)) {
            guard !tokens.isEmpty else { break }
            let i = below(tokens.count)
            switch below(9) {
            case 0, 1:
                if tokens[i].first.map({ $0 == UInt8(ascii: "-") || ($0 >= 48 && $0 <= 57) }) == true {
                    tokens[i] = Array(pick(Self.hostileNumbers).utf8)
                } else {
                    tokens[i] = Array(pick(Self.hostileNumbers + Self.hostileWords).utf8)
                }
            case 2: if tokens[i].first == UInt8(ascii: "\"") { tokens[i] = Array(pick(Self.hostileWords).utf8) }
            case 3: tokens.remove(at: i)
            case 4: tokens.insert(tokens[i], at: i)
            case 5: tokens.swapAt(i, below(tokens.count))
            case 6:
                var flat = tokens.flatMap { $0 }
                if !flat.isEmpty { flat[below(flat.count)] ^= UInt8(1 << below(8)) }
                tokens = Self.tokenize(flat)
            case 7:
                let flat = tokens.flatMap { $0 }
                tokens = Self.tokenize(Array(flat.prefix(below(flat.count + 1))))
            default:
                tokens.insert(Array(pick(["{", "}", "[", "]", ",", ":", "\"", "{\"wait\": 1}", "\\"]).utf8), at: i)
            }
        }
        return tokens.flatMap { $0 }
    }

    /// Splits JSON text into strings, numbers/words, and single punctuation bytes (white space kept
    /// with the token before it, so joining gives the text back).
    static func tokenize(_ bytes: [UInt8]) -> [[UInt8]] {
        var tokens: [[UInt8]] = []
        var i = 0
        while i < bytes.count {
            let start = i
            let b = bytes[i]
            if b == UInt8(ascii: "\"") {
                i += 1
                while i < bytes.count && bytes[i] != UInt8(ascii: "\"") { i += bytes[i] == UInt8(ascii: "\\") ? 2 : 1 }
                i = min(i + 1, bytes.count)
            } else if "{}[],:".utf8.contains(b) {
                i += 1
            } else {
                while i < bytes.count && !"{}[],:\"".utf8.contains(bytes[i]) { i += 1 }
            }
            tokens.append(Array(bytes[start..<max(i, start + 1)]))
            i = max(i, start + 1)
        }
        return tokens
    }

    /// Values that break option parsing.
    static let hostileValues = [
        "nan", "inf", "-1", "0", "0x0", "1e999", "", "--", "abc", "390x", "x80", "390x80x2",
        "99999x80", "1x1", "2.5", "-0", "ünï", "\u{0}", "pulling", "armed", "ffffff", "#12345",
        "header", "footer", "zh-Hant", "/no/such/file.ttf", "/", "10000",
    ]
    /// Options `render` knows, and some it does not.
    static let renderOptions = [
        "--style", "--all", "--out", "--format", "--size", "--scale", "--fps", "--state",
        "--progress", "--over-pull", "--time", "--refreshing-duration", "--edge", "--font",
        "--locale", "--last-updated", "--tint", "--background", "--transparent",
        "--reduce-motion", "--bogus", "-x", "--help",
    ]

    /// One to three mutations of a command line.
    mutating func mutate(arguments: [String]) -> [String] {
        var args = arguments
        for _ in 0..<(1 + below(3)) {
            let i = below(args.count + 1)
            switch below(5) {
            case 0 where !args.isEmpty: args[min(i, args.count - 1)] = pick(Self.hostileValues)
            case 1 where !args.isEmpty: args.remove(at: min(i, args.count - 1))
            case 2: args.insert(pick(Self.renderOptions), at: i)
            case 3: args.insert(contentsOf: [pick(Self.renderOptions), pick(Self.hostileValues)], at: i)
            default: if args.count > 1 { args.swapAt(below(args.count), below(args.count)) }
            }
        }
        return args
    }
}
