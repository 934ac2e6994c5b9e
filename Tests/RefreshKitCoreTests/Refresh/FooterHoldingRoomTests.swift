import Testing
@testable import RefreshKitCore
import RefreshKitScrollSimulation

/// A footer that holds its room at rest (`RefreshConfiguration.holdsRoomAtRest`, MJRefresh's auto
/// footer): the inset is the app's plus the footer's height, to the bit, in every state while it
/// is attached; it shows below the last row without over-scrolling. It loads when the user's
/// scroll brings its end into view; one that fills the viewport (`fillsViewport`) loads a short
/// list as soon as its end shows, and again only after the content changed, so it never loops.
@MainActor @Suite struct FooterHoldingRoomTests {
    /// The app's bottom inset: a fraction with many bits, so that any rounding shows.
    let appBottom = 33.7 + 1e-9

    @MainActor final class Pages {
        var loads = 0
        /// Points the next pages add (none once empty).
        var growth: [Double] = []
    }

    func footer(holding: Bool = true, fills: Bool = true, pages: Pages, sv: SimulatedScrollView) -> RefreshController {
        var configuration = RefreshConfiguration.loadMoreHoldingRoom
        configuration.holdsRoomAtRest = holding
        configuration.fillsViewport = fills
        let footer = RefreshController(edge: .footer, configuration: configuration)
        footer.setAction(
            .sync { [unowned footer, unowned sv] in
                pages.loads += 1
                if !pages.growth.isEmpty {
                    let more = pages.growth.removeFirst()
                    sv.setContentSize(Size(width: 390, height: sv.contentSize.height + more))
                }
                footer.endRefreshing()
            })
        return footer
    }

    @Test func theInsetIsTheAppsPlusTheRoomInEveryStateToTheBit() {
        let pages = Pages()
        let sv = makeScrollView(content: 2000, inset: Insets(bottom: appBottom), safeArea: Insets(top: 91, bottom: 34))
        let footer = footer(pages: pages, sv: sv)
        footer.attach(to: sv)
        let held = appBottom + 50
        func expectHeld(_ what: Comment) {
            #expect(sv.totalContentInset.bottom.bitPattern == held.bitPattern, what)
            #expect(sv.contentInset.bottom.bitPattern == appBottom.bitPattern, what)
            #expect(footer.appliedShare == 50, what)
        }
        expectHeld("attached, idle")
        // At the end of the content the footer shows under the last row, in view, at rest.
        sv.setContentOffset(Point(x: 0, y: sv.metrics.maxOffsetY), animated: false)
        let frame = RefreshControlLayout.frame(edge: .footer, height: 50, metrics: sv.metrics, mode: .auto)
        #expect(frame.origin.y == 2000)
        #expect(RefreshControlLayout.isInView(frame: frame, axis: .vertical, metrics: sv.metrics))
        // Its bottom is the bottom of the area between the bars: no over-scrolling needed.
        #expect(sv.contentOffset.y + sv.viewportSize.height - sv.metrics.restingBottomInset == frame.maxY)
        // A load (it started when the end showed): the room neither grows nor shrinks, frame by frame.
        for _ in 0..<240 {
            sv.advance(by: 1.0 / 120)
            expectHeld("loading and finishing")
        }
        #expect(pages.loads == 1 && footer.state == .idle)
        footer.beginRefreshing(runningAction: false, animated: false)
        footer.endRefreshing(with: ClosureShapeTests.Offline())
        #expect(footer.state == .failed)
        expectHeld("failed")
        footer.setNoMoreData(true)
        sv.wait(1)
        expectHeld("no more data")
        footer.setNoMoreData(false)
        sv.wait(1)
        expectHeld("idle again")
        footer.detach()
        #expect(sv.totalContentInset.bottom.bitPattern == appBottom.bitPattern)
        #expect(sv.refreshInsets.bottom == 0)
    }

    @Test func theDefaultFooterHoldsNoRoomAtRest() {
        let sv = makeScrollView(content: 2000, inset: Insets(bottom: appBottom))
        let footer = footer(holding: false, pages: Pages(), sv: sv)
        footer.attach(to: sv)
        sv.setContentOffset(Point(x: 0, y: sv.metrics.maxOffsetY), animated: false)
        sv.wait(1)
        #expect(sv.totalContentInset.bottom.bitPattern == appBottom.bitPattern)
        let frame = RefreshControlLayout.frame(edge: .footer, height: 50, metrics: sv.metrics, mode: .auto)
        #expect(!RefreshControlLayout.isInView(frame: frame, axis: .vertical, metrics: sv.metrics))
    }

    @Test func aShortListWaitsForTheUsersScrollUnlessItFillsTheViewport() {
        let pages = Pages()
        let sv = makeScrollView(content: 300, safeArea: Insets(top: 91, bottom: 34))
        let footer = footer(fills: false, pages: pages, sv: sv)
        footer.attach(to: sv)
        sv.wait(2)
        #expect(pages.loads == 0 && footer.state == .idle)
        #expect(sv.refreshInsets.bottom == 50)  // "Load more" shows under the last row
        sv.drag(by: -40, duration: 0.2)  // the user's drag towards the end
        #expect(pages.loads == 1)
        sv.liftFinger(velocity: 0)
        sv.wait(2)
        #expect(pages.loads == 1)
    }

