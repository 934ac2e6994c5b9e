#if canImport(UIKit)
import RefreshKitCore
import UIKit
#elseif UIKIT_MODEL
import RefreshKitCore
import UIKitModel
#endif
#if canImport(UIKit) || UIKIT_MODEL

/// RefreshKit on any `UIScrollView` (`UITableView`, `UICollectionView`, …): one slot per edge.
///
/// ```swift
/// tableView.refreshHeader = RefreshControl(.arcSpinner()) { await model.reload() }  // ends by itself
/// tableView.refreshFooter = RefreshControl(.classic()) { control in                 // callback style:
///     model.loadNextPage { control.endRefreshing() }                                  // end it yourself
/// }
/// tableView.refreshHeader?.beginRefreshing()
/// tableView.refreshHeader = nil                                                       // removes it
/// ```
///
/// A closure's shape decides when its refresh ends. One that `await`s (the `action:` form) ends
/// the refresh when it returns. One that does not (the `actionHandler:` form, which Swift picks
/// for every closure without `await`) only starts the work, as the blocks of SVPullToRefresh,
/// ESPullToRefresh and MJRefresh did: the refresh runs until the app calls `endRefreshing()` —
/// so `addPullToRefresh { self.load() }` never ends while `load()`'s request is still out. The
/// `handler:` form receives the control. `addPullToRefresh(…)` and `addLoadMore(…)` are
/// shorthands for filling a slot.
///
/// Under a navigation bar there is nothing to pass: the pull is measured from the scroll view's
/// adjusted inset, whatever its navigation bar, safe area or `contentInsetAdjustmentBehavior`.
///
/// The app's own `contentInset` is kept apart from the controls' shares and comes back bit for
/// bit. Assigning `contentInset` while a control refreshes is fine; a read-modify-write
/// (`contentInset.top += 10`) during a refresh would read the share too — use
/// ``refreshKitAppContentInset`` for that.
@MainActor
extension UIScrollView {
    /// The pull-to-refresh header: set a control to add it (replacing the one there), nil to
    /// remove it. A control moved here from another slot or scroll view leaves that one first.
    public var refreshHeader: RefreshControl? {
        get { control(for: AssociationKey.header) }
        set { setControl(newValue, on: .header) }
    }

    /// The load-more footer: set a control to add it (replacing the one there), nil to remove
    /// it. A footer's defaults are ``RefreshConfiguration/loadMore`` (auto, 50 pt) and
    /// `.classic()`.
    public var refreshFooter: RefreshControl? {
        get { control(for: AssociationKey.footer) }
        set { setControl(newValue, on: .footer) }
    }

    /// The leading control of a horizontal scroll view (a carousel): the user pulls the content
    /// to the right past its left edge to refresh. Set a control to add it, nil to remove it; it
    /// runs the header's state machine along x and holds its share on the left inset.
    public var refreshLeading: RefreshControl? {
        get { control(for: AssociationKey.leading) }
        set { setControl(newValue, on: .header, axis: .horizontal) }
    }

    /// The trailing control of a horizontal scroll view: it loads more when the right end of
    /// the content comes into view (``RefreshConfiguration/loadMore``'s auto mode) or is pulled
    /// past (``RefreshConfiguration/pullToLoadMore``), and holds its share on the right inset.
    public var refreshTrailing: RefreshControl? {
        get { control(for: AssociationKey.trailing) }
        set { setControl(newValue, on: .footer, axis: .horizontal) }
    }

    /// Shorthand for `refreshHeader = RefreshControl(indicator, configuration:, action:)`.
    ///
    /// - Parameters:
    ///   - indicator: The look (default `.system()`).
    ///   - configuration: Height, trigger and timing (default ``RefreshConfiguration/standard``).
    ///   - action: The work of one refresh, a closure that `await`s; the refresh ends when it
    ///     returns (when it throws, the header goes back to idle and reports the error through
    ///     `observeState(_:)`).
    /// - Returns: The control now in ``refreshHeader``.
    @discardableResult
    public func addPullToRefresh(
        _ indicator: any RefreshIndicator = Indicators.System(),
        configuration: RefreshConfiguration = .standard,
        action: @escaping @MainActor @Sendable () async throws -> Void
    ) -> RefreshControl {
        installHeader(RefreshControl(indicator, configuration: configuration, action: action))
    }

