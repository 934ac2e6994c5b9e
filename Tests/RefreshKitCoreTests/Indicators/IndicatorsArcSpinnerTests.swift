import Testing
@testable import RefreshKitCore
import RefreshKitTestSupport

/// S0's arc spinner: the seed's span, rotation and spin formulas, read back from the scene.
@Suite struct IndicatorsArcSpinnerTests {
    let spinner = Indicators.ArcSpinner()
    /// The seed's radius: width/2 − 1 = 14 pt.
    let radius = 14.0
    let fullSweep = 11.4 * Double.pi / 6
    // Lengths: arcs are cubic approximations (radial error < 5e-6 r), so compare within 1e-3 pt.

    /// The one arc item of a scene.
    func arc(_ context: IndicatorContext) throws -> IndicatorScene.Item {
        let items = spinner.scene(for: context).items
        try #require(items.count == 1)
        return items[0]
    }

    @Test func defaultsAreTheSeeds() {
        let c = Indicators.ArcSpinner.Configuration()
        #expect(c.diameter == 30 && c.lineWidth == 1 && c.color == nil && c.radiusInset == 1)
        #expect(Indicators.ArcSpinner.Configuration.untitledBlue.color == .blue)
        #expect(IndicatorPalette(appearance: .light).accent == RGBAColor(rgb8: 0x00, 0x7A, 0xFF))
        #expect(c.startAngle == 0 && close(c.maximumSweep, 342 * Double.pi / 180, 1e-12))
        #expect(c.overPullPerTurn == 60 && c.spinStepAngle == Double.pi / 2 && c.spinStepDuration == 0.25)
        #expect(close(c.angularVelocity, 2 * Double.pi, 1e-12))
    }

    @Test func noArcBelowHalfTheTrigger() {
        #expect(spinner.scene(for: Geo.context(.revealing(progress: 0.3), pullDistance: 19.2)).items.isEmpty)
        #expect(spinner.scene(for: Geo.context(.revealing(progress: 0.5), pullDistance: 32)).items.isEmpty)
        #expect(spinner.scene(for: Geo.context(.idle)).items.isEmpty)
    }

    @Test func spanGrowsBetweenHalfTheTriggerAndTheTrigger() throws {
        // distance 48 of 64: ratio (48 − 32)/32 = 0.5, span = 11.4π/6 × 0.5 = 0.95π.
        let item = try arc(Geo.context(.revealing(progress: 0.75), pullDistance: 48))
        // The whole 342° arc, trimmed to the ratio: what shows is the trimmed part.
        guard case let .stroke(whole, trim) = item.content else { throw CancellationError() }
        #expect(trim.trimEnd == 0.5)
        let path = trim.visiblePart(of: whole)
        let (start, end) = Geo.ends(path)
        #expect(close(start, Point(x: radius, y: 0), 1e-9))  // 3 o'clock.
        #expect(Geo.sameAngle(Geo.angle(of: end), 0.95 * Double.pi, 1e-6))
        #expect(close(path.length, radius * 0.95 * Double.pi, 1e-3))
        // Clockwise on screen: the arc passes below the centre (y > 0) first.
        #expect(path.point(atFraction: 0.25).y > 0)
        let style = try #require(Geo.strokeStyle(item))
        #expect(style.width == 1 && style.cap == .round && Geo.color(item) == IndicatorPalette.lightAccent)
        #expect(item.transform == .translation(x: 195, y: 40))
    }

    @Test func spanStopsAt342DegreesAtAndPastTheTrigger() throws {
        for distance in [64.0, 100.0] {
            let path = try #require(Geo.path(try arc(Geo.context(.revealing(progress: 1), pullDistance: distance))))
            #expect(Geo.sameAngle(Geo.angle(of: Geo.ends(path).end), 342 * Double.pi / 180, 1e-6))
            #expect(close(path.length, radius * fullSweep, 1e-3))
        }
    }

    @Test func armedTurnsAFullTurnPer60PointsOfOverPull() throws {
        let quarter = try arc(Geo.context(.armed(overPull: 15), pullDistance: 79, overPull: 15))
        #expect(Geo.sameAngle(Geo.rotation(quarter), Double.pi / 2, 1e-9))
        #expect(close(quarter.transform.tx, 195, 1e-9) && close(quarter.transform.ty, 40, 1e-9))
        #expect(close(try #require(Geo.path(quarter)).length, radius * fullSweep, 1e-3))
        let half = try arc(Geo.context(.armed(overPull: 30), pullDistance: 94, overPull: 30))
        #expect(Geo.sameAngle(Geo.rotation(half), Double.pi, 1e-9))
    }

