import Testing
@testable import RefreshKitCore
@testable import RefreshKitProgressRing
import RefreshKitStyles
import RefreshKitTestSupport

/// S1's progress ring and activity spinner, read back from the scene's arcs.
@Suite struct IndicatorsProgressRingTests {
    let ring = Indicators.ProgressRing()
    /// (30 − 2) / 2: the stroke sits inside the 30 pt diameter.
    let radius = 14.0
    let twelve = -Double.pi / 2
    /// Arcs are cubic approximations: lengths agree within 1e-3 pt.
    let lengthTolerance = 1e-3

    /// The track and the arc of a scene.
    func parts(
        _ context: IndicatorContext, _ style: Indicators.ProgressRing? = nil
    ) throws
        -> (track: IndicatorScene.Item, arc: IndicatorScene.Item?)
    {
        let items = (style ?? ring).scene(for: context).items
        try #require(items.count == 1 || items.count == 2)
        return (items[0], items.count == 2 ? items[1] : nil)
    }

    /// The arc's start angle, end angle and span (from its length), in radians.
    func geometry(_ item: IndicatorScene.Item) throws -> (start: Double, end: Double, span: Double) {
        // The arc is a whole circle trimmed to its span: what shows is the trimmed part.
        guard case let .stroke(whole, style) = item.content else { throw CancellationError() }
        let path = style.visiblePart(of: whole)
        #expect(Geo.path(item) == whole)
        let (start, end) = Geo.ends(path)
        #expect(close(start.distance(to: .zero), radius, 1e-6))
        return (Geo.angle(of: start), Geo.angle(of: end), path.length / radius)
    }

    @Test func defaultsAreDocumented() {
        let c = Indicators.ProgressRing.Configuration()
        #expect(c.diameter == 30 && c.lineWidth == 2 && c.color == nil && c.trackColor == nil)
        #expect(Indicators.ProgressRing.Configuration.untitledDarkGray.color == .darkGray)
        #expect(c.trackAlpha == 0.2 && close(c.startAngle, -Double.pi / 2, 1e-15))
        #expect(close(c.breathDuration, 4.0 / 3, 1e-15) && close(c.minimumSweep, Double.pi / 18, 1e-15))
        #expect(close(c.maximumSweep, 1.5 * Double.pi, 1e-15) && c.rotationPeriod == 2)
        #expect(c.breathCurve == TimingCurve(0.4, 0, 0.2, 1) && c.finishingFadeDuration == 0.3)
    }

    @Test func idleDrawsNothing() {
        #expect(ring.scene(for: Geo.context(.idle)).items.isEmpty)
    }

