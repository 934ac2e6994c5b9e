/// The plans a control compiled lately, by ``LayerPlanKey``: pulling back and forth, or a
/// refresh after a refresh, compiles nothing again. The least recently used plan goes first.
package struct LayerPlanCache {
    /// How many plans are kept by default: 8 (the five phases, and a change of appearance).
    package static let defaultCapacity = 8

    /// The most plans kept (at least 1).
    package let capacity: Int
    /// The plans, least recently used first.
    private var entries: [(key: LayerPlanKey, plan: LayerPlan)] = []

    /// An empty cache of `capacity` plans.
    package init(capacity: Int = LayerPlanCache.defaultCapacity) {
        self.capacity = Swift.max(1, capacity)
    }

    /// How many plans it holds.
    package var count: Int { entries.count }

    /// The plan under `key`, made the most recently used; nil when it is not kept.
    package mutating func plan(for key: LayerPlanKey) -> LayerPlan? {
        guard let index = entries.firstIndex(where: { $0.key == key }) else { return nil }
        let entry = entries.remove(at: index)
        entries.append(entry)
        return entry.plan
    }

    /// Keeps `plan` under `key`, dropping the least recently used plan when full.
    package mutating func insert(_ plan: LayerPlan, for key: LayerPlanKey) {
        entries.removeAll { $0.key == key }
        if entries.count >= capacity { entries.removeFirst(entries.count - capacity + 1) }
        entries.append((key, plan))
    }

    /// Forgets every plan.
    package mutating func removeAll() { entries.removeAll() }
}
