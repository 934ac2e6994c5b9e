import RefreshKitCore
import RefreshKitScrollSimulation
import RefreshKitStyles

/// The playground's model: a phone-sized list on a ``SimulatedScrollView`` with a header and a
/// load-more footer ``RefreshController`` and, on demand, the collapsing header's ``CollapsingHeaderController`` —
/// the same engine `refreshkit simulate` and `refreshkit render` drive, fed by pointer
/// commands and real time instead of a script.
///
/// Time is the caller's clock in seconds (the window passes a monotonic clock); nothing here
/// reads a clock. The header's action is fake work that reloads the list after
/// ``PlaygroundConfiguration/workDelay``; the footer's appends rows after the same delay.
@MainActor
package final class Playground {
    /// One state change of a control.
    package struct StateEvent: Hashable, Sendable {
        /// Seconds since the start.
        package var t: Double
        /// The control's edge.
        package var edge: RefreshEdge
        /// The state entered.
        package var state: RefreshPhase

        /// The line `--log` prints (simulate's spelling).
        package var jsonLine: String { JSONLine.stateChange(t: t, edge: edge, state: state) }
    }

    /// The configuration it started with.
    package let configuration: PlaygroundConfiguration
    /// The scroll view.
    package let scrollView: SimulatedScrollView
    /// The pull-to-refresh header.
    package let header: RefreshController
    /// The load-more footer (auto: it loads when the end shows while scrolling).
    package let footer: RefreshController
    /// The collapsing header, while shown.
    package private(set) var collapsingHeader: CollapsingHeaderController?
    /// The catalog index of the indicator style shown.
    package private(set) var styleIndex: Int
    /// The indicator drawn in the header and the footer.
    package private(set) var indicator: any RefreshIndicator
    /// Reduce Motion.
    package private(set) var reduceMotion: Bool
    /// How many rows the list has.
    package private(set) var rowCount: Int
    /// Every state change so far.
    package private(set) var events: [StateEvent] = []
    /// How many times each edge's action ran.
    package private(set) var actionCounts: [RefreshEdge: Int] = [:]
    /// Called on every state change (after it is added to ``events``).
    package var onStateChange: ((StateEvent) -> Void)?

    private var pendingEnds: [(edge: RefreshEdge, time: Double)] = []

    /// Creates the playground at rest at time 0.
    package init(configuration: PlaygroundConfiguration = PlaygroundConfiguration()) {
        self.configuration = configuration
        let index = Self.indicatorIndex(near: configuration.styleIndex)
        styleIndex = index
        indicator = Self.makeIndicator(index)
        reduceMotion = configuration.reduceMotion
        rowCount = Swift.max(0, Swift.min(configuration.initialRows, PlaygroundConfiguration.maximumRows))
        let window = PlaygroundLook.windowSize
        scrollView = SimulatedScrollView(
            viewportSize: window,
            contentSize: Size(width: window.width, height: Double(rowCount) * PlaygroundLook.rowHeight),
            safeAreaInsets: Insets(top: configuration.safeAreaTop, bottom: PlaygroundLook.overlayHeight))
        let headerHeight = Indicators.catalog[index].preferredSize.height
        header = RefreshController(edge: .header, configuration: RefreshConfiguration(height: headerHeight))
        footer = RefreshController(
            edge: .footer,
            configuration: RefreshConfiguration(
                height: PlaygroundConfiguration.footerHeight, mode: .auto))
        for controller in [header, footer] {
            let edge = controller.edge
            controller.observeState { [unowned self] change in
                let event = StateEvent(t: change.time, edge: edge, state: change.to.phase)
                self.events.append(event)
                self.onStateChange?(event)
            }
            controller.setAction(
                .sync { [unowned self] in
                    self.actionCounts[edge, default: 0] += 1
                    self.pendingEnds.removeAll { $0.edge == edge }
                    self.pendingEnds.append((edge, self.scrollView.time + Swift.max(0, self.configuration.workDelay)))
                })
        }
        installFinishingHold()
        header.attach(to: scrollView)
        footer.attach(to: scrollView)
        if configuration.noMoreData { footer.setNoMoreData(true) }
        if configuration.collapsingHeader { setCollapsingHeader(true) }
    }

    /// Seconds since the start.
    package var time: Double { scrollView.time }

    /// The catalog entry of the style shown.
    package var style: IndicatorStyle { Indicators.catalog[styleIndex] }

    // MARK: Time

    /// Advances to `t` seconds (ignored if in the past), ending fake work whose delay ran out
    /// at its exact time on the way.
    package func advance(to t: Double) {
        guard t.isFinite, t >= scrollView.time else { return }
        while let next = pendingEnds.min(by: { $0.time < $1.time }), next.time <= t {
            pendingEnds.removeAll { $0.edge == next.edge && $0.time == next.time }
            scrollView.advance(to: Swift.max(next.time, scrollView.time))
            finishWork(next.edge)
        }
        scrollView.advance(to: t)
        followCollapsingHeader()
    }

    private func finishWork(_ edge: RefreshEdge) {
        switch edge {
        case .header:
            setRowCount(configuration.initialRows)
            header.endRefreshing()
        case .footer:
            setRowCount(rowCount + Swift.max(0, configuration.rowsPerLoad))
            footer.endRefreshing()
        }
    }

    private func setRowCount(_ n: Int) {
        rowCount = Swift.max(0, Swift.min(n, PlaygroundConfiguration.maximumRows))
        scrollView.setContentSize(
            Size(
                width: PlaygroundLook.windowSize.width,
                height: Double(rowCount) * PlaygroundLook.rowHeight))
    }

    // MARK: Input

    /// Applies a pointer command at the current time.
    package func apply(_ command: ScrollCommand) {
        switch command {
        case .touchDown:
            scrollView.touchDown()
        case let .moveFinger(dy):
            scrollView.moveFinger(by: dy)
        case let .liftFinger(velocity):
            scrollView.liftFinger(velocity: velocity)
        case let .wheel(dy):
            wheel(dy)
        }
    }

    /// A wheel notch scrolls like a short finger move that stops at the edges (a wheel does not
    /// rubber-band), so an auto footer sees a drag reach the end.
    private func wheel(_ dy: Double) {
        guard !scrollView.isTracking else { return }
        let m = scrollView.metrics, y = m.contentOffset.y
        let target = RKMath.clamp(y - dy, m.minOffsetY, m.maxOffsetY)
        let move = y - target
        scrollView.touchDown()
        if move != 0 { scrollView.moveFinger(by: move) }
        scrollView.liftFinger(velocity: 0)
    }

    /// Carries out a key's command (``PlaygroundCommand/screenshot`` and
    /// ``PlaygroundCommand/quit`` are the window's business and do nothing here).
    package func perform(_ command: PlaygroundCommand) {
        switch command {
        case let .selectStyle(index):
            guard Indicators.catalog.indices.contains(index) else { return }
            if case .collapsingHeader = Indicators.catalog[index].kind {
                setCollapsingHeader(collapsingHeader == nil)
            } else {
                setStyle(index)
            }
        case .nextStyle:
            setStyle(Self.indicatorIndex(near: styleIndex + 1))
        case .toggleReduceMotion:
            reduceMotion.toggle()
        case .toggleNavigationBar:
            setSafeAreaTop(
                scrollView.safeAreaInsets.top == PlaygroundConfiguration.navigationBarInset
                    ? 0 : PlaygroundConfiguration.navigationBarInset)
        case .toggleLargeTitle:
            setSafeAreaTop(
                scrollView.safeAreaInsets.top == PlaygroundConfiguration.largeTitleInset
                    ? 0 : PlaygroundConfiguration.largeTitleInset)
        case .toggleCollapsingHeader:
            setCollapsingHeader(collapsingHeader == nil)
        case .toggleNoMoreData:
            footer.setNoMoreData(footer.state != .noMoreData)
        case .beginRefreshing:
            header.beginRefreshing()
        case .screenshot, .quit:
            break
        }
    }

    private func setStyle(_ index: Int) {
        let index = Self.indicatorIndex(near: index)
        styleIndex = index
        indicator = Self.makeIndicator(index)
        installFinishingHold()
    }

    private func installFinishingHold() {
        let indicator = self.indicator
        header.finishingHold = { indicator.finishingHoldDuration(afterRefreshingFor: $0) }
    }

    /// Changes the top safe area; content resting at the top stays at the top, as a view
    /// controller that gains a bar shows its first row under it.
    private func setSafeAreaTop(_ top: Double) {
        let wasAtTop = scrollView.isAtRest && scrollView.contentOffset.y == scrollView.metrics.minOffsetY
        var insets = scrollView.safeAreaInsets
        insets.top = top
        scrollView.setSafeAreaInsets(insets)
        if wasAtTop {
            scrollView.setContentOffset(Point(x: 0, y: scrollView.metrics.minOffsetY), animated: false)
        }
    }

    private func setCollapsingHeader(_ on: Bool) {
        if on, collapsingHeader == nil {
            let controller = CollapsingHeaderController()
            controller.attach(to: scrollView)
            collapsingHeader = controller
        } else if !on, let controller = collapsingHeader {
            controller.detach()
            collapsingHeader = nil
        }
        followCollapsingHeader()
    }

    /// The scroll view sits below the collapsing header: its height follows the header's (as a
    /// table view pinned to the header's bottom). Applied between frames, so the
    /// header's own scroll handling is never re-entered.
    private func followCollapsingHeader() {
        let window = PlaygroundLook.windowSize
        let top = collapsingHeader?.height ?? 0
        let size = Size(width: window.width, height: window.height - top)
        if scrollView.viewportSize != size { scrollView.setViewportSize(size) }
    }

    // MARK: Styles

    /// The index of the first indicator style (not the collapsing header) at or after `index`,
    /// wrapping around the catalog.
    package static func indicatorIndex(near index: Int) -> Int {
        let n = Indicators.catalog.count
        for k in 0..<n {
            let i = ((index + k) % n + n) % n
            if case .indicator = Indicators.catalog[i].kind { return i }
        }
        return 0
    }

    private static func makeIndicator(_ index: Int) -> any RefreshIndicator {
        if case let .indicator(make) = Indicators.catalog[index].kind { return make() }
        return Indicators.ArcSpinner()
    }

    // MARK: Drawing

    /// The frame to show now at `scale`, with `overlayLines` in the overlay.
    package func layout(scale: Double, overlayLines: [String], glyphs: any GlyphSource) -> FrameLayout {
        let window = PlaygroundLook.windowSize
        let top = collapsingHeader?.height ?? 0
        let scrollFrame = Rect(x: 0, y: top, width: window.width, height: window.height - top)
        let contentTop = FrameLayout.snapped(top - scrollView.contentOffset.y, scale: scale)
        var layout = FrameLayout(
            size: window, scale: scale, scrollFrame: scrollFrame, contentTop: contentTop,
            rowCount: rowCount, visibleRows: 0..<0, header: nil, footer: nil,
            barHeight: scrollView.safeAreaInsets.top,
            collapsingHeader: collapsingHeader.map {
                .init(height: $0.height, percentage: $0.percentage, titleTop: $0.titleTop)
            },
            overlayLines: overlayLines)
        let viewport = layout.contentViewport
        layout.visibleRows = FrameLayout.visibleRows(rowCount: rowCount, contentTop: contentTop, viewport: viewport)
        let contentBottom = contentTop + Double(rowCount) * PlaygroundLook.rowHeight
        let headerHeight = header.configuration.height
        let headerRect = Rect(x: 0, y: contentTop - headerHeight, width: window.width, height: headerHeight)
        if !headerRect.intersection(viewport).isEmpty {
            layout.header = indicatorPart(header, rect: headerRect, scale: scale, glyphs: glyphs)
        }
        let footerRect = Rect(x: 0, y: contentBottom, width: window.width, height: footer.configuration.height)
        if !footerRect.intersection(viewport).isEmpty {
            layout.footer = indicatorPart(footer, rect: footerRect, scale: scale, glyphs: glyphs)
        }
        return layout
    }

    private func indicatorPart(
        _ controller: RefreshController, rect: Rect, scale: Double,
        glyphs: any GlyphSource
    ) -> FrameLayout.Indicator {
        let context = controller.moment.context(
            size: rect.size, displayScale: scale,
            backgroundColor: PlaygroundLook.background,
            reduceMotion: reduceMotion, glyphs: glyphs)
        return FrameLayout.Indicator(rect: rect, scene: indicator.scene(for: context), phase: controller.state.phase)
    }
}
