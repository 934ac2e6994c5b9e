import RefreshKitCore

/// The scenes of a render, drawn one at a time as they are iterated (in order, as stateful
/// indicators expect), so a long cycle never holds all of its scenes at once.
struct LazyScenes: Sequence {
    /// How many scenes there are.
    let count: Int
    /// Draws the scene of frame `index` (called once per frame, in order).
    let draw: (Int) -> IndicatorScene

    /// Iterates the scenes, drawing each on demand.
    struct Iterator: IteratorProtocol {
        let scenes: LazyScenes
        var index = 0

        mutating func next() -> IndicatorScene? {
            guard index < scenes.count else { return nil }
            defer { index += 1 }
            return scenes.draw(index)
        }
    }

    func makeIterator() -> Iterator { Iterator(scenes: self) }

    /// The scene of the first frame (the only one of a moment), or nil when there is none.
    var first: IndicatorScene? { count > 0 ? draw(0) : nil }

    var underestimatedCount: Int { count }
}
