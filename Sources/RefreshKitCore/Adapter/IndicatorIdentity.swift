/// An indicator's identity in ``LayerPlanKey``, made once when the owner sets the indicator and
/// kept: the indicator itself when it is `Hashable` (an equal indicator finds the same plans),
/// else a generation its owner bumps with every new indicator; and the context fields it reads.
///
/// A scroll event compares keys holding the same identity object, which is decided by identity
/// alone: comparing two boxed indicators by value allocates, and a scroll event must not.
package final class IndicatorIdentity: Hashable, @unchecked Sendable {
    // Immutable after init; AnyHashable of a Sendable indicator or an Int.
    private let value: AnyHashable
    /// The context fields the indicator reads (``IndicatorContextFields/read(by:)``).
    package let reads: IndicatorContextFields

    /// The identity of `indicator`, owned by something that bumps `generation` with every new
    /// indicator (used only when the indicator is not `Hashable`).
    package init(of indicator: any RefreshIndicator, generation: Int) {
        if let hashable = indicator as? any Hashable {
            value = AnyHashable(hashable)
        } else {
            value = AnyHashable(generation)
        }
        reads = IndicatorContextFields.read(by: indicator)
    }

    /// An identity known only by a number, reading every field (for tests and tools).
    package init(generation: Int) {
        value = AnyHashable(generation)
        reads = .all
    }

    package static func == (lhs: IndicatorIdentity, rhs: IndicatorIdentity) -> Bool {
        lhs === rhs || lhs.value == rhs.value
    }

    package func hash(into hasher: inout Hasher) { hasher.combine(value) }
}