    /// Shorthand for `refreshHeader = RefreshControl(indicator, configuration:, actionHandler:)`,
    /// and SVPullToRefresh's call of the same name: a closure that does not `await` only starts
    /// the work, and the header refreshes until the app calls `refreshHeader?.endRefreshing()`.
    ///
    /// - Parameters:
    ///   - indicator: The look (default `.system()`).
    ///   - configuration: Height, trigger and timing (default ``RefreshConfiguration/standard``).
    ///   - actionHandler: Starts the work of one refresh; throwing ends it as failed.
    /// - Returns: The control now in ``refreshHeader``.
    @discardableResult
    public func addPullToRefresh(
        _ indicator: any RefreshIndicator = Indicators.System(),
        configuration: RefreshConfiguration = .standard,
        actionHandler: @escaping @MainActor @Sendable () throws -> Void
    ) -> RefreshControl {
        installHeader(RefreshControl(indicator, configuration: configuration, actionHandler: actionHandler))
    }

    /// Shorthand for `refreshHeader = RefreshControl(indicator, configuration:, handler:)`.
    ///
    /// - Parameters:
    ///   - indicator: The look (default `.system()`).
    ///   - configuration: Height, trigger and timing (default ``RefreshConfiguration/standard``).
    ///   - handler: Receives the control on each refresh; call its `endRefreshing()` when done.
    /// - Returns: The control now in ``refreshHeader``.
    @discardableResult
    public func addPullToRefresh(
        _ indicator: any RefreshIndicator = Indicators.System(),
        configuration: RefreshConfiguration = .standard,
        handler: @escaping @MainActor @Sendable (RefreshControl) -> Void
    ) -> RefreshControl {
        installHeader(RefreshControl(indicator, configuration: configuration, handler: handler))
    }

    /// Shorthand for `refreshHeader = RefreshControl(indicator, configuration:, handler:)` with a
    /// handler that `await`s: the refresh ends when it returns.
    ///
    /// - Parameters:
    ///   - indicator: The look (default `.system()`).
    ///   - configuration: Height, trigger and timing (default ``RefreshConfiguration/standard``).
    ///   - handler: The work of one refresh, given a ``RefreshHandle`` on the control (the control
    ///     and this scroll view, held weakly).
    /// - Returns: The control now in ``refreshHeader``.
    @discardableResult
    public func addPullToRefresh(
        _ indicator: any RefreshIndicator = Indicators.System(),
        configuration: RefreshConfiguration = .standard,
        handler: @escaping @MainActor @Sendable (RefreshHandle<RefreshControl>) async throws -> Void
    ) -> RefreshControl {
        installHeader(RefreshControl(indicator, configuration: configuration, handler: handler))
    }

    /// Shorthand for `refreshFooter = RefreshControl(indicator, configuration:, action:)` with
    /// the footer's `mode`.
    ///
    /// - Parameters:
    ///   - indicator: The look (default `.classic()`).
    ///   - mode: `.auto` (loads when the end of the content shows) or `.pull`.
    ///   - configuration: Height, trigger and timing (default ``RefreshConfiguration/loadMore``);
    ///     its mode is replaced by `mode`.
    ///   - action: The work of loading one page; the loading ends when it returns (when it throws,
    ///     the footer shows that loading failed, and a tap or a pull retries).
    /// - Returns: The control now in ``refreshFooter``.
    @discardableResult
    public func addLoadMore(
        _ indicator: any RefreshIndicator = Indicators.Classic(),
        mode: RefreshConfiguration.Mode = .auto,
        configuration: RefreshConfiguration = .loadMore,
        action: @escaping @MainActor @Sendable () async throws -> Void
    ) -> RefreshControl {
        installFooter(mode: mode, configuration: configuration) {
            RefreshControl(indicator, configuration: $0, action: action)
        }
    }

