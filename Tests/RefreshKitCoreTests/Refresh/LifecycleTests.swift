import Testing
@testable import RefreshKitCore
import RefreshKitScrollSimulation

/// Removal at awkward moments, late callbacks, and no leaks over thousands of cycles.
@MainActor @Suite struct LifecycleTests {
    @Test func removingWhileFinishingGivesTheShareBackAtOnce() {
        let sv = makeScrollView(inset: Insets(top: 3))
        let header = RefreshController(edge: .header)
        let log = StateLog(header)
        header.finishingHold = { _ in 1 }
        header.attach(to: sv)
        header.beginRefreshing()
        header.endRefreshing()
        #expect(header.state == .finishing && sv.refreshInsets.top == 64)
        header.detach()
        #expect(header.state == .idle && sv.refreshInsets.top == 0 && sv.busyEdges.isEmpty)
        sv.wait(2)
        #expect(log.phases == [.refreshing, .finishing, .idle])  // no late change after removal
        #expect(sv.totalContentInset.top == 3)
    }

    @Test func removingFromInsideItsOwnActionIsSafe() {
        let sv = makeScrollView()
        let header = RefreshController(edge: .header)
        header.setAction(.sync { [unowned header] in header.detach() })
        let log = StateLog(header)
        header.attach(to: sv)
        sv.pullAndRelease()
        sv.wait(2)
        #expect(header.state == .idle && header.host == nil)
        #expect(log.phases == [.revealing, .armed, .refreshing, .idle])
        #expect(sv.refreshInsets == .zero && sv.contentOffset.y == 0)
        sv.pullAndRelease()  // the scroll view lives on without it
        #expect(header.state == .idle)
    }

    @Test func aControlReleasedWithoutDetachGivesItsShareBack() async {
        let sv = makeScrollView(inset: Insets(top: 0.1))
        var header: RefreshController? = RefreshController(edge: .header)
        header?.attach(to: sv)
        header?.beginRefreshing()
        #expect(sv.refreshInsets.top == 64 && sv.busyEdges == [.header])
        header = nil
        for _ in 0..<10 { await Task.yield() }
        #expect(sv.refreshInsets.top == 0 && sv.busyEdges.isEmpty)
        #expect(sv.totalContentInset.top.bitPattern == 0.1.bitPattern)
    }

    @Test func aScrollViewThatGoesAwayFirstLeavesTheControllerIdleAndHarmless() {
        var sv: SimulatedScrollView? = makeScrollView()
        let header = RefreshController(edge: .header)
        header.attach(to: sv!)
        header.beginRefreshing()
        sv = nil
        #expect(header.host == nil)
        header.endRefreshing()  // no host: ignored, no crash
        header.beginRefreshing()
        header.detach()
    }

    @Test func thousandsOfAttachRefreshDetachCyclesLeakNothing() async {
        let sv = makeScrollView(content: 3000)
        weak var lastHeader: RefreshController?
        weak var lastFooter: RefreshController?
        for cycle in 0..<2_000 {
            let header = RefreshController(edge: .header, action: .sync {})
            let footer = RefreshController(edge: .footer, configuration: .init(mode: .auto, autoTriggerDistance: 100))
            header.finishingHold = { _ in 0.1 }
            header.observeState { _ in }
            header.attach(to: sv)
            footer.attach(to: sv)
            if cycle % 2 == 0 { sv.pullAndRelease() } else { header.beginRefreshing() }
            sv.wait(0.1)
            header.endRefreshing()
            if cycle % 3 == 0 { header.detach() }  // sometimes removed, sometimes just dropped
            lastHeader = header
            lastFooter = footer
        }
        #expect(lastHeader == nil && lastFooter == nil)  // nothing keeps a removed control alive
        for _ in 0..<10 { await Task.yield() }  // dropped controls' leases give shares back
        sv.wait(1)
        #expect(sv.refreshInsets == .zero && sv.busyEdges.isEmpty)
    }
}
