/// The traits a control's colours depend on (a `UIColor` given as a tint may be dynamic): when
/// any of them changes, the colours are resolved again against the new traits and the indicator
/// is redrawn.
package struct AppearanceTraits: Hashable, Sendable {
    /// `UIUserInterfaceStyle`: light, dark or unspecified.
    package enum Style: Hashable, Sendable { case unspecified, light, dark }

    /// Light or dark.
    package var style: Style
    /// Increased contrast is on (`accessibilityContrast == .high`).
    package var increasedContrast: Bool
    /// Elevated level (`userInterfaceLevel == .elevated`, a sheet or a popover).
    package var elevated: Bool
    /// The display scale.
    package var displayScale: Double
    /// The trait collection's layout direction, nil when unspecified: a control left to follow
    /// its view redraws when it changes.
    package var layoutDirection: RefreshLayoutDirection?
    /// How much the text size enlarges the titles (``IndicatorContext/textScale``): a control
    /// redraws when the user changes it.
    package var textScale: Double

    /// Creates traits; the defaults are a light, normal-contrast, base-level 3× screen with no
    /// direction, at the default text size.
    package init(
        style: Style = .unspecified, increasedContrast: Bool = false, elevated: Bool = false,
        displayScale: Double = 3, layoutDirection: RefreshLayoutDirection? = nil, textScale: Double = 1
    ) {
        self.style = style
        self.increasedContrast = increasedContrast
        self.elevated = elevated
        self.displayScale = displayScale
        self.layoutDirection = layoutDirection
        self.textScale = textScale
    }

    /// Whether a control showing colours resolved for `previous` must resolve them again and
    /// redraw: any trait a dynamic colour or the drawing depends on differs (always, when there
    /// were no previous traits).
    ///
    /// - Parameter previous: The traits the colours were last resolved with.
    /// - Returns: True to redraw.
    package func needsRedraw(after previous: AppearanceTraits?) -> Bool {
        previous != self
    }

    /// The appearance the indicator draws for: dark when the style is dark, light otherwise
    /// (unspecified included), with the contrast and level as they are.
    package var indicatorAppearance: IndicatorAppearance {
        IndicatorAppearance(
            colorScheme: style == .dark ? .dark : .light, increasedContrast: increasedContrast,
            elevated: elevated)
    }
}
