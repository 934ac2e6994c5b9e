import RefreshKitCore
@testable import RefreshKitOnModel
import Testing
import UIKitModel

/// The counts the benchmark group "Adapter on the UIKit model" reports, exact: a fling past a
/// resting header and footer calls the adapter on no frame; a refresh cycle with layer plans
/// compiles nothing on the main thread, its plans compiled on the compile queue, which runs off it.
@MainActor @Suite struct FramesAndThreadsCountTests {
    /// A fling between a resting header and footer on a long list: the content decelerates for many
    /// frames and no display link calls the adapter in any of them.
    @Test func aFlingPastRestingControlsCallsTheAdapterOnNoFrame() {
        let scene = AdapterScene(contentHeight: 20_000)
        scene.attach(.header)
        scene.attach(.footer)
        scene.run {
            scene.scrollView.contentOffset.y = 9_000
            scene.advance(by: 0.2)
            let before = scene.world.displayLinkFireCount
            scene.drag(-40, frames: 8, velocity: -3_000)
            var frames = 0
            while scene.scrollView.isDecelerating && frames < 2_000 {
                scene.advance(by: 1.0 / 60)
                frames += 1
            }
            #expect(frames > 60, "the content decelerated (\(frames) frames)")
            #expect(!scene.scrollView.isDecelerating)
            #expect((2_000...18_000).contains(scene.scrollView.contentOffset.y), "far from both controls")
            #expect(scene.world.displayLinkFireCount == before)
        }
    }

    /// A header made, pulled to refreshing and ended: its plans compile on the compile queue (work
    /// that runs off the main thread), none inline on the main thread.
    @Test func aRefreshCycleCompilesNoPlanOnTheMainThread() {
        let scene = AdapterScene()
        scene.world.holdsBackgroundWork = true
        let header = scene.attach(.header, Indicators.ArcSpinner())
        scene.run {
            scene.advance(by: 0.1)
            // The pull, armed and refreshing plans wait on the compile queue while the control rests.
            #expect(scene.world.hasBackgroundWork)
            #expect(scene.world.runBackgroundWork() >= 1)
            scene.world.holdsBackgroundWork = false
            scene.pullToRefresh()
            #expect(header.refreshState == .refreshing)
            header.endRefreshing()
            scene.advance(by: 1.5)
            #expect(header.refreshState == .idle)
            #expect(header.drawing.playback.compileCount == 0, "no plan compiled inline on the main thread")
            #expect(scene.advance(by: 0.5) == 0)
        }
    }
}
