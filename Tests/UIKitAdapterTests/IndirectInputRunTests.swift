import RefreshKitCore
@testable import RefreshKitOnModel
import RefreshKitSimulation
import Testing
import UIKitModel

/// The adapter under indirect scrolling, in every behaviour the UIKit model offers where Apple is
/// silent (``ModelUIKitBehaviour/trackpadVariants``, ``ModelUIKitBehaviour/wheelVariants``): the
/// gesture scripts with a trackpad's two fingers and with a mouse wheel, a trackpad pull past the
/// trigger, a wheel at the top, and the adapter's uses of `isTracking` (the inset's offset, a
/// begin from code, the end of the scroll view's own animation) with the content under a trackpad.
@MainActor @Suite struct IndirectInputRunTests {
    nonisolated static let trackpads = ModelUIKitBehaviour.trackpadVariants
    nonisolated static let wheels = ModelUIKitBehaviour.wheelVariants

    private func under<T>(_ behaviour: ModelUIKitBehaviour, _ body: () throws -> T) rethrows -> T {
        try ModelUIKitBehaviour.$forNewWorlds.withValue(behaviour) { try body() }
    }

    private static func impacts(_ scene: AdapterScene) -> Int {
        scene.world.record.hapticEvents.filter { if case .impact = $0.kind { true } else { false } }.count
    }

    /// The trackpad's fingers rest, scroll by `distance` (positive pulls down) over `frames`
    /// frames, then lift with `velocity` (nil: they stay).
    private func trackpad(_ scene: AdapterScene, _ distance: CGFloat, frames: Int = 12, velocity: CGFloat? = 0) {
        scene.run {
            let sv = scene.scrollView
            sv.modelTrackpadTouch()
            for _ in 0..<frames {
                sv.modelTrackpadScroll(by: CGPoint(x: 0, y: distance / CGFloat(frames)))
                scene.advance(by: 1.0 / Double(scene.world.screen.maximumFramesPerSecond))
            }
            if let velocity { sv.modelTrackpadLift(velocity: CGPoint(x: 0, y: velocity)) }
        }
    }

    // MARK: The gesture scripts

