import RefreshKitCore
import Testing
import UIKitModel

/// Each behaviour `ModelUIKitBehaviour` offers where Apple is silent does what its documentation
/// says, on the model's own objects.
@MainActor @Suite struct ModelUIKitBehaviourTests {
    /// A world made under `behaviour`, running `body`.
    private func inWorld(_ behaviour: ModelUIKitBehaviour, _ body: (ModelWorld) -> Void) {
        let world = ModelUIKitBehaviour.$forNewWorlds.withValue(behaviour) { ModelWorld() }
        #expect(world.uikit == behaviour)
        world.run { body(world) }
    }

    private func behaviour(_ change: (inout ModelUIKitBehaviour) -> Void) -> ModelUIKitBehaviour {
        var b = ModelUIKitBehaviour()
        change(&b)
        return b
    }

    /// A scroll view pulled 150 pt past its top and released: it springs back.
    private func bouncing(_ world: ModelWorld) -> UIScrollView {
        let window = makeWindow()
        let sv = UIScrollView(frame: window.bounds)
        sv.contentSize = CGSize(width: 390, height: 3000)
        window.addSubview(sv)
        world.drain()
        for _ in 0..<10 { sv.modelMoveFinger(by: CGPoint(x: 0, y: 40)) }
        sv.modelLiftFinger()
        world.advance(by: 0.05)
        #expect(sv.isDecelerating && sv.contentOffset.y < -100)
        return sv
    }

    /// The alternatives are every other behaviour of every setting, one at a time.
    @Test func theAlternativesCoverEveryBehaviourOnce() {
        let all = ModelUIKitBehaviour.alternatives
        #expect(all.count == 2 + 1 + 1 + 1 && Set(all).count == all.count)
        #expect(!all.contains(ModelUIKitBehaviour()))
        #expect(Set(all.map(\.offsetWriteInMotion)) == Set(ModelUIKitBehaviour.OffsetWriteInMotion.allCases))
        #expect(ModelUIKitBehaviour().description == "first picks")
    }

    /// A write of the offset during a bounce: re-anchored (the spring carries on from the write,
    /// back to the top), overwritten by the bounce's own path in the next frame, or stopped there.
    @Test(arguments: ModelUIKitBehaviour.OffsetWriteInMotion.allCases)
    func anOffsetWrittenDuringABounce(_ setting: ModelUIKitBehaviour.OffsetWriteInMotion) {
        inWorld(behaviour { $0.offsetWriteInMotion = setting }) { world in
            let sv = bouncing(world)
            let before = sv.contentOffset.y
            sv.contentOffset.y = -20
            #expect(sv.contentOffset.y == -20, "a write reads back at once")
            world.advance(by: 1.0 / 60)
            switch setting {
            case .reanchorsTheMotion:
                #expect(sv.isDecelerating && sv.contentOffset.y > -20 && sv.contentOffset.y < 0)
            case .motionKeepsItsPath:
                #expect(
                    sv.isDecelerating && sv.contentOffset.y > before && sv.contentOffset.y < before + 30,
                    "back on the bounce's path")
            case .stopsTheMotion:
                #expect(!sv.isDecelerating && sv.contentOffset.y == -20)
            }
            world.advance(by: 2)
            #expect(sv.contentOffset.y == (setting == .stopsTheMotion ? -20 : 0))
        }
    }

    /// The safe area arriving over content resting at its top: the offset stays (inside the new
    /// range) or follows the adjusted inset, so the content starts under the bar.
    @Test(arguments: ModelUIKitBehaviour.RestingOffsetOnSafeAreaChange.allCases)
    func theSafeAreaArrivingAtRest(_ setting: ModelUIKitBehaviour.RestingOffsetOnSafeAreaChange) {
        inWorld(behaviour { $0.restingOffsetOnSafeAreaChange = setting }) { world in
            let window = makeWindow()
            let sv = UIScrollView(frame: window.bounds)
            sv.contentSize = CGSize(width: 390, height: 3000)
            sv.contentInsetAdjustmentBehavior = .always
            window.addSubview(sv)
            world.drain()
            #expect(sv.contentOffset.y == 0)
            window.modelDeviceSafeAreaInsets.top = 47
            world.drain()
            #expect(sv.adjustedContentInset.top == 47)
            #expect(sv.contentOffset.y == (setting == .clampsOnly ? 0 : -47))
            // Scrolled away from the top, it stays where it is either way.
            sv.contentOffset.y = 300
            window.modelDeviceSafeAreaInsets.top = 91
            world.drain()
            #expect(sv.contentOffset.y == 300)
        }
    }

    /// `endRefreshing()` on a control at rest during a fling: nothing, or the fling stops.
    @Test(arguments: ModelUIKitBehaviour.EndRefreshingWhenIdle.allCases)
    func anIdleEndDuringAFling(_ setting: ModelUIKitBehaviour.EndRefreshingWhenIdle) {
        inWorld(behaviour { $0.endRefreshingWhenIdle = setting }) { world in
            let window = makeWindow()
            let sv = UITableView(frame: window.bounds, style: .plain)
            sv.contentSize = CGSize(width: 390, height: 20_000)
            window.addSubview(sv)
            let control = UIRefreshControl()
            sv.refreshControl = control
            sv.contentOffset.y = 5_000
            world.drain()
            sv.modelMoveFinger(by: CGPoint(x: 0, y: -50))
            sv.modelLiftFinger(velocity: CGPoint(x: 0, y: -2_000))
            world.advance(by: 0.1)
            #expect(sv.isDecelerating)
            let at = sv.contentOffset.y
            control.endRefreshing()
            world.advance(by: 0.2)
            switch setting {
            case .doesNothing: #expect(sv.isDecelerating && sv.contentOffset.y > at)
            case .stopsTheScrolling: #expect(!sv.isDecelerating && sv.contentOffset.y == at)
            }
        }
    }

    /// A pull past the trigger starts the refresh through the overridable `beginRefreshing()`, or
    /// not; `.valueChanged` is sent either way.
    @Test(arguments: ModelUIKitBehaviour.UserRefreshStart.allCases)
    func theUsersRefresh(_ setting: ModelUIKitBehaviour.UserRefreshStart) {
        final class Counting: UIRefreshControl {
            var begins = 0
            override func beginRefreshing() {
                begins += 1
                super.beginRefreshing()
            }
        }
        inWorld(behaviour { $0.userRefreshStart = setting }) { world in
            let window = makeWindow()
            let sv = UITableView(frame: window.bounds, style: .plain)
            sv.contentSize = CGSize(width: 390, height: 3000)
            window.addSubview(sv)
            let control = Counting()
            var changes = 0
            control.addAction(UIAction { _ in changes += 1 }, for: .valueChanged)
            sv.refreshControl = control
            world.drain()
            while !control.isRefreshing { sv.modelMoveFinger(by: CGPoint(x: 0, y: 30)) }
            #expect(changes == 1 && control.begins == (setting == .throughBeginRefreshing ? 1 : 0))
            sv.modelLiftFinger()
        }
    }
}
