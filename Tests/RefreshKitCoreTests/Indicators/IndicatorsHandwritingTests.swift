import Testing
@testable import RefreshKitCore
import RefreshKitStyles
import RefreshKitTestSupport

@Suite struct IndicatorsHandwritingTests {
    let style = Indicators.Handwriting()
    let pColor = RGBAColor(red: 234.0 / 255, green: 84.0 / 255, blue: 87.0 / 255)

    @Test func defaultsAreTheSeeds() {
        let c = Indicators.Handwriting.Configuration()
        #expect(c.pullText == "C'est La Vie" && c.refreshingText == "La Vie est belle")
        #expect(c.font == FontRequest(family: "DejaVu Sans ExtraLight", size: 26))
        #expect(c.color == pColor)
        #expect(c.haloWidth == 2.5 && c.haloDuration == 1.5)
        #expect(c.haloGroupCurve == .easeIn && c.haloPointCurve == .easeIn)
        #expect(c.finishFadeDuration == 0.1)
        // RefreshKit's sweep by default; S3's in the seed-exact configuration.
        #expect(c.haloSweep == .text && c.haloBandWidth == 0.5)
        #expect(Indicators.Handwriting.Configuration.whiteHalo.haloSweep == .area)
    }

    @Test(arguments: [0.1, 0.25, 0.5, 0.9])
    func trimEndFollowsThePull(progress: Double) throws {
        let items = style.scene(for: boxContext(.revealing(progress: progress), progress: progress)).items
        try #require(items.count == 1)
        let stroke = try #require(items[0].strokeStyle)
        #expect(stroke.trimEnd == progress)
        #expect(stroke.trimStart == 0)
        #expect(items[0].solidColor == pColor)
    }

    @Test func strokeIsOneWideWithBevelJoins() throws {
        let item = try #require(style.scene(for: boxContext(.armed(overPull: 10))).items.first)
        let stroke = try #require(item.strokeStyle)
        #expect(stroke.width == 1)
        #expect(stroke.join == .bevel)
        #expect(stroke.trimEnd == 1)  // Armed: fully written.
    }

    @Test func pullTextIsOnePathOfGlyphsInReadingOrder() throws {
        let item = try #require(style.scene(for: boxContext(.revealing(progress: 0.5), progress: 0.5)).items.first)
        let path = try #require(item.path)
        // "C'est La Vie": ten non-space characters, one box each.
        #expect(path.moveCount == 10)
        let xs = path.moveTargets.map(\.x)
        #expect(xs == xs.sorted())
        #expect(xs.count == 10 && xs[1] - xs[0] == BoxGlyphSource.advance)
    }

    @Test func textIsCentredOnItsInk() throws {
        for state in [RefreshState.revealing(progress: 0.5), .armed(overPull: 0), .refreshing] {
            let item = try #require(style.scene(for: boxContext(state, progress: 0.5)).items.first)
            let box = try #require(item.sceneBounds)
            #expect(close(box.midX, 195, 1e-9))
            #expect(close(box.midY, 40, 1e-9))
            #expect(close(box.height, BoxGlyphSource.boxHeight, 1e-9))
        }
        // "C'est La Vie": 12 characters, the last box ends 10 pt after the 12th pen position.
        let pull = try #require(style.scene(for: boxContext(.armed(overPull: 0))).items.first?.sceneBounds)
        #expect(close(pull.width, 11 * 12 + 10, 1e-9))
    }

    @Test func idleDrawsNothing() {
        #expect(style.scene(for: boxContext(.idle)).items.isEmpty)
    }

