import Testing
@testable import RefreshKitCore
import RefreshKitTestSupport

/// MJRefresh's GIF header: frame choice by pull and by time, centring of bitmaps and scenes,
/// and the built-in demo, read back from the scene.
@Suite struct IndicatorsImageSequenceTests {
    typealias Sequence = Indicators.ImageSequence

    /// Frame `k` of a test sequence: a 20×20 scene holding one rectangle `k + 1` pt wide.
    static func marker(_ k: Int) -> Sequence.Frame {
        var b = IndicatorSceneBuilder(size: Size(width: 20, height: 20))
        b.fill(VectorPath { $0.addRect(Rect(x: 0, y: 0, width: Double(k + 1), height: 10)) }, color: .red)
        return .scene(b.build())
    }

    static let markers = (0..<5).map(marker)

    let sequence = Sequence(configuration: .init(pullingFrames: markers, refreshingFrames: markers))

    /// Which marker frame a scene shows (its rectangle's width − 1), after checking it is centred.
    func shownFrame(_ context: IndicatorContext, _ style: Sequence? = nil) throws -> Int? {
        let items = (style ?? sequence).scene(for: context).items
        guard let item = items.first else { return nil }
        #expect(items.count == 1)
        #expect(item.transform == .translation(x: 185, y: 30))  // A 20×20 frame centred in 390×80.
        let bounds = try #require(Geo.path(item)).bounds
        return Int(bounds.width.rounded()) - 1
    }

    @Test func defaultsAreMJRefreshsAndTheDemo() {
        let c = Sequence.Configuration()
        #expect(c.framesPerSecond == 10 && c.frameSize == nil && c.finishingFadeDuration == 0.3)
        #expect(c.showsIdleFrame == false && Sequence.Configuration.mjRefresh.showsIdleFrame)
        #expect(c.pullingFrames.count == 12 && c.refreshingFrames == Sequence.demoFrames)
        #expect(close(c.loopDuration, 1.2, 1e-12))
        #expect(Sequence.imageSequence().configuration == c)
    }

