import Testing
@testable import RefreshKitCore
import RefreshKitScrollSimulation

/// A test double of a horizontally scrolling view: a vertical `SimulatedScrollView` seen with its
/// axes swapped (its y is this host's x, its top inset this host's left). Its left and right
/// shares are the simulated view's top and bottom shares. Wrapped in a `HorizontalScrollHost`,
/// it must behave exactly as the simulated view itself.
@MainActor
final class SwappedAxesHost: ScrollHost, ScrollObserver {
    let view: SimulatedScrollView
    var busyEdges: Set<RefreshEdge> = []
    private var observers: [WeakScrollObserver] = []

    init(_ view: SimulatedScrollView) {
        self.view = view
        view.addObserver(self)
    }

    var metrics: ScrollMetrics { view.metrics.transposed }
    var time: Double { view.time }

    func setRefreshInset(_ share: Double, for edge: RefreshEdge, animationDuration: Double) {
        // A horizontal scroll view has no vertical controls in these tests.
        Issue.record("a vertical share was set on a horizontal scroll view")
    }

    func setRefreshInset(_ share: Double, on side: InsetSide, animationDuration: Double) {
        switch side {
        case .left: view.setRefreshInset(share, for: .header, animationDuration: animationDuration)
        case .right: view.setRefreshInset(share, for: .footer, animationDuration: animationDuration)
        case .top, .bottom: Issue.record("a \(side) share was set on a horizontal scroll view")
        }
    }

    func setContentOffset(_ offset: Point, animated: Bool) {
        view.setContentOffset(offset.transposed, animated: animated)
    }

    func addObserver(_ observer: any ScrollObserver) { observers.append(WeakScrollObserver(value: observer)) }
    func removeObserver(_ observer: any ScrollObserver) { observers.removeAll { $0.value === observer } }

    func scrollHost(_ host: any ScrollHost, didReceive event: ScrollEvent) {
        for observer in observers.compactMap(\.value) { observer.scrollHost(self, didReceive: event) }
    }
}
