import Testing
@testable import RefreshKitCore

/// A text outline taken from a ``PathMemo`` draws exactly as one built anew, and an outline
/// that cannot be drawn (a NaN offset) is left out on every frame, as the builder leaves it out.
@Suite struct PathMemoTests {
    let layout = try! BoxGlyphSource().layout("Ab", font: FontRequest(family: "Box", size: 14))

    @Test func aRememberedOutlineDrawsAsABuiltOne() {
        let memo = PathMemo<OffsetTextKey>()
        var fresh = IndicatorSceneBuilder(size: Size(width: 100, height: 40))
        fresh.fillText(layout, offset: Point(x: 5, y: 20), with: .solid(.red))
        for _ in 0..<3 {
            var builder = IndicatorSceneBuilder(size: Size(width: 100, height: 40))
            builder.fillText(layout, offset: Point(x: 5, y: 20), with: .solid(.red), paths: memo)
            #expect(builder.build() == fresh.build())
        }
    }

    @Test(arguments: [Double.nan, .infinity])
    func anOutlineThatCannotBeDrawnIsLeftOutEveryTime(x: Double) {
        let memo = PathMemo<OffsetTextKey>()
        for _ in 0..<2 {
            var builder = IndicatorSceneBuilder(size: Size(width: 100, height: 40))
            builder.fillText(layout, offset: Point(x: x, y: 20), with: .solid(.red), paths: memo)
            builder.strokeText(
                layout, offset: Point(x: x, y: 20), with: .solid(.red), style: StrokeOptions(width: 1),
                paths: memo)
            #expect(builder.build().items.isEmpty)
        }
        #expect(!IndicatorSceneBuilder.isDrawable(layout.combinedPath(offsetBy: Point(x: x, y: 0))))
    }

    @Test func aPathWithoutSegmentsIsNotDrawable() {
        #expect(!IndicatorSceneBuilder.isDrawable(.empty))
        #expect(!IndicatorSceneBuilder.isDrawable(VectorPath { $0.move(to: Point(x: 1, y: 1)) }))
        #expect(IndicatorSceneBuilder.isDrawable(layout.combinedPath))
    }
}
