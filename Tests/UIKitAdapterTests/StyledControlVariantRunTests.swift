import RefreshKitCore
@testable import RefreshKitOnModel
import Testing
import UIKitModel

/// `StyledRefreshControl` where UIKits may differ: an app's extra `endRefreshing()` (after the
/// refresh ended) reaches UIKit's `endRefreshing()` only when the system control is refreshing,
/// since on a control that is not, a UIKit may stop the table's scrolling
/// (``ModelUIKitBehaviour/EndRefreshingWhenIdle``).
@MainActor @Suite struct StyledControlVariantRunTests {
    /// A refresh pulled and ended, then a fling down the list during which the app calls
    /// `endRefreshing()` once more: the fling goes on to where it goes without the extra call.
    @Test func anExtraEndLeavesAFlingAlone() {
        let ends: [Bool] = [false, true]
        let rests = ends.map { extraEnd -> CGFloat in
            let scene = AdapterScene(contentHeight: 20_000, table: true)
            return scene.run {
                let sv = scene.scrollView
                var actions = 0
                let control = StyledRefreshControl(.arcSpinner(), actionHandler: { actions += 1 })
                sv.refreshControl = control
                scene.world.drain()
                sv.modelTouchDown()
                for _ in 0..<40 where !control.isRefreshing {
                    sv.modelMoveFinger(by: CGPoint(x: 0, y: 20))
                    scene.advance(by: 1.0 / 60)
                }
                sv.modelLiftFinger()
                scene.advance(by: 1)
                control.endRefreshing()
                scene.advance(by: 2)
                #expect(actions == 1 && !control.isRefreshing && control.refreshState == .idle)
                scene.drag(-60, frames: 6, velocity: -2_500)
                scene.advance(by: 0.2)
                #expect(sv.isDecelerating, "the fling runs")
                if extraEnd { control.endRefreshing() }
                scene.world.drain()
                #expect(sv.isDecelerating, "extra end: \(extraEnd)")
                scene.advance(by: 10)
                #expect(!sv.isDecelerating && actions == 1)
                return sv.contentOffset.y
            }
        }
        #expect(rests[0] > 1_000 && rests[1] == rests[0], "\(rests)")
    }
}
