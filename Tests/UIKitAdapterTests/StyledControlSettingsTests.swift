import CoreAnimationModel
import RefreshKitCore
@testable import RefreshKitOnModel
import Testing
import UIKitModel

/// `StyledRefreshControl` as an app that knows `UIRefreshControl` uses it, on the UIKit model:
/// made like UIKit's control and driven by target-action, with a synchronous handler, ended
/// with an error, its titles, tint, background, haptics and last update, and VoiceOver's
/// activation. The pull is the model's `UIRefreshControl` trigger (100 pt past the resting top).
@MainActor @Suite struct StyledControlSettingsTests {
    struct Offline: Error {}

    /// A table in a window with `control` as its `refreshControl`, resting at its top.
    private func table(with control: UIRefreshControl) -> AdapterScene {
        let scene = AdapterScene(table: true)
        scene.run {
            scene.scrollView.refreshControl = control
            scene.world.drain()
        }
        return scene
    }

    /// Pulls past UIKit's trigger with the finger down (the control refreshes), then lets go.
    private func pullPastTheTrigger(_ scene: AdapterScene, _ control: UIRefreshControl) {
        scene.run {
            scene.scrollView.modelTouchDown()
            for _ in 0..<40 where !control.isRefreshing {
                scene.scrollView.modelMoveFinger(by: CGPoint(x: 0, y: 20))
                scene.advance(by: 1.0 / 60)
            }
            scene.scrollView.modelLiftFinger()
        }
    }

    /// Made as `UIRefreshControl()` is, the control shows the system look 60 pt high and works by
    /// target-action: a pull sends `.valueChanged`, `endRefreshing()` finishes; its observers see
    /// every phase.
    @Test(arguments: [false, true])
    func madeLikeUIKitsControlItWorksByTargetAction(_ withFrame: Bool) {
        let control = withFrame ? StyledRefreshControl(frame: .zero) : StyledRefreshControl()
        #expect(control.indicator is Indicators.System && control.configuration.height == 60)
        let scene = table(with: control)
        var phases: [RefreshPhase] = [], valueChanged = 0
        control.observeState { phases.append($0.to.phase) }
        control.addAction(UIAction { _ in valueChanged += 1 }, for: .valueChanged)
        pullPastTheTrigger(scene, control)
        #expect(valueChanged == 1 && control.refreshState == .refreshing)
        scene.run {
            control.endRefreshing()
            scene.world.drain()
            scene.advance(by: 2)
        }
        #expect(control.refreshState == .idle && !control.isRefreshing)
        #expect(phases.first == .revealing && Array(phases.suffix(3)) == [.refreshing, .finishing, .idle])
    }

    /// A synchronous handler runs once per refresh and the control refreshes until the app ends
    /// it; ended with an error, the observers get the error with the change.
    @Test func aSynchronousHandlerRefreshesUntilEnded() {
        var runs = 0
        let control = StyledRefreshControl(.arcSpinner(), actionHandler: { runs += 1 })
        let scene = table(with: control)
        var errors: [any Error] = []
        control.observeState { change in if let error = change.error { errors.append(error) } }
        pullPastTheTrigger(scene, control)
        scene.run { scene.advance(by: 1) }
        #expect(runs == 1 && control.refreshState == .refreshing)
        scene.run {
            control.endRefreshing(with: Offline())
            scene.world.drain()
            scene.advance(by: 2)
        }
        #expect(control.refreshState == .idle && errors.count == 1 && errors.first is Offline)
    }

    /// A title set for a phase, or UIKit's `attributedTitle`, is drawn as the indicator's title
    /// and spoken; UIKit's own title label stays hidden. A tint set on the control redraws; nil
    /// gives the style's colour back.
    @Test func titlesAndTintAreDrawnByTheIndicator() throws {
        let control = StyledRefreshControl(.classic())
        let scene = table(with: control)
        try scene.run {
            scene.scrollView.modelMoveFinger(by: CGPoint(x: 0, y: 60))
            scene.advance(by: 0.1)
            #expect(control.refreshState.phase == .revealing)
            let own = try scene.render(control.layer)
            control.setTitle("Keep going", for: .revealing)
            scene.world.drain()
            #expect(control.title(for: .revealing) == "Keep going" && control.accessibilityValue == "Keep going")
            #expect(try scene.render(control.layer) != own)
            control.setTitle(nil, for: .revealing)
            control.attributedTitle = NSAttributedString(string: "Syncing mail")
            scene.world.drain()
            #expect(control.accessibilityValue == "Syncing mail")
            #expect(control.subviews.filter { !$0.isHidden }.count == 1, "UIKit's content stays hidden")
            control.attributedTitle = nil
            scene.world.drain()
            #expect(try scene.render(control.layer) == own)
            control.tintColor = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
            scene.world.drain()
            #expect(try scene.render(control.layer) != own)
            control.tintColor = nil
            scene.world.drain()
            #expect(try scene.render(control.layer) == own)
        }
    }

