import RefreshKitCore
@testable import RefreshKitOnModel
import Testing
import UIKitModel

/// ⌘R on a hardware keyboard, through the model's key commands (the active responder chain from
/// the first responder): a header's refresh as the user's — listed in the iPad's shortcut overlay,
/// `.valueChanged` sent once, VoiceOver's announcement, the action once — on by default, off with
/// `isRefreshKeyCommandEnabled`, never for a footer, gone with the control.
@MainActor @Suite struct KeyCommandRunTests {
    /// A table view controller that takes the keyboard (as a screen with nothing focused does).
    final class ListScreen: UITableViewController {
        var window: UIWindow?
        var valueChanges = 0
        override var canBecomeFirstResponder: Bool { true }
        func changed(_ sender: UIControl) { valueChanges += 1 }
        static let changedAction = Selector("changed:", ListScreen.changed)
    }

    /// The screen shown in a window, first responder, its list resting at the top.
    static func shownScreen(_ world: ModelWorld) -> ListScreen {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.modelDeviceSafeAreaInsets.top = 91
        let screen = ListScreen(style: .plain)
        screen.window = window
        window.rootViewController = screen
        window.makeKeyAndVisible()
        screen.tableView.contentSize = CGSize(width: 390, height: 2000)
        screen.tableView.contentInsetAdjustmentBehavior = .always
        world.drain()
        screen.tableView.contentOffset.y = -91
        _ = screen.becomeFirstResponder()
        world.drain()
        return screen
    }

    /// Lets the action's task run.
    static func settle(_ world: ModelWorld) async {
        for _ in 0..<20 {
            await Task.yield()
            world.drain()
        }
    }

    @Test func commandRRefreshesTheHeaderAsTheUsers() async {
        let world = ModelWorld()
        await world.run {
            let screen = Self.shownScreen(world)
            var actions = 0
            let header = RefreshControl(.arcSpinner()) { actions += 1 }
            header.addTarget(screen, action: ListScreen.changedAction, for: .valueChanged)
            screen.tableView.refreshHeader = header
            world.drain()
            #expect(world.keyboardShortcutOverlay == ["Refresh"])
            let postsBefore = world.record.accessibilityPosts.count
            #expect(world.pressKey("r", modifierFlags: .command))
            await Self.settle(world)
            #expect(header.refreshState == .refreshing && actions == 1 && screen.valueChanges == 1)
            let announcements = world.record.accessibilityPosts.dropFirst(postsBefore)
                .filter { $0.notification == .announcement }.compactMap { $0.argument as? String }
            #expect(announcements == [header.support.text.value(for: .refreshing, edge: .header)])
            // The header scrolled into view, as a pull shows it.
            world.advance(by: 0.5)
            #expect(abs(screen.tableView.contentOffset.y - (-91 - header.configuration.height)) < 1e-9)
            // Pressed again while it refreshes: nothing more.
            world.pressKey("r", modifierFlags: .command)
            await Self.settle(world)
            #expect(actions == 1 && screen.valueChanges == 1)
            header.endRefreshing()
            world.advance(by: 2)
            #expect(header.refreshState == .idle)
            #expect(world.pressKey("r", modifierFlags: .command))
            await Self.settle(world)
            #expect(actions == 2 && screen.valueChanges == 2)
        }
    }

    @Test func offByTheSwitchForAFooterAndOnceTheControlIsGone() async {
        let world = ModelWorld()
        await world.run {
            let screen = Self.shownScreen(world)
            var actions = 0
            let header = RefreshControl(.arcSpinner()) { actions += 1 }
            header.isRefreshKeyCommandEnabled = false
            screen.tableView.refreshHeader = header
            screen.tableView.refreshFooter = RefreshControl(.classic()) { actions += 1 }
            world.drain()
            #expect(world.keyboardShortcutOverlay.isEmpty)
            #expect(!world.pressKey("r", modifierFlags: .command))
            header.isRefreshKeyCommandEnabled = true
            #expect(world.keyboardShortcutOverlay == ["Refresh"])
            header.isEnabled = false
            world.pressKey("r", modifierFlags: .command)
            await Self.settle(world)
            #expect(actions == 0 && header.refreshState == .idle)
            header.isEnabled = true
            screen.tableView.refreshHeader = nil
            #expect(world.keyboardShortcutOverlay.isEmpty)
            #expect(!world.pressKey("r", modifierFlags: .command))
            await Self.settle(world)
            #expect(actions == 0)
        }
    }

    @Test func withNothingFocusedThereIsNoCommand() async {
        let world = ModelWorld()
        await world.run {
            let screen = Self.shownScreen(world)
            _ = screen.resignFirstResponder()
            var actions = 0
            screen.tableView.refreshHeader = RefreshControl(.arcSpinner()) { actions += 1 }
            world.drain()
            #expect(world.keyboardShortcutOverlay.isEmpty)
            #expect(!world.pressKey("r", modifierFlags: .command))
            await Self.settle(world)
            #expect(actions == 0)
        }
    }

    @Test func aStyledControlRefreshesAsTheSystemControlDoes() async {
        let world = ModelWorld()
        await world.run {
            let screen = Self.shownScreen(world)
            var actions = 0
            let control = StyledRefreshControl(.arcSpinner(), action: { actions += 1 })
            control.addTarget(screen, action: ListScreen.changedAction, for: .valueChanged)
            screen.refreshControl = control
            world.drain()
            #expect(world.keyboardShortcutOverlay == ["Refresh"])
            #expect(world.pressKey("r", modifierFlags: .command))
            await Self.settle(world)
            #expect(screen.valueChanges == 1 && actions == 1)
            let refreshing = control.support.text.value(for: .refreshing, edge: .header)
            #expect(world.record.accessibilityPosts.contains { ($0.argument as? String) == refreshing })
            control.isRefreshKeyCommandEnabled = false
            #expect(world.keyboardShortcutOverlay.isEmpty)
        }
    }

    @Test func inTheMacIdiomARefreshControlTakesCommandR() async {
        let world = ModelWorld()
        await world.run {
            world.settings.userInterfaceIdiom = .mac
            let screen = Self.shownScreen(world)
            var actions = 0
            screen.tableView.refreshHeader = RefreshControl(.arcSpinner()) { actions += 1 }
            world.drain()
            #expect(world.pressKey("r", modifierFlags: .command))
            await Self.settle(world)
            #expect(actions == 1 && screen.tableView.refreshHeader?.refreshState == .refreshing)
        }
    }
}
