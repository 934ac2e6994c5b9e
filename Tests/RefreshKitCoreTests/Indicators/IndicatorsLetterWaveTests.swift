import Testing
@testable import RefreshKitCore
import RefreshKitStyles
import RefreshKitTestSupport

@Suite struct IndicatorsLetterWaveTests {
    let style = Indicators.LetterWave()
    let pi = RKMath.pi
    /// Letter centres: 7 advances of 12 and 6 gaps of 8 make 132 pt, centred on x = 195.
    func letterCenter(_ i: Int) -> Point { Point(x: 195 - 66 + 6 + 20 * Double(i), y: 40) }

    /// Decomposes an item's transform about the letter's centre: angle and scale.
    func angleAndScale(_ item: IndicatorScene.Item) -> (angle: Double, scale: Double) {
        let t = item.transform
        return (RKMath.atan2(t.b, t.a), (t.a * t.a + t.b * t.b).squareRoot())
    }

    /// The adapter fills in the app's name through ``AppNameSpelling``, naming no style: the
    /// letter wave spells it only where it has no text of its own, and no other style spells one.
    @Test func onlyAWaveWithoutTextSpellsTheAppsName() {
        let spelled = (style as any RefreshIndicator as? any AppNameSpelling)?.spelling(appName: "Inbox")
        #expect((spelled as? Indicators.LetterWave)?.configuration.text == "Inbox")
        #expect((spelled as? Indicators.LetterWave)?.configuration.letters == "Inbox")
        let own = Indicators.LetterWave(configuration: .init(text: "NEWS"))
        #expect(own.spelling(appName: "Inbox") == nil)
        #expect(Indicators.LetterWave(configuration: .fixedRainbow).spelling(appName: "Inbox") == nil)
        let others: [any RefreshIndicator] = [
            .barFill(), .arcSpinner(), .progressRing(), .handwriting(), .classic(), .system(), .imageSequence(),
        ]
        #expect(others.allSatisfy { !($0 is any AppNameSpelling) })
    }

