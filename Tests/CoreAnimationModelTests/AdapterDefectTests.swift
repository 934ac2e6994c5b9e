import CoreAnimationModel
import RefreshKitCore
import RefreshKitOnModel
import RefreshKitRender
import Testing

/// The adapter's own `LayerPlanLayer` on the model, against four defects a review of its code
/// found: each plan here is one a built-in style makes in small.
@MainActor @Suite struct AdapterDefectTests {
    static let size = Size(width: 100, height: 40)
    static let begin = 1000.0

    /// What the adapter shows of `plan` at `t` after it began (the offset, for a driven plan).
    func render(_ plan: LayerPlan, at t: Double) throws -> Bitmap {
        let layer = LayerPlanLayer()
        layer.contentsScale = 1
        layer.show(plan, beganAt: Self.begin)
        if plan.phase.isDriven { layer.setTimeOffset(t) }
        let now = plan.phase.isDriven ? Self.begin : Self.begin + t
        return try LayerRasterizer().render(layer.presentation(atMediaTime: now), scale: 1)
    }

    /// What the plan's own items draw at the start (the drawing the plan was made from).
    func direct(_ scene: IndicatorScene) throws -> Bitmap { try Rasterizer().render(scene, scale: 1) }

    static let red = RGBAColor(red: 1, green: 0, blue: 0), blue = RGBAColor(red: 0, green: 0, blue: 1)

    static func gradient(frame: Rect?) -> Paint {
        .linearGradient(
            LinearGradientPaint(
                stops: [GradientStop(location: 0, color: red), GradientStop(location: 1, color: blue)],
                startPoint: Point(x: 0, y: 0.5), endPoint: Point(x: 1, y: 0.5), frame: frame))
    }

    static func rectangle(_ x: Double, _ y: Double, _ w: Double, _ h: Double) -> VectorPath {
        VectorPath(elements: [
            .move(Point(x: x, y: y)), .line(Point(x: x + w, y: y)), .line(Point(x: x + w, y: y + h)),
            .line(Point(x: x, y: y + h)), .close,
        ])
    }

    static func plan(
        _ items: [IndicatorScene.Item], animations: [LayerAnimation] = [],
        phase: LayerPlan.Phase = .refreshing, duration: Double = 1
    ) -> LayerPlan {
        LayerPlan(
            phase: phase, size: size, layers: items, animations: animations, duration: duration, frameUpdates: false)
    }

    /// A gradient's start and end points are fractions of its frame already: the halo runs red
    /// to blue across the frame, not one flat colour.
    @Test func aGradientRunsFromItsStartToItsEndPoint() throws {
        let item = IndicatorScene.Item(
            content: .fill(Self.rectangle(20, 10, 60, 20), .nonZero),
            paint: Self.gradient(frame: Rect(x: 20, y: 10, width: 60, height: 20)))
        let shown = try render(Self.plan([item]), at: 0.5)
        let left = pixel(shown, 22, 20), right = pixel(shown, 77, 20)
        #expect(left[0] > 200 && left[2] < 60, "left end \(left)")
        #expect(right[2] > 200 && right[0] < 60, "right end \(right)")
    }

    /// A gradient stroke is a stroke: inside a stroked ring nothing is drawn.
    @Test func aGradientStrokeIsStrokedNotFilled() throws {
        let ring = Self.rectangle(30, 5, 40, 30)
        let item = IndicatorScene.Item(
            content: .stroke(ring, StrokeOptions(width: 4)), paint: Self.gradient(frame: nil))
        let shown = try render(Self.plan([item]), at: 0)
        #expect(pixel(shown, 50, 20)[3] == 0, "the ring's inside")
        #expect(pixel(shown, 50, 5)[3] > 200, "the ring")
        // And its trim works: the first half of the length only.
        var style = StrokeOptions(width: 4)
        style.trimEnd = 0.5
        let half = IndicatorScene.Item(content: .stroke(ring, style), paint: Self.gradient(frame: nil))
        let trimmed = try render(Self.plan([half]), at: 0)
        #expect(pixel(trimmed, 50, 5)[3] > 200, "the top edge, in the first half")
        #expect(pixel(trimmed, 50, 35)[3] == 0, "the bottom edge, in the second half")
    }

