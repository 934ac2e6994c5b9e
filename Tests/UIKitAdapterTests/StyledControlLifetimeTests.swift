import CoreAnimationModel
import RefreshKitCore
@testable import RefreshKitOnModel
import Testing
import UIKitModel

/// `StyledRefreshControl` through what happens around it on the UIKit model: moved to another
/// table's `refreshControl`, taken out of its table in the middle of a refresh, Reduce Motion
/// switched on and the app going to the background while it refreshes.
@MainActor @Suite struct StyledControlLifetimeTests {
    /// A table in a window with the control `make` makes (in the scene's world, whose
    /// notifications it observes) as its `refreshControl`, resting at its top.
    private func table(
        with make: () -> StyledRefreshControl = { StyledRefreshControl(.arcSpinner()) }
    ) -> (AdapterScene, StyledRefreshControl) {
        let scene = AdapterScene(table: true)
        let control = scene.run {
            let control = make()
            scene.scrollView.refreshControl = control
            scene.world.drain()
            return control
        }
        return (scene, control)
    }

    /// Pulls `scrollView` past UIKit's trigger with the finger down, then lets go.
    private func pull(_ scene: AdapterScene, _ scrollView: UIScrollView, until done: () -> Bool) {
        scene.run {
            scrollView.modelTouchDown()
            for _ in 0..<40 where !done() {
                scrollView.modelMoveFinger(by: CGPoint(x: 0, y: 20))
                scene.advance(by: 1.0 / 60)
            }
            scrollView.modelLiftFinger()
            scene.advance(by: 1)
        }
    }

    /// A control taken from one table's `refreshControl` and given to another's follows the
    /// second: a pull there refreshes it and runs its action; the first table's scrolling no
    /// longer moves it, and the first table is no longer observed.
    @Test func aControlGivenToAnotherTableFollowsIt() {
        var runs = 0
        let (scene, control) = table { StyledRefreshControl(.arcSpinner(), actionHandler: { runs += 1 }) }
        let first = scene.scrollView
        let second = scene.run {
            let second = UITableView(frame: scene.window.bounds, style: .plain)
            second.contentSize = CGSize(width: 390, height: 2000)
            second.contentInsetAdjustmentBehavior = .always
            scene.window.addSubview(second)
            scene.world.drain()
            second.contentOffset.y = -second.adjustedContentInset.top
            #expect(UIScrollViewHost.existingHost(for: first) != nil)
            first.refreshControl = nil
            second.refreshControl = control
            scene.world.drain()
            return second
        }
        #expect(control.superview === second)
        #expect(UIScrollViewHost.existingHost(for: first) == nil, "the first table is not observed any more")
        var phases: [RefreshPhase] = []
        control.observeState { phases.append($0.to.phase) }
        pull(scene, first, until: { false })
        #expect(phases.isEmpty && control.refreshState == .idle && runs == 0)
        pull(scene, second, until: { control.isRefreshing })
        #expect(control.refreshState == .refreshing && runs == 1 && phases.first == .revealing)
    }

    /// A control taken out of its table while its action runs cancels the action (the app's
    /// work sees `Task.isCancelled`); it ran once.
    @Test func aControlTakenOutMidRefreshCancelsItsAction() async {
        let work = AppWork()
        let (scene, control) = table { StyledRefreshControl(.arcSpinner()) { await work.run() } }
        pull(scene, scene.scrollView, until: { control.isRefreshing })
        await scene.world.settle(until: { work.runs == 1 })
        #expect(work.runs == 1 && control.refreshState == .refreshing && work.cancelled == 0)
        scene.run { scene.scrollView.refreshControl = nil }
        await scene.world.settle(until: { work.cancelled > 0 })
        #expect(control.superview == nil && work.cancelled == 1 && work.runs == 1)
    }

    /// A screen dropped while the control's action runs — the table released with the control
    /// still in it, nobody taking it out — releases the control and cancels the action (the app's
    /// work sees `Task.isCancelled`).
    @Test func aControlReleasedMidRefreshCancelsItsAction() async {
        let work = AppWork()
        weak var released: StyledRefreshControl?
        do {
            let (scene, control) = table { StyledRefreshControl(.arcSpinner()) { await work.run() } }
            released = control
            pull(scene, scene.scrollView, until: { control.isRefreshing })
            await scene.world.settle(until: { work.runs == 1 })
            #expect(work.runs == 1 && control.refreshState == .refreshing && work.cancelled == 0)
        }
        await ModelWorld().settle(until: { work.cancelled > 0 })
        #expect(released == nil, "the control is released with its table")
        #expect(work.cancelled == 1 && work.runs == 1, "its action is cancelled")
    }

    /// Reduce Motion switched on while the control refreshes redraws it reduced at once (the
    /// notification), as a control that refreshed under Reduce Motion from the start.
    @Test func reduceMotionRedrawsTheRefreshingControl() throws {
        let (scenes, controls) = [table(), table()].reduce(into: ([AdapterScene](), [StyledRefreshControl]())) {
            $0.0.append($1.0)
            $0.1.append($1.1)
        }
        scenes[1].world.settings.isReduceMotionEnabled = true
        for (scene, control) in zip(scenes, controls) { pull(scene, scene.scrollView, until: { control.isRefreshing }) }
        var differs = false
        for _ in 0..<4 {
            differs = try differs || scenes[0].render(controls[0].layer) != scenes[1].render(controls[1].layer)
            for s in scenes { s.run { s.advance(by: 0.2) } }
        }
        #expect(differs, "the spinner turns; reduced, it pulses")
        scenes[0].world.settings.isReduceMotionEnabled = true
        scenes[0].world.drain()
        for _ in 0..<4 {
            #expect(try scenes[0].render(controls[0].layer) == scenes[1].render(controls[1].layer))
            for s in scenes { s.run { s.advance(by: 0.2) } }
        }
    }

    /// A refreshing control whose animations the render server took away in the background
    /// plays them again on return (`willEnterForeground`): it shows what a control that never
    /// left shows.
    @Test func backgroundingGivesTheRefreshingControlItsLoopBack() throws {
        let (scenes, controls) = [table(), table()].reduce(into: ([AdapterScene](), [StyledRefreshControl]())) {
            $0.0.append($1.0)
            $0.1.append($1.1)
        }
        for (scene, control) in zip(scenes, controls) { pull(scene, scene.scrollView, until: { control.isRefreshing }) }
        for s in scenes { s.run { s.advance(by: 0.5) } }
        let running = AdapterScene.animationCount(under: controls[0].layer)
        #expect(running > 0, "the refreshing loop is animations the render server plays")
        scenes[0].world.enterBackground(removingAnimations: true)
        #expect(AdapterScene.animationCount(under: controls[0].layer) == 0)
        for s in scenes { s.run { s.advance(by: 1) } }
        scenes[0].world.enterForeground()
        #expect(AdapterScene.animationCount(under: controls[0].layer) == running)
        for _ in 0..<3 {
            #expect(try scenes[0].render(controls[0].layer) == scenes[1].render(controls[1].layer))
            for s in scenes { s.run { s.advance(by: 0.35) } }
        }
    }
}
