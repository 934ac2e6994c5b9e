import CoreAnimationModel
import RefreshKitCore
@testable import RefreshKitOnModel
import Testing
import UIKitModel

/// An app's own indicator view in `RefreshControl` on the UIKit model: it fills the control,
/// takes no touches, is told every state and pull, and replaces the drawn indicator (no plan
/// shows, none is compiled for it); taken away, the style draws again. Also the `tint` property
/// and Reduce Motion.
@MainActor @Suite struct IndicatorViewRunTests {
    /// A view that records what it is told.
    final class RecordingView: UIView, RefreshIndicatorView {
        var updates: [(state: RefreshState, progress: Double)] = []
        func update(state: RefreshState, pullProgress: Double) { updates.append((state, pullProgress)) }
    }

    /// Each initializer with a view puts the view in the control; the view follows the pull and
    /// the refresh, and the plan layer shows nothing meanwhile.
    @Test(arguments: 0..<3)
    func anIndicatorViewFollowsTheControl(_ initializer: Int) throws {
        let scene = AdapterScene()
        let view = RecordingView()
        var runs = 0
        let control: RefreshControl
        switch initializer {
        case 0: control = RefreshControl(view: view) { runs += 1 }
        case 1: control = RefreshControl(view: view, actionHandler: { runs += 1 })
        default: control = RefreshControl(view: view, handler: { _ in runs += 1 })
        }
        try scene.run {
            #expect(control.indicatorView === view && view.superview === control)
            #expect(!view.isUserInteractionEnabled)
            scene.scrollView.refreshHeader = control
            scene.world.drain()
            scene.pullToRefresh()
            for _ in 0..<5 where runs == 0 { scene.world.drain() }
            #expect(view.frame == control.bounds && control.bounds.height == 64)
            #expect(view.updates.contains { $0.state.phase == .revealing && $0.progress > 0 })
            #expect(view.updates.contains { $0.state.phase == .armed })
            #expect(view.updates.last?.state.phase == .refreshing || runs == 1)
            let plan = try #require(control.layer.sublayers?.first { $0 is LayerPlanLayer })
            #expect(AdapterScene.animationCount(under: plan) == 0, "no plan plays under the app's view")

            control.indicatorView = nil
            scene.world.drain()
            #expect(view.superview == nil && control.indicatorView == nil)
        }
    }

    /// `tint` is the tint set on the control, nil when inherited; setting it sets `tintColor`.
    @Test func theTintPropertyIsTheControlsOwn() {
        let scene = AdapterScene()
        let header = scene.attach(.header)
        scene.run {
            #expect(header.tint == nil)
            let red = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
            header.tint = red
            #expect(header.tint == red && header.tintColor == red)
            header.tint = nil
            #expect(header.tint == nil)
        }
    }

    /// Reduce Motion switched on while a header refreshes redraws it in its reduced motion at
    /// once (the notification), as a header that refreshed under Reduce Motion from the start.
    @Test func reduceMotionRedrawsAtOnce() throws {
        let scene = AdapterScene(), twin = AdapterScene()
        twin.world.settings.isReduceMotionEnabled = true
        let header = scene.attach(.header, .arcSpinner()), twinHeader = twin.attach(.header, .arcSpinner())
        for s in [scene, twin] { s.run { s.pullToRefresh() } }
        // Four moments a fifth of a second apart: the turning spinner and the pulsing one differ.
        var differs = false
        for _ in 0..<4 {
            differs = try differs || scene.render(header.layer) != twin.render(twinHeader.layer)
            for s in [scene, twin] { s.run { s.advance(by: 0.2) } }
        }
        #expect(differs, "the spinner turns; reduced, it pulses")
        scene.world.settings.isReduceMotionEnabled = true
        scene.world.drain()
        for _ in 0..<4 {
            #expect(try scene.render(header.layer) == twin.render(twinHeader.layer))
            for s in [scene, twin] { s.run { s.advance(by: 0.2) } }
        }
    }
}
