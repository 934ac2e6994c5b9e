@testable import RefreshKitCore
import RefreshKitScrollSimulation

/// A phone-sized scroll view: 390×844 pt, 2000 pt of content, unless told otherwise.
@MainActor
func makeScrollView(
    content: Double = 2000, inset: Insets = .zero, safeArea: Insets = .zero,
    viewport: Size = Size(width: 390, height: 844)
) -> SimulatedScrollView {
    SimulatedScrollView(
        viewportSize: viewport, contentSize: Size(width: viewport.width, height: content),
        contentInset: inset, safeAreaInsets: safeArea)
}

extension SimulatedScrollView {
    /// Moves the finger by `dy` over `duration`, at 120 Hz.
    func drag(by dy: Double, duration: Double = 0.2, hz: Double = 120) {
        touchDown()
        let steps = Swift.max(1, Int((duration * hz).rounded()))
        for _ in 0..<steps {
            advance(by: duration / Double(steps))
            moveFinger(by: dy / Double(steps))
        }
    }

    /// Lets `seconds` pass at 120 Hz.
    func wait(_ seconds: Double, hz: Double = 120) {
        let steps = Swift.max(1, Int((seconds * hz).rounded()))
        for _ in 0..<steps { advance(by: seconds / Double(steps)) }
    }

    /// Pulls past the trigger and releases.
    func pullAndRelease(by dy: Double = 200) {
        drag(by: dy, duration: 0.3)
        liftFinger(velocity: 0)
    }
}

/// Records every phase change of a controller.
@MainActor
final class StateLog {
    var changes: [RefreshStateChange] = []
    init(_ controller: RefreshController) {
        controller.observeState { [unowned self] in self.changes.append($0) }
    }
    var phases: [RefreshPhase] { changes.map(\.to.phase) }
}

/// A scroll host whose metrics a test sets by hand and whose events it sends itself.
@MainActor
final class ManualHost: ScrollHost {
    var metrics: ScrollMetrics
    var time = 0.0
    var busyEdges: Set<RefreshEdge> = []
    var observers: [any ScrollObserver] = []
    init(metrics: ScrollMetrics) { self.metrics = metrics }
    func setRefreshInset(_ share: Double, for edge: RefreshEdge, animationDuration: Double) {
        if edge == .header { metrics.refreshInsets.top = share } else { metrics.refreshInsets.bottom = share }
        metrics.adjustedContentInset = metrics.contentInset + metrics.safeAreaInsets + metrics.refreshInsets
        send(.layoutDidChange)
    }
    func setContentOffset(_ offset: Point, animated: Bool) {
        guard offset != metrics.contentOffset else { return }
        metrics.contentOffset = offset
        send(.didScroll)
    }
    func addObserver(_ observer: any ScrollObserver) { observers.append(observer) }
    func removeObserver(_ observer: any ScrollObserver) { observers.removeAll { $0 === observer } }
    func send(_ event: ScrollEvent) { for o in observers { o.scrollHost(self, didReceive: event) } }
    func scroll(to y: Double) { setContentOffset(Point(x: 0, y: y), animated: false) }
    func advance(to t: Double) {
        time = t
        send(.tick)
    }
}
