@testable import RefreshKitCore

/// What a `UIScrollView`'s host does to the `contentInset` written to it, for ``OneInsetHost``:
/// real hosts do not always keep the value they are given.
enum HostInsetBehaviour: Hashable, Sendable, CustomStringConvertible {
    /// Keeps every value bit for bit (a plain `UIScrollView`).
    case keeps
    /// Rounds every write to the pixel grid, `1 / scale` (layout that snaps to pixels).
    case roundsToPixels(scale: Double)
    /// Perturbs every write by one ulp, up and down in turn (arithmetic on the way in).
    case perturbsByAnUlp
    /// Re-asserts a fixed value right after each of RefreshKit's writes, within the write
    /// (SwiftUI's hosting, a keyboard manager that owns the inset).
    case reasserts(Insets)
    /// Re-asserts a fixed value on the next frame after any change (the same, one layout pass
    /// later).
    case reassertsLater(Insets)

    /// Every behaviour the tests run, at 2× and 3×.
    static let all: [HostInsetBehaviour] = [
        .keeps, .roundsToPixels(scale: 3), .roundsToPixels(scale: 2), .perturbsByAnUlp,
        .reasserts(Insets(top: 20, bottom: 34)), .reassertsLater(Insets(top: 20, bottom: 34)),
    ]

    /// What the scroll view holds after `value` is written; `count` numbers the writes.
    func held(_ value: Insets, count: Int) -> Insets {
        switch self {
        case .keeps, .reasserts, .reassertsLater:
            return value
        case let .roundsToPixels(scale):
            func round(_ x: Double) -> Double { (x * scale).rounded() / scale }
            return Insets(
                top: round(value.top), left: round(value.left), bottom: round(value.bottom), right: round(value.right))
        case .perturbsByAnUlp:
            func nudge(_ x: Double) -> Double { count % 2 == 0 ? x.nextUp : x.nextDown }
            return Insets(
                top: nudge(value.top), left: nudge(value.left), bottom: nudge(value.bottom), right: nudge(value.right))
        }
    }

    /// The value the host asserts, if it asserts one.
    var asserted: Insets? {
        switch self {
        case let .reasserts(value), let .reassertsLater(value): value
        case .keeps, .roundsToPixels, .perturbsByAnUlp: nil
        }
    }

    /// Half a pixel of the host's grid (the ledger's tolerance at its scale).
    var displayScale: Double {
        if case let .roundsToPixels(scale) = self { return scale }
        return InsetLedger.defaultDisplayScale
    }

    var description: String {
        switch self {
        case .keeps: "keeps"
        case let .roundsToPixels(scale): "rounds to 1/\(Int(scale))"
        case .perturbsByAnUlp: "perturbs by an ulp"
        case let .reasserts(value): "re-asserts \(value.top)/\(value.bottom)"
        case let .reassertsLater(value): "re-asserts \(value.top)/\(value.bottom) a frame later"
        }
    }
}
