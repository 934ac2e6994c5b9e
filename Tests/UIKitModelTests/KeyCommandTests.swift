import Testing
import UIKitModel

/// A hardware keyboard's key commands: https://developer.apple.com/documentation/uikit/uiresponder/keycommands
/// ("applied to the entire responder chain … UIKit walks the responder chain looking for an object
/// that implements the corresponding action method. It calls that method on the first object it
/// finds") and https://developer.apple.com/documentation/uikit/uiviewcontroller/addkeycommand(_:)
/// ("without overriding the keyCommands property … applied to the active responder chain …
/// starting with the first responder").
@MainActor @Suite struct KeyCommandTests {
    final class Screen: UIViewController {
        var focusable = true
        var reloads: [String] = []
        /// The window it fills, kept (a scene keeps an app's window).
        var shownIn: UIWindow?
        override var canBecomeFirstResponder: Bool { focusable }
        // An override that does not call super: the added commands stay in effect.
        override var keyCommands: [UIKeyCommand]? {
            [
                UIKeyCommand(
                    title: "Find", action: Self.find, input: "f", modifierFlags: .command, discoverabilityTitle: "Find")
            ]
        }
        func reload(_ sender: UIKeyCommand) { reloads.append(sender.propertyList as? String ?? "") }
        func find(_ sender: UIKeyCommand) { reloads.append("find") }
        static let reloadAction = Selector("reload:") { (s: Screen, c: UIKeyCommand) in s.reload(c) }
        static let find = Selector("find:") { (s: Screen, c: UIKeyCommand) in s.find(c) }
    }

    static func shown(_ world: ModelWorld) -> Screen {
        let window = makeWindow()
        let screen = Screen()
        window.rootViewController = screen
        screen.shownIn = window
        world.drain()
        return screen
    }

    @Test func anAddedCommandWorksFromTheFirstRespondersChain() {
        inWorld { world in
            let screen = Self.shown(world)
            screen.addKeyCommand(
                UIKeyCommand(
                    title: "Reload", action: Screen.reloadAction, input: "r", modifierFlags: .command,
                    propertyList: "token", discoverabilityTitle: "Reload"))
            // No first responder: no chain is active.
            #expect(world.keyboardShortcutOverlay.isEmpty)
            #expect(!world.pressKey("r", modifierFlags: .command) && screen.reloads.isEmpty)
            // A view inside the screen is first responder: the controller is in its chain.
            let field = FocusableView()
            screen.view.addSubview(field)
            #expect(field.becomeFirstResponder() && field.isFirstResponder)
            #expect(world.keyboardShortcutOverlay == ["Find", "Reload"])
            #expect(!world.pressKey("r"))  // without ⌘
            #expect(world.pressKey("R", modifierFlags: .command))
            #expect(screen.reloads == ["token"])
            // The controller itself, focused.
            #expect(screen.becomeFirstResponder() && !field.isFirstResponder)
            #expect(world.pressKey("f", modifierFlags: .command) && screen.reloads == ["token", "find"])
            screen.removeKeyCommand(
                UIKeyCommand(
                    title: "", action: Screen.reloadAction, input: "r", modifierFlags: .command, propertyList: "token"))
            #expect(world.keyboardShortcutOverlay == ["Find"])
            #expect(!world.pressKey("r", modifierFlags: .command))
        }
    }

    @Test func aResponderThatCannotBeFirstStaysOutOfTheChain() {
        inWorld { world in
            let screen = Self.shown(world)
            screen.focusable = false
            #expect(!screen.becomeFirstResponder() && world.activeResponderChain.isEmpty)
            let outside = FocusableView()
            #expect(!outside.becomeFirstResponder())  // not in a window
        }
    }

    @Test func theActionGoesToTheFirstResponderThatPerformsIt() {
        inWorld { world in
            let screen = Self.shown(world)
            let field = FocusableView()
            screen.view.addSubview(field)
            field.becomeFirstResponder()
            #expect(world.activeResponderChain.first === field)
            #expect(world.activeResponderChain.contains { $0 === screen })
            // The view does not implement find: the controller, next in the chain, performs it.
            #expect(world.pressKey("f", modifierFlags: .command) && screen.reloads == ["find"])
        }
    }

    final class FocusableView: UIView {
        override var canBecomeFirstResponder: Bool { true }
    }
}
