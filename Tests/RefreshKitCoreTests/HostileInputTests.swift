import Testing
@testable import RefreshKitCore
import RefreshKitScrollSimulation
import RefreshKitStyles

/// NaN, ±infinity, huge and negative values in the engine's inputs: sanitised or ignored as
/// documented, never a crash, never a NaN inside the state.
@MainActor @Suite struct HostileInputTests {
    static let hostile: [Double] = [
        .nan, .infinity, -.infinity, 1e300, -1e300, -1, 0, .leastNonzeroMagnitude, .greatestFiniteMagnitude,
    ]

    func assertSane(_ sv: SimulatedScrollView, _ controllers: [RefreshController], _ label: String) {
        #expect(sv.contentOffset.y.isFinite && sv.adjustedContentInset.isFinite, "\(label)")
        for c in controllers {
            #expect(c.pullDistance.isFinite && c.appliedShare.isFinite, "\(label)")
            switch c.state {
            case let .revealing(p): #expect(p.isFinite && p >= 0 && p <= 1, "\(label)")
            case let .armed(o): #expect(o.isFinite && o >= 0, "\(label)")
            default: break
            }
        }
    }

    @Test func scrollViewAndControllersSurviveHostileGestures() {
        for x in Self.hostile {
            let sv = makeScrollView()
            let header = RefreshController(
                edge: .header, configuration: RefreshConfiguration(height: x, triggerDistance: x))
            let footer = RefreshController(
                edge: .footer, configuration: RefreshConfiguration(height: x, mode: .auto, autoTriggerDistance: x))
            header.attach(to: sv)
            footer.attach(to: sv)
            sv.touchDown()
            sv.moveFinger(by: x)
            sv.advance(by: 0.1)
            sv.moveFinger(by: -x)
            sv.liftFinger(velocity: x)
            sv.advance(by: x)
            sv.wait(0.5)
            sv.setContentSize(Size(width: x, height: x))
            sv.setViewportSize(Size(width: x, height: x))
            sv.setContentInset(Insets(top: x, bottom: x))
            sv.setSafeAreaInsets(Insets(top: x))
            sv.setContentOffset(Point(x: x, y: x), animated: true)
            sv.wait(0.5)
            header.beginRefreshing()
            sv.wait(0.5)
            header.endRefreshing()
            footer.beginRefreshing()
            sv.wait(1)
            assertSane(sv, [header, footer], "\(x)")
            #expect(header.configuration.height.isFinite && header.configuration.height > 0)
        }
    }

    @Test func controllersIgnoreNonFiniteMetricsFromTheirHost() {
        let host = ManualHost(
            metrics: ScrollMetrics(
                contentSize: Size(width: 390, height: 2000),
                viewportSize: Size(width: 390, height: 844)))
        let header = RefreshController(edge: .header)
        let footer = RefreshController(edge: .footer)
        header.attach(to: host)
        footer.attach(to: host)
        host.metrics.isDragging = true
        for x in Self.hostile {
            host.metrics.contentOffset.y = x
            host.send(.didScroll)
            host.metrics.contentSize.height = x
            host.metrics.adjustedContentInset.top = x
            host.send(.layoutDidChange)
            #expect(header.pullDistance.isFinite && footer.pullDistance.isFinite, "\(x)")
            if case let .revealing(p) = header.state { #expect(p.isFinite) }
            if case let .armed(o) = header.state { #expect(o.isFinite) }
        }
        host.metrics = ScrollMetrics(viewportSize: .zero)  // a scroll view with no size yet
        host.send(.didScroll)
        header.beginRefreshing()
        #expect(header.state != .refreshing)  // deferred until it has a size
    }

    @Test func collapsingHeaderStaysWithinItsBounds() {
        let host = ManualHost(
            metrics: ScrollMetrics(
                contentSize: Size(width: 390, height: 2000),
                viewportSize: Size(width: 390, height: 844)))
        let header = CollapsingHeaderController()
        header.attach(to: host)
        for x in Self.hostile {
            host.scroll(to: x)
            host.send(.didEndDecelerating)
            host.advance(to: host.time + 1)
            #expect(header.height.isFinite && header.height >= 44 && header.height <= 88, "\(x)")
            #expect(header.percentage.isFinite && header.titleTop.isFinite)
        }
    }

    @Test func cyclesRejectHostileNumbersByName() {
        #expect(throws: IndicatorCycleError.self) {
            try IndicatorCycle(fps: .infinity).moments(for: Indicators.BarFill())
        }
        #expect(throws: IndicatorCycleError(field: "hold", value: -.infinity, requirement: "seconds from 0 to 30")) {
            try IndicatorCycle(hold: -.infinity).moments(for: Indicators.BarFill())
        }
    }
}
