import RefreshKitCore
import SnapshotTesting
import Testing
@testable import RefreshKitRender

/// Issue 14's image-sequence polish, as goldens: nothing at rest (no ball while idle), and after
/// the finishing fade nothing pops back to full opacity (late in finishing, still nothing).
@MainActor @Suite(.goldens) struct ImageSequencePolishGoldenTests {
    static let size = IndicatorStyle.defaultSize

    private func bitmap(_ moment: IndicatorMoment) throws -> Bitmap {
        let scene = Indicators.ImageSequence().scene(
            for: moment.context(size: Self.size, glyphs: FreeTypeGlyphSource()))
        return try Rasterizer().render(scene, scale: 1, background: .white)
    }

    @Test func idleAndTheEndOfTheFadeShowNothing() throws {
        let trigger = Self.size.height
        let idle = try bitmap(IndicatorMoment(state: .idle, triggerDistance: trigger))
        let late = try bitmap(
            IndicatorMoment(
                state: .finishing, pullDistance: trigger, triggerDistance: trigger,
                time: 0.6, refreshingDuration: 2))
        // Both are the bare background: every pixel white.
        #expect(idle.pixels.allSatisfy { $0 == 255 } && late.pixels.allSatisfy { $0 == 255 })
        assertSnapshot(of: idle, as: .png(), named: "idle", testName: "imageSequence")
        assertSnapshot(of: late, as: .png(), named: "finishing-600ms", testName: "imageSequence")
    }
}
