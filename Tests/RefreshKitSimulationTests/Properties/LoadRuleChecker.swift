@testable import RefreshKitCore
import RefreshKitSimulation

/// The automatic footer's loading rule, checked on a running simulation from what the scroll view
/// shows, not from the controller's own bookkeeping. An auto footer that loads by itself (idle to
/// refreshing, started by scrolling) must have an occasion, and uses it up:
///
/// - the user's scroll brought the end into view: a finger on the content, or the motion after
///   it, moved the content towards the end while the end was within the auto distance. The next
///   such occasion comes once the end left that distance, or a new drag began;
/// - with `fillsViewport`, a new end of content in view: the content's length differs from what
///   it was at the footer's last load (or none has run yet).
///
/// And never with empty content, while the header refreshes, or while a begin of either edge
/// waits.
@MainActor
final class LoadRuleChecker: ScrollObserver {
    private(set) var violations: [String] = []
    /// How many loads the footer started by itself.
    private(set) var automaticLoads = 0
    private let simulator: Simulator
    private let footer: RefreshController
    /// Whether the user's scroll may bring the end into view anew.
    private var userOccasion = true
    /// The offset at the last event this checker saw.
    private var lastY: Double
    /// The content's length when the footer last began refreshing, whatever began it.
    private var lengthAtLastLoad: Double?

    /// Watches `simulator`'s footer; nil when it has none or it is no auto footer.
    init?(_ simulator: Simulator) {
        guard let footer = simulator.footer, footer.configuration.mode == .auto else { return nil }
        self.simulator = simulator
        self.footer = footer
        let sv = simulator.scrollView
        lastY = sv.contentOffset.y
        // A load as the footer attached, before this checker listened: only filling may do that.
        if simulator.result.events.contains(where: { $0.edge == .footer && $0.state == .refreshing }) {
            let length = simulator.script.contentHeight
            if !(footer.configuration.fillsViewport && length > 0) {
                fail(
                    "the footer loaded as it attached (content \(length), fills \(footer.configuration.fillsViewport))")
            }
            automaticLoads += 1
            lengthAtLastLoad = length
        }
        sv.addObserver(self)
        footer.observeState { [unowned self] change in
            guard change.to == .refreshing else { return }
            if change.from.phase == .idle && footer.refreshWasStartedByScrolling { judge(at: change.time) }
            lengthAtLastLoad = simulator.scrollView.contentSize.height
        }
    }

    private func fail(_ message: String) {
        if violations.count < 10 { violations.append(message) }
    }

    /// An automatic load, now.
    private func judge(at t: Double) {
        automaticLoads += 1
        let m = simulator.scrollView.metrics
        let length = m.contentSize.height
        if !(length > 0) { fail("the footer loaded by itself with empty content (\(length)) at \(t)") }
        if let header = simulator.header, header.state == .refreshing || header.isBeginPending {
            fail("the footer loaded by itself while the header was \(header.state) at \(t)")
        }
        if footer.isBeginPending { fail("the footer loaded by itself while its own begin waited at \(t)") }
        let towardEnd = (m.isTracking || m.isDecelerating) && m.contentOffset.y > lastY
        let byUser = userOccasion && towardEnd
        let byFilling = footer.configuration.fillsViewport && length != lengthAtLastLoad && endInView(m)
        if !byUser && !byFilling {
            fail(
                "the footer loaded by itself at \(t) without an occasion (user occasion \(userOccasion), "
                    + "towards the end \(towardEnd), content \(length) after \(lengthAtLastLoad.map { "\($0)" } ?? "none"), "
                    + "fills \(footer.configuration.fillsViewport))")
        }
        userOccasion = false
    }

    /// Whether the end of the content is within the footer's auto distance of the visible area.
    private func endInView(_ m: ScrollMetrics) -> Bool {
        distanceToEnd(m) <= footer.configuration.autoTriggerDistance
    }

    /// How far the resting end of the content is below the visible area's bottom, in points.
    private func distanceToEnd(_ m: ScrollMetrics) -> Double {
        let end = Swift.max(
            -m.adjustedContentInset.top, m.contentSize.height + m.restingBottomInset - m.viewportSize.height)
        return end - m.contentOffset.y
    }

    func scrollHost(_ host: any ScrollHost, didReceive event: ScrollEvent) {
        let m = host.metrics
        if event == .willBeginDragging || !endInView(m) { userOccasion = true }
        lastY = m.contentOffset.y
    }
}
