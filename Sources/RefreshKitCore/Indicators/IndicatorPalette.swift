/// The default colours of the built-in styles for one ``IndicatorAppearance``: the system
/// background and label colours of that appearance, and the inks the styles draw with.
///
/// Every ink has at least 3:1 contrast (WCAG 2, for graphical objects) against ``background``,
/// and against ``barBackground`` for the inks a bar draws. The accent is iOS's system blue
/// (`#007AFF`, `#0A84FF` in dark), what an app's controls show when it chooses no tint. In light,
/// the other inks are plain UIKit colours wherever those reach 3:1; yellow, green and orange,
/// which do not on white, are darkened. In dark they are iOS's dark system colours. Increased
/// contrast darkens (light) or lightens (dark) the greys and the accent, as iOS's accessible
/// system colours do.
public struct IndicatorPalette: Hashable, Sendable {
    /// The light background: white.
    package static let lightBackground = RGBAColor.white
    /// The dark background: black (`systemBackground` in dark).
    package static let darkBackground = RGBAColor.black
    /// The dark elevated background: `#1C1C1E` (`secondarySystemBackground` in dark, also an
    /// elevated `systemBackground`).
    package static let darkElevatedBackground = RGBAColor(rgb8: 0x1C, 0x1C, 0x1E)
    /// The light bar (the collapsing header's): `rgb(247, 247, 247)`.
    package static let lightBarBackground = RGBAColor(rgb8: 247, 247, 247)
    /// The dark bar on an elevated surface: `#2C2C2E` (`tertiarySystemBackground` in dark).
    package static let darkElevatedBarBackground = RGBAColor(rgb8: 0x2C, 0x2C, 0x2E)
    /// The dark secondary label: `#AEAEB2` (9.5:1 on black).
    package static let darkSecondaryLabel = RGBAColor(rgb8: 0xAE, 0xAE, 0xB2)
    /// The dark secondary label with increased contrast: `#D1D1D6`.
    package static let darkHighContrastSecondaryLabel = RGBAColor(rgb8: 0xD1, 0xD1, 0xD6)
    /// The light secondary label with increased contrast: `#3A3A3C`.
    package static let lightHighContrastSecondaryLabel = RGBAColor(rgb8: 0x3A, 0x3A, 0x3C)
    /// The dark activity grey: `#8E8E93` (`systemGray`, 6.4:1 on black).
    package static let darkActivity = RGBAColor(rgb8: 0x8E, 0x8E, 0x93)
    /// The light accent: `#007AFF` (`systemBlue`, 4.0:1 on white).
    package static let lightAccent = RGBAColor(rgb8: 0x00, 0x7A, 0xFF)
    /// The dark accent: `#0A84FF` (`systemBlue` in dark, 5.8:1 on black).
    package static let darkAccent = RGBAColor(rgb8: 0x0A, 0x84, 0xFF)
    /// The dark accent with increased contrast: `#409CFF`.
    package static let darkHighContrastAccent = RGBAColor(rgb8: 0x40, 0x9C, 0xFF)
    /// The light accent with increased contrast: `#0040DD` (`systemBlue`'s accessible variant,
    /// 7.6:1 on white).
    package static let lightHighContrastAccent = RGBAColor(rgb8: 0x00, 0x40, 0xDD)
    /// The light colour cycle: magenta, brown, yellow, red, green, blue, orange, with the
    /// yellow (`#9E7700`), green (`#1E8A3A`) and orange (`#C24E00`) darkened to reach 4:1 on white
    /// and the blue as ``lightAccent``.
    package static let lightSpectrum: [RGBAColor] = [
        .magenta, .brown, RGBAColor(rgb8: 0x9E, 0x77, 0x00), .red, RGBAColor(rgb8: 0x1E, 0x8A, 0x3A), lightAccent,
        RGBAColor(rgb8: 0xC2, 0x4E, 0x00),
    ]
    /// The light colour cycle with increased contrast: every colour at 5.7:1 or more on white
    /// (`#B000B0`, `#7A5229`, `#7F6000`, `#D00000`, `#187030`, ``lightHighContrastAccent``, `#A04000`).
    package static let lightHighContrastSpectrum: [RGBAColor] = [
        RGBAColor(rgb8: 0xB0, 0x00, 0xB0), RGBAColor(rgb8: 0x7A, 0x52, 0x29), RGBAColor(rgb8: 0x7F, 0x60, 0x00),
        RGBAColor(rgb8: 0xD0, 0x00, 0x00), RGBAColor(rgb8: 0x18, 0x70, 0x30), lightHighContrastAccent,
        RGBAColor(rgb8: 0xA0, 0x40, 0x00),
    ]
    /// The dark colour cycle with increased contrast: ``darkSpectrum`` with a lighter brown
    /// (`#B59469`) and blue (``darkHighContrastAccent``).
    package static let darkHighContrastSpectrum: [RGBAColor] = [
        .magenta, RGBAColor(rgb8: 0xB5, 0x94, 0x69), .yellow, .red, .green, darkHighContrastAccent, .orange,
    ]
    /// The dark colour cycle: the same colours, with the blue as ``darkAccent`` (pure blue is 2.4:1
    /// on black).
    package static let darkSpectrum: [RGBAColor] = [.magenta, .brown, .yellow, .red, .green, darkAccent, .orange]

