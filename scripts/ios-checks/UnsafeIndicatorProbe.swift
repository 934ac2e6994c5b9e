// An app's indicator that counts its frames in an object its copies share: RefreshKit compiles
// plans on a background queue while the main thread draws the same value, so this must not
// compile. scripts/check-ios expects Swift 6 to refuse it, naming the counter as not Sendable.
import RefreshKit

final class FrameCounter {
    var frames = 0
}

struct CountingIndicator: RefreshIndicator {
    let counter = FrameCounter()

    func scene(for context: IndicatorContext) -> IndicatorScene {
        counter.frames += 1
        return IndicatorSceneBuilder(size: context.size).build()
    }
}
