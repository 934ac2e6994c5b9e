import Testing
@testable import RefreshKitCore

/// The appearance's palette: every ink reaches 3:1 on its background, the styles take their
/// default colours from it, and colours the app gives stay the app's.
@Suite struct IndicatorPaletteTests {
    static let appearances: [IndicatorAppearance] = [
        .light, .dark, IndicatorAppearance(colorScheme: .light, increasedContrast: true),
        IndicatorAppearance(colorScheme: .dark, increasedContrast: true),
        IndicatorAppearance(colorScheme: .dark, elevated: true),
    ]

    @Test(arguments: appearances)
    func everyInkReachesThreeToOne(appearance: IndicatorAppearance) {
        let p = appearance.palette
        for ink in [p.label, p.secondaryLabel, p.activity, p.accent] + p.spectrum {
            #expect(ink.contrastRatio(with: p.background) >= 3, "\(ink) on \(p.background)")
        }
        for ink in [p.label, p.secondaryLabel] {
            #expect(ink.contrastRatio(with: p.barBackground) >= 3, "\(ink) on the bar \(p.barBackground)")
        }
    }

    @Test func increasedContrastStrengthensTheInks() {
        for scheme in IndicatorAppearance.ColorScheme.allCases {
            let normal = IndicatorAppearance(colorScheme: scheme).palette
            let high = IndicatorAppearance(colorScheme: scheme, increasedContrast: true).palette
            for (a, b) in zip(
                normal.spectrum + [normal.accent, normal.secondaryLabel, normal.activity],
                high.spectrum + [high.accent, high.secondaryLabel, high.activity])
            {
                #expect(
                    b.contrastRatio(with: high.background) >= a.contrastRatio(with: normal.background), "\(a) → \(b)")
            }
        }
        #expect(
            IndicatorAppearance(colorScheme: .light, increasedContrast: true).palette.spectrum
                .allSatisfy { $0.contrastRatio(with: .white) >= 4.5 })
        // The handwriting's red moves towards the label colour; a tint stays the app's.
        var context = boxContext(.armed(overPull: 0))
        context.appearance = IndicatorAppearance(colorScheme: .light, increasedContrast: true)
        let writing = Indicators.Handwriting()
        let strong = try? #require(writing.scene(for: context).items.first?.solidColor)
        #expect((strong?.contrastRatio(with: .white) ?? 0) >= 6)
        context.tintColor = .orange
        #expect(writing.scene(for: context).items.first?.solidColor == .orange)
    }

    @Test func backgroundsAreTheSystemOnes() {
        #expect(
            IndicatorAppearance.light.palette.background == .white && IndicatorAppearance.light.palette.label == .black)
        #expect(
            IndicatorAppearance.dark.palette.background == .black && IndicatorAppearance.dark.palette.label == .white)
        #expect(
            IndicatorAppearance(colorScheme: .dark, elevated: true).palette.background
                == RGBAColor(rgb8: 0x1C, 0x1C, 0x1E))
    }

    @Test func contrastRatioIsWCAGs() {
        #expect(abs(RGBAColor.black.contrastRatio(with: .white) - 21) < 1e-9)
        #expect(abs(RGBAColor.yellow.contrastRatio(with: .white) - 1.07) < 0.01)
        #expect(RGBAColor.white.contrastRatio(with: .white) == 1)
    }

    @Test func contextsAreLightUnlessToldAndTheStylesFollow() {
        let light = boxContext(.armed(overPull: 0))
        #expect(light.appearance == .light)
        var dark = light
        dark.appearance = .dark
        let spinner = Indicators.ArcSpinner()
        #expect(spinner.scene(for: light).items.first?.solidColor == .blue)
        #expect(spinner.scene(for: dark).items.first?.solidColor == IndicatorPalette.darkAccent)
        // The app's tint stays the app's, in dark too.
        dark.tintColor = .red
        #expect(spinner.scene(for: dark).items.first?.solidColor == .red)
        // A seed-exact configuration keeps the seed's colour in dark.
        dark.tintColor = nil
        #expect(Indicators.ArcSpinner(configuration: .untitledBlue).scene(for: dark).items.first?.solidColor == .blue)
    }

    @Test func momentsPassTheAppearanceOn() {
        let moment = IndicatorMoment(state: .refreshing, pullDistance: 64, triggerDistance: 64)
        #expect(moment.context(size: Size(width: 390, height: 64), glyphs: BoxGlyphSource()).appearance == .light)
        #expect(
            moment.context(size: Size(width: 390, height: 64), glyphs: BoxGlyphSource(), appearance: .dark)
                .appearance == .dark)
    }

    @Test func traitsGiveTheAppearance() {
        #expect(
            AppearanceTraits(style: .dark, increasedContrast: true, elevated: true).indicatorAppearance
                == IndicatorAppearance(colorScheme: .dark, increasedContrast: true, elevated: true))
        #expect(AppearanceTraits(style: .unspecified).indicatorAppearance == .light)
    }
}
