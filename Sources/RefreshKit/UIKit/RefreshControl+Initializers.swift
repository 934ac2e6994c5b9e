#if canImport(UIKit)
import RefreshKitCore
// The iOS 16 SDK declares UIAccessibility's notification and trait constants as mutable globals
// (`static var announcement`, `.button`), which Swift 6 rejects; they are constants in fact.
@preconcurrency import UIKit
#elseif UIKIT_MODEL
import RefreshKitCore
import UIKitModel
#endif
#if canImport(UIKit) || UIKIT_MODEL

/// The initializers an app calls (the designated ones, and UIKit's overrides, are in the class).
extension RefreshControl {
    /// Creates a control whose refresh ends by itself when `action` returns. Put it in
    /// `refreshHeader` or `refreshFooter` of a scroll view. Swift picks this form for a closure
    /// that `await`s; a closure that does not is ``init(_:configuration:actionHandler:)``.
    ///
    /// - Parameters:
    ///   - indicator: The look; nil for the edge's default (`.system()` for a header,
    ///     `.classic()` for a footer).
    ///   - configuration: Height, trigger, footer mode and timing; nil for the edge's default
    ///     (``RefreshConfiguration/standard`` for a header, ``RefreshConfiguration/loadMore``
    ///     for a footer).
    ///   - action: The work of one refresh. A new refresh cannot start until it returns; taking
    ///     the control out of its slot cancels it. When it throws, a footer shows
    ///     ``RefreshState/failed`` (a tap or a pull retries) and a header goes back to idle; the
    ///     error is reported through ``observeState(_:)``.
    public convenience init(
        _ indicator: (any RefreshIndicator)? = nil, configuration: RefreshConfiguration? = nil,
        action: @escaping @MainActor @Sendable () async throws -> Void
    ) {
        self.init(indicator: indicator, configuration: configuration, action: .closure(action))
    }

    /// Creates a control for a closure that only starts the work (it does not `await`), as
    /// SVPullToRefresh's, ESPullToRefresh's and MJRefresh's blocks do: the refresh runs until the
    /// app calls ``endRefreshing()`` (or sets ``noMoreData``), from any queue. Swift picks this
    /// form for every closure without `await`:
    ///
    /// ```swift
    /// tableView.refreshFooter = RefreshControl(.classic()) { [weak self] in
    ///     self?.api.fetchPage { _ in self?.tableView.refreshFooter?.endRefreshing() }
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - indicator: The look; nil for the edge's default.
    ///   - configuration: Height, trigger, footer mode and timing; nil for the edge's default.
    ///   - actionHandler: Starts the work of one refresh; when it throws, the refresh fails with
    ///     the error (a footer shows ``RefreshState/failed``).
    public convenience init(
        _ indicator: (any RefreshIndicator)? = nil, configuration: RefreshConfiguration? = nil,
        actionHandler: @escaping @MainActor @Sendable () throws -> Void
    ) {
        self.init(indicator: indicator, configuration: configuration, action: .closure(actionHandler))
    }

    /// Creates a control without an action, as a `UIRefreshControl` is made: observe
    /// `.valueChanged` (`addTarget(_:action:for:)`) or ``observeState(_:)``, and call
    /// ``endRefreshing()`` when the work is done.
    ///
    /// - Parameters:
    ///   - indicator: The look; nil for the edge's default.
    ///   - configuration: Height, trigger, footer mode and timing; nil for the edge's default.
    public convenience init(_ indicator: (any RefreshIndicator)? = nil, configuration: RefreshConfiguration? = nil) {
        self.init(indicator: indicator, configuration: configuration, action: nil)
    }

    /// Creates a control for callback-style work: `handler` receives the control; call its
    /// ``endRefreshing()`` (or set ``noMoreData``) when the work is done.
    ///
    /// - Parameters:
    ///   - indicator: The look; nil for the edge's default.
    ///   - configuration: Height, trigger, footer mode and timing; nil for the edge's default.
    ///   - handler: Called on each refresh with this control.
    public convenience init(
        _ indicator: (any RefreshIndicator)? = nil, configuration: RefreshConfiguration? = nil,
        handler: @escaping @MainActor @Sendable (RefreshControl) -> Void
    ) {
        self.init(indicator: indicator, configuration: configuration, action: .sync {})
        let forward = RefreshControlAction.sync { [weak self] in
            if let self { handler(self) }
        }
        controller.setAction(forward)
    }

    /// Creates a control whose refresh ends by itself when `handler` returns, as the `action:`
    /// form's does, for work that needs the control or its scroll view: `handler` receives a
    /// ``RefreshHandle`` holding both weakly, so it reaches the table without capturing the view
    /// controller, and a screen dismissed while it awaits goes (the handler is cancelled). Swift
    /// picks this form for a `handler:` closure that `await`s; one that does not is the callback
    /// form, which is given the control itself and refreshes until the app ends it.
    ///
    /// ```swift
    /// tableView.refreshHeader = RefreshControl(.arcSpinner(), handler: { [model] refresh in
    ///     await model.reload()   // the app's model, not the view controller
    ///     (refresh.scrollView as? UITableView)?.reloadData()
    /// })
    /// ```
    ///
    /// - Parameters:
    ///   - indicator: The look; nil for the edge's default.
    ///   - configuration: Height, trigger, footer mode and timing; nil for the edge's default.
    ///   - handler: The work of one refresh, given a handle on this control. A new refresh cannot
    ///     start until it returns; taking the control out of its slot or releasing it cancels it.
    ///     When it throws, the refresh fails as an `action:`'s does.
    public convenience init(
        _ indicator: (any RefreshIndicator)? = nil, configuration: RefreshConfiguration? = nil,
        handler: @escaping @MainActor @Sendable (RefreshHandle<RefreshControl>) async throws -> Void
    ) {
        self.init(indicator: indicator, configuration: configuration, action: .sync {})
        controller.setAction(RefreshHandle.action(on: self, handler))
    }

    /// The indicator a control on `edge` shows when the app chose none.
    static func defaultIndicator(for edge: RefreshEdge) -> any RefreshIndicator {
        switch edge {
        case .header: Indicators.System()
        case .footer: Indicators.Classic()
        }
    }
}
#endif