    @Test func refreshingSpinsAQuarterTurnEveryQuarterSecond() throws {
        let expectations: [(time: Double, angle: Double)] = [
            (0, 0), (0.25, Double.pi / 2), (0.6, 1.2 * Double.pi), (1.0, 0), (10.125, Double.pi / 4),
        ]
        for (time, angle) in expectations {
            let item = try arc(Geo.context(.refreshing, time: time))
            #expect(Geo.sameAngle(Geo.rotation(item), angle, 1e-9), "t = \(time)")
            #expect(close(try #require(Geo.path(item)).length, radius * fullSweep, 1e-3))
        }
    }

    @Test func finishingKeepsSpinningWhileFadingOut() throws {
        // Refreshed 1.1 s, finishing for 0.1 s: rotation 2π × 1.2, opacity 1 − 0.1/0.3.
        let item = try arc(Geo.context(.finishing, time: 0.1, refreshingDuration: 1.1))
        #expect(Geo.sameAngle(Geo.rotation(item), 0.4 * Double.pi, 1e-9))
        #expect(close(item.opacity, 2.0 / 3, 1e-9))
        #expect(spinner.scene(for: Geo.context(.finishing, time: 0.3, refreshingDuration: 1.1)).items.isEmpty)
    }

    @Test func reduceMotionPulsesWithoutTurning() throws {
        let item = try arc(Geo.context(.refreshing, time: 0.37, reduceMotion: true))
        #expect(close(Geo.rotation(item), 0, 1e-12))
        let expected = 0.35 + 0.65 * (0.5 + 0.5 * RKMath.cos(2 * Double.pi * 0.37))
        #expect(close(item.opacity, expected, 1e-9))
        let peak = try arc(Geo.context(.refreshing, time: 2, reduceMotion: true))
        #expect(close(peak.opacity, 1, 1e-9))
        let trough = try arc(Geo.context(.refreshing, time: 0.5, reduceMotion: true))
        #expect(close(trough.opacity, 0.35, 1e-9))
        let armed = try arc(Geo.context(.armed(overPull: 15), overPull: 15, reduceMotion: true))
        #expect(close(Geo.rotation(armed), 0, 1e-12))
    }

    @Test func tintAndConfigurationApply() throws {
        let tinted = try arc(Geo.context(.refreshing, tintColor: .red))
        #expect(Geo.color(tinted) == .red)
        let big = Indicators.ArcSpinner(
            configuration: modified(.init(diameter: 60, lineWidth: 3)) { $0.overPullPerTurn = 30 })
        let item = try #require(big.scene(for: Geo.context(.armed(overPull: 15), overPull: 15)).items.first)
        #expect(close(Geo.ends(try #require(Geo.path(item))).start, Point(x: 29, y: 0), 1e-9))
        #expect(Geo.strokeStyle(item)?.width == 3)
        #expect(Geo.sameAngle(Geo.rotation(item), Double.pi, 1e-9))
        #expect(Indicators.ArcSpinner.arcSpinner().configuration == .init())
    }

    @Test func hostileValuesDoNotCrash() throws {
        let nan = Double.nan
        #expect(
            spinner.scene(for: Geo.context(.revealing(progress: nan), pullDistance: nan, progress: nan)).items.isEmpty)
        let negative = try arc(Geo.context(.refreshing, time: -5))
        #expect(close(Geo.rotation(negative), 0, 1e-12))
        let nanTime = try arc(Geo.context(.refreshing, time: nan))
        #expect(Geo.rotation(nanTime).isFinite)
        let wild = try arc(Geo.context(.armed(overPull: .infinity), overPull: .infinity))
        #expect(Geo.rotation(wild).isFinite)
        #expect(spinner.scene(for: Geo.context(.refreshing, size: .zero)).items.isEmpty)
        #expect(spinner.scene(for: Geo.context(.refreshing, size: Size(width: nan, height: 80))).items.isEmpty)
        // A zero trigger falls back to the context's progress.
        let fallback = try arc(Geo.context(.revealing(progress: 1), pullDistance: 10, progress: 1, triggerDistance: 0))
        #expect(close(try #require(Geo.path(fallback)).length, radius * fullSweep, 1e-3))
    }
}