    /// Shorthand for `refreshFooter = RefreshControl(indicator, configuration:, actionHandler:)`
    /// with the footer's `mode`: a closure that does not `await` only starts the work, and the
    /// footer loads until the app calls `refreshFooter?.endRefreshing()` (or sets `noMoreData`).
    ///
    /// - Parameters:
    ///   - indicator: The look (default `.classic()`).
    ///   - mode: `.auto` (loads when the end of the content shows) or `.pull`.
    ///   - configuration: Height, trigger and timing (default ``RefreshConfiguration/loadMore``);
    ///     its mode is replaced by `mode`.
    ///   - actionHandler: Starts the work of loading one page; throwing ends it as failed.
    /// - Returns: The control now in ``refreshFooter``.
    @discardableResult
    public func addLoadMore(
        _ indicator: any RefreshIndicator = Indicators.Classic(),
        mode: RefreshConfiguration.Mode = .auto,
        configuration: RefreshConfiguration = .loadMore,
        actionHandler: @escaping @MainActor @Sendable () throws -> Void
    ) -> RefreshControl {
        installFooter(mode: mode, configuration: configuration) {
            RefreshControl(indicator, configuration: $0, actionHandler: actionHandler)
        }
    }

    /// Shorthand for `refreshFooter = RefreshControl(indicator, configuration:, handler:)` with
    /// the footer's `mode`.
    ///
    /// - Parameters:
    ///   - indicator: The look (default `.classic()`).
    ///   - mode: `.auto` (loads when the end of the content shows) or `.pull`.
    ///   - configuration: Height, trigger and timing (default ``RefreshConfiguration/loadMore``);
    ///     its mode is replaced by `mode`.
    ///   - handler: Receives the control on each load; call its `endRefreshing()` (or set
    ///     `noMoreData`) when the page has loaded.
    /// - Returns: The control now in ``refreshFooter``.
    @discardableResult
    public func addLoadMore(
        _ indicator: any RefreshIndicator = Indicators.Classic(),
        mode: RefreshConfiguration.Mode = .auto,
        configuration: RefreshConfiguration = .loadMore,
        handler: @escaping @MainActor @Sendable (RefreshControl) -> Void
    ) -> RefreshControl {
        installFooter(mode: mode, configuration: configuration) {
            RefreshControl(indicator, configuration: $0, handler: handler)
        }
    }

    /// Shorthand for `refreshFooter = RefreshControl(indicator, configuration:, handler:)` with
    /// the footer's `mode` and a handler that `await`s: the loading ends when it returns.
    ///
    /// - Parameters:
    ///   - indicator: The look (default `.classic()`).
    ///   - mode: `.auto` (loads when the end of the content shows) or `.pull`.
    ///   - configuration: Height, trigger and timing (default ``RefreshConfiguration/loadMore``);
    ///     its mode is replaced by `mode`.
    ///   - handler: The work of loading one page, given a ``RefreshHandle`` on the control (the
    ///     control and this scroll view, held weakly).
    /// - Returns: The control now in ``refreshFooter``.
    @discardableResult
    public func addLoadMore(
        _ indicator: any RefreshIndicator = Indicators.Classic(),
        mode: RefreshConfiguration.Mode = .auto,
        configuration: RefreshConfiguration = .loadMore,
        handler: @escaping @MainActor @Sendable (RefreshHandle<RefreshControl>) async throws -> Void
    ) -> RefreshControl {
        installFooter(mode: mode, configuration: configuration) {
            RefreshControl(indicator, configuration: $0, handler: handler)
        }
    }

    /// Shorthand for `refreshHeader = nil`: removes the header (cancels a running async action,
    /// gives the inset share back).
    public func removePullToRefresh() { refreshHeader = nil }

    /// Shorthand for `refreshFooter = nil`: removes the footer (cancels a running async action,
    /// gives the inset share back).
    public func removeLoadMore() { refreshFooter = nil }

    /// The app's own content inset, without the shares RefreshKit's controls hold while they
    /// refresh. Setting it is always safe (`refreshKitAppContentInset.top += 10` works during a
    /// refresh, where `contentInset.top += 10` would count the share twice); without a control
    /// it is `contentInset`.
    public var refreshKitAppContentInset: UIEdgeInsets {
        get {
            guard let host = UIScrollViewHost.existingHost(for: self) else { return contentInset }
            return UIEdgeInsets(host.ledger.appInset)
        }
        set {
            guard let host = UIScrollViewHost.existingHost(for: self) else {
                contentInset = newValue
                return
            }
            host.setAppInset(Insets(newValue))
        }
    }

