import RefreshKitCore

extension SVGWriter {
    /// Decimal places kept in numbers.
    static let fractionDigits = 3

    /// A number with at most three decimals, trailing zeros (and a trailing point) dropped,
    /// `-0` written as `0`. Non-finite values are written as `0` (SVG cannot express them).
    public static func format(_ value: Double) -> String {
        guard value.isFinite else { return "0" }
        let scaled = (value * 1000).rounded()
        // Beyond 2⁵³ the decimals are meaningless; print the rounded integer.
        guard abs(scaled) < 9.0e15 else {
            let integer = value.rounded()
            return abs(integer) < 9.0e18 ? String(Int64(integer)) : "0"
        }
        let thousandths = Int64(scaled)
        if thousandths == 0 { return "0" }
        let sign = thousandths < 0 ? "-" : ""
        let magnitude = thousandths.magnitude
        let integerPart = magnitude / 1000, fraction = magnitude % 1000
        guard fraction != 0 else { return sign + String(integerPart) }
        var digits = String(fraction)
        digits = String(repeating: "0", count: fractionDigits - digits.count) + digits
        while digits.hasSuffix("0") { digits.removeLast() }
        return sign + String(integerPart) + "." + digits
    }

    /// `#rrggbb` from a colour's straight components (clamped to 0…1, NaN as 0); alpha is
    /// written separately.
    static func hex(_ color: RGBAColor) -> String {
        let digits: [Character] = Array("0123456789abcdef")
        var text = "#"
        for component in [color.red, color.green, color.blue] {
            let byte = Int((RKMath.clamp(component, 0, 1) * 255).rounded())
            text.append(digits[byte >> 4]); text.append(digits[byte & 15])
        }
        return text
    }

    /// Standard base64 (RFC 4648, with padding).
    static func base64(_ bytes: [UInt8]) -> String {
        let alphabet: [Character] = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/")
        var text = ""
        text.reserveCapacity((bytes.count + 2) / 3 * 4)
        var index = 0
        while index < bytes.count {
            let b0 = Int(bytes[index])
            let b1 = index + 1 < bytes.count ? Int(bytes[index + 1]) : 0
            let b2 = index + 2 < bytes.count ? Int(bytes[index + 2]) : 0
            text.append(alphabet[b0 >> 2])
            text.append(alphabet[((b0 & 3) << 4) | (b1 >> 4)])
            text.append(index + 1 < bytes.count ? alphabet[((b1 & 15) << 2) | (b2 >> 6)] : "=")
            text.append(index + 2 < bytes.count ? alphabet[b2 & 63] : "=")
            index += 3
        }
        return text
    }
}
