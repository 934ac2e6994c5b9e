#if canImport(UIKit)
import RefreshKitCore
import UIKit
#elseif UIKIT_MODEL
import RefreshKitCore
import UIKitModel
#endif
#if canImport(UIKit) || UIKIT_MODEL

/// The collapsing header driving the app's own header: it follows a scroll view and sets the
/// constant of the app's height constraint (88 → 44 pt by default) as the content scrolls,
/// holding the content still while the header absorbs the scroll, and snapping open or shut when
/// scrolling stops (over 0.2 s, frames from the scroll view's display link).
///
/// ```swift
/// CollapsingHeaderBinding(scrollView: tableView, heightConstraint: headerHeight) { header in
///     titleTop.constant = header.titleTop
///     logoView.alpha = header.logoAlpha
/// }
/// ```
///
/// The scroll view keeps the binding alive (keeping a reference is optional);
/// ``invalidate()`` stops it. The binding holds the scroll view and the constraint weakly.
@MainActor
public final class CollapsingHeaderBinding {
    /// The core controller: height, percentage, title top, logo alpha.
    public let controller: CollapsingHeaderController
    /// Called after every change of the height (and once at the start).
    public var onUpdate: ((CollapsingHeaderController) -> Void)?

    private weak var scrollView: UIScrollView?
    private weak var heightConstraint: NSLayoutConstraint?
    private weak var host: UIScrollViewHost?

    /// Starts driving `heightConstraint` from `scrollView`'s scrolling; the constraint is set to
    /// the expanded height at once, and `onUpdate` is called once.
    ///
    /// - Parameters:
    ///   - scrollView: The scroll view followed; it keeps the binding alive.
    ///   - heightConstraint: The header's height constraint, whose constant the binding sets.
    ///   - configuration: The heights, snap and title margin; the defaults if left out.
    ///   - onUpdate: Called after every change of the height, or nil (the default).
    public convenience init(
        scrollView: UIScrollView, heightConstraint: NSLayoutConstraint,
        configuration: CollapsingHeaderController.Configuration = .init(),
        onUpdate: ((CollapsingHeaderController) -> Void)? = nil
    ) {
        self.init(
            scrollView: scrollView, heightConstraint: heightConstraint,
            controller: CollapsingHeaderController(configuration: configuration), onUpdate: onUpdate)
    }

    /// Starts driving `heightConstraint` with `controller`, at the height it has (a header put
    /// back on the screen follows its scroll view again where it left off).
    init(
        scrollView: UIScrollView, heightConstraint: NSLayoutConstraint, controller: CollapsingHeaderController,
        onUpdate: ((CollapsingHeaderController) -> Void)?
    ) {
        self.controller = controller
        self.onUpdate = onUpdate
        self.scrollView = scrollView
        self.heightConstraint = heightConstraint
        let host = UIScrollViewHost.host(for: scrollView)
        self.host = host
        controller.onChange = { [weak self] _ in self?.apply() }
        controller.attach(to: host)
        host.addFrameClient(self)
        objc_setAssociatedObject(scrollView, associationKey, self, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
        apply()
    }

    /// Whether it still follows its scroll view (not invalidated, the scroll view alive).
    var isFollowing: Bool { host != nil && scrollView != nil }

    /// Stops following the scroll view; the constraint keeps its last value.
    public func invalidate() {
        controller.detach()
        host?.removeFrameClient(self)
        host?.updateFrames()
        if let scrollView {
            objc_setAssociatedObject(scrollView, associationKey, nil, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
            UIScrollViewHost.existingHost(for: scrollView)?.invalidateIfUnused()
        }
        host = nil
        scrollView = nil
    }

    private func apply() {
        let height = CGFloat(controller.height)
        if let c = heightConstraint, c.constant != height { c.constant = height }
        onUpdate?(controller)
        host?.updateFrames()
    }

    /// A key unique to this binding (its own address, stable while it lives), so several
    /// bindings can live on one scroll view.
    private var associationKey: UnsafeRawPointer { UnsafeRawPointer(Unmanaged.passUnretained(self).toOpaque()) }
}

extension CollapsingHeaderBinding: FrameClient {
    func contribute(to demand: inout FramePolicy.Demand) {
        if controller.isSnapping { demand.isSnappingHeader = true }
        // It snaps when a deceleration ends, which only ticks can see.
        demand.needsDecelerationEnd = true
    }
}
#endif
