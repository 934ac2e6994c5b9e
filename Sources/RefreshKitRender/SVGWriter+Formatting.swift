import RefreshKitCore

extension SVGWriter {
    /// Decimal places kept in numbers.
    static let fractionDigits = 3

    /// A number with at most three decimals, trailing zeros (and a trailing point) dropped,
    /// `-0` written as `0`. Non-finite values are written as `0` (SVG cannot express them).
    public static func format(_ value: Double) -> String {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(24)
        appendFormatted(value, to: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Appends ``format(_:)``'s text of `value` to `bytes` (ASCII).
    static func appendFormatted(_ value: Double, to bytes: inout [UInt8]) {
        guard value.isFinite else { return bytes.append(UInt8(ascii: "0")) }
        let scaled = (value * 1000).rounded()
        // Beyond 2⁵³ the decimals are meaningless; print the rounded integer.
        guard abs(scaled) < 9.0e15 else {
            let integer = value.rounded()
            guard abs(integer) < 9.0e18 else { return bytes.append(UInt8(ascii: "0")) }
            let whole = Int64(integer)
            return appendDecimal(whole: whole.magnitude, thousandths: 0, negative: whole < 0, to: &bytes)
        }
        let thousandths = Int64(scaled)
        if thousandths == 0 { return bytes.append(UInt8(ascii: "0")) }
        appendDecimal(
            whole: thousandths.magnitude / 1000, thousandths: thousandths.magnitude % 1000, negative: thousandths < 0,
            to: &bytes)
    }

    /// Appends `whole`, then a point and the thousandths without their trailing zeros when there
    /// are any, after a minus sign when `negative`. Written right to left into scratch space on the
    /// stack, then appended at once: a plan's path data runs to thousands of numbers.
    private static func appendDecimal(whole: UInt64, thousandths: UInt64, negative: Bool, to bytes: inout [UInt8]) {
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 24) { text in
            var start = text.count
            func put(_ byte: UInt8) {
                start -= 1
                text[start] = byte
            }
            var whole = whole, fraction = thousandths
            if fraction != 0 {
                // The thousandths without their trailing zeros, with their leading ones.
                var places = 3
                while fraction % 10 == 0 {
                    fraction /= 10
                    places -= 1
                }
                for _ in 0..<places {
                    put(UInt8(ascii: "0") + UInt8(fraction % 10))
                    fraction /= 10
                }
                put(UInt8(ascii: "."))
            }
            repeat {
                put(UInt8(ascii: "0") + UInt8(whole % 10))
                whole /= 10
            } while whole != 0
            if negative { put(UInt8(ascii: "-")) }
            bytes.append(contentsOf: UnsafeBufferPointer(rebasing: text[start...]))
        }
    }

    /// `#rrggbb` from a colour's straight components (clamped to 0…1, NaN as 0); alpha is
    /// written separately.
    static func hex(_ color: RGBAColor) -> String {
        let digits: [Character] = Array("0123456789abcdef")
        var text = "#"
        for component in [color.red, color.green, color.blue] {
            let byte = Int((RKMath.clamp(component, 0, 1) * 255).rounded())
            text.append(digits[byte >> 4])
            text.append(digits[byte & 15])
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
