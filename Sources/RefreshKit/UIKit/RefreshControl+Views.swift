#if canImport(UIKit)
import RefreshKitCore
import UIKit
#elseif UIKIT_MODEL
import RefreshKitCore
import UIKitModel
#endif
#if canImport(UIKit) || UIKIT_MODEL

/// A control that shows an app's own view instead of an indicator (``RefreshIndicatorView``),
/// with each of the ways to end a refresh: an action that `await`s, a closure that only starts
/// the work, a handler given the control, or a handler that `await`s, given a ``RefreshHandle``.
extension RefreshControl {
    /// Creates a control that shows an app's own view instead of an indicator: the view fills
    /// the control and is told every change of state and pull (``RefreshIndicatorView``).
    ///
    /// - Parameters:
    ///   - view: The view drawn in the control.
    ///   - configuration: Height, trigger, footer mode and timing; nil for the edge's default.
    ///   - action: The work of one refresh, as for ``init(_:configuration:action:)``: the refresh
    ///     ends when it returns; nil for none (end it with ``endRefreshing()``).
    public convenience init(
        view: any RefreshIndicatorView, configuration: RefreshConfiguration? = nil,
        action: (@MainActor @Sendable () async throws -> Void)? = nil
    ) {
        self.init(indicator: nil, configuration: configuration, action: action.map { .closure($0) })
        indicatorView = view
    }

    /// Creates a control that shows an app's own view, for a closure that only starts the work
    /// (as ``init(_:configuration:actionHandler:)``): the refresh runs until the app calls
    /// ``endRefreshing()``.
    ///
    /// - Parameters:
    ///   - view: The view drawn in the control.
    ///   - configuration: Height, trigger, footer mode and timing; nil for the edge's default.
    ///   - actionHandler: Starts the work of one refresh; throwing fails it.
    public convenience init(
        view: any RefreshIndicatorView, configuration: RefreshConfiguration? = nil,
        actionHandler: @escaping @MainActor @Sendable () throws -> Void
    ) {
        self.init(indicator: nil, configuration: configuration, action: .closure(actionHandler))
        indicatorView = view
    }

    /// Creates a control that shows an app's own view, for callback-style work: `handler`
    /// receives the control; call its ``endRefreshing()`` (or set ``noMoreData``) when the work
    /// is done, from any queue (as with an indicator's `handler:` form).
    ///
    /// - Parameters:
    ///   - view: The view drawn in the control.
    ///   - configuration: Height, trigger, footer mode and timing; nil for the edge's default.
    ///   - handler: Called on each refresh with this control.
    public convenience init(
        view: any RefreshIndicatorView, configuration: RefreshConfiguration? = nil,
        handler: @escaping @MainActor @Sendable (RefreshControl) -> Void
    ) {
        self.init(nil, configuration: configuration, handler: handler)
        indicatorView = view
    }

    /// Creates a control that shows an app's own view, for work that `await`s and needs the
    /// control or its scroll view: `handler` receives a ``RefreshHandle`` holding both weakly,
    /// and the refresh ends when it returns.
    ///
    /// - Parameters:
    ///   - view: The view drawn in the control.
    ///   - configuration: Height, trigger, footer mode and timing; nil for the edge's default.
    ///   - handler: The work of one refresh, given a handle on this control; cancelled when the
    ///     control leaves its slot or is released.
    public convenience init(
        view: any RefreshIndicatorView, configuration: RefreshConfiguration? = nil,
        handler: @escaping @MainActor @Sendable (RefreshHandle<RefreshControl>) async throws -> Void
    ) {
        self.init(nil, configuration: configuration, handler: handler)
        indicatorView = view
    }
}
#endif
