import Foundation
import RefreshKitCore
@testable import RefreshKitOnModel
import Testing
import UIKitModel

/// `staleAfter` on the model's wall clock, user defaults and foreground notification (the last
/// refresh stored 11 minutes ago with a 10-minute limit: one refresh; 5 minutes ago: none), the
/// refresh that does not reveal the header, and a re-tap of the selected tab (scrolled down: to the
/// top only; at the top: a refresh).
@MainActor @Suite struct FreshnessRunTests {
    static let tenMinutes: TimeInterval = 600

    /// A header with `staleAfter` ten minutes, counting its actions and `.valueChanged`.
    @MainActor final class Counted {
        var actions = 0
        var valueChanges = 0
        let header: RefreshControl

        init() {
            var count: (() -> Void)?
            header = RefreshControl(.arcSpinner()) { count?() }  // ends with endRefreshing()
            count = { [unowned self] in actions += 1 }
            header.addAction(UIAction { [unowned self] _ in valueChanges += 1 }, for: .valueChanged)
        }
    }

    /// Lets the action's task run.
    static func settle(_ world: ModelWorld) async {
        for _ in 0..<20 {
            await Task.yield()
            world.drain()
        }
    }

    /// Stores a last refresh `age` seconds before now under the default key.
    static func storeLastRefresh(age: TimeInterval, in world: ModelWorld) {
        world.userDefaults.set(world.date.addingTimeInterval(-age), forKey: RefreshControl.defaultLastUpdatedKey)
    }

    @Test func elevenMinutesOldRefreshesOnceWhenTheListAppears() async {
        let world = ModelWorld()
        await world.run {
            Self.storeLastRefresh(age: 11 * 60, in: world)
            let scene = ControlScene(in: world)
            let counted = Counted()
            counted.header.staleAfter = Self.tenMinutes  // not in a window yet: nothing
            #expect(counted.header.refreshState == .idle)
            scene.header(counted.header)
            await Self.settle(world)
            #expect(counted.actions == 1 && counted.valueChanges == 1 && counted.header.refreshState == .refreshing)
            // Without scrolling: the list stays at its top, the header above it, out of view.
            world.advance(by: 0.5)
            #expect(scene.list.contentOffset.y == -91 && scene.list.contentInset.top == 0)
            // The app comes back meanwhile, and the list shows again: still one refresh.
            world.enterBackground()
            world.enterForeground()
            scene.list.removeFromSuperview()
            scene.window.addSubview(scene.list)
            await Self.settle(world)
            #expect(counted.actions == 1 && counted.valueChanges == 1)
            counted.header.endRefreshing()
            world.advance(by: 2)
            // The refresh stamped now: fresh again.
            let stamp = world.userDefaults.object(forKey: RefreshControl.defaultLastUpdatedKey) as? Date
            #expect(stamp == world.date.addingTimeInterval(-2))
            world.enterBackground()
            world.enterForeground()
            await Self.settle(world)
            #expect(counted.actions == 1 && counted.header.refreshState == .idle)
        }
    }

    @Test func fiveMinutesOldDoesNotRefresh() async {
        let world = ModelWorld()
        await world.run {
            Self.storeLastRefresh(age: 5 * 60, in: world)
            let scene = ControlScene(in: world)
            let counted = Counted()
            counted.header.staleAfter = Self.tenMinutes
            scene.header(counted.header)
            world.enterBackground()
            world.enterForeground()
            await Self.settle(world)
            #expect(counted.actions == 0 && counted.valueChanges == 0 && counted.header.refreshState == .idle)
        }
    }

    @Test func theForegroundAfterElevenMinutesRefreshesOnce() async {
        let world = ModelWorld()
        await world.run {
            Self.storeLastRefresh(age: 60, in: world)
            let scene = ControlScene(in: world)
            let counted = Counted()
            counted.header.staleAfter = Self.tenMinutes
            scene.header(counted.header)
            await Self.settle(world)
            #expect(counted.actions == 0)
            world.enterBackground()
            world.advance(to: world.now + 10 * 60)  // 11 minutes since the last refresh
            world.enterForeground()
            await Self.settle(world)
            #expect(counted.actions == 1 && counted.valueChanges == 1 && counted.header.refreshState == .refreshing)
            world.enterBackground()
            world.enterForeground()
            await Self.settle(world)
            #expect(counted.actions == 1)
        }
    }

