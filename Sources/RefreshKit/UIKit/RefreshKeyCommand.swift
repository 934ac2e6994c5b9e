#if canImport(UIKit)
import RefreshKitCore
import UIKit
#elseif UIKIT_MODEL
import RefreshKitCore
import UIKitModel
#endif
#if canImport(UIKit) || UIKIT_MODEL

/// A control that ⌘R refreshes: a header in a window.
@MainActor
protocol KeyCommandRefreshing: UIView {
    /// Whether ⌘R refreshes it now (the app's switch, its edge, enabled and shown).
    var refreshesOnKeyCommand: Bool { get }
    /// The title the iPad's shortcut overlay shows ("Refresh", in the app's language).
    var keyCommandTitle: String { get }
    /// Begins a refresh as the user's (VoiceOver announces it, `.valueChanged`, the action once).
    @discardableResult
    func refreshFromKeyCommand() -> Bool
}

/// ⌘R for the headers of a screen: one `UIKeyCommand` per view controller (added with
/// `addKeyCommand(_:)` to the nearest view controller of the control's scroll view, so it is in
/// effect while that controller or a view inside it is in the first responder's chain, and listed
/// in the iPad's shortcut overlay under its discoverability title). The command's property list
/// names the controller's entry; its action, which every view controller implements, refreshes
/// the entry's headers that may refresh now — UIKit sends it to the first responder of the chain
/// that performs it, whichever controller that is.
@MainActor
final class RefreshKeyCommands {
    static let shared = RefreshKeyCommands()

    /// The key: R, with ⌘.
    static let input = "r"
    static let modifierFlags: UIKeyModifierFlags = .command

    private struct Entry {
        weak var controller: UIViewController?
        let command: UIKeyCommand
        var controls: [WeakControl]
    }

    private struct WeakControl {
        weak var control: (any KeyCommandRefreshing)?
    }

    private var entries: [String: Entry] = [:]
    private var nextToken = 0

    /// Puts `control` under the nearest view controller of `view` (its scroll view), adding the
    /// controller's command on the first; a control registered elsewhere moves. Without a view
    /// controller (a scroll view in a bare window) there is no ⌘R.
    func register(_ control: any KeyCommandRefreshing, from view: UIView) {
        guard let controller = Self.viewController(of: view) else {
            unregister(control)
            return
        }
        if let token = token(of: control), entries[token]?.controller === controller { return }
        unregister(control)
        if let token = entries.first(where: { $0.value.controller === controller })?.key {
            entries[token]?.controls.append(WeakControl(control: control))
            return
        }
        nextToken += 1
        let token = "RefreshKit.refresh.\(nextToken)"
        let command = UIKeyCommand(
            title: control.keyCommandTitle, action: UIViewController.refreshKitKeyCommandAction, input: Self.input,
            modifierFlags: Self.modifierFlags, propertyList: token, discoverabilityTitle: control.keyCommandTitle)
        controller.addKeyCommand(command)
        entries[token] = Entry(controller: controller, command: command, controls: [WeakControl(control: control)])
    }

    /// Takes `control` out; the last control of a controller takes its command away.
    func unregister(_ control: any KeyCommandRefreshing) {
        guard let token = token(of: control), var entry = entries[token] else { return }
        entry.controls.removeAll { $0.control == nil || $0.control === control }
        if entry.controls.isEmpty {
            entry.controller?.removeKeyCommand(entry.command)
            entries[token] = nil
        } else {
            entries[token] = entry
        }
    }

    /// Whether `control` is registered (under some controller).
    func isRegistered(_ control: any KeyCommandRefreshing) -> Bool { token(of: control) != nil }

    /// ⌘R was pressed for the entry `token`: its headers that may refresh now refresh, each once.
    @discardableResult
    func perform(token: String?) -> Bool {
        guard let token, let entry = entries[token] else { return false }
        var refreshed = false
        for weak in entry.controls {
            guard let control = weak.control, control.refreshesOnKeyCommand else { continue }
            if control.refreshFromKeyCommand() { refreshed = true }
        }
        return refreshed
    }

    private func token(of control: any KeyCommandRefreshing) -> String? {
        entries.first { $0.value.controls.contains { $0.control === control } }?.key
    }

    /// The first view controller up the responder chain from `view`.
    static func viewController(of view: UIView) -> UIViewController? {
        var responder: UIResponder? = view
        while let r = responder {
            if let controller = r as? UIViewController { return controller }
            responder = r.next
        }
        return nil
    }
}

extension UIViewController {
    /// ⌘R: refreshes the headers RefreshKit registered for the command pressed (its property list
    /// names them).
    #if canImport(UIKit)
    @objc(refreshKitRefreshFromKeyCommand:)
    #endif
    func refreshKitRefreshFromKeyCommand(_ sender: UIKeyCommand) {
        RefreshKeyCommands.shared.perform(token: sender.propertyList as? String)
    }

    /// The action of RefreshKit's ⌘R (Swift on Linux has no `#selector`: the model names it).
    #if canImport(UIKit)
    static let refreshKitKeyCommandAction = #selector(UIViewController.refreshKitRefreshFromKeyCommand(_:))
    #else
    static let refreshKitKeyCommandAction = Selector("refreshKitRefreshFromKeyCommand:") {
        (controller: UIViewController, command: UIKeyCommand) in controller.refreshKitRefreshFromKeyCommand(command)
    }
    #endif
}
#endif
