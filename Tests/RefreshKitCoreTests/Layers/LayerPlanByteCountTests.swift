import Testing
@testable import RefreshKitCore

/// ``LayerPlan/estimatedByteCount``: what a plan holds, counted number by number.
@Suite struct LayerPlanByteCountTests {
    private var triangle: VectorPath {
        VectorPath(elements: [.move(Point(x: 0, y: 0)), .line(Point(x: 10, y: 0)), .line(Point(x: 0, y: 10)), .close])
    }

    @Test func aShapeAndOneTrackAreCountedNumberByNumber() {
        let layer = IndicatorScene.Item(content: .fill(triangle, .nonZero), paint: .solid(.black))
        let fade = LayerAnimation(
            layer: 0, keyPath: .opacity, keyTimes: [0, 1], values: [.number(0), .number(1)],
            calculationMode: .linear, duration: 1, repeatCount: nil)
        let plan = LayerPlan(
            phase: .refreshing, size: Size(width: 390, height: 64), layers: [layer], animations: [fade],
            duration: 1, frameUpdates: false)
        let header = 4 * 8 + 3  // size, duration; phase, flag, reason's presence
        let path = 4 + 3 * 2 * 8  // four tags, three points
        let item = 7 * 8 + 1 + path + 1 + 4 * 8  // transform, opacity, clip tag; path, fill rule; solid colour
        let track = 2 + "opacity".utf8.count + (3 + 2) * 8 + 2 * 8
        #expect(plan.estimatedByteCount == header + item + track)
    }

    @Test func anImageShownByManyKeyframesCountsOnce() throws {
        let image = try #require(Bitmap(width: 4, height: 4, pixels: [UInt8](repeating: 7, count: 64)))
        let other = try #require(Bitmap(width: 4, height: 4, pixels: [UInt8](repeating: 9, count: 64)))
        let layer = IndicatorScene.Item(
            content: .image(image, Rect(x: 0, y: 0, width: 4, height: 4)), paint: .solid(.black))
        func plan(_ frames: [Bitmap]) -> LayerPlan {
            let track = LayerAnimation(
                layer: 0, keyPath: .contents, keyTimes: (0...frames.count).map { Double($0) / Double(frames.count) },
                values: frames.map(KeyframeValue.image), calculationMode: .discrete, duration: 1,
                repeatCount: nil)
            return LayerPlan(
                phase: .refreshing, size: Size(width: 4, height: 4), layers: [layer], animations: [track],
                duration: 1, frameUpdates: false)
        }
        let once = plan([image, image, image]).estimatedByteCount
        let twice = plan([image, other, image]).estimatedByteCount
        #expect(twice - once == 64)
    }
}
