import Testing
@testable import RefreshKitCore
import RefreshKitTestSupport

@Suite struct SceneBuilderTests {
    let size = Size(width: 100, height: 80)
    let square = VectorPath { $0.addRect(Rect(x: 0, y: 0, width: 10, height: 10)) }

    @Test func transformsComposeInCGContextOrder() {
        var b = IndicatorSceneBuilder(size: size)
        b.translate(x: 10, y: 20)
        b.scale(x: 2, y: 3)
        b.rotate(by: .pi / 2)
        // The last call applies first in user space: rotate, then scale, then translate.
        let p = b.transform.apply(Point(x: 1, y: 0))
        #expect(close(p, Point(x: 10, y: 23), 1e-12))
        b.concatenate(.translation(x: 5, y: 0))
        let q = b.transform.apply(.zero)  // (5,0) → rotated (0,5) → scaled (0,15) → (10,35).
        #expect(close(q, Point(x: 10, y: 35), 1e-12))
    }

    @Test func saveAndRestoreBracketState() {
        var b = IndicatorSceneBuilder(size: size)
        b.translate(x: 5, y: 5)
        b.save()
        b.scale(x: 2, y: 2)
        b.multiplyOpacity(0.5)
        b.clip(to: Rect(x: 0, y: 0, width: 10, height: 10))
        b.fill(square, color: .red)
        b.restore()
        b.fill(square, color: .blue)
        b.restore()  // Without a save: ignored.
        let items = b.build().items
        #expect(items.count == 2)
        #expect(items[0].transform == Transform(a: 2, b: 0, c: 0, d: 2, tx: 5, ty: 5))
        #expect(items[0].opacity == 0.5 && items[0].clip == Rect(x: 5, y: 5, width: 20, height: 20))
        #expect(items[1].transform == .translation(x: 5, y: 5))
        #expect(items[1].opacity == 1 && items[1].clip == nil)
    }

    @Test func opacityMultiplies() {
        var b = IndicatorSceneBuilder(size: size)
        b.multiplyOpacity(0.5)
        b.multiplyOpacity(0.4)
        b.fill(square, color: .red)
        #expect(close(b.build().items[0].opacity, 0.2, 1e-15))
        b.multiplyOpacity(7)  // Clamped to 1: stays.
        #expect(close(b.opacity, 0.2, 1e-15))
    }

    @Test func clipsIntersectInSceneSpace() {
        var b = IndicatorSceneBuilder(size: size)
        b.clip(to: Rect(x: 0, y: 0, width: 50, height: 50))
        b.translate(x: 40, y: 10)
        b.clip(to: Rect(x: 0, y: 0, width: 30, height: 30))  // Scene space: 40…70 × 10…40.
        #expect(b.clip == Rect(x: 40, y: 10, width: 10, height: 30))
        b.rotate(by: .pi / 4)
        b.clip(to: Rect(x: -1, y: -1, width: 2, height: 2))  // Bounding box of a diamond.
        let r = 2.0.squareRoot()
        #expect(
            close(
                try! #require(b.clip),
                Rect(x: 40, y: 10 - r, width: r, height: 2 * r)
                    .intersection(Rect(x: 40, y: 10, width: 10, height: 30)), 1e-12))
        b.fill(square, color: .red)
        #expect(b.build().items.first?.clip == b.clip)
    }

    @Test func invisibleItemsAreSkipped() {
        var b = IndicatorSceneBuilder(size: size)
        b.fill(.empty, color: .red)
        b.fill(VectorPath(elements: [.move(.zero)]), color: .red)
        b.fill(square, color: .clear)
        b.stroke(square, with: .solid(.red), style: StrokeOptions(width: 0))
        b.stroke(square, with: .solid(.red), style: StrokeOptions(trimStart: 0.6, trimEnd: 0.6))
        b.fill(square, with: .linearGradient(LinearGradientPaint(stops: [])))
        b.save()
        b.multiplyOpacity(0)
        b.fill(square, color: .red)
        b.restore()
        b.save()
        b.clip(to: Rect(x: 0, y: 0, width: 10, height: 10))
        b.clip(to: Rect(x: 20, y: 0, width: 10, height: 10))
        b.fill(square, color: .red)
        b.restore()
        b.draw(Bitmap(width: 1, height: 1, pixels: [0, 0, 0, 255])!, in: Rect(x: 0, y: 0, width: 0, height: 5))
        #expect(b.build().items.isEmpty)
        b.fill(square, color: .red)
        #expect(b.build().items.count == 1)
    }

    @Test func nonFiniteValuesDropItemsWithoutCrashing() {
        var b = IndicatorSceneBuilder(size: size)
        b.save()
        b.translate(x: .nan, y: 0)
        b.fill(square, color: .red)
        b.restore()
        b.save()
        b.multiplyOpacity(.infinity)
        b.fill(square, color: .red)
        b.restore()
        b.save()
        b.clip(to: Rect(x: .nan, y: 0, width: 1, height: 1))
        b.fill(square, color: .red)
        b.restore()
        b.fill(
            VectorPath {
                $0.move(to: .zero)
                $0.line(to: Point(x: 1, y: 1))
            }
            .transformed(by: .scale(x: .infinity, y: 1)), color: .red)
        b.stroke(square, with: .solid(.red), style: StrokeOptions(width: .nan))
        b.stroke(square, with: .solid(.red), style: StrokeOptions(trimEnd: .nan))
        #expect(b.build().items.isEmpty)
        b.fill(square, color: RGBAColor(red: .nan, green: 2, blue: 0.5, alpha: 1))
        b.stroke(square, with: .solid(.red), style: StrokeOptions(miterLimit: .infinity, trimStart: .nan))
        let items = b.build().items
        #expect(items.count == 2)
        #expect(items[0].paint == .solid(RGBAColor(red: 0, green: 1, blue: 0.5)))
        guard case .stroke(_, let style) = items[1].content else {
            Issue.record("not a stroke")
            return
        }
        #expect(style.miterLimit == StrokeOptions.defaultMiterLimit && style.trimStart == 0)
    }

    @Test func itemsRecordContentAndState() {
        var b = IndicatorSceneBuilder(size: size)
        b.translate(x: 3, y: 4)
        b.fill(square, with: .solid(.red), rule: .evenOdd)
        let style = StrokeOptions(width: 2, cap: .round, join: .bevel, trimStart: 0.1, trimEnd: 0.8)
        b.stroke(square, with: .solid(.blue), style: style)
        let bitmap = Bitmap(width: 1, height: 1, pixels: [255, 0, 0, 255])!
        b.draw(bitmap, in: Rect(x: 0, y: 0, width: 4, height: 4))
        let scene = b.build()
        #expect(scene.size == size)
        #expect(
            scene.items.map(\.content) == [
                .fill(square, .evenOdd), .stroke(square, style),
                .image(bitmap, Rect(x: 0, y: 0, width: 4, height: 4)),
            ])
        #expect(scene.items.allSatisfy { $0.transform == .translation(x: 3, y: 4) })
    }
}
