import CoreAnimationModel
import RefreshKitCore
@testable import RefreshKitOnModel
import Testing
import UIKitModel

/// `RefreshControl`'s settings on the UIKit model, each seen where an app would see it: in the
/// pixels the render server shows, the frames the display link runs, the haptics and the user
/// defaults the system records, the touches the control takes.
@MainActor @Suite struct ControlPropertyRunTests {
    /// A header pulled 70 pt by a finger that stays down (pulling, under the trigger).
    private func pulledHeader(
        _ indicator: any RefreshIndicator = Indicators.Classic(), in scene: AdapterScene
    ) -> RefreshControl {
        let header = scene.attach(.header, indicator)
        scene.run { scene.drag(70, frames: 10, velocity: nil) }
        return header
    }

    /// How many impacts the scene's haptics played.
    private func impacts(_ scene: AdapterScene) -> Int {
        scene.world.record.hapticEvents.filter { if case .impact = $0.kind { true } else { false } }.count
    }

    /// Drawn without layer plans, a refreshing loop is redrawn on the main thread: the display
    /// link runs. With plans the render server plays it and the link stops.
    @Test func drawingWithoutPlansNeedsFramesWhileRefreshing() {
        let scene = AdapterScene()
        let header = scene.attach(.header, .arcSpinner())
        scene.run {
            header.drawsWithLayerPlans = false
            scene.pullToRefresh()
            #expect(header.refreshState == .refreshing)
            #expect(scene.advance(by: 0.5) == 30, "a redraw in every frame")
            header.drawsWithLayerPlans = true
            scene.world.drain()
            #expect(scene.advance(by: 0.5) == 0, "the render server plays the loop")
            #expect(AdapterScene.animationCount(under: header.layer) > 0)
        }
    }

    /// The arming impact plays once per arming while haptics are on, never when they are off.
    @Test func hapticsFollowTheSetting() {
        let scene = AdapterScene()
        let header = scene.attach(.header)
        scene.run {
            #expect(header.isHapticFeedbackEnabled)
            scene.pullToRefresh()
            #expect(impacts(scene) == 1)
            header.endRefreshing()
            scene.advance(by: 1.5)
            header.isHapticFeedbackEnabled = false
            #expect(!header.isHapticFeedbackEnabled)
            scene.pullToRefresh()
            #expect(header.refreshState == .refreshing && impacts(scene) == 1, "no impact with haptics off")
        }
    }

    /// A header pulled past its trigger, pushed back under it and let go bounces back; the finger
    /// grabs it again mid-bounce and pulls it past the trigger once more: a second arming impact
    /// (each arming by the user's finger plays one), and the release refreshes.
    @Test func aRegrabbedBouncingHeaderArmsWithASecondImpact() {
        let scene = AdapterScene()
        let header = scene.attach(.header)
        scene.run {
            let sv = scene.scrollView
            scene.drag(200, frames: 10, velocity: nil)
            #expect(header.refreshState.phase == .armed && impacts(scene) == 1)
            for _ in 0..<10 {
                sv.modelMoveFinger(by: CGPoint(x: 0, y: -17))
                scene.advance(by: 1.0 / 60)
            }
            #expect(header.refreshState.phase == .revealing && impacts(scene) == 1)
            sv.modelLiftFinger()
            scene.advance(by: 0.1)
            #expect(sv.isDecelerating, "the content bounces back")
            scene.drag(200, frames: 10, velocity: nil)
            #expect(header.refreshState.phase == .armed && impacts(scene) == 2, "a second arming impact")
            sv.modelLiftFinger()
            scene.advance(by: 1)
            #expect(header.refreshState == .refreshing && impacts(scene) == 2)
        }
    }

    /// A finger that pulls the header past its trigger and then rests there (down, not moving: UIKit
    /// sends no pan change and no scroll) keeps it armed for as long as it rests: the content
    /// stays where the finger holds it, no inset is taken, the action does not run and no second
    /// impact plays. Lifting the finger refreshes, once.
    @Test func aFingerRestingPastTheTriggerHoldsTheHeaderArmed() {
        let scene = AdapterScene()
        let header = scene.attach(.header)
        scene.run {
            let sv = scene.scrollView
            scene.drag(200, frames: 10, velocity: nil)
            #expect(header.refreshState.phase == .armed && impacts(scene) == 1)
            let held = (offset: sv.contentOffset.y, inset: sv.contentInset.top)
            for second in 1...3 {
                scene.advance(by: 1)
                #expect(sv.isTracking, "the finger is down")
                #expect(header.refreshState.phase == .armed, "\(second) s at rest: still armed")
                #expect(sv.contentOffset.y == held.offset && sv.contentInset.top == held.inset)
                #expect(scene.actions.isEmpty && impacts(scene) == 1)
            }
            sv.modelLiftFinger()
            scene.advance(by: 1)
            #expect(header.refreshState == .refreshing && scene.actions == [.header] && impacts(scene) == 1)
        }
    }

