import Testing
@testable import RefreshKitCore
import RefreshKitScrollSimulation

/// SwiftUI's `.loadMore(state:…)` without SwiftUI: its default footer, driven by
/// ``LoadMoreDriver`` from paging state the app owns, on the simulated scroll view.
@MainActor @Suite struct LoadMoreDriverTests {
    struct Offline: Error {}

    /// An app's paging model: `state` is what its view passes to `.loadMore(state:)`.
    @MainActor final class Model {
        var state: LoadMoreState = .idle
        var loads = 0
        var pages: [Double] = []
        var fails = false
    }

    /// A short list (300 pt) with the SwiftUI modifier's footer (it holds its room and fills the
    /// viewport), its driver wired as the modifier wires it: the control's action runs the driver's.
    func rig(
        content: Double = 300, action: @escaping @MainActor @Sendable (Model, SimulatedScrollView) async throws -> Void
    ) -> (Model, SimulatedScrollView, RefreshController, LoadMoreDriver) {
        let model = Model()
        let sv = makeScrollView(content: content, safeArea: Insets(top: 91, bottom: 34))
        let driver = LoadMoreDriver { try await action(model, sv) }
        let footer = RefreshController(edge: .footer, configuration: .loadMoreFillingViewport)
        footer.setAction(.closure { [weak driver] in driver?.runAction() })
        driver.footer = footer
        footer.attach(to: sv)
        return (model, sv, footer, driver)
    }

    /// Lets queued main-actor tasks run and time pass; renders the model's state as SwiftUI would.
    func settle(_ model: Model, _ sv: SimulatedScrollView, _ driver: LoadMoreDriver) async {
        for _ in 0..<20 {
            await Task.yield()
            driver.render(model.state)
        }
        sv.wait(0.5)
        driver.render(model.state)
    }

    @Test func aShortListLoadsWhenItsEndAppearsAndShowsLoadingWhileTheAppSaysSo() async {
        let (model, sv, footer, driver) = rig { model, _ in
            model.loads += 1
            model.state = .loading  // the action only starts the request (a callback API)
        }
        #expect(footer.state == .refreshing)  // no drag: its end showed as it attached
        await settle(model, sv, driver)
        // The action returned long ago; the app says loading: the footer still loads, once.
        #expect(model.loads == 1 && footer.state == .refreshing)
        // The page arrives: rows appended, the state back to idle.
        sv.setContentSize(Size(width: 390, height: 1200))
        model.state = .idle
        await settle(model, sv, driver)
        #expect(footer.state == .idle && model.loads == 1)
        #expect(sv.refreshInsets.bottom == 50)  // the room stays
    }

    @Test func aShortListLoadsWithoutADragAfterTheAppSaidLoadingOverTallerContent() async {
        // A load started elsewhere shows over a long list; it ends with a short page (a reload
        // replaced the rows): the short list loads at once, as the SwiftUI modifier says.
        let (model, sv, footer, driver) = rig(content: 2000) { model, _ in model.loads += 1 }
        model.state = .loading
        await settle(model, sv, driver)
        #expect(footer.state == .refreshing && model.loads == 0)
        sv.setContentSize(Size(width: 390, height: 300))
        model.state = .idle
        await settle(model, sv, driver)
        await settle(model, sv, driver)
        #expect(model.loads == 1)
        #expect(!sv.isTracking && !sv.isDecelerating)
    }

    @Test func aLoadThatAddsNothingIsNotRepeated() async {
        let (model, sv, footer, driver) = rig { model, _ in model.loads += 1 }
        await settle(model, sv, driver)
        sv.wait(3)
        await settle(model, sv, driver)
        #expect(model.loads == 1 && footer.state == .idle)
    }

    @Test func theAppsFailureShowsTheRetryAndATapRunsTheActionAgain() async {
        let (model, sv, footer, driver) = rig { model, _ in
            model.loads += 1
            model.state = model.fails ? .failed : .idle
        }
        model.fails = true
        await settle(model, sv, driver)  // the first load, as the list appeared, fails
        #expect(model.loads == 1 && footer.state == .failed)
        #expect(sv.refreshInsets.bottom == 50)  // "Tap to retry" stays under the last row
        sv.wait(3)
        #expect(model.loads == 1)  // never retried by itself
        model.fails = false
        #expect(footer.beginRefreshing())  // the tap on "Tap to retry"
        await settle(model, sv, driver)
        #expect(model.loads == 2 && footer.state == .idle)
    }

