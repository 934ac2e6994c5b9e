import Testing
@testable import RefreshKitCore

/// The sanitised readings every built-in style shares.
@Suite struct IndicatorGeometryTests {
    @Test func centerIsHalfTheArea() {
        #expect(IndicatorGeometry.center(of: Size(width: 390, height: 80)) == Point(x: 195, y: 40))
    }

    /// The text styles' copy gave 0 for a NaN side and the geometric styles' copy gave NaN; the
    /// one centre gives the finite fallback for every unusable side.
    @Test(arguments: [Double.nan, .infinity, -.infinity, -20, 0])
    func centerIsFiniteForAnUnusableSide(_ bad: Double) {
        let wide = IndicatorGeometry.center(of: Size(width: bad, height: 80))
        #expect(wide == Point(x: 0, y: 40))
        let tall = IndicatorGeometry.center(of: Size(width: 390, height: bad))
        #expect(tall == Point(x: 195, y: 0))
    }

    @Test func pullProgressReadsThePullingPayloadFirst() {
        var context = IndicatorContext(
            state: .revealing(progress: 0.25), size: Size(width: 100, height: 60),
            glyphs: BoxGlyphSource())
        context.progress = 0.75
        #expect(IndicatorGeometry.pullProgress(context) == 0.25)
        context.state = .armed(overPull: 10)
        #expect(IndicatorGeometry.pullProgress(context) == 0.75)
        context.progress = .nan
        #expect(IndicatorGeometry.pullProgress(context) == 0)
    }
}
