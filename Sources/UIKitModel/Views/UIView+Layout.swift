/// The layout pass: size constraints, the safe area, then `layoutSubviews()`, top down
/// (https://developer.apple.com/documentation/uikit/uiview/layoutsubviews(),
/// https://developer.apple.com/documentation/uikit/uiview/safeareainsets).
///
/// The safe area: a window's is its device's (``UIWindow/modelDeviceSafeAreaInsets``); a view
/// controller's root view has what its superview's safe area covers of it plus the controller's
/// `additionalSafeAreaInsets`; any other view has only what its superview's safe area covers of
/// it, clipped to its size — the documentation's words: "the insets reflect only the portion of
/// the view that is covered". A change calls `safeAreaInsetsDidChange()` and lays the view out.
extension UIView {
    func modelLayoutIfNeeded() {
        modelApplySizeConstraints()
        let safe = modelComputedSafeArea()
        if safe != safeAreaStorage {
            safeAreaStorage = safe
            needsLayoutFlag = true
            modelSafeAreaDidChange()
            safeAreaInsetsDidChange()
        }
        if needsLayoutFlag {
            needsLayoutFlag = false
            UITraitCollection.withCurrent(traitCollection) { layoutSubviews() }
        }
        for view in subviewList { view.modelLayoutIfNeeded() }
    }

    private func modelComputedSafeArea() -> UIEdgeInsets {
        if let window = self as? UIWindow { return window.modelDeviceSafeAreaInsets }
        guard let parent = superviewStorage, window != nil else { return .zero }
        let safe = parent.bounds.inset(by: parent.safeAreaStorage)
        // In the superview's space when the view is not transformed (its bounds origin, a scroll
        // view's offset, then plays no part), else converted into the view's own.
        let covered: CGRect, b: CGRect
        if transform.isIdentity {
            covered = safe
            b = frame
        } else {
            covered = convert(safe, from: parent)
            b = bounds
        }
        func clamp(_ x: CGFloat, _ limit: CGFloat) -> CGFloat { Swift.min(Swift.max(x, 0), Swift.max(limit, 0)) }
        var insets = UIEdgeInsets(
            top: clamp(covered.minY - b.minY, b.height), left: clamp(covered.minX - b.minX, b.width),
            bottom: clamp(b.maxY - covered.maxY, b.height), right: clamp(b.maxX - covered.maxX, b.width))
        if let extra = viewControllerStorage?.additionalSafeAreaInsets {
            insets.top += extra.top
            insets.left += extra.left
            insets.bottom += extra.bottom
            insets.right += extra.right
        }
        return insets
    }

    /// Active constant width and height constraints set the view's size (the model solves no
    /// other constraint: it stops with a message on one).
    private func modelApplySizeConstraints() {
        var size = bounds.size
        for constraint in layoutConstraints where constraint.isActive {
            switch constraint.modelAttribute {
            case .width: size.width = constraint.constant
            case .height: size.height = constraint.constant
            }
        }
        if size != bounds.size { frame = CGRect(origin: frame.origin, size: size) }
    }

    /// Resizes the view by its autoresizing mask for its superview's size change: along each axis
    /// the difference is shared among the flexible parts (margins, size) in proportion to their
    /// sizes, as the documentation describes.
    func modelAutoresize(from old: CGSize, to new: CGSize) {
        guard !autoresizingMask.isEmpty else { return }
        var f = frame
        func share(
            _ delta: CGFloat, lead: CGFloat, size: CGFloat, trail: CGFloat, flexible: (Bool, Bool, Bool)
        ) -> (CGFloat, CGFloat) {
            let parts = [(flexible.0, lead), (flexible.1, size), (flexible.2, trail)].filter(\.0)
            guard !parts.isEmpty else { return (0, 0) }
            let total = parts.reduce(0) { $0 + Swift.max($1.1, 0) }
            func portion(_ isFlexible: Bool, _ length: CGFloat) -> CGFloat {
                guard isFlexible else { return 0 }
                return total > 0 ? delta * Swift.max(length, 0) / total : delta / CGFloat(parts.count)
            }
            return (portion(flexible.0, lead), portion(flexible.1, size))
        }
        let m = autoresizingMask
        let (dx, dw) = share(
            new.width - old.width, lead: f.minX, size: f.width, trail: old.width - f.maxX,
            flexible: (m.contains(.flexibleLeftMargin), m.contains(.flexibleWidth), m.contains(.flexibleRightMargin)))
        let (dy, dh) = share(
            new.height - old.height, lead: f.minY, size: f.height, trail: old.height - f.maxY,
            flexible: (m.contains(.flexibleTopMargin), m.contains(.flexibleHeight), m.contains(.flexibleBottomMargin)))
        f.origin.x += dx
        f.origin.y += dy
        f.size.width += dw
        f.size.height += dh
        frame = f
    }
}
