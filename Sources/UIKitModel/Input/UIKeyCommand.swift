import Foundation

/// The modifier keys of a key command.
public struct UIKeyModifierFlags: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// Caps Lock.
    public static let alphaShift = UIKeyModifierFlags(rawValue: 1 << 16)
    /// Shift.
    public static let shift = UIKeyModifierFlags(rawValue: 1 << 17)
    /// Control.
    public static let control = UIKeyModifierFlags(rawValue: 1 << 18)
    /// Option.
    public static let alternate = UIKeyModifierFlags(rawValue: 1 << 19)
    /// Command.
    public static let command = UIKeyModifierFlags(rawValue: 1 << 20)
}

/// A keyboard shortcut and the action it sends along the responder chain
/// (https://developer.apple.com/documentation/uikit/uikeycommand): the members the adapter uses.
/// A command with a discoverability title is listed in the iPad's shortcut overlay (the ⌘ key
/// held down), which ``ModelWorld/keyboardShortcutOverlay`` reads.
@MainActor
open class UIKeyCommand: NSObject {
    /// The title (menus).
    public let title: String
    /// The action sent to the first responder of the chain that implements it.
    public let action: Selector?
    /// The key, as typed ("r").
    public let input: String?
    /// The modifier keys.
    public let modifierFlags: UIKeyModifierFlags
    /// An app's value that identifies the command (a plist type: a string here).
    public let propertyList: Any?
    /// The title of the shortcut overlay; nil lists none.
    open var discoverabilityTitle: String?

    /// A command for `input` with `modifierFlags` that sends `action`.
    public init(
        title: String = "", image: UIImage? = nil, action: Selector, input: String,
        modifierFlags: UIKeyModifierFlags = [], propertyList: Any? = nil, discoverabilityTitle: String? = nil
    ) {
        self.title = title
        self.action = action
        self.input = input
        self.modifierFlags = modifierFlags
        self.propertyList = propertyList
        self.discoverabilityTitle = discoverabilityTitle
        super.init()
    }

    /// A copy with the same members.
    func modelCopy() -> UIKeyCommand {
        UIKeyCommand(
            title: title, action: action ?? Selector("", { (_: UIResponder) in {} }), input: input ?? "",
            modifierFlags: modifierFlags, propertyList: propertyList, discoverabilityTitle: discoverabilityTitle)
    }

    /// Equal action, input, modifiers and property list (compared as strings).
    func modelIsEqual(to other: UIKeyCommand) -> Bool {
        action == other.action && input == other.input && modifierFlags == other.modifierFlags
            && propertyList.map { "\($0)" } == other.propertyList.map { "\($0)" }
    }

    /// Whether a press of `input` with exactly `flags` matches (letters in either case).
    func modelMatches(_ input: String, _ flags: UIKeyModifierFlags) -> Bool {
        self.input?.lowercased() == input.lowercased() && modifierFlags == flags
    }
}