    @Test func pullingPicksFloorOfProgressTimesLastIndex() throws {
        // 5 frames: index ⌊progress × 4⌋.
        let expectations: [(progress: Double, frame: Int)] = [
            (0, 0), (0.24, 0), (0.25, 1), (0.5, 2), (0.99, 3), (1, 4),
        ]
        for (progress, frame) in expectations {
            #expect(
                try shownFrame(Geo.context(.revealing(progress: progress), pullDistance: 64 * progress)) == frame,
                "progress \(progress)")
        }
        #expect(try shownFrame(Geo.context(.armed(overPull: 12), overPull: 12)) == 4)
        #expect(try shownFrame(Geo.context(.revealing(progress: 0))) == 0)
        let demo = Sequence()
        #expect(demo.pullingFrameIndex(progress: 0.5) == 5 && demo.pullingFrameIndex(progress: 1) == 11)
    }

    @Test func refreshingLoopsAtTenFramesPerSecond() throws {
        let expectations: [(time: Double, frame: Int)] = [
            (0, 0), (0.09, 0), (0.1, 1), (0.25, 2), (0.49, 4), (0.5, 0), (3.37, 3),
        ]
        for (time, frame) in expectations {
            #expect(try shownFrame(Geo.context(.refreshing, time: time)) == frame, "t = \(time)")
        }
        let fast = Sequence(
            configuration: .init(
                pullingFrames: Self.markers, refreshingFrames: Self.markers,
                framesPerSecond: 20))
        #expect(try shownFrame(Geo.context(.refreshing, time: 0.1), fast) == 2)
    }

    @Test func finishingContinuesTheLoopAndFades() throws {
        // Refreshed 0.42 s, finishing 0.1 s: clock 0.52 → frame 0 of the second loop; opacity 2/3.
        let context = Geo.context(.finishing, time: 0.1, refreshingDuration: 0.42)
        #expect(try shownFrame(context) == 0)
        #expect(close(sequence.scene(for: context).items[0].opacity, 2.0 / 3, 1e-9))
        #expect(sequence.scene(for: Geo.context(.finishing, time: 0.3, refreshingDuration: 0.42)).items.isEmpty)
    }

    @Test func idleShowsNoBall() throws {
        // The demo's dot (frame 0 of the bounce) is not drawn at rest, nor with no more data.
        #expect(Sequence().scene(for: Geo.context(.idle)).items.isEmpty)
        #expect(Sequence().scene(for: Geo.context(.noMoreData)).items.isEmpty)
        #expect(sequence.scene(for: Geo.context(.idle)).items.isEmpty)
        // MJRefresh's idle image stays available as a named configuration.
        let mj = Sequence(
            configuration: .init(
                pullingFrames: Self.markers, refreshingFrames: Self.markers,
                showsIdleFrame: true))
        #expect(try shownFrame(Geo.context(.idle), mj) == 0)
        #expect(Sequence(configuration: .mjRefresh).scene(for: Geo.context(.idle)).items.count == 2)  // Shadow, dot.
    }

    @Test func theFadeNeverPopsBackToFullOpacity() {
        // A refresh that ends: finishing fades over 0.3 s, then the header is idle. Sampled at
        // 60 Hz through the fade and on into idle, the drawn opacity never rises again.
        let demo = Sequence()
        func opacity(_ context: IndicatorContext) -> Double {
            demo.scene(for: context).items.map(\.opacity).max() ?? 0
        }
        var last = opacity(Geo.context(.finishing, time: 0, refreshingDuration: 1.7))
        #expect(last > 0.99)
        for frame in 1...30 {
            let now = opacity(Geo.context(.finishing, time: Double(frame) / 60, refreshingDuration: 1.7))
            #expect(now <= last + 1e-12, "finishing frame \(frame)")
            last = now
        }
        #expect(last == 0)
        #expect(opacity(Geo.context(.idle)) == 0)  // Then idle: still nothing, no pop.
    }

    @Test func reduceMotionHoldsTheFirstFrameAndPulses() throws {
        let context = Geo.context(.refreshing, time: 0.375, reduceMotion: true)  // 3/4 of a 0.5 s loop.
        #expect(try shownFrame(context) == 0)
        #expect(close(sequence.scene(for: context).items[0].opacity, 0.675, 1e-9))
    }

    @Test func bitmapsAreCentredAtTheirNaturalOrConfiguredSize() throws {
        let bitmap = try #require(Bitmap(width: 8, height: 6, pixels: Array(repeating: 255, count: 8 * 6 * 4)))
        let natural = Sequence(configuration: .init(pullingFrames: [.bitmap(bitmap)], refreshingFrames: []))
        let item = try #require(natural.scene(for: Geo.context(.revealing(progress: 0.5))).items.first)
        guard case .image(let drawn, let rect) = item.content else {
            Issue.record("not an image")
            return
        }
        #expect(drawn == bitmap && close(rect, Rect(x: 193, y: 38.5, width: 4, height: 3), 1e-12))  // 8×6 px at 2×.
        let sized = Sequence(
            configuration: .init(
                pullingFrames: [.bitmap(bitmap)], refreshingFrames: [],
                frameSize: Size(width: 30, height: 20)))
        guard case .image(_, let big)? = sized.scene(for: Geo.context(.revealing(progress: 0))).items.first?.content
        else {
            Issue.record("not an image")
            return
        }
        #expect(close(big, Rect(x: 180, y: 30, width: 30, height: 20), 1e-12))
    }

    @Test func sceneFramesKeepTheirItemsTransformsOpacitiesAndClips() throws {
        var b = IndicatorSceneBuilder(size: Size(width: 10, height: 10))
        b.clip(to: Rect(x: 0, y: 0, width: 6, height: 6))
        b.translate(x: 5, y: 5)
        b.rotate(by: Double.pi / 2)
        b.multiplyOpacity(0.5)
        b.stroke(
            VectorPath {
                $0.move(to: .zero)
                $0.line(to: Point(x: 4, y: 0))
            }, color: .blue, width: 2)
        let frame = b.build()
        let style = Sequence(configuration: .init(pullingFrames: [.scene(frame)], refreshingFrames: []))
        let item = try #require(style.scene(for: Geo.context(.revealing(progress: 0))).items.first)
        // Frame origin at (190, 35): the rotation and the frame's translation, then the centring.
        #expect(close(item.transform.apply(Point(x: 4, y: 0)), Point(x: 195, y: 44), 1e-9))
        #expect(item.opacity == 0.5 && item.clip == Rect(x: 190, y: 35, width: 6, height: 6))
        #expect(Geo.strokeStyle(item)?.width == 2 && Geo.color(item) == .blue)
    }

    @Test func theDemoBouncesADot() throws {
        #expect(Sequence.demoFrames.count == 12)
        func dot(_ k: Int) throws -> Rect {
            guard case .scene(let scene) = Sequence.demoFrames[k] else { throw DemoError.notAScene }
            #expect(scene.size == Size(width: 40, height: 40) && scene.items.count == 2)
            return try #require(Geo.path(scene.items[1])).bounds
        }
        // Dot of radius 5 resting on y = 36; lifted by 20 × sin(πk/12).
        #expect(close(try dot(0), Rect(x: 15, y: 26, width: 10, height: 10), 1e-6))
        #expect(close(try dot(6), Rect(x: 15, y: 6, width: 10, height: 10), 1e-6))
        #expect(close(try dot(2).minY, 26 - 20 * 0.5, 1e-6))
        // The default style shows the demo centred: frame 6 while refreshing at 0.6 s.
        let scene = Sequence().scene(for: Geo.context(.refreshing, time: 0.6))
        #expect(scene.items.count == 2 && scene.items[1].transform == .translation(x: 175, y: 20))
        #expect(close(try #require(Geo.path(scene.items[1])).bounds, Rect(x: 15, y: 6, width: 10, height: 10), 1e-6))
    }

    enum DemoError: Error { case notAScene }

    @Test func emptyFrameListsDrawNothing() {
        let empty = Sequence(configuration: .init(pullingFrames: [], refreshingFrames: []))
        for state in [RefreshState.idle, .revealing(progress: 0.5), .armed(overPull: 3), .refreshing, .finishing] {
            #expect(empty.scene(for: Geo.context(state, pullDistance: 32)).items.isEmpty)
        }
    }

    @Test func hostileValuesDoNotCrash() throws {
        let nan = Double.nan
        #expect(try shownFrame(Geo.context(.revealing(progress: nan), pullDistance: nan, progress: nan)) == 0)
        #expect(try shownFrame(Geo.context(.refreshing, time: -4)) == 0)
        let stalled = Sequence(
            configuration: .init(
                pullingFrames: Self.markers, refreshingFrames: Self.markers,
                framesPerSecond: nan))
        #expect(try shownFrame(Geo.context(.refreshing, time: 2), stalled) == 0)
        #expect(sequence.scene(for: Geo.context(.refreshing, size: .zero)).items.isEmpty)
        let bitmap = try #require(Bitmap(width: 2, height: 2, pixels: Array(repeating: 0, count: 16)))
        let weird = Sequence(configuration: .init(pullingFrames: [.bitmap(bitmap)], refreshingFrames: []))
        // Scale 0 → 1.
        #expect(weird.scene(for: Geo.context(.revealing(progress: 0), displayScale: 0)).items.count == 1)
    }
}
