#if canImport(UIKit)
import RefreshKitCore
import UIKit
#elseif UIKIT_MODEL
import RefreshKitCore
import UIKitModel
#endif
#if canImport(UIKit) || UIKIT_MODEL

/// What an async `handler:` is given on each refresh: its control and the control's scroll view,
/// both held weakly. An action that awaits keeps neither alive, so a screen dismissed while the
/// action runs goes with its control, and the action is cancelled (it sees `Task.isCancelled`);
/// after that both are nil.
///
/// ```swift
/// tableView.refreshHeader = RefreshControl(.arcSpinner(), handler: { [model] refresh in
///     await model.reload()   // the app's model, not the view controller
///     (refresh.scrollView as? UITableView)?.reloadData()
/// })
/// ```
@MainActor
public struct RefreshHandle<Control: UIControl> {
    /// The control whose refresh runs; nil once it is released.
    public weak var control: Control?

    /// The scroll view the control is in; nil once the control is released or out of it.
    public var scrollView: UIScrollView? { control?.superview as? UIScrollView }

    /// A handle on `control`, held weakly.
    init(_ control: Control?) { self.control = control }

    /// The action an async `handler:` becomes: it gives `handler` a handle on `control` without
    /// keeping the control alive across the handler's suspensions, and ends the refresh when the
    /// handler returns (a throw fails it, as an `action:`'s does).
    static func action(
        on control: Control, _ handler: @escaping @MainActor @Sendable (Self) async throws -> Void
    ) -> RefreshControlAction {
        .throwing { [weak control] in try await handler(Self(control)) }
    }
}
#endif
