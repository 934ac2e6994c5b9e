import Testing
@testable import RefreshKitCore
import RefreshKitStyles

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

    @Test func theDefaultBlueIsTheSystemBlueAndThePresetsKeepTheSeeds() {
        let systemBlue = RGBAColor(rgb8: 0x00, 0x7A, 0xFF), darkSystemBlue = RGBAColor(rgb8: 0x0A, 0x84, 0xFF)
        #expect(IndicatorAppearance.light.palette.accent == systemBlue)
        #expect(IndicatorAppearance.dark.palette.accent == darkSystemBlue)
        #expect(IndicatorAppearance.light.palette.spectrum[5] == systemBlue)
        #expect(IndicatorAppearance.dark.palette.spectrum[5] == darkSystemBlue)
        #expect(
            IndicatorAppearance(colorScheme: .light, increasedContrast: true).palette.accent
                == RGBAColor(rgb8: 0x00, 0x40, 0xDD))
        let armed = boxContext(.armed(overPull: 0))
        var dark = armed
        dark.appearance = .dark
        // No built-in style draws the seeds' pure blue unless a preset or the app asks for it:
        // every colour of every phase, solid or a gradient's stop, in both appearances.
        let pureBlue = { (c: RGBAColor) in c.red == 0 && c.green == 0 && c.blue == 1 }
        for style in Indicators.catalog {
            guard case .indicator(let make) = style.kind else { continue }
            for state in [RefreshState.revealing(progress: 1), .armed(overPull: 0), .refreshing, .finishing] {
                for appearance in [IndicatorAppearance.light, .dark] {
                    var context = boxContext(state, progress: 1, time: 0.4)
                    context.appearance = appearance
                    let colors = make().scene(for: context).items.flatMap { item in
                        item.solidColor.map { [$0] } ?? item.gradient?.stops.map(\.color) ?? []
                    }
                    #expect(!colors.contains(where: pureBlue), "\(style.name) \(state) in \(appearance)")
                }
            }
        }
        // The default styles draw the system blue in each appearance (barFill's track is the same
        // colour at a lower alpha).
        func ink(_ style: some RefreshIndicator, _ context: IndicatorContext) -> RGBAColor? {
            style.scene(for: context).items.first?.solidColor.map {
                RGBAColor(red: $0.red, green: $0.green, blue: $0.blue)
            }
        }
        #expect(
            ink(Indicators.ArcSpinner(), armed) == systemBlue && ink(Indicators.ArcSpinner(), dark) == darkSystemBlue)
        #expect(ink(Indicators.BarFill(), armed) == systemBlue && ink(Indicators.BarFill(), dark) == darkSystemBlue)
        // The seed-exact presets keep #0000FF in both appearances.
        for context in [armed, dark] {
            #expect(ink(Indicators.BarFill(configuration: .bareBlueSquare), context) == .blue)
            #expect(ink(Indicators.ArcSpinner(configuration: .untitledBlue), context) == .blue)
        }
        #expect(Indicators.LetterWave(configuration: .fixedRainbow).configuration.colors?[5] == .blue)
        // A tint the app chose wins over the system blue.
        var tinted = armed
        tinted.tintColor = .red
        #expect(ink(Indicators.ArcSpinner(), tinted) == .red && ink(Indicators.BarFill(), tinted) == .red)
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
        #expect(spinner.scene(for: light).items.first?.solidColor == IndicatorPalette.lightAccent)
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
