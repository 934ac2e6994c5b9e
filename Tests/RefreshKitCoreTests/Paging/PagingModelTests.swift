import Testing
@testable import RefreshKitCore
import RefreshKitScrollSimulation

/// An app's own paging logic on the core, as the migrated apps have it: page 1 is requested in
/// `viewDidLoad` (by the app itself, or through the header's `beginRefreshing()`), before the
/// scroll view is on screen; page N by the automatic footer. The footer may request page 2 only
/// after page 1 arrived, and then only when the user scrolled to the end — or, with
/// `fillsViewport`, when page 1 is too short to fill the scroll view. Each run is made with a
/// footer that holds its room and with one that does not.
@MainActor @Suite struct PagingModelTests {
    /// Rows of 60 pt, 10 to a page.
    static let pageHeight = 600.0
    /// How long a page takes to arrive, in seconds.
    static let latency = 0.4

    /// The app's model: the pages requested (in order) and arrived, requests answered after
    /// ``latency`` on the scroll view's clock. The next page is the one after the last that
    /// arrived, as the apps compute it.
    @MainActor final class Feed {
        var requested: [Int] = []
        var arrived: [Int] = []
        /// Whether the user had scrolled to the end since the last page arrived, at each request.
        var requestedAfterUserScroll: [Bool] = []
        var userScrolledToEnd = false
        /// The page counter of an app that counts its pages itself.
        var page = 0
        var pending: [(page: Int, due: Double, done: @MainActor () -> Void)] = []
        let sv: SimulatedScrollView

        init(sv: SimulatedScrollView) { self.sv = sv }

        var nextPage: Int { (arrived.max() ?? 0) + 1 }

        func request(_ page: Int, then done: @escaping @MainActor () -> Void = {}) {
            requested.append(page)
            requestedAfterUserScroll.append(userScrolledToEnd)
            pending.append((page, sv.time + PagingModelTests.latency, done))
        }

        /// Answers the requests that are due: rows appended, then the completion.
        func deliver() {
            let due = pending.filter { $0.due <= sv.time }
            pending.removeAll { $0.due <= sv.time }
            for answer in due {
                arrived.append(answer.page)
                userScrolledToEnd = false
                sv.setContentSize(Size(width: 390, height: Double(arrived.count) * PagingModelTests.pageHeight))
                answer.done()
            }
        }
    }

    /// Lets `seconds` pass at 120 Hz, answering requests as they fall due.
    func run(_ seconds: Double, _ sv: SimulatedScrollView, _ feed: Feed) {
        for _ in 0..<Int((seconds * 120).rounded()) {
            sv.advance(by: 1.0 / 120)
            feed.deliver()
        }
    }

    /// A scroll view made in `viewDidLoad`: not yet in a window, no rows.
    func makeScene(holdsRoom: Bool, fills: Bool) -> (SimulatedScrollView, Feed, RefreshController) {
        let sv = makeScrollView(content: 0, safeArea: Insets(top: 91, bottom: 34))
        sv.setInWindow(false)
        let feed = Feed(sv: sv)
        var configuration = RefreshConfiguration.loadMoreHoldingRoom
        configuration.holdsRoomAtRest = holdsRoom
        configuration.fillsViewport = fills
        let footer = RefreshController(edge: .footer, configuration: configuration)
        footer.setAction(
            .sync { [unowned feed, unowned footer] in feed.request(feed.nextPage) { footer.endRefreshing() } })
        footer.attach(to: sv)
        return (sv, feed, footer)
    }

    /// The user scrolls to the end of the content (a drag up and a fling).
    func scrollToEnd(_ sv: SimulatedScrollView, _ feed: Feed) {
        feed.userScrolledToEnd = true
        sv.drag(by: -300, duration: 0.25)
        sv.liftFinger(velocity: -4000)
        run(2, sv, feed)
    }