    @Test func pullingFillsClockwiseFromTwelve() throws {
        let (track, arc) = try parts(Geo.context(.revealing(progress: 0.25), pullDistance: 16))
        #expect(close(try #require(Geo.path(track)).length, 2 * Double.pi * radius, lengthTolerance))
        #expect(Geo.same(Geo.color(track), RGBAColor.darkGray.withAlphaMultiplied(by: 0.2)))
        let g = try geometry(try #require(arc))
        #expect(Geo.sameAngle(g.start, twelve) && Geo.sameAngle(g.end, 0))  // 12 → 3 o'clock.
        #expect(close(g.span * radius, Double.pi / 2 * radius, lengthTolerance))
        #expect(Geo.color(try #require(arc)) == .darkGray)
        #expect(Geo.strokeStyle(try #require(arc)) == StrokeOptions(width: 2, cap: .round, trimEnd: 0.25))
        #expect(arc?.transform == .translation(x: 195, y: 40))
        let most = try geometry(try #require(try parts(Geo.context(.revealing(progress: 0.8), pullDistance: 51.2)).arc))
        #expect(close(most.span, 0.8 * 2 * Double.pi, 1e-4))
    }

    @Test func armedShowsTheFullRing() throws {
        let g = try geometry(try #require(try parts(Geo.context(.armed(overPull: 5), overPull: 5)).arc))
        #expect(close(g.span, 2 * Double.pi, 1e-4))
    }

    @Test func spinnerBreathesBetweenTenAnd270Degrees() throws {
        let c = Indicators.ProgressRing.Configuration()
        let minimum = Double.pi / 18, growth = 1.5 * Double.pi - minimum, breath = 4.0 / 3
        // t = 0: tail at 12 o'clock, 10° long.
        var g = try geometry(try #require(try parts(Geo.context(.refreshing, time: 0)).arc))
        #expect(Geo.sameAngle(g.start, twelve, 1e-6) && close(g.span, minimum, 1e-4))
        // A quarter breath (t = 1/3 s): the head has run by growth × curve(0.5); turned 2π × (1/3)/2.
        let t = breath / 4, turn = 2 * Double.pi * t / 2
        g = try geometry(try #require(try parts(Geo.context(.refreshing, time: t)).arc))
        #expect(Geo.sameAngle(g.start, twelve + turn, 1e-6))
        #expect(close(g.span, minimum + growth * c.breathCurve.value(at: 0.5), 1e-4))
        // Half a breath: the longest arc, 270°.
        g = try geometry(try #require(try parts(Geo.context(.refreshing, time: breath / 2)).arc))
        #expect(close(g.span, 1.5 * Double.pi, 1e-4))
        // Three quarters: the tail has caught up by growth × curve(0.5); the head stays put.
        g = try geometry(try #require(try parts(Geo.context(.refreshing, time: 0.75 * breath)).arc))
        #expect(close(g.span, minimum + growth * (1 - c.breathCurve.value(at: 0.5)), 1e-4))
        #expect(Geo.sameAngle(g.end, twelve + growth + minimum + 2 * Double.pi * 0.75 * breath / 2, 1e-6))
        // The next breath starts where the last one ended: tail advanced by one growth.
        g = try geometry(try #require(try parts(Geo.context(.refreshing, time: breath)).arc))
        #expect(Geo.sameAngle(g.start, twelve + growth + 2 * Double.pi * breath / 2, 1e-6))
        #expect(close(g.span, minimum, 1e-4))
    }

    @Test func spinnerNeverJumps() {
        // Sampled every millisecond over three breaths: the ends move at most ~20 rad/s, so
        // consecutive samples differ by well under 0.05 rad; a jump at a phase change would not.
        var previous = ring.spinnerArc(at: 0)
        for step in 1...4000 {
            let now = ring.spinnerArc(at: Double(step) / 1000)
            #expect(
                Geo.sameAngle(previous.tail, now.tail, 0.05) && Geo.sameAngle(previous.head, now.head, 0.05),
                "t = \(Double(step) / 1000)")
            previous = now
        }
    }

    @Test func headLeadsForTheWholeFirstHalf() {
        let c = Indicators.ProgressRing.Configuration()
        let minimum = Double.pi / 18, growth = 1.5 * Double.pi - minimum, breath = 4.0 / 3
        for p in [0.1, 0.3, 0.45] {
            let arc = ring.spinnerArc(at: p * breath)
            #expect(close(arc.head - arc.tail, minimum + growth * c.breathCurve.value(at: 2 * p), 1e-9), "p = \(p)")
        }
        for p in [0.55, 0.7, 0.95] {
            let arc = ring.spinnerArc(at: p * breath)
            #expect(
                close(arc.head - arc.tail, minimum + growth * (1 - c.breathCurve.value(at: 2 * p - 1)), 1e-9),
                "p = \(p)")
        }
    }

    /// The angle the drawn circle starts at, and its trims.
    func drawnCircle(_ item: IndicatorScene.Item) throws -> (start: Double, trimStart: Double, trimEnd: Double) {
        guard case let .stroke(whole, style) = item.content else { throw CancellationError() }
        return (Geo.angle(of: Geo.ends(whole).start), style.trimStart, style.trimEnd)
    }

    @Test func theDrawnCircleTurnsSteadilyThroughEachBreathAndOnlyTheTrimsEase() throws {
        let minimum = Double.pi / 18, growth = 1.5 * Double.pi - minimum, breath = 4.0 / 3
        let rate = 2 * Double.pi / 2  // One turn per 2 s.
        let first = try drawnCircle(try #require(try parts(Geo.context(.refreshing, time: 0)).arc))
        for k in 1..<16 {
            let t = breath * Double(k) / 16
            let circle = try drawnCircle(try #require(try parts(Geo.context(.refreshing, time: t)).arc))
            // The circle's start turns at the spinner's rate all through the breath.
            #expect(Geo.sameAngle(circle.start, first.start + rate * t, 1e-9), "t = \(t)")
            // First half: the tail is the start (trim 0) and the head eases; second half: the head
            // stays a whole arc ahead of the start and the tail eases after it.
            if k < 8 {
                #expect(circle.trimStart == 0 && circle.trimEnd > minimum / (2 * Double.pi), "t = \(t)")
            } else {
                #expect(close(circle.trimEnd, (growth + minimum) / (2 * Double.pi), 1e-12), "t = \(t)")
                #expect(circle.trimStart >= 0 && circle.trimStart < circle.trimEnd, "t = \(t)")
            }
        }
        // The next breath's circle starts one growth further on (the arc itself does not jump).
        let next = try drawnCircle(try #require(try parts(Geo.context(.refreshing, time: breath)).arc))
        #expect(Geo.sameAngle(next.start, first.start + growth + rate * breath, 1e-9))
        #expect(next.trimStart == 0 && close(next.trimEnd, minimum / (2 * Double.pi), 1e-12))
    }

    @Test func aBreathThatLeavesItsCircleIsDrawnFromItsTail() throws {
        // An easing that overshoots (y outside 0…1), or an arc longer than a turn, does not fit
        // one circle from the frame: the circle starts at the tail, trimmed at the head only.
        for configuration in [
            modified(Indicators.ProgressRing.Configuration()) { $0.breathCurve = TimingCurve(0.3, -0.4, 0.7, 1.4) },
            modified(Indicators.ProgressRing.Configuration()) { $0.maximumSweep = 2.5 * Double.pi },
        ] {
            let ring = Indicators.ProgressRing(configuration: configuration)
            #expect(!ring.breathFitsItsFrame)
            for t in [0.2, 0.9, 1.2] {
                let circle = try drawnCircle(try #require(try parts(Geo.context(.refreshing, time: t), ring).arc))
                #expect(
                    circle.trimStart == 0 && Geo.sameAngle(circle.start, twelve + ring.spinnerArc(at: t).tail, 1e-9))
            }
        }
        #expect(ring.breathFitsItsFrame)
    }

    @Test func theRefreshingPlanTurnsInOneStraightLinePerBreath() throws {
        let plan = LayerPlanCompiler.compile(
            ring, phase: .refreshing, size: Size(width: 390, height: 64), glyphs: BoxGlyphSource())
        #expect(!plan.frameUpdates)
        let turn = try #require(plan.animations.first { $0.keyPath == .rotationZ })
        // A straight turn through the breath, then the jump to the next breath's frame.
        #expect(turn.keyTimes.count == 3 && turn.isCumulative && turn.repeatCount == nil)
        guard case let .number(end)? = turn.values.dropFirst().first else { throw CancellationError() }
        #expect(close(end, 2 * Double.pi * (4.0 / 3) / 2, 1e-5))
        #expect(plan.animations.contains { $0.keyPath == .strokeStart })
    }

    @Test func finishingDeclaresTheBreathEndsInItsFadeOrLeavesAFastRingToTheSearch() throws {
        var context = Geo.context(.finishing, time: 0, refreshingDuration: 0.9)
        // 4/3 s breaths, 0.9 s refreshed: the breath ends 0.43 s in, after the 0.3 s fade.
        #expect(try #require(ring.timeline(for: .finishing, context: context)).jumps == [0.3])
        // 1/8 s breaths: two end in the fade, 0.1 s and 0.225 s in.
        let quick = Indicators.ProgressRing(configuration: modified(.init()) { $0.breathDuration = 0.125 })
        let jumps = try #require(quick.timeline(for: .finishing, context: context)).jumps
        #expect(jumps.count == 3 && jumps[0] == 0.3 && close(jumps[1], 0.1, 1e-12) && close(jumps[2], 0.225, 1e-12))
        // Thirty breath ends in the fade: no declaration; the search compiles it.
        let frantic = Indicators.ProgressRing(configuration: modified(.init()) { $0.breathDuration = 0.01 })
        #expect(frantic.timeline(for: .finishing, context: context) == nil)
        let plan = LayerPlanCompiler.compile(
            frantic, phase: .finishing, size: Size(width: 390, height: 64), glyphs: BoxGlyphSource(),
            refreshingDuration: 0.9)
        #expect(!plan.layers.isEmpty)
        // Under Reduce Motion the ring stands still: only the fade.
        context.reduceMotion = true
        #expect(try #require(frantic.timeline(for: .finishing, context: context)).jumps == [0.3])
    }

    @Test func finishingContinuesTheSpinnerAndFades() throws {
        let finishing = try parts(Geo.context(.finishing, time: 0.15, refreshingDuration: 1))
        let refreshing = try parts(Geo.context(.refreshing, time: 1.15))
        let a = try geometry(try #require(finishing.arc)), b = try geometry(try #require(refreshing.arc))
        #expect(Geo.sameAngle(a.start, b.start, 1e-9) && close(a.span, b.span, 1e-9))
        let fadingArc = try #require(finishing.arc)
        #expect(close(finishing.track.opacity, 0.5, 1e-9) && close(fadingArc.opacity, 0.5, 1e-9))
        #expect(ring.scene(for: Geo.context(.finishing, time: 0.31, refreshingDuration: 1)).items.isEmpty)
    }

    @Test func reduceMotionShowsAStillPulsingRing() throws {
        let (track, arc) = try parts(Geo.context(.refreshing, time: 1, reduceMotion: true))
        let g = try geometry(try #require(arc))
        #expect(Geo.sameAngle(g.start, twelve) && close(g.span, 2 * Double.pi, 1e-4))
        let expected = 0.35 + 0.65 * (0.5 + 0.5 * RKMath.cos(2 * Double.pi * 0.75))  // 1 s of 4/3.
        let pulsing = try #require(arc)
        #expect(close(track.opacity, expected, 1e-9) && close(pulsing.opacity, expected, 1e-9))
    }

    @Test func coloursAndSizeAreConfigurable() throws {
        let (track, arc) = try parts(Geo.context(.armed(overPull: 0), tintColor: .red))
        #expect(Geo.color(try #require(arc)) == .red)
        #expect(Geo.same(Geo.color(track), RGBAColor(red: 1, green: 0, blue: 0, alpha: 0.2)))
        let custom = Indicators.ProgressRing(configuration: .init(diameter: 50, lineWidth: 4, trackColor: .yellow))
        let parts = try parts(Geo.context(.armed(overPull: 0)), custom)
        #expect(Geo.color(parts.track) == .yellow && Geo.strokeStyle(parts.track)?.width == 4)
        #expect(close(Geo.ends(try #require(Geo.path(parts.track))).start.distance(to: .zero), 23, 1e-9))
        #expect(Indicators.ProgressRing.progressRing().configuration == .init())
    }

    @Test func hostileValuesDoNotCrash() throws {
        let nan = Double.nan
        let (_, arc) = try parts(Geo.context(.revealing(progress: nan), pullDistance: nan, progress: nan))
        #expect(arc == nil)  // NaN progress counts as 0: the track alone.
        let early = try geometry(try #require(try parts(Geo.context(.refreshing, time: -2)).arc))
        #expect(Geo.sameAngle(early.start, twelve, 1e-6))
        #expect(ring.scene(for: Geo.context(.refreshing, size: Size(width: 0, height: 80))).items.isEmpty)
        let broken = Indicators.ProgressRing(
            configuration: modified(.init()) {
                $0.breathDuration = 0
                $0.rotationPeriod = nan
            })
        let g = try geometry(try #require(try parts(Geo.context(.refreshing, time: 3), broken).arc))
        #expect(g.span.isFinite)
    }
}