    /// `lastUpdated` is kept in the user defaults under `lastUpdatedKey`: a new key reads what is
    /// stored under it, nil removes it, and the classic title shows it.
    @Test func lastUpdatedIsStoredUnderItsKey() throws {
        let scene = AdapterScene()
        let header = pulledHeader(in: scene)
        let defaults = scene.world.userDefaults
        let first = Date(timeIntervalSince1970: 1_700_000_000), second = Date(timeIntervalSince1970: 1_800_000_000)
        try scene.run {
            let before = try scene.render(header.layer)
            header.lastUpdated = first
            scene.world.drain()
            #expect(defaults.object(forKey: RefreshControl.defaultLastUpdatedKey) as? Date == first)
            #expect(try scene.render(header.layer) != before, "the title shows the time")
            header.lastUpdatedKey = "feed"
            #expect(header.lastUpdatedKey == "feed" && header.lastUpdated == nil)
            header.lastUpdated = second
            #expect(defaults.object(forKey: "feed") as? Date == second)
            header.lastUpdatedKey = RefreshControl.defaultLastUpdatedKey
            #expect(header.lastUpdated == first)
            header.lastUpdated = nil
            #expect(defaults.object(forKey: RefreshControl.defaultLastUpdatedKey) == nil)
        }
    }

    /// A background colour fills the control behind the indicator; nil takes it away.
    @Test func theIndicatorBackgroundFillsTheControl() throws {
        let scene = AdapterScene()
        let header = pulledHeader(in: scene)
        try scene.run {
            let clear = try scene.render(header.layer)
            header.indicatorBackgroundColor = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
            scene.world.drain()
            let red = try scene.render(header.layer)
            #expect(Array(red.pixels[0..<4]) == [255, 0, 0, 255], "the top-left pixel is the background")
            #expect(Array(clear.pixels[0..<4]) == [0, 0, 0, 0])
            header.indicatorBackgroundColor = nil
            scene.world.drain()
            #expect(try scene.render(header.layer) == clear)
        }
    }

    /// A tint set on the control redraws the indicator in it; nil gives the style its colour
    /// back; a tint the app sets on an ancestor is inherited and redraws too.
    @Test func aTintSetOrInheritedRedraws() throws {
        let scene = AdapterScene()
        let header = pulledHeader(in: scene)
        try scene.run {
            let own = try scene.render(header.layer)
            header.tintColor = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
            scene.world.drain()
            let red = try scene.render(header.layer)
            #expect(red != own)
            header.tintColor = nil
            scene.world.drain()
            #expect(try scene.render(header.layer) == own, "the style's own colour again")
            scene.scrollView.tintColor = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
            scene.world.drain()
            #expect(try scene.render(header.layer) == red, "the ancestor's tint, inherited")
        }
    }

    /// A failed footer takes touches on its retry target and loads again on a tap (the action
    /// and `.valueChanged`); a control that is not failed takes none.
    @Test func aFailedFooterRetriesOnATap() throws {
        struct Offline: Error {}
        let scene = AdapterScene(contentHeight: 1200)
        let footer = scene.attach(.footer, configuration: .pullToLoadMore)
        let header = scene.attach(.header)
        try scene.run {
            var valueChanged = 0
            footer.addAction(UIAction { _ in valueChanged += 1 }, for: .valueChanged)
            let centre = CGPoint(x: 195, y: 25)
            #expect(footer.hitTest(centre, with: nil) == nil && header.hitTest(centre, with: nil) == nil)
            scene.drag(-900, frames: 20, velocity: -2000)
            scene.advance(by: 2)
            scene.drag(-200, frames: 10, velocity: 0)
            scene.advance(by: 1)
            #expect(footer.refreshState == .refreshing && scene.actions == [.footer])
            footer.endRefreshing(with: Offline())
            scene.world.drain()
            #expect(footer.refreshState == .failed)
            let target = try #require(footer.hitTest(centre, with: nil))
            #expect(footer.hitTest(CGPoint(x: 195, y: -5), with: nil) == nil, "outside the control")
            let tap = try #require(target.gestureRecognizers?.first as? UITapGestureRecognizer)
            #expect(valueChanged == 1, "the user's pull sent .valueChanged")
            tap.modelTap()
            scene.world.drain()
            #expect(footer.refreshState == .refreshing && scene.actions == [.footer, .footer] && valueChanged == 2)
            tap.modelTap()
            #expect(scene.actions.count == 2, "a tap while loading does nothing")
        }
    }

    /// A title set for a phase is drawn and read by VoiceOver in that phase; nil gives the
    /// language's own back.
    @Test func aTitleSetForAPhaseIsShownAndSpoken() throws {
        let scene = AdapterScene()
        let header = pulledHeader(in: scene)
        try scene.run {
            let own = try scene.render(header.layer)
            let spoken = header.accessibilityValue
            header.setTitle("Keep going", for: .revealing)
            scene.world.drain()
            #expect(header.title(for: .revealing) == "Keep going" && header.title(for: .armed) == nil)
            #expect(header.accessibilityValue == "Keep going")
            #expect(try scene.render(header.layer) != own)
            header.setTitle(nil, for: .revealing)
            scene.world.drain()
            #expect(header.accessibilityValue == spoken)
            #expect(try scene.render(header.layer) == own)
        }
    }
}
