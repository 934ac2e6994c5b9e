import Testing
@testable import RefreshKitCore
import RefreshKitScrollSimulation

/// One test per old call shape that compiles against RefreshKit (the type or the receiver
/// swapped, nothing else): each behaves as the old library's call did. The shapes that do not
/// compile are `scripts/check-ios`'s expected-failure probes (`scripts/ios-checks/probes/`),
/// each with the message it must give.
@MainActor @Suite struct DropInShapeTests {
    @MainActor final class Calls {
        var actions = 0
        var valueChanged = 0
    }

    /// A header as `RefreshControl()` makes it (no action): the UIKit control sends
    /// `.valueChanged` for a refresh the user started, as the adapter does.
    func header(_ calls: Calls, action: RefreshControlAction? = nil) -> (SimulatedScrollView, RefreshController) {
        let sv = makeScrollView(safeArea: Insets(top: 91))
        let header = RefreshController(edge: .header, configuration: .default(for: .header), action: action)
        header.observeState { [unowned header] change in
            if change.to == .refreshing && header.refreshWasStartedByScrolling { calls.valueChanged += 1 }
        }
        header.attach(to: sv)
        return (sv, header)
    }

    // MARK: UIRefreshControl, the type swapped to RefreshControl

    @Test func uiRefreshControlInitAddTargetRefreshesUntilEndRefreshing() {
        // `let c = RefreshControl()` (also `RefreshControl(frame:)`, `RefreshControl(coder:)`: a header
        // with the defaults, no action), `c.addTarget(self, action: #selector(load), for: .valueChanged)`.
        let calls = Calls()
        let (sv, header) = header(calls)
        #expect(header.configuration == .standard)
        sv.pullAndRelease()
        sv.wait(2)
        #expect(calls.valueChanged == 1 && header.state == .refreshing && header.isRefreshing)
        header.endRefreshing()  // `c.endRefreshing()` when the load is done
        sv.wait(1)
        #expect(header.state == .idle && !header.isRefreshing)
        #expect(sv.totalContentInset.top == 0)
    }

    @Test func uiRefreshControlBeginRefreshingSendsNoValueChanged() {
        // `c.beginRefreshing()`: refreshing, no `.valueChanged` (UIKit sends none either); the
        // header comes into view, which UIKit's does not (Migrating says so).
        let calls = Calls()
        let (sv, header) = header(calls)
        sv.setContentOffset(Point(x: 0, y: 500), animated: false)
        #expect(header.beginRefreshing())
        sv.wait(1)
        #expect(calls.valueChanged == 0 && header.isRefreshing)
        #expect(sv.contentOffset.y == sv.metrics.minOffsetY)
    }

    @Test func uiRefreshControlIsRefreshingIsTrueForABeginThatWaitsForTheWindow() {
        // `c.beginRefreshing()` in `viewDidLoad`, then `c.isRefreshing`.
        let sv = makeScrollView()
        sv.setInWindow(false)
        let header = RefreshController(edge: .header)
        header.attach(to: sv)
        header.beginRefreshing()
        #expect(header.isRefreshing && header.state == .idle)
        sv.setInWindow(true)
        #expect(header.state == .refreshing)
    }

    @Test func uiRefreshControlEndRefreshingFromAnyQueueRunsInOrder() {
        // `DispatchQueue.global().async { c.noMoreData = true; c.endRefreshing() }`: the hop runs
        // both on the main thread, in the order made (a failing order would end, then refuse).
        var hops = OrderedHops<String>()
        _ = hops.offMain("noMoreData = true")
        _ = hops.offMain("endRefreshing()")
        #expect(hops.drain() == ["noMoreData = true", "endRefreshing()"])
    }

    // MARK: UIRefreshControl, the type swapped to StyledRefreshControl

    @Test func styledRefreshControlFollowsTheSystemControlsBeginAndEnd() {
        // `tableView.refreshControl = StyledRefreshControl()`, `beginRefreshing()`, `endRefreshing()`,
        // `isRefreshing` (UIKit's own): the indicator follows.
        var follower = SystemRefreshFollower(configuration: RefreshConfiguration(height: 60))
        let began = follower.systemDidBeginRefreshing(at: 1)
        #expect(began && follower.state == .refreshing)
        let ended = follower.systemDidEndRefreshing(at: 2, hold: 0)
        #expect(ended)
        #expect(follower.state == .finishing && follower.lastChange?.stampsLastUpdated == true)
    }

