/// Light or dark.
public enum UIUserInterfaceStyle: Int, Hashable, Sendable {
    case unspecified = 0, light = 1, dark = 2
}

/// The direction of a layout.
public enum UIUserInterfaceLayoutDirection: Int, Hashable, Sendable {
    case leftToRight = 0, rightToLeft = 1
}

/// A trait collection's layout direction.
public enum UITraitEnvironmentLayoutDirection: Int, Hashable, Sendable {
    case unspecified = -1, leftToRight = 0, rightToLeft = 1
}

/// Increase Contrast.
public enum UIAccessibilityContrast: Int, Hashable, Sendable {
    case unspecified = -1, normal = 0, high = 1
}

/// The level of the content (base, or elevated in a sheet or popover).
public enum UIUserInterfaceLevel: Int, Hashable, Sendable {
    case unspecified = -1, base = 0, elevated = 1
}

/// Whether a view is flipped in a right-to-left language.
public enum UISemanticContentAttribute: Int, Hashable, Sendable {
    case unspecified = 0, playback = 1, spatial = 2, forceLeftToRight = 3, forceRightToLeft = 4
}