    /// Every script with a trackpad's fingers where a finger was: the same states, actions, insets
    /// and offsets as the simulator's finger.
    ///
    /// Where the momentum goes on changing the pan, the content's path differs from the finger's
    /// once the fingers lift with speed (the momentum drags: at an edge it pulls through the rubber
    /// band, an automatic footer loads as under a drag, a failed footer retries as under a pull),
    /// so there the run is held to the simulator's where no release has speed, and elsewhere to
    /// the same states in the same order on each edge, the same actions' edges, and the same
    /// final states and insets to the last bit.
    @Test(arguments: trackpads, ScriptRun.allScripts)
    func gestureScriptsOnATrackpad(_ behaviour: ModelUIKitBehaviour, _ name: String) throws {
        try under(behaviour) {
            let (script, isHorizontal) = try ScriptRun.load(name)
            let flings = script.steps.contains { if case let .release(v) = $0 { v != 0 } else { false } }
            guard behaviour.trackpadMomentum == .continuesThePan && flings else {
                try GestureScriptEquivalenceTests().adapterMatchesTheSimulator(name, input: .trackpad)
                return
            }
            let expected = try Simulator(script: script).run(recordFrames: false)
            let actual = ScriptRun(script: script, isHorizontal: isHorizontal, input: .trackpad).run(
                recordFrames: false)
            for edge in [RefreshEdge.header, .footer] {
                #expect(
                    actual.events.filter { $0.edge == edge }.map(\.state)
                        == expected.events.filter { $0.edge == edge }.map(\.state), "\(name): \(edge)'s states")
            }
            #expect(actual.actions.map(\.edge) == expected.actions.map(\.edge), "\(name): actions")
            #expect(actual.final.header == expected.final.header && actual.final.footer == expected.final.footer)
            #expect(actual.final.insetTop.bitPattern == expected.final.insetTop.bitPattern, "\(name): final top inset")
            #expect(actual.final.insetBottom.bitPattern == expected.final.insetBottom.bitPattern, "\(name)")
            #expect(actual.final.headerHeight == expected.final.headerHeight, "\(name): collapsing header height")
        }
    }

    /// Every script with a wheel's steps where a finger dragged: nothing arms (no pull is a
    /// wheel's), the actions that run are those the script begins in code or the footer's
    /// automatic loads, and every offset and inset stays a number.
    @Test(arguments: wheels, ScriptRun.allScripts)
    func gestureScriptsWithAWheel(_ behaviour: ModelUIKitBehaviour, _ name: String) throws {
        try under(behaviour) {
            let (script, isHorizontal) = try ScriptRun.load(name)
            let result = ScriptRun(script: script, isHorizontal: isHorizontal, input: .wheel).run(recordFrames: true)
            for frame in result.frames ?? [] {
                #expect(frame.offsetY.isFinite && frame.insetTop.isFinite && frame.insetBottom.isFinite)
            }
            #expect(!result.events.contains { $0.state == .armed }, "\(behaviour), \(name): a wheel armed")
            let begun = script.steps.filter {
                switch $0 {
                case .begin: true
                case let .beginRefreshing(_, runningAction, _): runningAction
                default: false
                }
            }.count
            let autoLoads =
                script.footer?.configuration.mode == .auto ? result.actions.filter { $0.edge == .footer }.count : 0
            #expect(result.actions.count <= begun + autoLoads, "\(behaviour), \(name): actions \(result.actions)")
        }
    }

    // MARK: A trackpad pull, a wheel at the top

    /// Two fingers on a trackpad pulling the header past its trigger: armed once (one impact), and
    /// refreshing once the pan ends — at the lift, or when the momentum dies out — with the action
    /// run once; the content comes to rest under the header.
    @Test(arguments: trackpads, [0, 600] as [Double])
    func aTrackpadPullPastTheTriggerRefreshesOnRelease(_ behaviour: ModelUIKitBehaviour, _ velocity: Double) {
        under(behaviour) {
            let scene = AdapterScene()
            let header = scene.attach(.header)
            trackpad(scene, 200, velocity: nil)
            scene.run {
                #expect(scene.phases(.header) == [.revealing, .armed], "\(behaviour): armed under the fingers")
                #expect(Self.impacts(scene) == 1 && scene.actions.isEmpty)
                scene.scrollView.modelTrackpadLift(velocity: CGPoint(x: 0, y: CGFloat(velocity)))
                // The momentum dies out as UIKit's deceleration does (about 6.2 s from 600 pt/s).
                scene.advance(by: 7 + AdapterScene.springLands)
                #expect(scene.phases(.header) == [.revealing, .armed, .refreshing], "\(behaviour)")
                #expect(scene.actions == [.header] && Self.impacts(scene) == 1)
                #expect(header.refreshState == .refreshing)
                let sv = scene.scrollView
                #expect(sv.contentOffset.y == -sv.adjustedContentInset.top && !sv.isDragging && !sv.isDecelerating)
                #expect(sv.contentInset.top.bitPattern == CGFloat(64).bitPattern)
            }
        }
    }

    /// A mouse wheel turned towards the top while the content rests there — a few steps, then a
    /// fast spin of many — never arms the header: no impact, no action, the header back at rest.
    /// Where each step is a pan that pulls past the edge through the rubber band
    /// (``ModelUIKitBehaviour/WheelStep/discretePanPastTheEdge``), the spin pulls the content past
    /// the trigger while UIKit reports a drag: each pan begins, moves and ends within its step, and
    /// a drag's pull counts from its first offset change after it began.
    @Test(arguments: wheels)
    func aWheelAtTheTopNeverArms(_ behaviour: ModelUIKitBehaviour) {
        under(behaviour) {
            let scene = AdapterScene()
            let header = scene.attach(.header)
            scene.run {
                let sv = scene.scrollView
                for _ in 0..<5 {
                    sv.modelWheelStep(by: CGPoint(x: 0, y: 40))
                    scene.advance(by: 0.1)
                }
                for _ in 0..<60 {
                    sv.modelWheelStep(by: CGPoint(x: 0, y: 40))
                    scene.advance(by: 1.0 / 60)
                }
                scene.advance(by: AdapterScene.springLands)
                #expect(!scene.phases(.header).contains(.armed), "\(behaviour): \(scene.phases(.header))")
                #expect(Self.impacts(scene) == 0 && scene.actions.isEmpty && header.refreshState == .idle)
                #expect(sv.contentOffset.y == -sv.adjustedContentInset.top && sv.contentInset.top == 0)
            }
        }
    }

    // MARK: The adapter's uses of isTracking

    /// A refresh ending while a trackpad holds the content pulled past the header: no offset is
    /// written under the fingers (the content stays where they hold it, on the screen too); after
    /// the lift the header goes where it goes under a finger (held past the trigger, it re-arms
    /// and refreshes again), with the same insets and offset.
    @Test(arguments: trackpads)
    func anEndUnderTheTrackpadLeavesTheContentUnderTheFingers(_ behaviour: ModelUIKitBehaviour) {
        func run(trackpad: Bool) -> (phases: [RefreshPhase], inset: CGFloat, offset: CGFloat) {
            let scene = AdapterScene()
            let header = scene.attach(.header)
            return scene.run {
                let sv = scene.scrollView
                scene.pullToRefresh()
                #expect(header.refreshState == .refreshing)
                if trackpad {
                    self.trackpad(scene, 150, velocity: nil)
                } else {
                    scene.drag(150, frames: 12, velocity: nil)
                }
                let held = sv.contentOffset.y
                #expect(held < -sv.adjustedContentInset.top - 64)
                header.endRefreshing()
                scene.advance(by: 0.5)
                #expect(sv.contentOffset.y == held, "\(behaviour): the content moved under the fingers")
                #expect(sv.modelPresentedContentOffset.y == held, "\(behaviour): the screen moved under the fingers")
                if trackpad { sv.modelTrackpadLift() } else { sv.modelLiftFinger() }
                scene.advance(by: AdapterScene.springLands + 1)
                return (scene.phases(.header), sv.contentInset.top, sv.contentOffset.y)
            }
        }
        under(behaviour) {
            let finger = run(trackpad: false), pad = run(trackpad: true)
            #expect(pad.phases == finger.phases, "\(behaviour)")
            #expect(
                pad.inset.bitPattern == finger.inset.bitPattern && pad.offset.bitPattern == finger.offset.bitPattern)
        }
    }

    /// `beginRefreshing()` from code while a trackpad holds the content scrolled down: the header
    /// refreshes without scrolling the content from under the fingers.
    @Test(arguments: trackpads)
    func aBeginFromCodeUnderTheTrackpadDoesNotScroll(_ behaviour: ModelUIKitBehaviour) {
        under(behaviour) {
            let scene = AdapterScene()
            let header = scene.attach(.header)
            scene.run {
                let sv = scene.scrollView
                trackpad(scene, -400, velocity: nil)
                let held = sv.contentOffset.y
                header.beginRefreshing()
                scene.advance(by: 0.5)
                #expect(header.refreshState == .refreshing)
                #expect(sv.contentOffset.y == held, "\(behaviour): the content moved under the fingers")
                #expect(sv.modelPresentedContentOffset.y == held, "\(behaviour): the screen moved under the fingers")
                #expect(scene.actions == [.header])
            }
        }
    }

    /// A table's own animation to the top (a begin from code) taken by a trackpad's scroll: the
    /// adapter stops waiting for the animation's end at the scroll's first event, as under a
    /// finger (its display link does not run on for the animation).
    @Test(arguments: trackpads)
    func aTrackpadTakingATablesAnimationEndsTheWatch(_ behaviour: ModelUIKitBehaviour) throws {
        try under(behaviour) {
            let scene = AdapterScene(table: true)
            let header = scene.attach(.header)
            try scene.run {
                let sv = scene.scrollView
                sv.contentOffset.y = 500
                scene.advance(by: 0.1)
                header.beginRefreshing()
                let host = try #require(UIScrollViewHost.existingHost(for: sv))
                #expect(host.scrollAnimation != nil)
                scene.advance(by: 0.1)
                sv.modelTrackpadTouch()
                sv.modelTrackpadScroll(by: CGPoint(x: 0, y: -5))
                scene.advance(by: 1.0 / 60)
                #expect(host.scrollAnimation == nil, "\(behaviour): the adapter still waits for the animation")
            }
        }
    }
}
