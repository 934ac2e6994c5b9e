import Testing
@testable import RefreshKitCore

/// Leading and trailing controls on a horizontal scroll view: the same state machine, insets and
/// ledger as header and footer, through `HorizontalScrollHost`.
@MainActor @Suite struct HorizontalRefreshTests {
    @Test func sidesAndTranspositionRoundTrip() {
        #expect(InsetSide(edge: .header, axis: .horizontal) == .left)
        #expect(InsetSide(edge: .footer, axis: .horizontal) == .right)
        #expect(InsetSide(edge: .header, axis: .vertical) == .top)
        #expect(InsetSide(edge: .footer, axis: .vertical) == .bottom)
        let m = ScrollMetrics(
            contentOffset: Point(x: -3, y: 7), contentSize: Size(width: 900, height: 200),
            viewportSize: Size(width: 390, height: 200), contentInset: Insets(top: 1, left: 2, bottom: 3, right: 4),
            safeAreaInsets: Insets(top: 5, left: 6, bottom: 7, right: 8), isDragging: true, isInWindow: false)
        #expect(m.transposed.transposed == m)
        #expect(m.transposed.contentOffset.y == -3 && m.transposed.viewportSize.height == 390)
        #expect(m.transposed.adjustedContentInset.top == 2 + 6)
    }

    /// The same gestures, once on a vertical scroll view and once on a horizontal one (the same
    /// physics along its axis): the leading/trailing controls go through the same states at the
    /// same times, fire the same actions and hold the same shares, to the bit.
    @Test func aCarouselRefreshesAndLoadsExactlyAsAVerticalListDoes() {
        let vertical = makeScrollView(content: 1500, inset: Insets(top: 0.3, bottom: 0.7))
        let horizontalView = makeScrollView(content: 1500, inset: Insets(top: 0.3, bottom: 0.7))
        let swapped = SwappedAxesHost(horizontalView)
        let carousel = HorizontalScrollHost(base: swapped)
        var fired: [String] = []
        func controls(
            on host: any ScrollHost, tag: String
        ) -> (RefreshController, RefreshController, StateLog, StateLog) {
            let start = RefreshController(edge: .header, action: .sync { fired.append("\(tag) start") })
            let end = RefreshController(
                edge: .footer, configuration: RefreshConfiguration(height: 50, mode: .auto),
                action: .sync { fired.append("\(tag) end") })
            let logs = (StateLog(start), StateLog(end))
            start.attach(to: host)
            end.attach(to: host)
            return (start, end, logs.0, logs.1)
        }
        let (header, footer, headerLog, footerLog) = controls(on: vertical, tag: "v")
        let (leading, trailing, leadingLog, trailingLog) = controls(on: carousel, tag: "h")
        for view in [vertical, horizontalView] {
            view.pullAndRelease()
            view.wait(1)
        }
        #expect(header.state == .refreshing && leading.state == .refreshing)
        #expect(horizontalView.refreshInsets.top == 64 && carousel.metrics.refreshInsets.top == 64)
        header.endRefreshing()
        leading.endRefreshing()
        for view in [vertical, horizontalView] {
            view.wait(1)
            view.drag(by: -1600, duration: 0.8)  // towards the end: the trailing control loads
            view.liftFinger(velocity: 0)
            view.wait(1)
        }
        #expect(footer.state == .refreshing && trailing.state == .refreshing)
        footer.endRefreshing()
        trailing.endRefreshing()
        vertical.wait(2)
        horizontalView.wait(2)
        #expect(headerLog.changes == leadingLog.changes)
        #expect(footerLog.changes == trailingLog.changes)
        #expect(fired.filter { $0.hasPrefix("v") }.count == 2 && fired.filter { $0.hasPrefix("h") }.count == 2)
        #expect(vertical.contentOffset == horizontalView.contentOffset)
        #expect(horizontalView.totalContentInset.top.bitPattern == 0.3.bitPattern)
        #expect(horizontalView.totalContentInset.bottom.bitPattern == 0.7.bitPattern)
        #expect(carousel.busyEdges.isEmpty)
    }
}

/// Where the leading and trailing controls sit.
@Suite struct HorizontalLayoutTests {
    @Test func leadingSitsLeftOfTheContentTrailingRightOfItsEnd() {
        let m = ScrollMetrics(
            contentSize: Size(width: 1200, height: 200), viewportSize: Size(width: 390, height: 200),
            safeAreaInsets: Insets(left: 20, right: 20))
        #expect(
            RefreshControlLayout.frame(edge: .header, axis: .horizontal, height: 64, metrics: m)
                == Rect(x: -64, y: 0, width: 64, height: 200))
        #expect(
            RefreshControlLayout.frame(edge: .footer, axis: .horizontal, height: 50, metrics: m)
                == Rect(x: 1200, y: 0, width: 50, height: 200))
        let vertical = ScrollMetrics(
            contentSize: Size(width: 390, height: 2000), viewportSize: Size(width: 390, height: 844))
        #expect(
            RefreshControlLayout.frame(edge: .header, axis: .vertical, height: 64, metrics: vertical)
                == RefreshControlLayout.frame(edge: .header, height: 64, metrics: vertical))
    }
}
