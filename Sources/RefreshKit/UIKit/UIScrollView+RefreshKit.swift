#if canImport(UIKit)
import RefreshKitCore
import UIKit

/// RefreshKit on any `UIScrollView` (`UITableView`, `UICollectionView`, …), in the tradition of
/// SVPullToRefresh and MJRefresh: one call adds a header or a footer; the scroll view keeps it.
///
/// ```swift
/// tableView.addPullToRefresh(.arcSpinner()) { await model.reload() }   // ends by itself
/// tableView.addLoadMore { control in                                   // callback style:
///     model.loadNextPage { control.endRefreshing() }                     // end it yourself
/// }
/// tableView.refreshHeader?.beginRefreshing()
/// ```
///
/// A closure without arguments is always the `action:` form (it may or may not `await`): the
/// refresh ends when it returns, so `addPullToRefresh { tableView.reloadData() }` can never leave
/// the header stuck. The `handler:` form receives the control and ends it when you say so.
///
/// Under a navigation bar (S3's "with navigation bar" flag) there is nothing to pass: the pull
/// is measured from the scroll view's adjusted inset, whatever its navigation bar, large title,
/// safe area or `contentInsetAdjustmentBehavior`.
///
/// The app's own `contentInset` is kept apart from the controls' shares and comes back bit for
/// bit. Assigning `contentInset` while a control refreshes is fine; a read-modify-write
/// (`contentInset.top += 10`) during a refresh would read the share too — use
/// ``refreshKitAppContentInset`` for that.
@MainActor
extension UIScrollView {
    /// Adds a pull-to-refresh header; the refresh ends by itself when `action` returns.
    @discardableResult
    public func addPullToRefresh(_ indicator: any RefreshIndicator = Indicators.System(),
                                 configuration: RefreshConfiguration = .standard,
                                 action: @escaping @MainActor @Sendable () async -> Void) -> RefreshControl {
        install(RefreshControl(edge: .header, indicator: indicator, configuration: configuration,
                               action: .async(action)), key: AssociationKey.header)
    }

    /// Same, for callback-style work: `handler` receives the control; call its
    /// `endRefreshing()` when the work is done.
    @discardableResult
    public func addPullToRefresh(_ indicator: any RefreshIndicator = Indicators.System(),
                                 configuration: RefreshConfiguration = .standard,
                                 handler: @escaping @MainActor @Sendable (RefreshControl) -> Void) -> RefreshControl {
        install(Self.control(.header, indicator, configuration, handler), key: AssociationKey.header)
    }

    /// Adds a load-more footer (`.pull` or `.auto`); the loading ends by itself when `action`
    /// returns.
    @discardableResult
    public func addLoadMore(_ indicator: any RefreshIndicator = Indicators.Classic(),
                            mode: RefreshConfiguration.Mode = .auto,
                            configuration: RefreshConfiguration = RefreshConfiguration(height: 50),
                            action: @escaping @MainActor @Sendable () async -> Void) -> RefreshControl {
        var configuration = configuration
        configuration.mode = mode
        return install(RefreshControl(edge: .footer, indicator: indicator, configuration: configuration,
                                      action: .async(action)), key: AssociationKey.footer)
    }

    /// Adds a load-more footer for callback-style work: `handler` receives the control; call its
    /// `endRefreshing()` (or set `noMoreData`) when the page has loaded.
    @discardableResult
    public func addLoadMore(_ indicator: any RefreshIndicator = Indicators.Classic(),
                            mode: RefreshConfiguration.Mode = .auto,
                            configuration: RefreshConfiguration = RefreshConfiguration(height: 50),
                            handler: @escaping @MainActor @Sendable (RefreshControl) -> Void) -> RefreshControl {
        var configuration = configuration
        configuration.mode = mode
        return install(Self.control(.footer, indicator, configuration, handler), key: AssociationKey.footer)
    }

    /// A control whose synchronous action hands the control itself to `handler`.
    private static func control(_ edge: RefreshEdge, _ indicator: any RefreshIndicator,
                                _ configuration: RefreshConfiguration,
                                _ handler: @escaping @MainActor @Sendable (RefreshControl) -> Void) -> RefreshControl {
        let control = RefreshControl(edge: edge, indicator: indicator, configuration: configuration, action: .sync {})
        control.controller.setAction(.sync { [weak control] in
            if let control { handler(control) }
        })
        return control
    }

    /// The header added to this scroll view, if any.
    public var refreshHeader: RefreshControl? { control(for: AssociationKey.header) }

    /// The footer added to this scroll view, if any.
    public var refreshFooter: RefreshControl? { control(for: AssociationKey.footer) }

    /// Removes the header (cancels a running async action, gives the inset share back).
    public func removePullToRefresh() { remove(key: AssociationKey.header) }

    /// Removes the footer (cancels a running async action, gives the inset share back).
    public func removeLoadMore() { remove(key: AssociationKey.footer) }

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
            guard let host = UIScrollViewHost.existingHost(for: self) else { contentInset = newValue; return }
            host.setAppInset(Insets(newValue))
        }
    }

    /// Lets a three-finger scroll anywhere in the scroll view refresh: UIKit sends
    /// `accessibilityScroll(_:)` to the scroll view, which cannot be overridden without a
    /// subclass, so a subclass forwards it here:
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
        let m = UIScrollViewHost.existingHost(for: self)?.metrics
        switch direction {
        case .up:
            guard let header = refreshHeader, let m, m.contentOffset.y <= m.minOffsetY + 1 else { return false }
            return header.refreshFromAccessibility()
        case .down:
            guard let footer = refreshFooter, let m, m.contentOffset.y >= m.maxOffsetY - 1 else { return false }
            return footer.refreshFromAccessibility()
        default:
            return false
        }
    }

    // MARK: Storage

    private func install(_ control: RefreshControl, key: AssociationKey) -> RefreshControl {
        remove(key: key)
        objc_setAssociatedObject(self, key.pointer, control, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
        insertSubview(control, at: 0)        // attaches to the scroll view's host
        return control
    }

    private func control(for key: AssociationKey) -> RefreshControl? {
        objc_getAssociatedObject(self, key.pointer) as? RefreshControl
    }

    private func remove(key: AssociationKey) {
        guard let control = control(for: key) else { return }
        if control.superview === self { control.removeFromSuperview() }   // detaches
        objc_setAssociatedObject(self, key.pointer, nil, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
        UIScrollViewHost.existingHost(for: self)?.invalidateIfUnused()
    }
}
#endif
