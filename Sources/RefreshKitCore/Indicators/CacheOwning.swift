/// An indicator holding caches of earlier drawings (``PathMemo``, ``LastValueMemo``), which copies
/// share. A copy that draws on another thread (a plan compiling on a worker while the main thread
/// draws the scene) takes caches of its own, so the two never touch the same one.
package protocol CacheOwning: RefreshIndicator {
    /// A copy with empty caches of its own; the same drawing.
    func withOwnCaches() -> Self
}
