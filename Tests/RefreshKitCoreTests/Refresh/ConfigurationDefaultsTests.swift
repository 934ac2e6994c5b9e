import Testing
@testable import RefreshKitCore
import RefreshKitStyles

/// Each style's settings are declared once, with their default: the initializer's arguments
/// default to those declarations.
@Suite struct ConfigurationDefaultsTests {
    @Test func anInitializerArgumentChangesOnlyItsSetting() {
        var arc = Indicators.ArcSpinner.Configuration()
        arc.diameter = 40
        #expect(Indicators.ArcSpinner.Configuration(diameter: 40) == arc)

        var classic = Indicators.Classic.Configuration()
        classic.color = .red
        #expect(Indicators.Classic.Configuration(color: .red) == classic)

        var system = Indicators.System.Configuration()
        system.tintColor = .yellow
        system.backgroundColor = .red
        #expect(Indicators.System.Configuration.yellowOnRed == system)
    }

    @Test func theDeclaredDefaultsAreTheSeeds() {
        #expect(Indicators.ArcSpinner.Configuration().diameter == 30)
        #expect(Indicators.ProgressRing.Configuration().trackColor == nil)
        #expect(Indicators.Classic.Configuration().strings == nil)
        #expect(Indicators.Classic.Configuration().font == FontRequest(family: "DejaVu Sans Bold", size: 14))
        #expect(Indicators.Handwriting.Configuration().haloColors == nil)
        #expect(Indicators.ImageSequence.Configuration().refreshingFrames == Indicators.ImageSequence.demoFrames)
        #expect(Indicators.LetterWave.Configuration().text == nil)
        #expect(Indicators.BarFill.Configuration().fillDuration == 1)
        // The design's own numbers, which apps do not set.
        #expect(Indicators.ArcSpinner.Configuration().spinStepDuration == 0.25)
        #expect(Indicators.Classic.Configuration().spokeCount == 8)
        #expect(Indicators.LetterWave.Configuration().tiltAngle == RKMath.pi / 4)
        #expect(Indicators.ProgressRing.Configuration().breathDuration == 4.0 / 3)
    }
}