    @Test func neverRefreshedOrNoLimitDoesNotRefresh() async {
        let world = ModelWorld()
        await world.run {
            let scene = ControlScene(in: world)
            let never = Counted()
            never.header.staleAfter = Self.tenMinutes
            scene.header(never.header)
            Self.storeLastRefresh(age: 86400, in: world)
            let other = ControlScene(in: world)
            let noLimit = Counted()
            other.header(noLimit.header)
            world.enterBackground()
            world.enterForeground()
            await Self.settle(world)
            #expect(never.actions == 0 && noLimit.actions == 0)
        }
    }

    @Test func aFooterIgnoresStaleness() async {
        let world = ModelWorld()
        await world.run {
            Self.storeLastRefresh(age: 3600, in: world)
            let scene = ControlScene(in: world)
            let counted = Counted()
            counted.header.staleAfter = Self.tenMinutes
            scene.list.refreshFooter = counted.header
            world.enterBackground()
            world.enterForeground()
            await Self.settle(world)
            #expect(counted.header.refreshState == .idle && counted.valueChanges == 0)
        }
    }

    @Test func aBeginThatDoesNotRevealLeavesTheContentWhereItIs() {
        let world = ModelWorld()
        world.run {
            let scene = ControlScene(in: world)
            let counted = Counted()
            scene.header(counted.header)
            scene.list.contentOffset.y = 500
            world.drain()
            #expect(counted.header.beginRefreshing(revealing: false))
            world.advance(by: 0.5)
            #expect(counted.header.refreshState == .refreshing && counted.actions == 1)
            #expect(scene.list.contentOffset.y == 500 && scene.list.contentInset.top == 0)
            counted.header.endRefreshing()
            world.advance(by: 2)
            #expect(scene.list.contentOffset.y == 500 && scene.list.contentInset.top == 0)
            // The same call with revealing scrolls the header into view.
            counted.header.beginRefreshing(revealing: true)
            world.advance(by: 0.5)
            #expect(abs(scene.list.contentOffset.y - (-91 - counted.header.configuration.height)) < 1e-9)
        }
    }

    @Test func aReTapScrolledDownScrollsToTheTopOnly() async {
        let world = ModelWorld()
        await world.run {
            let scene = ControlScene(in: world)
            let counted = Counted()
            scene.header(counted.header)
            scene.list.contentOffset.y = 500
            world.drain()
            #expect(scene.list.refreshKitTabReselected())
            world.advance(by: 0.5)
            await Self.settle(world)
            #expect(scene.list.contentOffset.y == -91)
            #expect(counted.actions == 0 && counted.valueChanges == 0 && counted.header.refreshState == .idle)
            // At the top: a refresh, as the user's.
            #expect(scene.list.refreshKitTabReselected())
            await Self.settle(world)
            #expect(counted.actions == 1 && counted.valueChanges == 1 && counted.header.refreshState == .refreshing)
            world.advance(by: 0.5)
            #expect(abs(scene.list.contentOffset.y - (-91 - counted.header.configuration.height)) < 1e-9)
            // Again while it refreshes, at its top: nothing.
            #expect(!scene.list.refreshKitTabReselected())
            await Self.settle(world)
            #expect(counted.actions == 1 && counted.valueChanges == 1)
        }
    }

    @Test func aReTapWithoutAHeaderScrollsOnly() {
        let world = ModelWorld()
        world.run {
            let scene = ControlScene(in: world)
            #expect(!scene.list.refreshKitTabReselected())
            scene.list.contentOffset.y = 800
            #expect(scene.list.refreshKitTabReselected())
            world.advance(by: 0.5)
            #expect(scene.list.contentOffset.y == -91)
        }
    }
}