    @Test func styledRefreshControlShowsTheAttributedTitle() {
        // `refreshControl.attributedTitle = NSAttributedString(string: "Syncing")`.
        var context = boxContext(.refreshing, size: Size(width: 390, height: 60))
        context.titleOverrides = TitleOverrides.merged([:], attributedTitle: "Syncing")
        let scene = Indicators.System().scene(for: context)
        #expect(scene.items.contains { if case .fill = $0.content { true } else { false } })
    }

    @Test func tintColorDrivesTheIndicator() {
        // `c.tintColor = .yellow`.
        var tint = TintResolution()
        let yellow = RGBAColor(red: 1, green: 1, blue: 0, alpha: 1)
        let blue = RGBAColor(red: 0, green: 0.478, blue: 1, alpha: 1)
        let drawn = tint.indicatorTint(setOnControl: true, resolved: yellow, systemDefault: blue, dimmed: false)
        #expect(drawn == yellow)
    }

    // MARK: SVPullToRefresh, ESPullToRefresh and MJRefresh blocks

    @Test func svAddPullToRefreshActionHandlerRefreshesUntilStopped() async {
        // `tableView.addPullToRefresh(actionHandler: { self.load() })`, ES's
        // `tableView.es.addPullToRefresh { … }` with `.es` dropped, and MJRefresh's
        // `RefreshControl(.classic()) { self.loadNew() }`: a block that does not await.
        let calls = Calls()
        let (sv, header) = header(calls, action: .closure { calls.actions += 1 })
        sv.pullAndRelease()
        for _ in 0..<20 { await Task.yield() }
        sv.wait(2)
        #expect(calls.actions == 1 && header.state == .refreshing)
        header.endRefreshing()  // `pullToRefreshView.stopAnimating()` → `refreshHeader?.endRefreshing()`
        sv.wait(1)
        #expect(header.state == .idle)
    }

    @Test func mjBeginRefreshingRunsTheBlockAndScrollsTheHeaderIntoView() {
        // `tableView.refreshHeader?.beginRefreshing()` (MJRefresh's `mj_header.beginRefreshing()`).
        let calls = Calls()
        let (sv, header) = header(calls, action: .closure { calls.actions += 1 })
        sv.setContentOffset(Point(x: 0, y: 300), animated: false)
        header.beginRefreshing()
        sv.wait(1)
        #expect(calls.actions == 1 && header.isRefreshing)
        #expect(sv.contentOffset.y == -91 - 64)
        #expect(calls.valueChanged == 0)
    }

    @Test func mjAutoFooterHoldsItsRoomAndSaysNoMoreData() {
        // `mj_footer = MJRefreshAutoNormalFooter { … }` → `configuration: .loadMoreHoldingRoom`;
        // `endRefreshingWithNoMoreData()` → `noMoreData = true` (a probe names it).
        let calls = Calls()
        let sv = makeScrollView(content: 2000, safeArea: Insets(bottom: 34))
        let footer = RefreshController(
            edge: .footer, configuration: .loadMoreHoldingRoom, action: .closure { calls.actions += 1 })
        footer.attach(to: sv)
        #expect(sv.totalContentInset.bottom == 50)
        // As MJRefresh's, it loads when the user's scroll brings its end into view, not before.
        sv.setContentOffset(Point(x: 0, y: sv.metrics.maxOffsetY - 200), animated: false)
        sv.wait(1)
        #expect(calls.actions == 0)
        sv.drag(by: -300, duration: 0.3)
        #expect(calls.actions == 1 && footer.state == .refreshing)
        footer.setNoMoreData(true)
        #expect(footer.state == .noMoreData && sv.totalContentInset.bottom == 50)
        footer.setNoMoreData(false)  // `resetNoMoreData()` → `noMoreData = false`
        #expect(footer.state == .idle)
    }
}
