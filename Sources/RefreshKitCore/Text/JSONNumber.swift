/// How RefreshKit's tools spell a number in JSON (`refreshkit simulate`'s results, gesture
/// scripts, the playground's lines, the benchmarks' display lists): one spelling everywhere.
///
/// Integral values below ``integerLimit`` in magnitude print without a fractional part (`0`,
/// `200`, `-91`); any other value in Swift's shortest form that reads back to the same
/// `Double` (`0.5`, `-155.25`, `1e-05`). Negative zero prints as `0`; a value that is not
/// finite prints as `null`, which JSON can hold.
package enum JSONNumber {
    /// 2^53: below it every integer is exact and prints as one; from it on Swift's
    /// description uses exponent form (`1e+16`).
    package static let integerLimit = 9007199254740992.0

    /// `x` as JSON.
    ///
    /// - Parameter x: The number.
    /// - Returns: An integer spelling below ``integerLimit`` in magnitude, else Swift's
    ///   shortest round-tripping form; `0` for either zero; `null` when `x` is not finite.
    package static func text(_ x: Double) -> String {
        var text = ""
        write(x, to: &text)
        return text
    }

    /// Appends `x` as JSON (as ``text(_:)`` spells it) to `text`, with no string of its own.
    ///
    /// - Parameters:
    ///   - x: The number.
    ///   - text: The text it goes on the end of.
    package static func write(_ x: Double, to text: inout String) {
        guard x.isFinite else { return text += "null" }
        if x == 0 { return text += "0" }
        if x == x.rounded(), abs(x) < integerLimit { return text += String(Int64(x)) }
        x.write(to: &text)
    }

    /// An optional number; nil prints as `null`.
    ///
    /// - Parameter x: The number, or nil.
    /// - Returns: The number's JSON (as the non-optional `text`), or `null`.
    package static func text(_ x: Double?) -> String { x.map { text($0) } ?? "null" }

    /// A time in seconds: rounded to the nearest nanosecond, then printed as a number, so a
    /// frame time such as `0.1 + 1/60 × 42` prints as `0.8`, not `0.7999999999999999`.
    ///
    /// - Parameter t: The time, in seconds.
    /// - Returns: The rounded time as JSON; `null` when `t` is not finite.
    package static func time(_ t: Double) -> String {
        text((t * 1e9).rounded() / 1e9)
    }
}
