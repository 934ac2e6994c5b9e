import RefreshKitCore
@testable import RefreshKitOnModel
import Testing
import UIKitModel

/// VoiceOver refreshes a list at rest with no subclass of its scroll view, as with UIKit's own
/// control: at the top of the content the header stays an element (a button named "Refresh")
/// that VoiceOver reaches; its custom action, a double tap or a three-finger scroll down over it
/// refreshes, once. Scrolled away from its edge it is no element.
@MainActor @Suite struct VoiceOverAtRestTests {
    /// Lets the action's task run and the world's queues drain.
    private func settle(_ world: ModelWorld) async {
        for _ in 0..<20 {
            await Task.yield()
            world.drain()
        }
    }

    @Test func theHeaderAtRestRefreshesFromVoiceOverOnce() async {
        let world = ModelWorld(startTime: 0)
        await world.run {
            world.settings.isVoiceOverRunning = true
            let scene = ControlScene(in: world)
            var actions = 0
            // The app ends each refresh itself (`handler:`), so a second gesture meets a refreshing control.
            let header = RefreshControl(.arcSpinner(), handler: { _ in actions += 1 })
            scene.list.refreshHeader = header
            world.drain()
            #expect(header.refreshState == .idle && !header.isHidden)
            // At rest at the top: VoiceOver reaches the header, a button named "Refresh".
            #expect(ModelVoiceOver.elements(in: scene.window).contains { $0 === header })
            #expect(header.accessibilityLabel == "Refresh" && header.accessibilityTraits.contains(.button))
            // A three-finger scroll down (VoiceOver's `.up`) over it refreshes, once.
            #expect(ModelVoiceOver.scroll(.up, from: header))
            await settle(world)
            #expect(actions == 1)
            // Another one while it refreshes starts nothing.
            #expect(header.refreshState == .refreshing)
            _ = ModelVoiceOver.scroll(.up, from: header)
            await settle(world)
            #expect(actions == 1)
            header.endRefreshing()
            world.advance(by: 2)
            #expect(header.refreshState == .idle)
            // Its custom action refreshes, once.
            #expect(ModelVoiceOver.perform(action: "Refresh", on: header) == true)
            await settle(world)
            #expect(actions == 2)
            header.endRefreshing()
            world.advance(by: 2)
            // A double tap refreshes too.
            #expect(ModelVoiceOver.activate(header))
            await settle(world)
            #expect(actions == 3)
            header.endRefreshing()
            world.advance(by: 2)
            // Scrolled into the list, the header is out of view and no element.
            scene.list.contentOffset.y = 600
            world.drain()
            #expect(!ModelVoiceOver.elements(in: scene.window).contains { $0 === header })
            // Back at the top it is one again.
            scene.list.contentOffset.y = -91
            world.drain()
            #expect(ModelVoiceOver.elements(in: scene.window).contains { $0 === header })
        }
    }

    /// The footer of a list scrolled to its end rests there as an element too ("Load more").
    @Test func theFooterAtTheEndIsAnElement() {
        let world = ModelWorld(startTime: 0)
        world.run {
            world.settings.isVoiceOverRunning = true
            let scene = ControlScene(in: world)
            let footer = RefreshControl(.classic(), configuration: .loadMore) {}
            scene.list.refreshFooter = footer
            world.drain()
            #expect(!ModelVoiceOver.elements(in: scene.window).contains { $0 === footer })
            scene.list.contentOffset.y = 2000 - 844
            world.drain()
            #expect(ModelVoiceOver.elements(in: scene.window).contains { $0 === footer })
        }
    }

    /// `StyledRefreshControl` is UIKit's control: the scroll view's own three-finger scroll at the
    /// top (the model's reading of UIKit) starts it, from any element in the list, and the app's
    /// action runs once.
    @Test func theStyledControlRefreshesOnceFromTheScrollViewsScroll() async {
        let world = ModelWorld(startTime: 0)
        await world.run {
            world.settings.isVoiceOverRunning = true
            let scene = ControlScene(in: world)
            var actions = 0, valueChanged = 0
            let control = StyledRefreshControl(.arcSpinner(), action: { actions += 1 })
            control.addAction(UIAction { _ in valueChanged += 1 }, for: .valueChanged)
            scene.list.refreshControl = control
            let cell = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 44))
            cell.isAccessibilityElement = true
            scene.list.addSubview(cell)
            world.drain()
            #expect(ModelVoiceOver.scroll(.up, from: cell))
            await settle(world)
            #expect(actions == 1 && valueChanged == 1)
        }
    }
}