    @Test(arguments: [true, false])
    func pageOneInViewDidLoadThenTheFooterWaitsForTheUsersScroll(holdsRoom: Bool) {
        let (sv, feed, footer) = makeScene(holdsRoom: holdsRoom, fills: false)
        feed.request(1)  // viewDidLoad
        sv.setInWindow(true)  // on screen, still empty
        run(0.2, sv, feed)
        #expect(feed.requested == [1])
        run(2, sv, feed)  // page 1 (600 pt) arrived: shorter than the 719 pt between the bars
        #expect(feed.arrived == [1])
        #expect(feed.requested == [1], "the footer loaded without a scroll")
        #expect(footer.state == .idle)
        scrollToEnd(sv, feed)
        #expect(feed.requested == [1, 2])
        #expect(feed.requestedAfterUserScroll == [false, true])
        run(2, sv, feed)  // page 2 arrived (1200 pt): the end is below the screen
        #expect(feed.requested == [1, 2])
        scrollToEnd(sv, feed)
        #expect(feed.requested == [1, 2, 3])
        #expect(feed.arrived == [1, 2, 3] || feed.pending.count == 1)
    }

    @Test(arguments: [true, false])
    func pageOneInViewDidLoadThenTheFooterFillsTheScreenWhenAsked(holdsRoom: Bool) {
        let (sv, feed, footer) = makeScene(holdsRoom: holdsRoom, fills: true)
        feed.request(1)
        sv.setInWindow(true)
        run(0.2, sv, feed)
        #expect(feed.requested == [1], "the footer loaded on an empty list")
        run(3, sv, feed)
        // Page 1 (600 pt) does not fill the 719 pt: page 2 follows it, once; 1200 pt fills it.
        #expect(feed.requested == [1, 2])
        #expect(feed.arrived == [1, 2])
        run(3, sv, feed)
        #expect(feed.requested == [1, 2])
        #expect(footer.state == .idle)
    }

    @Test(arguments: [true, false], [true, false])
    func theHeadersBeginInViewDidLoadLoadsPageOneAndTheFooterWaitsForIt(holdsRoom: Bool, fills: Bool) {
        // The MJRefresh wrapper: cached rows show (300 pt), `header.beginRefreshing()` in
        // viewDidLoad loads page 1 (which replaces them), the footer loads page N.
        let (sv, feed, footer) = makeScene(holdsRoom: holdsRoom, fills: fills)
        sv.setContentSize(Size(width: 390, height: 300))
        let header = RefreshController(edge: .header)
        header.setAction(.sync { [unowned feed, unowned header] in feed.request(1) { header.endRefreshing() } })
        header.attach(to: sv)
        #expect(header.beginRefreshing())  // waits for the window
        run(0.5, sv, feed)
        #expect(feed.requested.isEmpty, "the footer loaded while the header's begin waited")
        sv.setInWindow(true)
        run(0.2, sv, feed)
        #expect(feed.requested == [1])
        run(3, sv, feed)
        #expect(feed.arrived.first == 1)
        #expect(header.state == .idle)
        if fills {
            #expect(feed.requested == [1, 2])
        } else {
            #expect(feed.requested == [1])
            scrollToEnd(sv, feed)
            #expect(feed.requested == [1, 2])
        }
        #expect(footer.state == .refreshing || footer.state == .idle)
    }

    @Test(arguments: [true, false], [true, false])
    func anAppThatCountsItsPagesNeverAsksForPageTwoBeforePageOneArrived(holdsRoom: Bool, fills: Bool) {
        // ESPullToRefresh's app: `es.startPullToRefresh()` in viewDidLoad loads page 1 (the
        // header's block sets `page = 1`), the footer's block asks for `page += 1`.
        let (sv, feed, footer) = makeScene(holdsRoom: holdsRoom, fills: fills)
        footer.setAction(
            .sync { [unowned feed, unowned footer] in
                feed.page += 1
                feed.request(feed.page) { footer.endRefreshing() }
            })
        let header = RefreshController(edge: .header)
        header.setAction(
            .sync { [unowned feed, unowned header] in
                feed.page = 1
                feed.request(feed.page) { header.endRefreshing() }
            })
        header.attach(to: sv)
        header.beginRefreshing()
        sv.setInWindow(true)
        run(0.3, sv, feed)
        #expect(feed.requested == [1], "pages were requested out of order")
        run(3, sv, feed)
        if !fills { scrollToEnd(sv, feed) }
        #expect(feed.requested == [1, 2])
        #expect(feed.arrived.prefix(2) == [1, 2])
    }
}
