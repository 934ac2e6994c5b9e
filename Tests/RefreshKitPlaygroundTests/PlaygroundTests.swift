import Testing
@testable import RefreshKitPlayground
import RefreshKitCore
import RefreshKitStyles

/// Drives a playground as the window does: pointer commands at frame times.
@MainActor
struct Finger {
    let playground: Playground
    var t: Double
    static let fps = 60.0

    init(_ playground: Playground, at t: Double = 0) {
        self.playground = playground
        self.t = t
    }

    /// Drags by `dy` points over `duration` seconds (touching down first), without lifting.
    mutating func drag(by dy: Double, over duration: Double) {
        playground.advance(to: t)
        playground.apply(.touchDown)
        let steps = Swift.max(1, Int((duration * Self.fps).rounded()))
        for _ in 0..<steps {
            t += duration / Double(steps)
            playground.advance(to: t)
            playground.apply(.moveFinger(dy: dy / Double(steps)))
        }
    }

    mutating func release(velocity: Double = 0) { playground.apply(.liftFinger(velocity: velocity)) }

    /// Lets `seconds` pass frame by frame.
    mutating func wait(_ seconds: Double) {
        let end = t + seconds
        while t < end {
            t = Swift.min(end, t + 1 / Self.fps)
            playground.advance(to: t)
        }
    }
}

@Suite @MainActor struct PlaygroundTests {
    @Test func aPullPastTheTriggerRefreshesOnceAndTheFakeWorkEndsIt() {
        let playground = Playground(configuration: .init(workDelay: 1))
        var finger = Finger(playground)
        finger.drag(by: 300, over: 0.5)
        finger.release()
        let released = finger.t
        finger.wait(2.5)
        let header = playground.events.filter { $0.edge == .header }
        #expect(header.map(\.state) == [.revealing, .armed, .refreshing, .finishing, .idle])
        #expect(playground.actionCounts[.header] == 1)
        let refreshing = header[2].t, finishing = header[3].t
        #expect(abs(refreshing - released) < 1e-9)
        #expect(abs(finishing - (refreshing + 1)) < 1e-9)
        #expect(playground.scrollView.contentOffset.y == playground.scrollView.metrics.minOffsetY)
        #expect(playground.scrollView.totalContentInset == .zero)
    }

    @Test func aShortPullDoesNotRefresh() {
        let playground = Playground()
        var finger = Finger(playground)
        finger.drag(by: 60, over: 0.3)
        finger.release()
        finger.wait(2)
        #expect(playground.events.map(\.state) == [.revealing, .idle])
        #expect(playground.actionCounts[.header] == nil)
    }

    @Test func theFooterLoadsMoreRowsAtTheEnd() {
        let playground = Playground(configuration: .init(workDelay: 0.5))
        let rows = playground.rowCount
        var finger = Finger(playground)
        // Scroll to the end with the wheel (it stops at the edge), then wait for the load.
        for _ in 0..<40 { playground.apply(.wheel(dy: -PointerInput.wheelStep)) }
        #expect(playground.scrollView.contentOffset.y == playground.scrollView.metrics.maxOffsetY)
        #expect(playground.footer.state == .refreshing)
        finger.wait(1.5)
        #expect(playground.rowCount == rows + PlaygroundConfiguration.defaultRowsPerLoad)
        #expect(playground.events.filter { $0.edge == .footer }.map(\.state) == [.refreshing, .finishing, .idle])
        #expect(playground.scrollView.contentSize.height == Double(playground.rowCount) * PlaygroundLook.rowHeight)
    }

    @Test func noMoreDataStopsTheFooterUntilToggledBack() {
        let playground = Playground()
        playground.perform(.toggleNoMoreData)
        #expect(playground.footer.state == .noMoreData)
        for _ in 0..<40 { playground.apply(.wheel(dy: -PointerInput.wheelStep)) }
        #expect(playground.footer.state == .noMoreData)
        playground.perform(.toggleNoMoreData)
        #expect(playground.footer.state == .idle)
    }