    /// The settings shared with `RefreshControl`: a background colour fills the control, the
    /// last update is stored under its key, haptics are off until turned on, and without layer
    /// plans a refreshing loop needs a display-link frame every frame.
    @Test func theSharedSettingsWork() throws {
        // The classic style draws a background (the arc spinner, for one, draws none).
        let control = StyledRefreshControl(.classic())
        let scene = table(with: control)
        let impacts = { scene.world.record.hapticEvents.filter { if case .impact = $0.kind { true } else { false } } }
        try scene.run {
            scene.scrollView.modelMoveFinger(by: CGPoint(x: 0, y: 60))
            scene.advance(by: 0.1)
            control.indicatorBackgroundColor = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
            scene.world.drain()
            // The indicator's 60 pt sit at the bottom of the control, which grows with the pull.
            let filled = try scene.render(control.layer)
            let left = (filled.height / 2) * filled.width * 4
            #expect(Array(filled.pixels[left..<left + 4]) == [255, 0, 0, 255])
            scene.scrollView.modelLiftFinger()
            scene.advance(by: 1)

            let date = Date(timeIntervalSince1970: 1_700_000_000)
            control.lastUpdatedKey = "inbox"
            control.lastUpdated = date
            #expect(
                control.lastUpdatedKey == "inbox" && scene.world.userDefaults.object(forKey: "inbox") as? Date == date)
            #expect(!control.isHapticFeedbackEnabled)
            control.drawsWithLayerPlans = false
        }
        pullPastTheTrigger(scene, control)
        #expect(impacts().isEmpty, "UIKit's control may play its own: ours is off")
        scene.run {
            #expect(control.refreshState == .refreshing)
            // The content settles under the control first (a refreshing control waits for its end).
            scene.advance(by: 2)
            #expect(scene.scrollView.contentOffset.y == -(47 + 60) && !scene.scrollView.isDecelerating)
            #expect(scene.advance(by: 0.5) == 30, "a redraw in every frame without plans")
            control.drawsWithLayerPlans = true
            scene.world.drain()
            scene.advance(by: 0.1)  // the frame in which the plan takes over
            #expect(scene.advance(by: 0.5) == 0)
            control.endRefreshing()
            scene.advance(by: 2)
            control.isHapticFeedbackEnabled = true
        }
        pullPastTheTrigger(scene, control)
        #expect(control.isHapticFeedbackEnabled && impacts().count == 1)
    }

    /// VoiceOver's activation starts a refresh and runs the action, as the system trigger does;
    /// not again while refreshing, nor when the control is disabled.
    @Test func voiceOversActivationRefreshes() {
        var runs = 0
        let control = StyledRefreshControl(.arcSpinner(), actionHandler: { runs += 1 })
        let scene = table(with: control)
        scene.run {
            control.isEnabled = false
            #expect(!control.accessibilityActivate() && runs == 0)
            control.isEnabled = true
            #expect(control.accessibilityActivate() && runs == 1 && control.refreshState == .refreshing)
            #expect(!control.accessibilityActivate() && runs == 1)
            // Once ended, pulled a little (an element again), its custom action refreshes.
            control.endRefreshing()
            scene.advance(by: 2)
            #expect(control.refreshState == .idle && !control.isAccessibilityElement)
            scene.drag(30, frames: 5, velocity: nil)
            #expect(control.refreshState != .idle && control.isAccessibilityElement)
            #expect(ModelVoiceOver.perform(action: "Refresh", on: control) == true)
            #expect(runs == 2 && control.refreshState == .refreshing)
        }
    }
}