    @Test func anActionThatThrowsShowsFailedWithItsError() async {
        let (model, sv, footer, driver) = rig { model, _ in
            model.loads += 1
            throw Offline()
        }
        let log = StateLog(footer)
        await settle(model, sv, driver)
        #expect(footer.state == .failed)
        #expect(log.changes.last?.error is Offline)
        _ = model
    }

    @Test func noMoreDataFromTheAppStopsLoadingAndIdleResumesIt() async {
        let (model, sv, footer, driver) = rig { model, sv in
            model.loads += 1
            sv.setContentSize(Size(width: 390, height: sv.contentSize.height + 100))
        }
        model.state = .noMoreData
        await settle(model, sv, driver)
        #expect(footer.state == .noMoreData)
        let loads = model.loads
        sv.setContentSize(Size(width: 390, height: 450))
        await settle(model, sv, driver)
        #expect(model.loads == loads)  // nothing loads with no more data
        model.state = .idle  // a pull to refresh reset the list
        await settle(model, sv, driver)
        await settle(model, sv, driver)
        #expect(model.loads > loads)
    }

    @Test func loadingStartedElsewhereShowsWithoutRunningTheAction() async {
        let (model, sv, footer, driver) = rig(content: 2000) { model, _ in model.loads += 1 }
        model.state = .loading
        await settle(model, sv, driver)
        #expect(footer.state == .refreshing && model.loads == 0)
        model.state = .idle
        await settle(model, sv, driver)
        #expect(footer.state == .idle && model.loads == 0)
    }

    @Test func theBoolFormEndsWhenTheActionReturns() async {
        // `.loadMore(noMoreData: false) { await … }`: the state is `.idle` throughout.
        let (model, sv, footer, driver) = rig(content: 2000) { model, _ in
            model.loads += 1
            await Task.yield()
        }
        sv.setContentOffset(Point(x: 0, y: sv.metrics.maxOffsetY - 300), animated: false)
        sv.drag(by: -400, duration: 0.3)
        sv.liftFinger(velocity: 0)
        #expect(footer.state == .refreshing)
        await settle(model, sv, driver)
        #expect(footer.state == .idle && model.loads == 1)
    }

    @Test func theCommandsMoveTheFooterWithTheFewestSteps() {
        let error = Offline()
        func words(_ state: RefreshState, _ target: LoadMoreFollower.Target) -> [String] {
            LoadMoreFollower.commands(from: state, to: target, failure: error).map {
                switch $0 {
                case let .setNoMoreData(flag): "noMoreData \(flag)"
                case .showLoading: "show loading"
                case .end: "end"
                case .fail: "fail"
                }
            }
        }
        #expect(words(.idle, .idle) == [])
        #expect(words(.refreshing, .loading) == [])
        #expect(words(.idle, .loading) == ["show loading"])
        #expect(words(.noMoreData, .loading) == ["noMoreData false", "show loading"])
        #expect(words(.refreshing, .idle) == ["end"])
        #expect(words(.failed, .idle) == ["noMoreData false"])
        #expect(words(.idle, .failed) == ["show loading", "fail"])
        #expect(words(.refreshing, .failed) == ["fail"])
        #expect(words(.noMoreData, .failed) == ["noMoreData false", "show loading", "fail"])
        #expect(words(.failed, .failed) == [])
        #expect(words(.refreshing, .noMoreData) == ["noMoreData true"])
        // What the footer shows: no more data first, then loading, then failed.
        var follower = LoadMoreFollower()
        follower.appStateChanged(to: .failed)
        #expect(follower.target == .failed)
        follower.actionStarted()
        #expect(follower.target == .loading)
        follower.actionEnded(throwing: nil)
        #expect(follower.target == .failed)  // the app still says failed
        follower.appStateChanged(to: .noMoreData)
        follower.actionStarted()
        #expect(follower.target == .noMoreData)
    }
}
