/// The traits of a view's environment: appearance, layout direction, text size, scale, contrast
/// and level. Immutable; a view's comes from its window and the system settings, with its
/// overrides (`overrideUserInterfaceStyle`) on top.
public final class UITraitCollection: NSObject, @unchecked Sendable {  // immutable
    /// Light or dark (unspecified when unknown).
    public let userInterfaceStyle: UIUserInterfaceStyle
    /// The layout direction.
    public let layoutDirection: UITraitEnvironmentLayoutDirection
    /// The text size.
    public let preferredContentSizeCategory: UIContentSizeCategory
    /// Pixels per point (0 when unknown: a view without a window).
    public let displayScale: CGFloat
    /// Increase Contrast.
    public let accessibilityContrast: UIAccessibilityContrast
    /// Base or elevated.
    public let userInterfaceLevel: UIUserInterfaceLevel

    init(
        style: UIUserInterfaceStyle = .unspecified, direction: UITraitEnvironmentLayoutDirection = .unspecified,
        category: UIContentSizeCategory = .unspecified, scale: CGFloat = 0,
        contrast: UIAccessibilityContrast = .unspecified, level: UIUserInterfaceLevel = .unspecified
    ) {
        userInterfaceStyle = style
        layoutDirection = direction
        preferredContentSizeCategory = category
        displayScale = scale
        accessibilityContrast = contrast
        userInterfaceLevel = level
        super.init()
    }

    /// A collection with every trait unspecified.
    public override convenience init() { self.init(style: .unspecified) }
    /// A collection with only the appearance specified.
    public convenience init(userInterfaceStyle: UIUserInterfaceStyle) { self.init(style: userInterfaceStyle) }
    /// A collection with only the layout direction specified.
    public convenience init(layoutDirection: UITraitEnvironmentLayoutDirection) {
        self.init(direction: layoutDirection)
    }
    /// A collection with only the text size specified.
    public convenience init(preferredContentSizeCategory: UIContentSizeCategory) {
        self.init(category: preferredContentSizeCategory)
    }
    /// A collection with only the scale specified.
    public convenience init(displayScale: CGFloat) { self.init(scale: displayScale) }
    /// A collection with only the contrast specified.
    public convenience init(accessibilityContrast: UIAccessibilityContrast) {
        self.init(contrast: accessibilityContrast)
    }
    /// A collection with only the level specified.
    public convenience init(userInterfaceLevel: UIUserInterfaceLevel) { self.init(level: userInterfaceLevel) }

    /// The collections combined: each trait from the last collection that specifies it.
    public convenience init(traitsFrom collections: [UITraitCollection]) {
        var style = UIUserInterfaceStyle.unspecified, direction = UITraitEnvironmentLayoutDirection.unspecified
        var category = UIContentSizeCategory.unspecified, scale: CGFloat = 0
        var contrast = UIAccessibilityContrast.unspecified, level = UIUserInterfaceLevel.unspecified
        for c in collections {
            if c.userInterfaceStyle != .unspecified { style = c.userInterfaceStyle }
            if c.layoutDirection != .unspecified { direction = c.layoutDirection }
            if c.preferredContentSizeCategory != .unspecified { category = c.preferredContentSizeCategory }
            if c.displayScale != 0 { scale = c.displayScale }
            if c.accessibilityContrast != .unspecified { contrast = c.accessibilityContrast }
            if c.userInterfaceLevel != .unspecified { level = c.userInterfaceLevel }
        }
        self.init(
            style: style, direction: direction, category: category, scale: scale, contrast: contrast, level: level)
    }

    /// Whether colours resolved against `other` could differ from colours resolved against this
    /// collection (appearance, contrast or level differ).
    public func hasDifferentColorAppearance(comparedTo other: UITraitCollection?) -> Bool {
        guard let other else { return true }
        return userInterfaceStyle != other.userInterfaceStyle || accessibilityContrast != other.accessibilityContrast
            || userInterfaceLevel != other.userInterfaceLevel
    }

    /// Whether every trait of `other` that it specifies is the same here.
    public func containsTraits(in other: UITraitCollection?) -> Bool {
        guard let o = other else { return true }
        return (o.userInterfaceStyle == .unspecified || o.userInterfaceStyle == userInterfaceStyle)
            && (o.layoutDirection == .unspecified || o.layoutDirection == layoutDirection)
            && (o.preferredContentSizeCategory == .unspecified
                || o.preferredContentSizeCategory == preferredContentSizeCategory)
            && (o.displayScale == 0 || o.displayScale == displayScale)
            && (o.accessibilityContrast == .unspecified || o.accessibilityContrast == accessibilityContrast)
            && (o.userInterfaceLevel == .unspecified || o.userInterfaceLevel == userInterfaceLevel)
    }

    /// Whether every trait is the same.
    public override func isEqual(_ object: Any?) -> Bool {
        guard let o = object as? UITraitCollection else { return false }
        return userInterfaceStyle == o.userInterfaceStyle && layoutDirection == o.layoutDirection
            && preferredContentSizeCategory == o.preferredContentSizeCategory && displayScale == o.displayScale
            && accessibilityContrast == o.accessibilityContrast && userInterfaceLevel == o.userInterfaceLevel
    }

    public override var hash: Int {
        var h = Hasher()
        h.combine(userInterfaceStyle)
        h.combine(layoutDirection)
        h.combine(preferredContentSizeCategory)
        h.combine(displayScale)
        h.combine(accessibilityContrast)
        h.combine(userInterfaceLevel)
        return h.finalize()
    }

    /// The traits UIKit has set for the work running now (a view's, while it draws, lays out or
    /// hears of a trait change; else the main screen's).
    @MainActor public static var current: UITraitCollection {
        get { currentOverride ?? ModelWorld.current.screen.traitCollection }
        set { currentOverride = newValue }
    }

    @MainActor static var currentOverride: UITraitCollection?

    /// Runs `body` with ``current`` set to `traits`.
    @MainActor static func withCurrent<T>(_ traits: UITraitCollection, _ body: () throws -> T) rethrows -> T {
        let saved = currentOverride
        currentOverride = traits
        defer { currentOverride = saved }
        return try body()
    }
}
