import Testing
@testable import RefreshKitCore

/// Async actions: the refresh ends when the action returns; removal cancels it.
@MainActor @Suite struct RefreshControllerAsyncTests {
    @Test func asyncActionEndsTheRefreshWhenItReturns() async {
        let sv = makeScrollView()
        let gate = AsyncGate()
        let header = RefreshController(edge: .header, action: .async { await gate.wait() })
        let log = StateLog(header)
        header.attach(to: sv)
        header.beginRefreshing()
        #expect(header.state == .refreshing)
        await Task.yield()
        #expect(header.state == .refreshing)
        gate.open()
        for _ in 0..<100 where header.state == .refreshing { await Task.yield() }
        #expect(header.state == .finishing)
        sv.wait(1)
        #expect(log.phases == [.refreshing, .finishing, .idle])
    }

    @Test func detachCancelsTheActionAndNothingEndsLate() async {
        let sv = makeScrollView()
        let gate = AsyncGate()
        var sawCancellation = false
        let header = RefreshController(
            edge: .header,
            action: .async {
                await gate.wait()
                sawCancellation = Task.isCancelled
            })
        let log = StateLog(header)
        header.attach(to: sv)
        header.beginRefreshing()
        await Task.yield()
        header.detach()
        gate.open()
        for _ in 0..<100 { await Task.yield() }
        #expect(sawCancellation)
        #expect(log.phases == [.refreshing, .idle])  // no late finishing from the cancelled action
    }

    @Test func releasingTheControllerCancelsItsAction() async {
        let sv = makeScrollView()
        let gate = AsyncGate()
        var sawCancellation = false
        var header: RefreshController? = RefreshController(
            edge: .header,
            action: .async {
                await gate.wait()
                sawCancellation = Task.isCancelled
            })
        header?.attach(to: sv)
        header?.beginRefreshing()
        await Task.yield()
        header = nil
        gate.open()
        for _ in 0..<100 { await Task.yield() }
        #expect(sawCancellation)
    }

    @Test func aSecondRefreshIsNotEndedByTheFirstActionReturningLate() async {
        let sv = makeScrollView()
        let first = AsyncGate()
        var calls = 0
        let header = RefreshController(
            edge: .header,
            action: .async {
                calls += 1
                if calls == 1 { await first.wait() }
            })
        header.attach(to: sv)
        header.beginRefreshing()
        header.endRefreshing()  // the app ends it by hand (the task is cancelled)
        sv.wait(1)
        header.setAction(.sync {})
        header.beginRefreshing()  // a new refresh, with a new action
        first.open()
        for _ in 0..<100 { await Task.yield() }
        #expect(header.state == .refreshing)
    }
}

/// A one-shot gate an async test opens by hand.
@MainActor
final class AsyncGate {
    private var isOpen = false
    private var waiters: [CheckedContinuation<Void, Never>] = []
    func wait() async {
        if isOpen { return }
        await withCheckedContinuation { waiters.append($0) }
    }
    func open() {
        isOpen = true
        for w in waiters { w.resume() }
        waiters.removeAll()
    }
}