    @Test func refreshingPaintsLaVieEstBelleWithTheHalo() throws {
        let item = try #require(style.scene(for: boxContext(.refreshing)).items.first)
        #expect(item.path?.moveCount == 13)  // "La Vie est belle" without its spaces.
        #expect(item.strokeStyle?.width == 1 && item.strokeStyle?.join == .bevel)
        let gradient = try #require(item.gradient)
        // The highlight is pColor half way to the light label colour (black): a legible sheen.
        let highlight = RGBAColor(red: 234.0 / 255 / 2, green: 84.0 / 255 / 2, blue: 87.0 / 255 / 2)
        #expect(gradient.stops.map(\.color) == [pColor, highlight, pColor])
        #expect(gradient.stops.map(\.location) == [0, 0.5, 1])
        // The band lies over the text's ink (the stroke's half width around it), its middle
        // at the text's start.
        let ink = try #require(item.sceneBounds)
        #expect(
            gradient.frame == Rect(x: ink.minX - 0.5, y: ink.minY - 0.5, width: ink.width + 1, height: ink.height + 1))
        #expect(gradient.startPoint == Point(x: -0.25, y: 0) && gradient.endPoint == Point(x: 0.25, y: 0))
        // S3's sweep lays the gradient over the whole area from its starting points.
        let seed = Indicators.Handwriting(configuration: .init(haloSweep: .area))
        let area = try #require(seed.scene(for: boxContext(.refreshing)).items.first?.gradient)
        #expect(area.frame == Rect(x: 0, y: 0, width: 390, height: 80))
        #expect(area.startPoint == Point(x: -2.5, y: 0) && area.endPoint == Point(x: 0, y: 0))
    }

    @Test(arguments: [0.0, 0.2, 0.75, 1.1, 1.49])
    func theBandCrossesTheTextAndComesBackAtAnEvenSpeed(time: Double) throws {
        let item = try #require(style.scene(for: boxContext(.refreshing, time: time)).items.first)
        let gradient = try #require(item.gradient)
        // Across in the first half of the 1.5 s loop, back in the second: never a jump.
        let middle = time < 0.75 ? time / 0.75 : 2 - time / 0.75
        #expect(close(gradient.startPoint.x, middle - 0.25, 1e-9) && close(gradient.endPoint.x, middle + 0.25, 1e-9))
        #expect(gradient.startPoint.y == 0 && gradient.endPoint.y == 0)
        let later = style.haloBand(at: time + 3 * 1.5)
        #expect(close(later.start.x, gradient.startPoint.x, 1e-9))
    }

    @Test(arguments: [0.0, 0.3, 0.75, 1.2, 1.49])
    func haloPointsFollowTheNestedEaseIn(time: Double) throws {
        let f = TimingCurve.easeIn.value(at: TimingCurve.easeIn.value(at: time / 1.5))
        let seed = Indicators.Handwriting(configuration: .init(haloSweep: .area))
        let item = try #require(seed.scene(for: boxContext(.refreshing, time: time)).items.first)
        let gradient = try #require(item.gradient)
        #expect(close(gradient.startPoint.x, -2.5 + 3.5 * f, 1e-9))
        #expect(close(gradient.endPoint.x, 3.5 * f, 1e-9))
        #expect(gradient.startPoint.y == 0 && gradient.endPoint.y == 0)
        #expect(close(gradient.endPoint.x - gradient.startPoint.x, 2.5, 1e-9))
        // It repeats forever.
        let later = style.haloPoints(at: time + 3 * 1.5)
        #expect(close(later.start.x, gradient.startPoint.x, 1e-9))
    }

    @Test func haloCurvesAreComposedNotSingle() {
        // Half-way: easeIn(0.5) ≈ 0.3153, easeIn(easeIn(0.5)) is smaller still.
        let single = TimingCurve.easeIn.value(at: 0.5)
        let points = style.haloPoints(at: 0.75)
        #expect(points.end.x / 3.5 < single - 0.1)
    }

    @Test func linearHaloIsExactlyProportional() {
        let linear = Indicators.Handwriting(
            configuration: modified(.init()) {
                $0.haloGroupCurve = .linear
                $0.haloPointCurve = .linear
            })
        let p = linear.haloPoints(at: 0.3)  // 0.2 of the sweep.
        #expect(close(p.start.x, -2.5 + 3.5 * 0.2, 1e-12))
        #expect(close(p.end.x, 0.7, 1e-12))
        let custom = Indicators.Handwriting(
            configuration: modified(.init(haloWidth: 1, haloDuration: 2)) {
                $0.haloGroupCurve = .linear
                $0.haloPointCurve = .linear
            })
        let q = custom.haloPoints(at: 2.5)  // 0.25 into the second sweep.
        #expect(close(q.start.x, -1 + 2 * 0.25, 1e-12) && close(q.end.x, 0.5, 1e-12))
    }

    @Test func finishingKeepsSweepingWhileFadingOut() throws {
        let ctx = boxContext(.finishing, time: 0.05, refreshingDuration: 2.0)
        let item = try #require(style.scene(for: ctx).items.first)
        #expect(close(item.opacity, 0.5, 1e-6))  // easeInEaseOut(0.5) = 0.5.
        let expected = style.haloBand(at: 2.05)
        #expect(close(item.gradient?.startPoint.x ?? .nan, expected.start.x, 1e-12))
        #expect(style.scene(for: boxContext(.finishing, time: 0.1, refreshingDuration: 2)).items.isEmpty)
    }

    @Test func reduceMotionPulsesASolidStroke() throws {
        let start = try #require(style.scene(for: boxContext(.refreshing, reduceMotion: true)).items.first)
        #expect(start.solidColor == pColor && start.opacity == 1)
        let half = try #require(style.scene(for: boxContext(.refreshing, time: 0.75, reduceMotion: true)).items.first)
        #expect(close(half.opacity, 0.4, 1e-9))
        #expect(half.transform == .identity)
    }

    @Test func tintAndBackgroundOverrideTheColours() throws {
        let items = style.scene(for: boxContext(.armed(overPull: 0), tint: .blue, background: .white)).items
        try #require(items.count == 2)
        #expect(items[0].solidColor == .white && items[0].sceneBounds == Rect(x: 0, y: 0, width: 390, height: 80))
        #expect(items[1].solidColor == .blue)
        let halo = try #require(style.scene(for: boxContext(.refreshing, tint: .blue)).items.first?.gradient)
        #expect(halo.stops.map(\.color) == [.blue, RGBAColor(red: 0, green: 0, blue: 0.5), .blue])
    }

    @Test func hostileValuesNeverCrash() {
        #expect(style.scene(for: boxContext(.revealing(progress: .nan), progress: .nan)).items.isEmpty)
        #expect(style.scene(for: boxContext(.refreshing, time: -5, size: .zero)).items.isEmpty)
        let negative = style.scene(for: boxContext(.refreshing, time: -5))
        #expect(negative.items.first?.gradient?.startPoint == Point(x: -0.25, y: 0))
        let nan = style.scene(for: boxContext(.finishing, time: .nan, refreshingDuration: .infinity))
        #expect(nan.items.allSatisfy { $0.opacity.isFinite })
        let bad = Indicators.Handwriting(configuration: .init(haloWidth: .nan, haloDuration: 0))
        #expect(bad.haloPoints(at: 1) == (start: Point(x: 0, y: 0), end: Point(x: 0, y: 0)))
        let badBand = Indicators.Handwriting(configuration: .init(haloDuration: .nan, haloBandWidth: .infinity))
        #expect(badBand.haloBand(at: .nan) == (start: Point(x: 0, y: 0), end: Point(x: 0, y: 0)))
    }

    @Test func missingFontDrawsNoText() {
        let ctx = boxContext(.refreshing, background: .white, glyphs: MissingFontGlyphSource())
        let items = style.scene(for: ctx).items
        #expect(items.count == 1 && items[0].solidColor == .white)
    }
}