    /// The appearance this palette is for.
    public var appearance: IndicatorAppearance
    /// What the indicator is drawn on: white; black in dark (`#1C1C1E` when elevated).
    public var background: RGBAColor
    /// A bar's fill (the collapsing header's): `rgb(247, 247, 247)`; `#1C1C1E` in dark (`#2C2C2E` when elevated).
    public var barBackground: RGBAColor
    /// Primary text and strokes: black; white in dark.
    public var label: RGBAColor
    /// Secondary text and marks: `UIColor.darkGray`; `#AEAEB2` in dark (`#3A3A3C` and `#D1D1D6`
    /// with increased contrast).
    public var secondaryLabel: RGBAColor
    /// Activity spinners: `UIColor.gray`; `#8E8E93` (`systemGray`) in dark (`UIColor.darkGray` and
    /// `#AEAEB2` with increased contrast).
    public var activity: RGBAColor
    /// The accent: the system blue, `#007AFF`; `#0A84FF` in dark (`#0040DD` and `#409CFF` with
    /// increased contrast).
    public var accent: RGBAColor
    /// A cycle of colours for letters: magenta, brown, yellow, red, green, blue (the accent) and
    /// orange, each darkened in light where it would not reach 3:1 on white, and iOS's dark system
    /// colours in dark.
    public var spectrum: [RGBAColor]

    /// The palette of `appearance`.
    ///
    /// - Parameter appearance: Light or dark, increased contrast or not; light by default.
    public init(appearance: IndicatorAppearance = .light) {
        self.appearance = appearance
        let high = appearance.increasedContrast
        switch appearance.colorScheme {
        case .light:
            background = Self.lightBackground
            barBackground = Self.lightBarBackground
            label = .black
            secondaryLabel = high ? Self.lightHighContrastSecondaryLabel : .darkGray
            activity = high ? .darkGray : .gray
            accent = high ? Self.lightHighContrastAccent : Self.lightAccent
            spectrum = high ? Self.lightHighContrastSpectrum : Self.lightSpectrum
        case .dark:
            background = appearance.elevated ? Self.darkElevatedBackground : Self.darkBackground
            barBackground = appearance.elevated ? Self.darkElevatedBarBackground : Self.darkElevatedBackground
            label = .white
            secondaryLabel = high ? Self.darkHighContrastSecondaryLabel : Self.darkSecondaryLabel
            activity = high ? Self.darkSecondaryLabel : Self.darkActivity
            accent = high ? Self.darkHighContrastAccent : Self.darkAccent
            spectrum = high ? Self.darkHighContrastSpectrum : Self.darkSpectrum
        }
    }

    /// `ink` moved towards ``label`` by `fraction`: a highlight that stays legible (towards black
    /// in light, white in dark).
    ///
    /// - Parameters:
    ///   - ink: The colour to strengthen.
    ///   - fraction: How far towards the label colour, 0…1.
    /// - Returns: The mixed colour, with `ink`'s alpha.
    package func strengthened(_ ink: RGBAColor, by fraction: Double) -> RGBAColor {
        let mixed = ink.interpolated(to: label, RKMath.clamp(fraction, 0, 1))
        return RGBAColor(red: mixed.red, green: mixed.green, blue: mixed.blue, alpha: ink.alpha)
    }
}
