import RefreshKitCore
@testable import RefreshKitOnModel
import Testing
import UIKitModel

/// The async `handler:` forms: the handler reaches its control and the control's scroll view
/// through the ``RefreshHandle`` it is given, the refresh ends when it returns, and a control
/// released while it awaits goes — the handle does not keep it — with the handler cancelled and
/// the handle empty.
@MainActor @Suite struct RefreshHandleTests {
    enum Form: String, CaseIterable, Sendable {
        case header, view, shorthandHeader, shorthandFooter, styled
    }

    /// What the handler saw through its handle, at its start and after its await.
    final class Seen {
        var controlAtStart: AnyObject?
        var scrollViewAtStart: UIScrollView?
        var controlAfter: AnyObject?
        var scrollViewAfter: UIScrollView?
        var ended = false
    }

    /// Puts `form`'s control on `list` with a handler that records what its handle reaches.
    private func attach(_ form: Form, to list: UITableView, work: AppWork, seen: Seen) -> AnyObject? {
        func record<C>(_ refresh: RefreshHandle<C>) async {
            seen.controlAtStart = refresh.control
            seen.scrollViewAtStart = refresh.scrollView
            await work.run()
            seen.controlAfter = refresh.control
            seen.scrollViewAfter = refresh.scrollView
            seen.ended = true
        }
        switch form {
        case .header:
            list.refreshHeader = RefreshControl(.arcSpinner(), handler: { await record($0) })
            return list.refreshHeader
        case .view:
            list.refreshHeader = RefreshControl(
                view: IndicatorViewRunTests.RecordingView(), handler: { await record($0) })
            return list.refreshHeader
        case .shorthandHeader:
            return list.addPullToRefresh(.arcSpinner(), handler: { await record($0) })
        case .shorthandFooter:
            return list.addLoadMore(handler: { await record($0) })
        case .styled:
            list.refreshControl = StyledRefreshControl(.arcSpinner(), handler: { await record($0) })
            return list.refreshControl
        }
    }

    private func begin(_ form: Form, on list: UITableView, in world: ModelWorld) {
        switch form {
        case .header, .view, .shorthandHeader: _ = list.refreshHeader?.beginRefreshing()
        case .shorthandFooter: _ = list.refreshFooter?.beginRefreshing()
        case .styled:
            // The user's pull, with the model's finger.
            list.modelTouchDown()
            for _ in 0..<20 {
                list.modelMoveFinger(by: CGPoint(x: 0, y: 20))
                world.advance(by: 1.0 / 60)
            }
            list.modelLiftFinger()
        }
        world.advance(by: 0.5)
    }

    private func isRefreshing(_ control: AnyObject?) -> Bool {
        (control as? RefreshControl)?.isRefreshing ?? (control as? StyledRefreshControl)?.isRefreshing ?? false
    }

    /// The handler is given its control and scroll view; when it returns the refresh ends by
    /// itself (nobody calls `endRefreshing()`), and the handle still reaches both.
    @Test(arguments: Form.allCases)
    func theHandleReachesTheControlAndItsScrollView(_ form: Form) async {
        let world = ModelWorld(startTime: 0)
        let work = AppWork(), seen = Seen()
        await world.run {
            let scene = ControlScene(in: world)
            let control = attach(form, to: scene.list, work: work, seen: seen)
            world.drain()
            begin(form, on: scene.list, in: world)
            await world.settle(until: { work.runs == 1 })
            #expect(work.runs == 1 && isRefreshing(control), "\(form): refreshing")
            #expect(seen.controlAtStart === control && seen.scrollViewAtStart === scene.list, "\(form): at the start")
            work.mayReturn = true
            await world.settle(until: { seen.ended })
            world.advance(by: 2)
            #expect(!isRefreshing(control), "\(form): the refresh ended when the handler returned")
            #expect(seen.controlAfter === control && seen.scrollViewAfter === scene.list, "\(form): after the await")
            #expect(work.cancelled == 0 && work.runs == 1)
        }
    }

    /// A screen dropped while the handler awaits: the control and its table go (the handle held
    /// them weakly), the handler is cancelled and then finds the handle empty.
    @Test(arguments: Form.allCases)
    func aControlReleasedWhileItsHandlerAwaitsGoes(_ form: Form) async {
        let world = ModelWorld(startTime: 0)
        let work = AppWork(), seen = Seen()
        weak var released: AnyObject?
        weak var releasedList: UITableView?
        await world.run {
            do {
                let scene = ControlScene(in: world)
                let control = attach(form, to: scene.list, work: work, seen: seen)
                released = control
                releasedList = scene.list
                world.drain()
                begin(form, on: scene.list, in: world)
                await world.settle(until: { work.runs == 1 })
                #expect(work.runs == 1 && isRefreshing(control), "\(form): refreshing")
                scene.list.removeFromSuperview()
                seen.controlAtStart = nil
                seen.scrollViewAtStart = nil
            }
            await world.settle(until: { seen.ended })
            #expect(released == nil && releasedList == nil, "\(form): the control and its table are gone")
            #expect(work.cancelled == 1 && work.runs == 1, "\(form): the handler is cancelled")
            #expect(
                seen.ended && seen.controlAfter == nil && seen.scrollViewAfter == nil, "\(form): the handle is empty")
        }
    }
}
