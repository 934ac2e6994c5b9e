/// The appearance an indicator draws for: light or dark, and whether the user asked for
/// increased contrast. It picks the ``IndicatorPalette`` the built-in styles take their default
/// colours from; colours the app gives (the context's tint and background) stay the app's.
public struct IndicatorAppearance: Hashable, Sendable {
    /// Light or dark, as `UIUserInterfaceStyle` (unspecified counts as light).
    public enum ColorScheme: String, Hashable, Sendable, CaseIterable {
        /// Dark ink on a white background.
        case light
        /// Light ink on a black background.
        case dark
    }

    /// The default appearance: light, normal contrast, base level.
    public static let light = IndicatorAppearance()
    /// Dark, normal contrast, base level.
    public static let dark = IndicatorAppearance(colorScheme: .dark)

    /// Light or dark.
    public var colorScheme: ColorScheme
    /// Whether increased contrast is on (`accessibilityContrast == .high`).
    public var increasedContrast: Bool
    /// Whether the control sits on an elevated surface (a sheet or a popover,
    /// `userInterfaceLevel == .elevated`): in dark, the background is then `#1C1C1E`.
    public var elevated: Bool

    /// Creates an appearance.
    ///
    /// - Parameters:
    ///   - colorScheme: Light or dark; light by default.
    ///   - increasedContrast: Whether increased contrast is on; false by default.
    ///   - elevated: Whether the control sits on an elevated surface; false by default.
    public init(colorScheme: ColorScheme = .light, increasedContrast: Bool = false, elevated: Bool = false) {
        self.colorScheme = colorScheme
        self.increasedContrast = increasedContrast
        self.elevated = elevated
    }

    /// The palette of this appearance.
    public var palette: IndicatorPalette { IndicatorPalette(appearance: self) }
}
