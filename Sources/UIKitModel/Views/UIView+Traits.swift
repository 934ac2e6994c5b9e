/// Traits, tint and layout direction down the view tree
/// (https://developer.apple.com/documentation/uikit/uitraitenvironment/traitcollectiondidchange(_:),
/// https://developer.apple.com/documentation/uikit/uiview/tintcolor,
/// https://developer.apple.com/documentation/uikit/uiview/tintcolordidchange(),
/// https://developer.apple.com/documentation/uikit/uiview/effectiveuserinterfacelayoutdirection).
extension UIView {
    var modelComputedTraits: UITraitCollection {
        let base: UITraitCollection
        if let window = self as? UIWindow {
            base = window.modelWindowTraits
        } else if let parent = superviewStorage {
            base = parent.traitCollection
        } else {
            base = UITraitCollection()
        }
        guard overrideUserInterfaceStyle != .unspecified else { return base }
        return UITraitCollection(traitsFrom: [base, UITraitCollection(userInterfaceStyle: overrideUserInterfaceStyle)])
    }

    /// Tells the view (and, when `recursive`, its subviews) that its traits may have changed: when
    /// they did and the view is in a window, `traitCollectionDidChange(_:)` runs with the traits
    /// before, and a dynamic background colour is resolved again.
    func modelTraitsDidChange(recursive: Bool = true) {
        let traits = traitCollection
        if window != nil, lastTraits.map({ !$0.isEqual(traits) }) ?? true {
            let previous = lastTraits
            lastTraits = traits
            if let color = backgroundColorStorage {
                layer.backgroundColor = UITraitCollection.withCurrent(traits) { color.cgColor }
            }
            UITraitCollection.withCurrent(traits) { traitCollectionDidChange(previous) }
        } else if window == nil {
            lastTraits = nil
        }
        if recursive { for view in subviewList { view.modelTraitsDidChange() } }
    }

    // MARK: Tint

    var modelEffectiveTint: UIColor {
        var view: UIView? = self
        var color: UIColor = .systemBlue
        while let v = view {
            if let own = v.tintColorStorage {
                color = own
                break
            }
            view = v.superviewStorage
        }
        return modelEffectiveAdjustmentMode == .dimmed ? Self.dimmed(color) : color
    }

    /// The model's dimmed tint: the colour's grey (Rec. 709 luminance), same alpha. UIKit documents
    /// "a desaturated, dimmed version" without its numbers.
    static func dimmed(_ color: UIColor) -> UIColor {
        UIColor { traits in
            var r: CGFloat = 0, g: CGFloat = 0, b: CGFloat = 0, a: CGFloat = 0
            color.resolvedColor(with: traits).getRed(&r, green: &g, blue: &b, alpha: &a)
            return UIColor(white: 0.2126 * r + 0.7152 * g + 0.0722 * b, alpha: a)
        }
    }

    func modelSetTint(_ color: UIColor?) {
        tintColorStorage = color
        modelTintDidChange { $0.tintColorStorage == nil }
    }

    var modelEffectiveAdjustmentMode: TintAdjustmentMode {
        var view: UIView? = self
        while let v = view {
            if v.tintAdjustmentModeStorage != .automatic { return v.tintAdjustmentModeStorage }
            view = v.superviewStorage
        }
        return .normal
    }

    func modelSetAdjustmentMode(_ mode: TintAdjustmentMode) {
        let before = modelEffectiveAdjustmentMode
        tintAdjustmentModeStorage = mode
        if modelEffectiveAdjustmentMode != before { modelTintDidChange { $0.tintAdjustmentModeStorage == .automatic } }
    }

    /// `tintColorDidChange()` on the view and on each descendant that `inherits` what changed
    /// (the colour, or the adjustment mode).
    func modelTintDidChange(inherits: (UIView) -> Bool) {
        UITraitCollection.withCurrent(traitCollection) { tintColorDidChange() }
        for view in subviewList where inherits(view) { view.modelTintDidChange(inherits: inherits) }
    }

    // MARK: Layout direction

    /// The direction to lay out the view's own content in: its semantic content attribute read
    /// against its traits' direction.
    public var effectiveUserInterfaceLayoutDirection: UIUserInterfaceLayoutDirection {
        let traits: UIUserInterfaceLayoutDirection =
            traitCollection.layoutDirection == .rightToLeft ? .rightToLeft : .leftToRight
        return Self.userInterfaceLayoutDirection(for: semanticContentAttribute, relativeTo: traits)
    }

    /// The direction `attribute` gives relative to the app's direction.
    public static func userInterfaceLayoutDirection(
        for attribute: UISemanticContentAttribute
    )
        -> UIUserInterfaceLayoutDirection
    {
        userInterfaceLayoutDirection(for: attribute, relativeTo: ModelWorld.current.settings.layoutDirection)
    }

    /// The direction `attribute` gives relative to `direction`: forced ones as forced, playback
    /// and spatial content left to right, unspecified as `direction`.
    public static func userInterfaceLayoutDirection(
        for attribute: UISemanticContentAttribute, relativeTo direction: UIUserInterfaceLayoutDirection
    ) -> UIUserInterfaceLayoutDirection {
        switch attribute {
        case .unspecified: direction
        case .forceRightToLeft: .rightToLeft
        case .forceLeftToRight, .playback, .spatial: .leftToRight
        }
    }

    // MARK: Hit testing

    func modelHitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        guard isUserInteractionEnabled, !isHidden, alpha >= 0.01, self.point(inside: point, with: event) else {
            return nil
        }
        for view in subviewList.reversed() {
            if let hit = view.hitTest(view.convert(point, from: self), with: event) { return hit }
        }
        return self
    }
}
