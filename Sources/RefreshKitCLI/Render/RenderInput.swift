import RefreshKitCore

/// Parses and checks `refreshkit render`'s option values; every failure says what to pass.
enum RenderInput {
    /// The largest drawing area accepted, per side, in points.
    static let maximumPoints = 4096.0
    /// The largest display scale accepted.
    static let maximumScale = 8.0
    /// The largest frame rate accepted.
    static let maximumFPS = 120.0

    /// `WxH` in points, e.g. `390x80`.
    static func size(_ text: String) throws -> Size {
        let parts = text.lowercased().split(separator: "x", omittingEmptySubsequences: false)
        guard parts.count == 2, let w = Double(parts[0]), let h = Double(parts[1]),
              w.isFinite, h.isFinite, w > 0, h > 0, w <= maximumPoints, h <= maximumPoints else {
            throw RenderFailure("--size '\(text)' is not a size; pass WxH in points, each between 1 and \(Int(maximumPoints)), such as 390x80")
        }
        return Size(width: w, height: h)
    }

    /// A positive number no larger than `maximum`.
    static func positive(_ value: Double, option: String, maximum: Double, example: String) throws -> Double {
        guard value.isFinite, value > 0, value <= maximum else {
            throw RenderFailure("\(option) \(value) is out of range; pass a number above 0 and at most \(maximum), such as \(example)")
        }
        return value
    }

    /// A colour as `RRGGBB` or `RRGGBBAA` hex (a leading `#` is allowed).
    static func color(_ text: String, option: String) throws -> RGBAColor {
        var hex = Substring(text)
        if hex.hasPrefix("#") { hex = hex.dropFirst() }
        guard hex.count == 6 || hex.count == 8, let value = UInt32(hex, radix: 16) else {
            throw RenderFailure("\(option) '\(text)' is not a colour; pass RRGGBB or RRGGBBAA hex, such as ea5457")
        }
        let v = hex.count == 6 ? (value << 8 | 0xFF) : value
        return RGBAColor(red: Double(v >> 24 & 0xFF) / 255, green: Double(v >> 16 & 0xFF) / 255,
                     blue: Double(v >> 8 & 0xFF) / 255, alpha: Double(v & 0xFF) / 255)
    }

    /// The state named on the command line, with its payload.
    static func state(_ name: String, progress: Double?, overPull: Double?, trigger: Double) throws -> (RefreshState, pull: Double) {
        guard let phase = RefreshPhase(rawValue: name) else {
            throw RenderFailure("--state '\(name)' is not a state; pass one of \(RefreshPhase.allCases.map(\.rawValue).joined(separator: ", "))")
        }
        if let p = progress, !(p.isFinite && p >= 0 && p <= 1) {
            throw RenderFailure("--progress \(p) is out of range; pass a fraction of the trigger distance from 0 to 1, such as 0.5")
        }
        if let o = overPull, !(o.isFinite && o >= 0 && o <= maximumPoints) {
            throw RenderFailure("--over-pull \(o) is out of range; pass points past the trigger from 0 to \(Int(maximumPoints)), such as 20")
        }
        switch phase {
        case .idle: return (.idle, 0)
        case .pulling:
            let p = Swift.min(progress ?? 0.5, 0.999_999)
            return (.pulling(progress: p), p * trigger)
        case .armed:
            let o = overPull ?? 0
            return (.armed(overPull: o), trigger + o)
        case .refreshing: return (.refreshing, trigger)
        case .finishing: return (.finishing, trigger)
        case .noMoreData: return (.noMoreData, 0)
        }
    }
}
