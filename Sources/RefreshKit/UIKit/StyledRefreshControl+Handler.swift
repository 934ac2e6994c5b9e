#if canImport(UIKit)
import RefreshKitCore
import UIKit
#elseif UIKIT_MODEL
import RefreshKitCore
import UIKitModel
#endif
#if canImport(UIKit) || UIKIT_MODEL

extension StyledRefreshControl {
    /// Creates a system refresh control that shows `indicator` and runs `handler` on each refresh
    /// the user starts, ending it when `handler` returns (as the `action:` form does). `handler`
    /// receives a ``RefreshHandle`` holding the control and its table weakly, so it reaches the
    /// table without capturing the view controller, and a screen dismissed while it awaits goes
    /// (the handler is cancelled).
    ///
    /// ```swift
    /// refreshControl = StyledRefreshControl(.arcSpinner(), handler: { [model] refresh in
    ///     await model.reload()   // the app's model, not the view controller
    ///     (refresh.scrollView as? UITableView)?.reloadData()
    /// })
    /// ```
    ///
    /// - Parameters:
    ///   - indicator: The look.
    ///   - configuration: The indicator's height and the pull that draws it armed.
    ///   - handler: The work of one refresh, given a handle on this control; when it throws, the
    ///     error is reported through ``observeState(_:)``.
    public convenience init(
        _ indicator: any RefreshIndicator,
        configuration: RefreshConfiguration = StyledRefreshControl.defaultConfiguration,
        handler: @escaping @MainActor @Sendable (RefreshHandle<StyledRefreshControl>) async throws -> Void
    ) {
        self.init(indicator, configuration: configuration, action: nil)
        action = RefreshHandle.action(on: self, handler)
    }
}
#endif
