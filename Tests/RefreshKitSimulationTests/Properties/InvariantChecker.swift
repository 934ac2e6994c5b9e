@testable import RefreshKitCore
import RefreshKitSimulation

/// Checks RefreshKit's invariants on a running simulation after every frame and step, and
/// collects every violation as a sentence.
@MainActor
final class InvariantChecker {
    /// Where each phase may go next (detach, the only other way out of refreshing, is not part
    /// of gesture programs). Refreshing goes to idle only for a header that failed, to failed
    /// only for a footer that did (checked apart); armed goes back to failed when an auto
    /// footer's retry pull is let go of.
    static let allowed: [RefreshPhase: Set<RefreshPhase>] = [
        .idle: [.revealing, .armed, .refreshing, .noMoreData],
        .revealing: [.idle, .armed, .refreshing, .noMoreData],
        .armed: [.idle, .revealing, .refreshing, .noMoreData, .failed],
        .refreshing: [.finishing, .noMoreData, .idle, .failed],
        .finishing: [.idle, .noMoreData, .refreshing],  // refreshing: a begin during finishing
        .noMoreData: [.idle],
        .failed: [.armed, .refreshing, .noMoreData, .idle],
    ]

    private(set) var violations: [String] = []
    private var entries: [RefreshEdge: [Double]] = [:]
    /// Edges that failed and have not been idle since: a footer keeps its share after a failure,
    /// through a retry pull.
    private var failedSinceIdle: Set<RefreshEdge> = []
    private var appInset: Insets
    let simulator: Simulator

    init(_ simulator: Simulator) {
        self.simulator = simulator
        appInset = simulator.scrollView.contentInset
        // A footer that holds its room may load as it attaches, before this checker listens.
        for event in simulator.result.events where event.state == .refreshing {
            entries[event.edge, default: []].append(event.t)
        }
        for controller in [simulator.header, simulator.footer].compactMap({ $0 }) {
            controller.observeState { [unowned self] change in
                let from = change.from.phase, to = change.to.phase
                if !(Self.allowed[from]?.contains(to) ?? false) {
                    fail("\(change.edge) moved \(from) → \(to) at \(change.time)")
                }
                if from == .refreshing && to == .idle && (change.edge != .header || change.error == nil) {
                    fail("\(change.edge) went from refreshing to idle without failing at \(change.time)")
                }
                if to == .failed && (change.edge != .footer || (from == .refreshing && change.error == nil)) {
                    fail("\(change.edge) failed from \(from) at \(change.time)")
                }
                if to == .refreshing { entries[change.edge, default: []].append(change.time) }
                if to == .failed { failedSinceIdle.insert(change.edge) }
                if to == .idle || to == .noMoreData { failedSinceIdle.remove(change.edge) }
            }
        }
    }

    func fail(_ message: String) {
        if violations.count < 10 { violations.append(message) }
    }

    /// The app's own inset changed (a `setContentInset` step).
    func appChangedInset(top: Double, bottom: Double) {
        appInset.top = top
        appInset.bottom = bottom
    }

    /// Every invariant, now.
    func check() {
        let sv = simulator.scrollView, t = sv.time
        let busy: (RefreshController?) -> Bool = { c in
            c.map {
                [.refreshing, .finishing, .failed].contains($0.state.phase) || self.failedSinceIdle.contains($0.edge)
            } ?? false
        }
        if simulator.header?.state == .refreshing && simulator.footer?.state == .refreshing {
            fail("header and footer refresh together at \(t)")
        }
        // The app's inset is never touched by the controls, to the bit.
        if sv.contentInset.top.bitPattern != appInset.top.bitPattern
            || sv.contentInset.bottom.bitPattern != appInset.bottom.bitPattern
        {
            fail("app inset \(sv.contentInset) differs from what the app set \(appInset) at \(t)")
        }
        for (controller, share, edge) in [
            (simulator.header, sv.refreshInsets.top, RefreshEdge.header),
            (simulator.footer, sv.refreshInsets.bottom, RefreshEdge.footer),
        ] {
            guard let c = controller else {
                if share != 0 { fail("\(edge) share \(share) without a control") }
                continue
            }
            if share != c.appliedShare {
                fail("\(edge) inset share \(share) ≠ the control's \(c.appliedShare) at \(t)")
            }
            // A refreshing header's share follows what is in view (0 once scrolled past, never more
            // than its height); a refreshing footer always holds one.
            if c.state == .refreshing && edge == .footer && share <= 0 {
                fail("\(edge) refreshing without its share at \(t)")
            }
            if c.state == .failed && share <= 0 { fail("\(edge) failed out of view (no share) at \(t)") }
            if c.state == .refreshing && edge == .header && !(share >= 0 && share <= c.configuration.height) {
                fail("header refreshing with a share \(share) outside 0…\(c.configuration.height) at \(t)")
            }
            if share != c.roomAtRest && !busy(c) { fail("\(edge) holds a share \(share) while \(c.state) at \(t)") }
            switch c.state {
            case let .revealing(p) where !(p.isFinite && p >= 0 && p <= 1): fail("\(edge) progress \(p)")
            case let .armed(o) where !(o.isFinite && o >= 0): fail("\(edge) over-pull \(o)")
            default: break
            }
            if !c.pullDistance.isFinite { fail("\(edge) pull distance \(c.pullDistance)") }
        }
        // All idle: the inset is the app's plus the room of the footers that hold it, to the bit.
        let total = sv.totalContentInset
        let room = simulator.footer?.roomAtRest ?? 0
        let expectedBottom = room == 0 ? appInset.bottom : appInset.bottom + room
        let allIdle = [simulator.header, simulator.footer].allSatisfy { !busy($0) }
        if allIdle
            && (total.top.bitPattern != appInset.top.bitPattern
                || total.bottom.bitPattern != expectedBottom.bitPattern)
        {
            fail("idle, yet the inset \(total) is not the app's \(appInset) plus the footer's room \(room) at \(t)")
        }
        if !(sv.contentOffset.y.isFinite && sv.adjustedContentInset.isFinite) {
            fail("non-finite offset or inset at \(t)")
        }
        if let h = simulator.collapsingHeader {
            let c = h.configuration
            if !(h.height.isFinite && h.height >= c.minHeight && h.height <= c.maxHeight) {
                fail("collapsing height \(h.height) at \(t)")
            }
        }
    }

    /// The action log against the entries into refreshing: exactly one action per entry, at
    /// the moment of the entry.
    func checkActions() {
        let actions = simulator.result.actions
        for edge in RefreshEdge.allCases {
            let fired = actions.filter { $0.edge == edge }.map(\.t)
            let expected = entries[edge] ?? []
            if fired != expected { fail("\(edge) actions at \(fired) but refreshes began at \(expected)") }
        }
    }
}
