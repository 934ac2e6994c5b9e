import RefreshKitSimulation
import Testing
@testable import RefreshKitCore
import RefreshKitTestSupport

/// Plans compiled on a background worker (``SimulatedLayerHost`` with a worker glyph source): the
/// main thread's calls never compile, and what shows is always the newest finished plan.
@MainActor @Suite struct LayerPlanHostWorkerTests {
    static let glyphs = NoGlyphSource()
    static let workerGlyphs = NoGlyphSource()

    static func host() -> SimulatedLayerHost {
        SimulatedLayerHost(indicator: Indicators.Classic(), glyphs: glyphs, workerGlyphs: workerGlyphs)
    }

    /// The size of the plan the layers hold, or nil when none does.
    static func shownSize(_ host: SimulatedLayerHost) -> Size? { host.plan?.size }

    @Test func appearanceRotationTraitsRefreshEndAndSwiftUIUpdatesNeverCompileOnTheMainThread() {
        let host = Self.host()
        // First appearance: the pull, armed and refreshing plans are asked for, not compiled.
        host.onMainThread { host.prepareAhead() }
        #expect(host.mainThreadCompiles == 0)
        #expect(host.playback.pendingRequestCount == 3)
        host.runWorker()
        #expect(host.workerCompiles == 3)
        host.drag(by: 60, duration: 0.25)
        host.drag(by: 90, duration: 0.25)
        host.onMainThread { host.scrollView.liftFinger(velocity: 0) }
        host.wait(0.5)
        #expect(host.controller.state == .refreshing)
        #expect(host.plan?.phase == .refreshing)

        // Rotation while refreshing: the refreshing plan of the old width shows on until the new
        // one is delivered.
        let before = host.plan
        host.onMainThread { host.template.size = Size(width: 844, height: 64) }
        #expect(host.plan == before)
        host.runWorker()
        #expect(Self.shownSize(host) == Size(width: 844, height: 64))

        // Dark appearance.
        host.onMainThread { host.template.appearance = .dark }
        #expect(Self.shownSize(host) == Size(width: 844, height: 64))
        host.runWorker()
        #expect(host.plan?.phase == .refreshing)

        // Refresh end with a new last-updated time: finishing is drawn as a scene until its plan
        // comes, then the plan shows.
        host.onMainThread {
            host.template.lastUpdated = LastUpdatedTime(day: .today, hour: 9, minute: 42)
            host.controller.endRefreshing()
        }
        #expect(host.plan == nil && host.drawnScene != nil)
        host.runWorker()
        #expect(host.plan?.phase == .finishing)
        host.wait(1.5)
        host.runWorker()

        // A hundred SwiftUI updates assigning an equal indicator ask for nothing.
        let requests = host.playback.requestCount
        for _ in 0..<100 { host.onMainThread { host.indicator = Indicators.Classic() } }
        #expect(host.playback.requestCount == requests)
        #expect(host.mainThreadCompiles == 0)
        #expect(host.workerCompiles > 3)
    }

    @Test func aLiveResizeCompilesOnlyTheLastWidthAndALateResultNeverReplacesANewerOne() {
        let host = Self.host()
        host.onMainThread { host.prepareAhead() }
        host.runWorker()
        host.drag(by: 150, duration: 0.5)
        host.onMainThread { host.scrollView.liftFinger(velocity: 0) }
        host.wait(0.5)
        #expect(host.plan?.phase == .refreshing)
        let compiled = host.workerCompiles

        // Many widths before the worker is free: only the last is compiled.
        for width in stride(from: 400.0, through: 800, by: 50) {
            host.onMainThread { host.template.size = Size(width: width, height: 64) }
        }
        host.runWorker()
        #expect(host.workerCompiles == compiled + 1)
        #expect(Self.shownSize(host) == Size(width: 800, height: 64))

        // A compile in flight is superseded; the newer one finishes first, the old one late.
        host.onMainThread { host.template.size = Size(width: 500, height: 64) }
        host.workerTakesRequests()
        host.onMainThread { host.template.size = Size(width: 600, height: 64) }
        host.workerTakesRequests()
        #expect(host.workerQueue.count == 2)
        host.runWorker(order: [1, 0])
        #expect(Self.shownSize(host) == Size(width: 600, height: 64))
        #expect(host.mainThreadCompiles == 0)
    }
}
