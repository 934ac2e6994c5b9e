/// A hardware keyboard's key commands
/// (https://developer.apple.com/documentation/uikit/uiresponder/keycommands,
/// https://developer.apple.com/documentation/uikit/uiviewcontroller/addkeycommand(_:)): the
/// commands of every responder of the active responder chain — from the first responder up — are
/// in effect; a press that matches one sends its action to the first responder of the chain that
/// can perform it, with the command as the sender. With no first responder no chain is active and
/// a press does nothing (the model's reading: Apple starts the search at the first responder).
extension ModelWorld {
    /// The active responder chain: the first responder and its next responders, in order (empty
    /// with no first responder, or one whose view left its window).
    public var activeResponderChain: [UIResponder] {
        guard let first = firstResponder else { return [] }
        if let view = first as? UIView, view.window == nil { return [] }
        var chain: [UIResponder] = []
        var responder: UIResponder? = first
        while let r = responder {
            chain.append(r)
            responder = r.next
        }
        return chain
    }

    /// The key commands in effect, in the order of the chain (each responder's `keyCommands`, then a
    /// view controller's added ones).
    public var activeKeyCommands: [UIKeyCommand] {
        activeResponderChain.flatMap { responder in
            (responder.keyCommands ?? []) + ((responder as? UIViewController)?.modelAddedKeyCommands ?? [])
        }
    }

    /// What the iPad's shortcut overlay lists while ⌘ is held: the discoverability titles of the
    /// commands in effect.
    public var keyboardShortcutOverlay: [String] { activeKeyCommands.compactMap(\.discoverabilityTitle) }

    /// The user presses `input` with `modifierFlags` on a hardware keyboard: the first matching
    /// command in effect sends its action. Returns whether a responder performed it.
    @discardableResult
    public func pressKey(_ input: String, modifierFlags: UIKeyModifierFlags = []) -> Bool {
        run {
            let chain = activeResponderChain
            guard
                let command = activeKeyCommands.first(where: { $0.modelMatches(input, modifierFlags) }),
                let action = command.action,
                let target = chain.first(where: { $0.canPerformAction(action, withSender: command) })
            else { return false }
            action.send(to: target, from: command)
            drain()
            return true
        }
    }
}
