import Testing
@testable import RefreshKitCore
import RefreshKitTestSupport

/// The UIRefreshControl-like spoked spinner: spokes revealed by the pull, the stepping head
/// and its fading tail, read back from the scene.
@Suite struct IndicatorsSystemTests {
    let system = Indicators.System()
    let step = 2 * Double.pi / 8

    /// The spokes of a scene by index (from their direction), with their opacities; the
    /// background, if any, is returned apart.
    func spokes(
        _ context: IndicatorContext, _ style: Indicators.System? = nil
    ) throws
        -> (background: IndicatorScene.Item?, spokes: [Int: Double])
    {
        var items = (style ?? system).scene(for: context).items
        var background: IndicatorScene.Item?
        if let first = items.first, case .fill = first.content {
            background = first
            items.removeFirst()
        }
        var result: [Int: Double] = [:]
        for item in items {
            let path = try #require(Geo.path(item))
            let (inner, outer) = Geo.ends(path)
            #expect(close(inner.distance(to: .zero), 4.5, 1e-9) && close(outer.distance(to: .zero), 8.75, 1e-9))
            let index = Int(((Geo.angle(of: outer) + Double.pi / 2) / step).rounded()) % 8
            #expect(Geo.sameAngle(Geo.angle(of: outer), -Double.pi / 2 + Double(index) * step, 1e-9))
            #expect(item.transform == .translation(x: 195, y: 40))
            #expect(Geo.strokeStyle(item) == StrokeOptions(width: 2.5, cap: .round))
            result[index] = item.opacity
        }
        return (background, result)
    }

    @Test func defaultsAreDocumented() {
        let c = Indicators.System.Configuration()
        #expect(c.spokeCount == 8 && c.innerRadius == 4.5 && c.spokeLength == 4.25 && c.spokeWidth == 2.5)
        #expect(c.tintColor == nil && c.backgroundColor == nil && c.cycleDuration == 1 && c.tailOpacity == 0.25)
        // The round caps reach exactly the medium indicator's 10 pt half-size.
        #expect(c.innerRadius + c.spokeLength + c.spokeWidth / 2 == 10)
        #expect(Indicators.System.Configuration.yellowOnRed.backgroundColor == .red)
        #expect(Indicators.System.Configuration.yellowOnRed.tintColor == .yellow)
        #expect(Indicators.System.system(.yellowOnRed).configuration == .yellowOnRed)
    }

    @Test func spokesAppearOneByOneWithThePull() throws {
        let expectations: [(progress: Double, visible: [Int])] = [
            (0, []), (0.124, []), (0.125, [0]), (0.3, [0, 1]), (0.5, [0, 1, 2, 3]), (0.99, Array(0...6)),
            (1, Array(0...7)),
        ]
        for (progress, visible) in expectations {
            let result = try spokes(Geo.context(.revealing(progress: progress), pullDistance: progress * 64))
            #expect(result.spokes.keys.sorted() == visible, "progress \(progress)")
            #expect(result.spokes.values.allSatisfy { $0 == 1 })
            #expect(
                Geo.color(system.scene(for: Geo.context(.revealing(progress: 1), pullDistance: 64)).items[0]) == .gray)
        }
        #expect(try spokes(Geo.context(.armed(overPull: 3), overPull: 3)).spokes.count == 8)
        #expect(try spokes(Geo.context(.idle)).spokes.isEmpty)
    }

    @Test func refreshingStepsTheHeadClockwiseWithAFadingTail() throws {
        // The head at ⌊8t⌋ mod 8; k steps behind: 1 − k × 0.75/7.
        for (time, head) in [(0.0, 0), (0.13, 1), (0.3, 2), (0.99, 7), (1.3, 2), (12.51, 4)] {
            let result = try spokes(Geo.context(.refreshing, time: time)).spokes
            #expect(result.count == 8)
            for i in 0..<8 {
                let behind = (head - i + 8) % 8
                #expect(close(try #require(result[i]), 1 - Double(behind) * 0.75 / 7, 1e-9), "t = \(time), spoke \(i)")
            }
        }
    }

    @Test func finishingKeepsSteppingAndFades() throws {
        // Refreshed 1.25 s, finishing 0.15 s: clock 1.4 → head 3; fade 1 − 0.15/0.3 = 0.5.
        let result = try spokes(Geo.context(.finishing, time: 0.15, refreshingDuration: 1.25)).spokes
        #expect(close(try #require(result[3]), 0.5, 1e-9))
        #expect(close(try #require(result[4]), 0.5 * 0.25, 1e-9))  // 7 steps behind.
        #expect(try spokes(Geo.context(.finishing, time: 0.4, refreshingDuration: 1.25)).spokes.isEmpty)
    }

    @Test func backgroundFillsTheWholeAreaAndS4IsRedAndYellow() throws {
        let s4 = Indicators.System(configuration: .yellowOnRed)
        let scene = s4.scene(for: Geo.context(.refreshing, time: 0.2))
        #expect(Geo.color(scene.items[0]) == .red)
        #expect(close(try #require(Geo.path(scene.items[0])).bounds, Rect(x: 0, y: 0, width: 390, height: 80), 1e-12))
        #expect(scene.items.dropFirst().allSatisfy { Geo.color($0) == .yellow })
        #expect(try spokes(Geo.context(.refreshing, time: 0.2), s4).spokes.count == 8)
        // Finishing fades the spokes, not the background.
        let fading = s4.scene(for: Geo.context(.finishing, time: 0.15, refreshingDuration: 1))
        #expect(fading.items[0].opacity == 1 && fading.items[1].opacity < 1)
        // Even idle shows the control's background, like UIRefreshControl.
        #expect(s4.scene(for: Geo.context(.idle)).items.count == 1)
        // The context's colours override.
        let overridden = s4.scene(for: Geo.context(.armed(overPull: 0), tintColor: .blue, backgroundColor: .green))
        #expect(Geo.color(overridden.items[0]) == .green && Geo.color(overridden.items[1]) == .blue)
        #expect(system.scene(for: Geo.context(.armed(overPull: 0))).items.count == 8)  // No background by default.
    }

    @Test func reduceMotionPulsesAllSpokesTogether() throws {
        let result = try spokes(Geo.context(.refreshing, time: 0.25, reduceMotion: true)).spokes
        #expect(result.count == 8 && result.values.allSatisfy { close($0, 0.675, 1e-9) })
    }

    @Test func hostileValuesDoNotCrash() throws {
        let nan = Double.nan
        #expect(try spokes(Geo.context(.revealing(progress: nan), pullDistance: nan, progress: nan)).spokes.isEmpty)
        let early = try spokes(Geo.context(.refreshing, time: -1)).spokes
        #expect(early[0] == 1)
        #expect(system.scene(for: Geo.context(.refreshing, size: Size(width: 390, height: -5))).items.isEmpty)
        let odd = Indicators.System(
            configuration: modified(.init(spokeCount: -3)) {
                $0.cycleDuration = nan
                $0.tailOpacity = 9
            })
        #expect(odd.scene(for: Geo.context(.refreshing, time: 2)).items.count == 1)
        let many = Indicators.System(configuration: .init(spokeCount: .max))
        #expect(many.scene(for: Geo.context(.armed(overPull: 0))).items.count == 360)
    }
}
