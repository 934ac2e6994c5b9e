import SnapshotTesting
import Testing
@testable import RefreshKitRender

/// Renders a scene with text, a trimmed gradient stroke, a clip and an image and compares it
/// with its golden, `__Snapshots__/GoldenImageTests/showcaseMatchesItsSnapshot.showcase-2x.png`
/// (`.png()`: ±2/255 per channel; see ``GoldenRecording`` for recording).
@Suite(.goldens) struct GoldenImageTests {
    func showcase() throws -> IndicatorScene {
        let text = try FreeTypeGlyphSource().layout("Pull to refresh · AV To", font: FontRequest(size: 18))
        var builder = IndicatorSceneBuilder(size: Size(width: 280, height: 60))
        let arc = VectorPath {
            $0.addArc(center: Point(x: 30, y: 30), radius: 16, startAngle: 0, endAngle: 5, clockwise: true)
        }
        let gradient = LinearGradientPaint(
            stops: [GradientStop(location: 0, color: .orange), GradientStop(location: 1, color: .magenta)],
            startPoint: Point(x: 0, y: 0), endPoint: Point(x: 1, y: 1))
        builder.stroke(arc, with: .linearGradient(gradient), style: StrokeOptions(width: 4, cap: .round, trimEnd: 0.8))
        builder.save()
        builder.translate(x: 60, y: 37)
        builder.fill(text.combinedPath, color: .darkGray)
        builder.restore()
        builder.save()
        builder.clip(to: Rect(x: 0, y: 44, width: 280, height: 16))
        builder.multiplyOpacity(0.5)
        builder.fill(
            VectorPath { $0.addRoundedRect(Rect(x: 60, y: 40, width: 200, height: 14), cornerRadius: 7) }, color: .blue)
        builder.restore()
        let checker = Bitmap(
            width: 2, height: 2, pixels: [0, 0, 0, 255, 255, 255, 255, 255, 255, 255, 255, 255, 0, 0, 0, 255])!
        builder.draw(checker, in: Rect(x: 262, y: 4, width: 12, height: 12))
        builder.stroke(VectorPath { $0.addRect(Rect(x: 0.5, y: 0.5, width: 279, height: 59)) }, color: .lightGray)
        return builder.build()
    }

    @Test func showcaseMatchesItsSnapshot() throws {
        let bitmap = try Rasterizer().render(showcase(), scale: 2, background: .white)
        assertSnapshot(of: bitmap, as: .png(), named: "showcase@2x")
    }
}
