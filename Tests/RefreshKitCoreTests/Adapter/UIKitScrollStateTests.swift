import Testing
@testable import RefreshKitCore

/// Mapping what UIKit reports to the metrics the controllers read.
@Suite struct UIKitScrollStateTests {
    @Test func appInsetAndSharesComeFromTheLedgerAdjustedAsUIKitReportsIt() {
        var ledger = InsetLedger(appInset: Insets(top: 10))
        let total = ledger.setShare(64, for: .header)
        let state = UIKitScrollState(
            contentOffset: Point(x: 0, y: -165), contentSize: Size(width: 390, height: 2000),
            boundsSize: Size(width: 390, height: 844), contentInset: total,
            adjustedContentInset: Insets(top: 10 + 64 + 91, bottom: 34),
            safeAreaInsets: Insets(top: 91, bottom: 34), isTracking: true,
            isDragging: true, isDecelerating: false)
        let m = state.metrics(ledger: ledger)
        #expect(m.contentInset == Insets(top: 10))
        #expect(m.refreshInsets == Insets(top: 64))
        #expect(m.adjustedContentInset == Insets(top: 165, bottom: 34))
        #expect(m.safeAreaInsets == Insets(top: 91, bottom: 34))
        #expect(m.restingTopInset == 101)
        #expect(m.minOffsetY == -165)
        #expect(m.viewportSize == Size(width: 390, height: 844))
        #expect(m.isTracking && m.isDragging && !m.isDecelerating)
        #expect(state.metrics(ledger: ledger, isDragging: false).isDragging == false)
    }

    @Test func nonFiniteValuesAreSanitisedAndZeroSizesAreFine() {
        let state = UIKitScrollState(
            contentOffset: Point(x: .nan, y: -.infinity),
            contentSize: Size(width: .infinity, height: -5),
            boundsSize: .zero, contentInset: Insets(top: .nan),
            adjustedContentInset: Insets(top: .infinity, left: -3),
            safeAreaInsets: Insets(bottom: .nan))
        let m = state.metrics(ledger: InsetLedger())
        #expect(m.contentOffset == .zero)
        #expect(m.contentSize == .zero && m.viewportSize == .zero)
        #expect(m.adjustedContentInset == Insets(left: -3))  // negative insets are legitimate
        #expect(m.safeAreaInsets == .zero)
        #expect(state.sanitized == state.sanitized)  // NaN-free: comparable
    }

    @MainActor @Test func aControllerOnZeroSizedMetricsWaitsForASize() {
        var m = UIKitScrollState(contentOffset: Point(x: 0, y: -200)).metrics(ledger: InsetLedger(), isDragging: true)
        let host = ManualHost(metrics: m)
        let header = RefreshController(edge: .header)
        header.attach(to: host)
        host.send(.didScroll)
        #expect(header.state == .idle)
        header.beginRefreshing()  // deferred until a size
        #expect(header.state == .idle)
        m.viewportSize = Size(width: 390, height: 844)
        m.isDragging = false
        host.metrics = m
        host.send(.layoutDidChange)
        #expect(header.state == .refreshing)
    }

    /// A phone in portrait under a navigation bar with a large title: safe area 140 on top, 34 at
    /// the bottom, app inset 8 on top.
    @Test(arguments: ContentInsetAdjustment.allCases)
    func everyAdjustmentBehaviour(behavior: ContentInsetAdjustment) {
        let app = Insets(top: 8), safe = Insets(top: 140, left: 0, bottom: 34, right: 0)
        let tall = behavior.adjustedContentInset(contentInset: app, safeAreaInsets: safe, scrollsVertically: true)
        let short = behavior.adjustedContentInset(
            contentInset: app, safeAreaInsets: safe, scrollsVertically: false,
            inNavigationOrTabController: false)
        switch behavior {
        case .automatic, .scrollableAxes, .always:
            #expect(tall == Insets(top: 148, bottom: 34))
        case .never:
            #expect(tall == Insets(top: 8))
        }
        switch behavior {
        case .always: #expect(short == Insets(top: 148, bottom: 34))
        case .automatic, .scrollableAxes, .never: #expect(short == Insets(top: 8))
        }
        // Short content under a navigation controller: .automatic still adjusts vertically.
        let inNav = behavior.adjustedContentInset(contentInset: app, safeAreaInsets: safe, scrollsVertically: false)
        #expect(
            inNav == (behavior == .automatic || behavior == .always ? Insets(top: 148, bottom: 34) : Insets(top: 8)))
        // The metrics' resting edge is the adjusted one, whatever the behaviour.
        var ledger = InsetLedger(appInset: app)
        let total = ledger.setShare(64, for: .header)
        let adjusted = behavior.adjustedContentInset(contentInset: total, safeAreaInsets: safe, scrollsVertically: true)
        let m = UIKitScrollState(
            contentSize: Size(width: 390, height: 2000), boundsSize: Size(width: 390, height: 844),
            contentInset: total, adjustedContentInset: adjusted, safeAreaInsets: safe
        )
        .metrics(ledger: ledger)
        #expect(m.restingTopInset == (behavior == .never ? 8 : 148))
        #expect(m.minOffsetY == -(behavior == .never ? 8 + 64 : 148 + 64))
    }

    @Test func horizontalAxisFollowsItsOwnScrollability() {
        let safe = Insets(top: 0, left: 47, bottom: 21, right: 47)  // landscape
        #expect(
            ContentInsetAdjustment.scrollableAxes.adjustedContentInset(
                contentInset: .zero, safeAreaInsets: safe, scrollsVertically: true, scrollsHorizontally: true)
                == Insets(top: 0, left: 47, bottom: 21, right: 47))
        #expect(
            ContentInsetAdjustment.automatic.adjustedContentInset(
                contentInset: .zero, safeAreaInsets: safe, scrollsVertically: true)
                == Insets(bottom: 21))
    }

    /// A large title collapses as the content scrolls: the safe area's top goes 140 → 96 and the
    /// header's trigger follows the resting edge.
    @MainActor @Test func largeTitleCollapsingMovesTheRestingEdge() {
        let ledger = InsetLedger()
        func state(safeTop: Double, y: Double, dragging: Bool) -> UIKitScrollState {
            UIKitScrollState(
                contentOffset: Point(x: 0, y: y), contentSize: Size(width: 390, height: 2000),
                boundsSize: Size(width: 390, height: 844), contentInset: ledger.total,
                adjustedContentInset: Insets(top: safeTop, bottom: 34),
                safeAreaInsets: Insets(top: safeTop, bottom: 34), isTracking: dragging,
                isDragging: dragging)
        }
        let expanded = state(safeTop: 140, y: -140, dragging: false).metrics(ledger: ledger)
        #expect(expanded.restingTopInset == 140 && expanded.minOffsetY == -140)
        let collapsed = state(safeTop: 96, y: 50, dragging: false).metrics(ledger: ledger)
        #expect(collapsed.restingTopInset == 96 && collapsed.minOffsetY == -96)
        // A header on a host with these metrics measures the pull from −96, then from −140.
        let host = ManualHost(metrics: collapsed)
        let header = RefreshController(edge: .header, configuration: .standard)
        header.attach(to: host)
        host.metrics = state(safeTop: 96, y: -96 - 63, dragging: true).metrics(ledger: ledger)
        host.send(.didScroll)
        #expect(header.state.phase == .revealing && header.pullDistance == 63)
        host.metrics = state(safeTop: 140, y: -140 - 64, dragging: true).metrics(ledger: ledger)
        host.send(.layoutDidChange)
        #expect(header.state.phase == .armed && header.pullDistance == 64)
    }
}
