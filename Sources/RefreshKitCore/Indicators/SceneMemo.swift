/// The last scene an indicator built and a key for what it drew, so a frame that draws the same
/// thing again (an image sequence on the same frame, the classic arrow held while pulling)
/// returns that scene instead of building it: no work and no allocation.
///
/// An indicator holds one from its creation; copies of the indicator share it, and the key
/// includes everything the drawing depends on (the configuration too), so sharing is safe.
/// Not `Sendable`, like the indicators that hold it: an indicator is used from one thread or
/// actor at a time.
final class SceneMemo<Key: Equatable> {
    private var key: Key?
    private var scene: IndicatorScene?

    init() {}

    /// The remembered scene when `key` equals the last one, else `build()`, remembered.
    func scene(for key: Key, build: () -> IndicatorScene) -> IndicatorScene {
        if let scene, self.key == key { return scene }
        let built = build()
        self.key = key
        scene = built
        return built
    }
}
