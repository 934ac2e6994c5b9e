import Testing
@testable import RefreshKitCore
import RefreshKitTestSupport

/// Random refresh cycles on a ``OneInsetHost`` whose "UIKit" does not keep the inset it is
/// given (``HostInsetBehaviour``): the app's inset comes back (bit for bit when the host does
/// not round, within half a pixel when it does, the host's own value when it re-asserts one),
/// no event writes more than twice, and the inset never grows by a share.
@MainActor @Suite struct OneInsetHostBehaviourTests {
    static let maxWritesPerEvent = 2

    @Test(arguments: HostInsetBehaviour.all, [1, 2, 3, 42] as [UInt64])
    func randomCyclesGiveTheAppsInsetBack(behaviour: HostInsetBehaviour, seed: UInt64) {
        var rng = SeededGenerator(seed: seed)
        let values: [Double] = [0, 0.1, 1.0 / 3, 20, 44.2, 91]
        func pick() -> Double { values[Int(rng.next() % UInt64(values.count))] }
        let sv = makeScrollView(inset: Insets(top: pick(), bottom: pick()), safeArea: Insets(top: 91, bottom: 34))
        let host = OneInsetHost(sv, behaviour: behaviour)
        let header = RefreshController(edge: .header)
        let footer = RefreshController(edge: .footer, configuration: RefreshConfiguration(height: 50))
        header.attach(to: host)
        footer.attach(to: host)
        var app = sv.contentInset  // as the host holds it
        let tolerance = 0.5 / behaviour.displayScale + InsetLedger.toleranceSlack
        let owned = behaviour.asserted != nil
        for step in 0..<120 {
            switch rng.next() % 6 {
            case 0:
                sv.setContentOffset(Point(x: 0, y: host.metrics.minOffsetY), animated: false)
                sv.pullAndRelease()
            case 1:
                sv.setContentOffset(Point(x: 0, y: host.metrics.maxOffsetY), animated: false)
                sv.pullAndRelease(by: -200)
            case 2:
                header.endRefreshing()
                footer.endRefreshing()
            case 3 where !owned:  // a host that owns the inset gets no app writes
                host.appWritesContentInset(Insets(top: pick(), bottom: pick()))
                app = host.ledger.appInset
            case 4 where !owned:
                host.appSetsOwnInset(Insets(top: pick(), bottom: pick()))
                app = host.ledger.appInset
            default:
                header.beginRefreshing()
            }
            sv.wait(Double(rng.next() % 3) * 0.4 + 0.1)
            if let value = behaviour.asserted, host.writes > 0 { app = value }
            #expect(!host.loopDetected, "a write loop at step \(step) on a host that \(behaviour)")
            let most = app.top + header.appliedShare + tolerance, least = app.bottom + footer.appliedShare + tolerance
            #expect(
                sv.contentInset.top <= most && sv.contentInset.bottom <= least,
                "grew past app + share at step \(step): \(sv.contentInset) on a host that \(behaviour)")
        }
        header.endRefreshing()
        footer.endRefreshing()
        sv.wait(3)
        #expect(host.maxWritesPerEvent <= Self.maxWritesPerEvent, "\(host.maxWritesPerEvent) writes in one event")
        #expect(header.state == .idle && footer.state == .idle)
        switch behaviour {
        case .keeps:
            #expect(
                sv.contentInset.top.bitPattern == app.top.bitPattern
                    && sv.contentInset.bottom.bitPattern == app.bottom.bitPattern)
        case .perturbsByAnUlp, .roundsToPixels:
            #expect(host.ledger.appInset == app)
            #expect(
                abs(sv.contentInset.top - app.top) <= tolerance && abs(sv.contentInset.bottom - app.bottom) <= tolerance
            )
        case let .reasserts(value), let .reassertsLater(value):
            #expect(sv.contentInset == value && host.ledger.appInset == value)
        }
    }

    /// Item 4's host on its own: one refresh cycle on a host that rounds to thirds from an app
    /// inset off the grid, then twenty more: the inset stays on the app's value.
    @Test func aRoundingHostKeepsTheAppsInsetOverManyCycles() {
        let sv = makeScrollView(inset: Insets(top: 0.1), safeArea: Insets(top: 91))
        let host = OneInsetHost(sv, behaviour: .roundsToPixels(scale: 3))
        let header = RefreshController(edge: .header, configuration: RefreshConfiguration(height: 64.1))
        header.attach(to: host)
        for _ in 0..<20 {
            header.beginRefreshing()
            sv.wait(1)
            header.endRefreshing()
            sv.wait(2)
        }
        #expect(!host.loopDetected)
        #expect(sv.contentInset.top == 0 && host.ledger.appInset.top == 0)
        #expect(host.maxWritesPerEvent <= Self.maxWritesPerEvent)
    }
}