    @Test func aShortListLoadsAsSoonAsItsEndShowsWithoutADrag() {
        let pages = Pages()
        let sv = makeScrollView(content: 300, safeArea: Insets(top: 91, bottom: 34))
        let footer = footer(pages: pages, sv: sv)
        let log = StateLog(footer)
        footer.attach(to: sv)
        #expect(pages.loads == 1)
        #expect(log.phases.first == .refreshing)
        #expect(!sv.isTracking && !sv.isDecelerating)
        #expect(sv.contentOffset.y == -91)  // nothing moved
    }

    @Test func aLoadThatAddsNothingNeverLoopsGrowthLoadsUntilTheEndLeavesTheScreen() {
        let pages = Pages()
        let sv = makeScrollView(content: 300, safeArea: Insets(top: 91, bottom: 34))
        let footer = footer(pages: pages, sv: sv)
        footer.attach(to: sv)  // the first page: it adds nothing (the app forgot noMoreData)
        sv.wait(5)
        #expect(pages.loads == 1 && footer.state == .idle)
        // The content grows by itself (rows inserted): the end still shows, so it loads once more.
        pages.growth = [200, 200, 200, 200, 200]
        sv.setContentSize(Size(width: 390, height: 360))
        sv.wait(1)
        // 360 → 560 → 760: the area between the bars is 844 − 91 − 34 = 719 pt high, so at 760
        // the footer's top is below it and loading stops (three growths left unused).
        #expect(sv.contentSize.height == 760)
        #expect(pages.loads == 3)
        #expect(pages.growth.count == 3)
        sv.wait(5)
        #expect(pages.loads == 3)
    }

    @Test func noMoreDataStopsTheShortListLoadingEvenWhenTheContentGrows() {
        let pages = Pages()
        let sv = makeScrollView(content: 300)
        let footer = footer(pages: pages, sv: sv)
        footer.attach(to: sv)
        footer.setNoMoreData(true)
        sv.setContentSize(Size(width: 390, height: 400))
        sv.wait(2)
        #expect(pages.loads == 1 && footer.state == .noMoreData)
        #expect(sv.refreshInsets.bottom == 50)  // "No more data" stays in view
    }

    @Test func resettingNoMoreDataLooksAtTheEndAtOnceWithoutAnyScrollEvent() {
        // A host that sends nothing by itself (UIKit at rest: no display link, no scrolling).
        let host = ManualHost(
            metrics: ScrollMetrics(
                contentOffset: Point(x: 0, y: 0), contentSize: Size(width: 390, height: 300),
                viewportSize: Size(width: 390, height: 844)))
        let pages = Pages()
        var configuration = RefreshConfiguration.loadMoreFillingViewport
        configuration.animatesInsets = false
        let footer = RefreshController(edge: .footer, configuration: configuration)
        footer.setAction(.sync { pages.loads += 1 })
        footer.attach(to: host)
        #expect(pages.loads == 1)
        footer.setNoMoreData(true)
        footer.setNoMoreData(false)
        #expect(pages.loads == 1 && footer.state == .idle)  // the content did not grow
        host.metrics.contentSize.height = 500  // a reload: rows changed, no event yet
        footer.setNoMoreData(true)
        footer.setNoMoreData(false)
        #expect(pages.loads == 2 && footer.state == .refreshing)
    }

    @Test func noMoreDataSetBeforeTheControlIsInASlotIsKept() {
        let pages = Pages()
        let sv = makeScrollView(content: 300)
        let footer = footer(pages: pages, sv: sv)
        footer.setNoMoreData(true)  // before it is attached
        #expect(footer.isOutOfData)
        footer.attach(to: sv)
        #expect(footer.state == .noMoreData)
        #expect(pages.loads == 0)  // the short list does not load: there is nothing more
    }

    @Test func noMoreDataSetOnAControlNotYetPlacedFollowsItToTheFooterSlot() {
        // A control is a header until its slot says otherwise (`RefreshControl(…)` then
        // `noMoreData = true`, then `tableView.refreshFooter = control`).
        let header = RefreshController(edge: .header)
        header.setNoMoreData(true)
        let footer = header.replacement(edge: .footer, configuration: .loadMore)
        let sv = makeScrollView(content: 2000)
        footer.attach(to: sv)
        #expect(footer.state == .noMoreData)
        // The default: nothing carried.
        let fresh = RefreshController(edge: .header).replacement(edge: .footer, configuration: .loadMore)
        fresh.attach(to: makeScrollView())
        #expect(fresh.state == .idle)
    }

    @Test func aHeaderAndAPullFooterIgnoreTheOption() {
        var configuration = RefreshConfiguration.standard
        configuration.holdsRoomAtRest = true
        let sv = makeScrollView(inset: Insets(top: 10, bottom: 20))
        let header = RefreshController(edge: .header, configuration: configuration)
        configuration.mode = .pull
        let footer = RefreshController(edge: .footer, configuration: configuration)
        header.attach(to: sv)
        footer.attach(to: sv)
        sv.wait(1)
        #expect(sv.totalContentInset == Insets(top: 10, bottom: 20))
        #expect(!header.holdsRoomAtRest && !footer.holdsRoomAtRest)
    }
}
