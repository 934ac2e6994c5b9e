import RefreshKitCore

/// Parses and checks `refreshkit render`'s option values; every failure says what to pass.
enum RenderInput {
    /// The largest drawing area accepted, per side, in points.
    static let maximumPoints = 4096.0
    /// The smallest drawing area accepted, per side, in points.
    static let minimumPoints = 1.0
    /// The largest display scale accepted.
    static let maximumScale = 8.0
    /// The smallest display scale accepted: below it every side is far under a pixel, and the
    /// numbers drawn with stop being ordinary (`1e-320` is subnormal).
    static let minimumScale = 0.0001
    /// The frame rates accepted.
    static let minimumFPS = 1.0
    static let maximumFPS = 120.0
    /// The longest time accepted for --time and --refreshing-duration, in seconds.
    static let maximumSeconds = 3600.0
    /// The longest text accepted for a text option such as --last-updated, in characters.
    static let maximumTextLength = 100

    /// `WxH` in points, e.g. `390x80`: two decimal numbers, each from 1 to 4096.
    static func size(_ text: String) throws -> Size {
        let parts = text.split(separator: "x", maxSplits: 1, omittingEmptySubsequences: false)
        guard parts.count == 2, let w = decimal(parts[0]), let h = decimal(parts[1]) else {
            throw RenderFailure("--size \(text.quotedInput()) is not a size; pass WxH in points, such as 390x80")
        }
        let range = minimumPoints...maximumPoints
        guard range.contains(w), range.contains(h) else {
            throw RenderFailure(
                "--size \(text.quotedInput()) is out of range; pass WxH in points, each from "
                    + "\(Int(minimumPoints)) to \(Int(maximumPoints)), such as 390x80")
        }
        return Size(width: w, height: h)
    }

    /// The number `text` gives for `option` (or `fallback` when absent), within `range`.
    static func number(
        _ text: String?, option: String, default fallback: Double = 0, range: ClosedRange<Double>,
        example: String
    ) throws -> Double {
        guard let text else { return fallback }
        guard let value = decimal(Substring(text)) else {
            throw RenderFailure(
                "\(option) \(text.quotedInput()) is not a number; pass a decimal number such as \(example)")
        }
        guard range.contains(value) else {
            throw RenderFailure(
                "\(option) \(text.quotedInput()) is out of range; pass a number from "
                    + "\(format(range.lowerBound)) to \(format(range.upperBound)), such as \(example)")
        }
        return value
    }

    /// The number `text` gives for `option` (or `fallback`), above `lower` and at most `maximum`.
    static func number(
        _ text: String?, option: String, default fallback: Double, above lower: Double, maximum: Double,
        example: String
    ) throws -> Double {
        guard let text else { return fallback }
        let value = try number(
            text, option: option, range: -Double.greatestFiniteMagnitude...Double.greatestFiniteMagnitude,
            example: example)
        guard value > lower, value <= maximum else {
            throw RenderFailure(
                "\(option) \(text.quotedInput()) is out of range; pass a number above \(format(lower)) "
                    + "and at most \(format(maximum)), such as \(example)")
        }
        return value
    }

    /// A plain decimal number: an optional sign, digits with an optional fraction, an optional
    /// exponent. Not hexadecimal (`0x10`), not `nan` or `inf`, no spaces.
    static func decimal(_ text: Substring) -> Double? {
        var digits = 0, index = text.startIndex
        func skipDigits() {
            while index < text.endIndex, text[index].isASCII, text[index].isNumber {
                digits += 1
                index = text.index(after: index)
            }
        }
        if index < text.endIndex, text[index] == "-" || text[index] == "+" { index = text.index(after: index) }
        skipDigits()
        if index < text.endIndex, text[index] == "." {
            index = text.index(after: index)
            skipDigits()
        }
        guard digits > 0 else { return nil }
        if index < text.endIndex, text[index] == "e" || text[index] == "E" {
            index = text.index(after: index)
            if index < text.endIndex, text[index] == "-" || text[index] == "+" { index = text.index(after: index) }
            let before = digits
            skipDigits()
            guard digits > before else { return nil }
        }
        guard index == text.endIndex, let value = Double(text), value.isFinite else { return nil }
        return value
    }

    /// A number as the messages show it: `2`, not `2.0`.
    static func format(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
    }

    /// A colour as `RRGGBB` or `RRGGBBAA` hex (a leading `#` is allowed).
    static func color(_ text: String, option: String) throws -> RGBAColor {
        var hex = Substring(text)
        if hex.hasPrefix("#") { hex = hex.dropFirst() }
        guard hex.count == 6 || hex.count == 8, hex.allSatisfy(\.isHexDigit), let value = UInt32(hex, radix: 16) else {
            throw RenderFailure(
                "\(option) \(text.quotedInput()) is not a colour; pass RRGGBB or RRGGBBAA hex, such as ea5457")
        }
        let v = hex.count == 6 ? (value << 8 | 0xFF) : value
        return RGBAColor(
            red: Double(v >> 24 & 0xFF) / 255, green: Double(v >> 16 & 0xFF) / 255,
            blue: Double(v >> 8 & 0xFF) / 255, alpha: Double(v & 0xFF) / 255)
    }

    /// The state of `phase` with its payload, and the pull distance that goes with it.
    static func state(
        _ phase: RefreshPhase, progress: Double?, overPull: Double?, trigger: Double
    ) -> (RefreshState, pull: Double) {
        switch phase {
        case .idle: return (.idle, 0)
        case .revealing:
            let p = Swift.min(progress ?? 0.5, 0.999_999)
            return (.revealing(progress: p), p * trigger)
        case .armed:
            let o = overPull ?? 0
            return (.armed(overPull: o), trigger + o)
        case .refreshing: return (.refreshing, trigger)
        case .finishing: return (.finishing, trigger)
        case .noMoreData: return (.noMoreData, 0)
        case .failed: return (.failed, 0)
        }
    }

    /// Refuses a `--font` that exists but is not a regular file (a FIFO would block the read, a
    /// device would be read forever); a missing file is said by the glyph source, which names
    /// the fix.
    static func checkFontFile(_ path: String) throws {
        guard case let .success(status) = FileSystem.status(path: path), status.kind != .regular else { return }
        throw RenderFailure(
            "--font \(path.quotedInput()) is \(status.kind.phrase), not a font file; pass a TrueType or "
                + "OpenType file")
    }

    /// Refuses a `--locale` without built-in texts (which would silently draw English).
    static func checkLocale(_ tag: String) throws {
        guard RefreshLanguage.isSupported(tag) else {
            throw RenderFailure(
                "--locale \(tag.quotedInput()) has no texts; pass one of "
                    + RefreshLanguage.supportedTags.joined(separator: ", "))
        }
    }

    /// Refuses a text option longer than ``maximumTextLength`` characters (it would not fit
    /// the indicator, and past a point not the rasterizer either).
    static func checkText(_ text: String, option: String) throws {
        guard text.count <= maximumTextLength else {
            throw RenderFailure("\(option) is \(text.count) characters long; pass at most \(maximumTextLength)")
        }
    }
}