    /// Lets a three-finger scroll over any element of the scroll view refresh. No subclass is
    /// needed for VoiceOver to refresh: at rest at its edge the control is an element that
    /// refreshes by its action, a double tap or a three-finger scroll over it. A scroll over
    /// another element (a row) goes to the row, then to the scroll view, whose
    /// `accessibilityScroll(_:)` only a subclass can override; such a subclass forwards it here:
    ///
    /// ```swift
    /// override func accessibilityScroll(_ direction: UIAccessibilityScrollDirection) -> Bool {
    ///     refreshKitAccessibilityScroll(direction) || super.accessibilityScroll(direction)
    /// }
    /// ```
    ///
    /// Scrolling up (a three-finger swipe down) at the top of the content refreshes the header;
    /// scrolling down at the end loads more. Returns whether a refresh started.
    public func refreshKitAccessibilityScroll(_ direction: UIAccessibilityScrollDirection) -> Bool {
        guard let m = UIScrollViewHost.existingHost(for: self)?.metrics else { return false }
        let control: RefreshControl?
        switch direction {
        case .up: control = refreshHeader
        case .down: control = refreshFooter
        default: return false
        }
        guard let control, RefreshControlLayout.restsAtEdge(control.edge, axis: .vertical, metrics: m) else {
            return false
        }
        return control.refreshFromAccessibility()
    }

    // MARK: Storage

    /// Puts `control` in ``refreshHeader`` and returns it (the shorthands' body).
    private func installHeader(_ control: RefreshControl) -> RefreshControl {
        refreshHeader = control
        return control
    }

    /// Puts the control `make` builds from `configuration` with `mode` in ``refreshFooter`` and
    /// returns it (the shorthands' body).
    private func installFooter(
        mode: RefreshConfiguration.Mode, configuration: RefreshConfiguration,
        _ make: (RefreshConfiguration) -> RefreshControl
    ) -> RefreshControl {
        var configuration = configuration
        configuration.mode = mode
        let control = make(configuration)
        refreshFooter = control
        return control
    }

    private func setControl(_ control: RefreshControl?, on edge: RefreshEdge, axis: ScrollAxis = .vertical) {
        let key = AssociationKey(edge, axis: axis)
        let current = self.control(for: key)
        if control === current { return }
        if let current {
            objc_setAssociatedObject(self, key.pointer, nil, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
            if current.superview === self { current.removeFromSuperview() }  // detaches
        }
        if let control {
            // Out of any other slot (here or on another scroll view) first.
            if let other = control.superview as? UIScrollView {
                for slot in AssociationKey.slots where other.control(for: slot.key) === control {
                    objc_setAssociatedObject(other, slot.key.pointer, nil, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
                }
                control.removeFromSuperview()
                UIScrollViewHost.existingHost(for: other)?.invalidateIfUnused()
            }
            control.place(on: edge, axis: axis)
            objc_setAssociatedObject(self, key.pointer, control, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
            // Above a table's or collection view's background view, else at the back; attaches
            // to the scroll view's host.
            insertSubview(control, at: ControlStacking.insertionIndex(backgroundIndex: backgroundViewIndex))
        } else {
            UIScrollViewHost.existingHost(for: self)?.invalidateIfUnused()
        }
    }

    /// The index of the table's or collection view's `backgroundView` among the subviews.
    private var backgroundViewIndex: Int? {
        let background = (self as? UITableView)?.backgroundView ?? (self as? UICollectionView)?.backgroundView
        return background.flatMap { bg in subviews.firstIndex { $0 === bg } }
    }

    /// Moves the controls above the background view if one covers them (it was set after them).
    func restackRefreshControls() {
        for key in AssociationKey.slots.map(\.key) {
            let background = (self as? UITableView)?.backgroundView ?? (self as? UICollectionView)?.backgroundView
            guard let control = control(for: key), control.superview === self, let background,
                let index = subviews.firstIndex(where: { $0 === control }),
                ControlStacking.restackIndex(controlIndex: index, backgroundIndex: backgroundViewIndex) != nil
            else { continue }
            insertSubview(control, aboveSubview: background)  // stays attached: same superview
        }
    }

    private func control(for key: AssociationKey) -> RefreshControl? {
        objc_getAssociatedObject(self, key.pointer) as? RefreshControl
    }
}
#endif