    @Test func theWheelDoesNotRubberBand() {
        let playground = Playground()
        let top = playground.scrollView.contentOffset.y
        playground.apply(.wheel(dy: PointerInput.wheelStep))
        #expect(playground.scrollView.contentOffset.y == top)
        playground.apply(.wheel(dy: -PointerInput.wheelStep))
        #expect(playground.scrollView.contentOffset.y == top + PointerInput.wheelStep)
        #expect(playground.events.isEmpty)
    }

    @Test func styleKeysChooseFromTheCatalog() {
        let playground = Playground()
        #expect(playground.style.name == "classic")
        playground.perform(.selectStyle(0))
        #expect(playground.style.name == "barFill")
        playground.perform(.nextStyle)
        #expect(playground.style.name == "arcSpinner")
        let last = Indicators.catalog.lastIndex { if case .indicator = $0.kind { true } else { false } }!
        playground.perform(.selectStyle(last))
        playground.perform(.nextStyle)  // skips the collapsing header, wraps around
        #expect(playground.style.name == "barFill")
        let collapsing = Indicators.catalog.firstIndex { $0.name == "collapsingHeader" }!
        playground.perform(.selectStyle(collapsing))
        #expect(playground.collapsingHeader != nil)
        #expect(playground.style.name == "barFill")
        playground.perform(.selectStyle(99))
        #expect(playground.style.name == "barFill")
    }

    @Test func barsKeepContentAtTheTopUnderThem() {
        let playground = Playground()
        playground.perform(.toggleNavigationBar)
        #expect(playground.scrollView.contentOffset.y == -91)
        playground.perform(.toggleLargeTitle)
        #expect(playground.scrollView.contentOffset.y == -140)
        playground.perform(.toggleLargeTitle)
        #expect(playground.scrollView.contentOffset.y == 0)
        #expect(playground.scrollView.safeAreaInsets.bottom == PlaygroundLook.overlayHeight)
    }

    @Test func theCollapsingHeaderShrinksAndTheScrollViewFollows() {
        let playground = Playground()
        playground.perform(.toggleCollapsingHeader)
        #expect(playground.scrollView.viewportSize.height == 844 - 88)
        var finger = Finger(playground)
        finger.drag(by: -100, over: 0.3)
        finger.release()
        finger.wait(1)
        let header = try! #require(playground.collapsingHeader)
        #expect(header.height == header.configuration.minHeight)
        #expect(playground.scrollView.viewportSize.height == 844 - header.height)
        playground.perform(.toggleCollapsingHeader)
        #expect(playground.collapsingHeader == nil)
        #expect(playground.scrollView.viewportSize.height == 844)
    }

    @Test func rBeginsARefreshFromCodeAndReduceMotionToggles() {
        let playground = Playground(configuration: .init(workDelay: 0.2))
        playground.perform(.beginRefreshing)
        #expect(playground.header.state == .refreshing)
        playground.perform(.toggleReduceMotion)
        #expect(playground.reduceMotion)
        var finger = Finger(playground)
        finger.wait(1)
        #expect(playground.header.state == .idle)
    }
}

@Suite struct PlaygroundOptionsTests {
    @Test func defaultsMakeTheDefaultConfiguration() throws {
        let options = try PlaygroundOptions.parse([])
        let c = try options.configuration()
        #expect(Indicators.catalog[c.styleIndex].name == "classic")
        #expect(c.workDelay == 2)
        #expect(options.scale == 2)
        let bar = try PlaygroundOptions.parse(["--navigation-bar", "--style", "arcSpinner", "--work-delay", "0.5"])
        let d = try bar.configuration()
        #expect(d.safeAreaTop == 91)
        #expect(Indicators.catalog[d.styleIndex].name == "arcSpinner")
    }

    @Test func unusableOptionsSayWhatToPass() throws {
        for (args, fragment) in [
            (["--scale", "4"], "pass 2"), (["--work-delay=-1"], "--work-delay"),
            (["--style", "nope"], "barFill"), (["--style", "collapsingHeader"], "not an indicator"),
            (["--duration", "0"], "--duration"),
            (["--navigation-bar", "--large-title"], "exclude"),
        ] {
            let options = try PlaygroundOptions.parse(args)
            #expect(throws: PlaygroundError.self) { try options.configuration() }
            do { _ = try options.configuration() } catch {
                #expect("\(error)".contains(fragment), "\(args): \(error)")
            }
        }
    }
}
