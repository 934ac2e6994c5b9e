/// An indicator's identity in ``LayerPlanKey``, made once when the owner sets the indicator and
/// kept: the indicator itself when it is `Hashable` (an equal indicator finds the same plans),
/// else a generation its owner bumps with every new indicator; and the context fields it reads.
///
/// A scroll event compares keys holding the same identity object, which is decided by identity
/// alone: comparing two boxed indicators by value allocates, and a scroll event must not.
package final class IndicatorIdentity: Hashable, Sendable {
    /// What identifies the indicator.
    private enum Value: Sendable {
        /// The indicator itself, which is `Hashable`.
        case indicator(any RefreshIndicator)
        /// The owner's generation.
        case generation(Int)
    }

    private let value: Value
    /// The context fields the indicator reads (``IndicatorContextFields/read(by:)``).
    package let reads: IndicatorContextFields

    /// The identity of `indicator`, owned by something that bumps `generation` with every new
    /// indicator (used only when the indicator is not `Hashable`).
    package init(of indicator: any RefreshIndicator, generation: Int) {
        value = indicator is any Hashable ? .indicator(indicator) : .generation(generation)
        reads = IndicatorContextFields.read(by: indicator)
    }

    /// An identity known only by a number, reading every field (for tests and tools).
    package init(generation: Int) {
        value = .generation(generation)
        reads = .all
    }

    package static func == (lhs: IndicatorIdentity, rhs: IndicatorIdentity) -> Bool {
        guard lhs !== rhs else { return true }
        switch (lhs.value, rhs.value) {
        case let (.generation(a), .generation(b)): return a == b
        case let (.indicator(a), .indicator(b)):
            guard let a = a as? any Hashable else { return false }
            return equal(a, b)
        default: return false
        }
    }

    /// Whether `b` is an `A` equal to `a`.
    private static func equal<A: Hashable>(_ a: A, _ b: any RefreshIndicator) -> Bool { (b as? A) == a }

    package func hash(into hasher: inout Hasher) {
        switch value {
        case let .generation(g): hasher.combine(g)
        case let .indicator(indicator): (indicator as? any Hashable)?.hash(into: &hasher)
        }
    }
}