    /// The gradient covers all the stroke: the outer half of the line width, a straight line
    /// (whose path has no height), and a path that moves.
    @Test func aGradientCoversTheWholeStroke() throws {
        let ring = Self.rectangle(30, 5, 40, 30)
        let thick = IndicatorScene.Item(
            content: .stroke(ring, StrokeOptions(width: 8)), paint: Self.gradient(frame: nil))
        let shown = try render(Self.plan([thick]), at: 0)
        #expect(pixel(shown, 50, 2)[3] > 200, "the outer half of the top edge")
        #expect(pixel(shown, 27, 20)[3] > 200, "the outer half of the left edge")
        let line = VectorPath(elements: [.move(Point(x: 10, y: 20)), .line(Point(x: 90, y: 20))])
        let straight = IndicatorScene.Item(
            content: .stroke(line, StrokeOptions(width: 4)),
            paint: Self.gradient(frame: Rect(x: 0, y: 0, width: 100, height: 40)))
        #expect(pixel(try render(Self.plan([straight]), at: 0), 50, 20)[3] > 200, "a straight line")
        // The path moves 40 pt to the right over the loop.
        let moved = VectorPath(elements: [
            .move(Point(x: 50, y: 10)), .line(Point(x: 90, y: 10)), .line(Point(x: 90, y: 30)),
            .line(Point(x: 50, y: 30)), .close,
        ])
        let start = VectorPath(elements: [
            .move(Point(x: 10, y: 10)), .line(Point(x: 50, y: 10)), .line(Point(x: 50, y: 30)),
            .line(Point(x: 10, y: 30)), .close,
        ])
        let moving = IndicatorScene.Item(
            content: .fill(start, .nonZero),
            paint: Self.gradient(frame: Rect(x: 0, y: 0, width: 100, height: 40)))
        let track = LayerAnimation(
            layer: 0, keyPath: .path, keyTimes: [0, 1], values: [.path(start), .path(moved)],
            calculationMode: .linear, duration: 1, repeatCount: nil)
        let end = try render(Self.plan([moving], animations: [track]), at: 0.999)
        #expect(pixel(end, 85, 20)[3] > 200, "the path where it has moved to")
    }

    /// An intro and the loop after it on the same property both play: the intro until the loop
    /// begins (Core Animation keeps one animation per key, and a loop that fills backwards
    /// would cover the intro).
    @Test func anIntroPlaysBeforeTheLoopThatFollowsIt() throws {
        let item = IndicatorScene.Item(content: .fill(Self.rectangle(0, 0, 100, 40), .nonZero), paint: .solid(.black))
        let intro = LayerAnimation(
            layer: 0, keyPath: .opacity, keyTimes: [0, 1], values: [.number(0), .number(1)],
            calculationMode: .linear, duration: 0.2, repeatCount: 1, beginTime: 0)
        let loop = LayerAnimation(
            layer: 0, keyPath: .opacity, keyTimes: [0, 0.5, 1],
            values: [.number(1), .number(0.5), .number(1)], calculationMode: .linear,
            duration: 1, repeatCount: nil, beginTime: 0.2)
        let plan = Self.plan([item], animations: [intro, loop])
        let early = pixel(try render(plan, at: 0.1), 50, 20)[3]
        #expect(abs(early - 128) <= 2, "half way through the intro: \(early)")
        let later = pixel(try render(plan, at: 0.7), 50, 20)[3]
        #expect(abs(later - 128) <= 2, "half way through the loop: \(later)")
        // And the evaluator says the same.
        #expect(LayerPlanEvaluator.scene(plan, at: 0.1).items[0].opacity == 0.5)
    }
}