    @Test func defaultsAreTheSeeds() {
        let c = Indicators.LetterWave.Configuration()
        // The app's name (filled in on iOS), else a neutral word; S4's brand only when asked.
        #expect(c.text == nil && c.letters == "REFRESH")
        #expect(Indicators.LetterWave.Configuration.fixedRainbow.text == "APPCODA")
        #expect(c.colors == nil && c.restingColor == nil)
        #expect(
            Indicators.LetterWave.Configuration.fixedRainbow.colors == [
                .magenta, .brown, .yellow, .red, .green, .blue, .orange,
            ])
        #expect(Indicators.LetterWave.Configuration.fixedRainbow.restingColor == .black)
        #expect(c.tiltAngle == pi / 4 && c.tiltDuration == 0.1 && c.untiltDuration == 0.05)
        #expect(c.swellScale == 1.5 && c.swellDuration == 0.35 && c.shrinkDuration == 0.25)
        #expect(close(style.cycleDuration, 7 * 0.15 + 0.6, 1e-12))
        #expect(close(style.cycleDuration, 1.65, 1e-12))
    }

    @Test func sevenLettersInACentredRow() throws {
        let items = style.scene(for: boxContext(.armed(overPull: 0))).items
        try #require(items.count == 7)
        for (i, item) in items.enumerated() {
            let box = try #require(item.sceneBounds)
            // A box glyph is 10 wide in a 12 pt advance: its ink centre is 1 pt left of the cell's.
            #expect(close(box.midX, letterCenter(i).x - 1, 1e-9))
            // Line box (ascent 14, descent 4) centred on y = 40: baseline at 45, ink 31…45.
            #expect(close(box.minY, 31, 1e-9) && close(box.maxY, 45, 1e-9))
            #expect(item.solidColor == .black)
            #expect(item.transform == .identity || close(angleAndScale(item).angle, 0, 1e-12))
        }
    }

    @Test func firstLetterHalfTiltedAtFiftyMilliseconds() throws {
        let poses = style.pose(at: 0.05)
        #expect(close(poses[0].angle, pi / 8, 1e-12))  // 22.5°.
        #expect(poses[0].color == .magenta)  // textColor is not animatable: it switches at once.
        #expect(poses.dropFirst().allSatisfy { $0 == .rest })
        let items = style.scene(for: boxContext(.refreshing, time: 0.05)).items
        let (angle, scale) = angleAndScale(items[0])
        #expect(close(angle, pi / 8, 1e-12) && close(scale, 1, 1e-12))
        // Rotation about the letter's own centre.
        let c = letterCenter(0)
        #expect(close(items[0].transform.apply(c), c, 1e-9))
        #expect(items[0].solidColor == .magenta)
        #expect(items[1].solidColor == .black && items[1].transform == .identity)
    }

    @Test func letterTurnsBackInBlack() {
        let pose = style.pose(at: 0.12)[0]  // 0.02 s into the 0.05 s return.
        #expect(close(pose.angle, pi / 4 * 0.6, 1e-12))
        #expect(pose.color == nil)
        #expect(close(style.pose(at: 0.1)[0].angle, pi / 4, 1e-12))
    }

    @Test(arguments: 0..<7)
    func eachLetterTakesItsTurnAndColour(index: Int) {
        // The light palette's cycle: S4's colours with yellow, green and orange darkened.
        let colours = IndicatorPalette.lightSpectrum
        let poses = style.pose(at: 0.15 * Double(index) + 0.025)
        #expect(close(poses[index].angle, pi / 16, 1e-9))
        #expect(poses[index].color == colours[index])
        #expect(poses.enumerated().allSatisfy { $0.offset == index || $0.element == .rest })
    }

    @Test func allLettersSwellThenShrink() throws {
        for (t, expected) in [(1.05 + 0.175, 1.25), (1.05 + 0.35, 1.5), (1.05 + 0.35 + 0.125, 1.25), (1.64, 1.02)] {
            let poses = style.pose(at: t)
            #expect(poses.allSatisfy { close($0.scale, expected, 1e-9) && $0.angle == 0 && $0.color == nil })
        }
        let items = style.scene(for: boxContext(.refreshing, time: 1.05 + 0.175)).items
        for (i, item) in items.enumerated() {
            #expect(close(angleAndScale(item).scale, 1.25, 1e-9))
            #expect(close(item.transform.apply(letterCenter(i)), letterCenter(i), 1e-9))
        }
    }

    @Test func theCycleRepeatsEvery165Seconds() {
        for t in [0.05, 0.5, 0.98, 1.2, 1.5] {
            let a = style.pose(at: t), b = style.pose(at: t + 1.65), c = style.pose(at: t + 5 * 1.65)
            for i in 0..<7 {
                #expect(close(a[i].angle, b[i].angle, 1e-9) && close(a[i].angle, c[i].angle, 1e-9))
                #expect(close(a[i].scale, c[i].scale, 1e-9))
                #expect(a[i].color == b[i].color && a[i].color == c[i].color)
            }
        }
    }

    @Test func colourIndexPersistsAcrossCycles() {
        // With 3 colours the seed's persistent index shows: cycle 1, letter 0 → (7 + 0) mod 3 = 1.
        let three = Indicators.LetterWave(configuration: .init(colors: [.red, .green, .blue]))
        #expect(three.pose(at: 0.05)[0].color == .red)
        #expect(three.pose(at: 1.65 + 0.05)[0].color == .green)
        #expect(three.pose(at: 2 * 1.65 + 0.15 + 0.05)[1].color == .red)  // (14 + 1) mod 3 = 0.
    }

    @Test func holdFinishesTheCurrentCycle() {
        #expect(close(style.finishingHoldDuration(afterRefreshingFor: 4.0), 0.95, 1e-9))  // The seed's 4 s timer.
        #expect(close(style.finishingHoldDuration(afterRefreshingFor: 1.0), 0.65, 1e-9))
        #expect(close(style.finishingHoldDuration(afterRefreshingFor: 1.65), 0, 1e-9))
        #expect(style.finishingHoldDuration(afterRefreshingFor: 0) == 0)
        #expect(style.finishingHoldDuration(afterRefreshingFor: -1) == 0)
        #expect(style.finishingHoldDuration(afterRefreshingFor: .nan) == 0)
    }

    @Test func finishingContinuesTheCycleThenRests() throws {
        // Refreshed 4 s; 0.5 s later the loop is at 4.5 s: step 2 of cycle 2, 0.15 s into the swell.
        let during = style.scene(for: boxContext(.finishing, time: 0.5, refreshingDuration: 4)).items
        #expect(close(angleAndScale(during[3]).scale, 1 + 0.5 * 0.15 / 0.35, 1e-9))
        let after = style.scene(for: boxContext(.finishing, time: 0.96, refreshingDuration: 4)).items
        try #require(after.count == 7)
        #expect(after.allSatisfy { $0.transform == .identity && $0.solidColor == .black })
    }

    @Test func wordGrowsWithThePull() throws {
        let items = style.scene(for: boxContext(.revealing(progress: 0.5), progress: 0.5)).items
        try #require(items.count == 7)
        let p = Point(x: 100, y: 20)
        let mapped = items[2].transform.apply(p)
        #expect(close(mapped, Point(x: 195 + 0.5 * (100 - 195), y: 40 + 0.5 * (20 - 40)), 1e-9))
        #expect(style.scene(for: boxContext(.idle)).items.isEmpty)
    }

    @Test func reduceMotionKeepsColoursDropsMotion() throws {
        let tilt = style.scene(for: boxContext(.refreshing, time: 0.05, reduceMotion: true)).items
        #expect(tilt[0].transform == .identity && tilt[0].solidColor == .magenta)
        let swell = style.scene(for: boxContext(.refreshing, time: 1.05 + 0.175, reduceMotion: true)).items
        #expect(swell.allSatisfy { $0.transform == .identity && close($0.opacity, 0.75, 1e-9) })
        let pull = style.scene(for: boxContext(.revealing(progress: 0.4), progress: 0.4, reduceMotion: true)).items
        #expect(pull.allSatisfy { $0.transform == .identity && close($0.opacity, 0.4, 1e-12) })
    }

    @Test func hostileValuesNeverCrash() {
        #expect(style.scene(for: boxContext(.revealing(progress: .nan), progress: .nan)).items.isEmpty)
        let negative = style.pose(at: -3)
        #expect(negative[0].angle == 0 && negative[0].color == .magenta)
        // No room at all: nothing is drawn rather than squeezed to a point.
        #expect(
            style.scene(for: boxContext(.finishing, time: .nan, refreshingDuration: .nan, size: .zero)).items.isEmpty)
        let items = style.scene(for: boxContext(.finishing, time: .nan, refreshingDuration: .nan)).items
        #expect(items.count == 7 && items.allSatisfy { $0.transform == .identity })
        let degenerate = Indicators.LetterWave(
            configuration: modified(.init(colors: [])) {
                $0.tiltDuration = 0
                $0.untiltDuration = 0
                $0.swellDuration = 0
                $0.shrinkDuration = .nan
            })
        #expect(degenerate.cycleDuration == 0 && degenerate.pose(at: 1).allSatisfy { $0 == .rest })
        #expect(Indicators.LetterWave(configuration: .init(text: "")).scene(for: boxContext(.refreshing)).items.isEmpty)
    }

    @Test func missingFontDrawsNothing() {
        #expect(style.scene(for: boxContext(.refreshing, glyphs: MissingFontGlyphSource())).items.isEmpty)
    }
}
