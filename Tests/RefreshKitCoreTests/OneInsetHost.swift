@testable import RefreshKitCore

/// A scroll host built the way the UIKit adapter is built, on top of a simulated scroll view that
/// stands in for a `UIScrollView`: the simulated view's `contentInset` plays UIKit's ONE
/// `contentInset`, which both the app and the host write (its own refresh shares stay zero);
/// an ``InsetLedger`` keeps them apart. The host ignores the simulated view's delegate-style
/// events except as "something changed" signals — key-value changes, the pan gesture's began and
/// ended, display-link ticks — and re-derives the events with a ``ScrollEventDeriver``, as the
/// adapter does without delegate forwarding.
@MainActor
final class OneInsetHost: ScrollHost, ScrollObserver {
    /// The stand-in for the `UIScrollView`.
    let view: SimulatedScrollView
    var ledger: InsetLedger
    var deriver = ScrollEventDeriver()
    var busyEdges: Set<RefreshEdge> = []
    private var observers: [WeakScrollObserver] = []
    /// Every event the host sent, in order.
    private(set) var sent: [ScrollEvent] = []

    init(_ view: SimulatedScrollView) {
        self.view = view
        self.ledger = InsetLedger(appInset: view.contentInset)
        view.addObserver(self)
        _ = deriver.events(for: state, after: .keyValueChange)
    }

    /// What UIKit would report.
    var state: UIKitScrollState {
        UIKitScrollState(contentOffset: view.contentOffset, contentSize: view.contentSize,
                         boundsSize: view.viewportSize, contentInset: view.contentInset,
                         adjustedContentInset: view.adjustedContentInset, safeAreaInsets: view.safeAreaInsets,
                         isTracking: view.isTracking, isDragging: view.isDragging, isDecelerating: view.isDecelerating)
    }

    // MARK: ScrollHost

    var metrics: ScrollMetrics { state.metrics(ledger: ledger, isDragging: deriver.isDragging) }
    var time: Double { view.time }

    /// As the adapter: write the ledger's total, then the offset ``InsetApplication`` decides.
    func setRefreshInset(_ share: Double, for edge: RefreshEdge, animated: Bool) {
        let oldShare = ledger.share(for: edge)
        let total = ledger.setShare(share, for: edge)
        view.setContentInset(total, animated: animated)
        if let y = InsetApplication.offsetY(edge: edge, oldShare: oldShare, newShare: ledger.share(for: edge),
                                            after: metrics) {
            view.setContentOffset(Point(x: view.contentOffset.x, y: y), animated: animated)
        }
    }

    func setContentOffset(_ offset: Point, animated: Bool) { view.setContentOffset(offset, animated: animated) }

    func addObserver(_ observer: any ScrollObserver) {
        observers.removeAll { $0.value == nil || $0.value === observer }
        observers.append(WeakScrollObserver(value: observer))
    }

    func removeObserver(_ observer: any ScrollObserver) {
        observers.removeAll { $0.value == nil || $0.value === observer }
    }

    // MARK: The "UIKit" side: key-value changes, the pan gesture, the display link

    func scrollHost(_ host: any ScrollHost, didReceive event: ScrollEvent) {
        switch event {
        case .didScroll: observe(.keyValueChange)
        case .layoutDidChange:
            // contentInset's key-value observer: an app's write is taken in by the ledger, which
            // may ask for the shares to be written back.
            if let total = ledger.observe(view.contentInset) {
                view.setContentInset(total)
                return
            }
            observe(.keyValueChange)
        case .willBeginDragging: observe(.pan(.began))
        case .didEndDragging: observe(.pan(.ended))
        case .didEndDecelerating: break                      // no delegate: derived on a later tick
        case .didEndScrollingAnimation: observe(.scrollAnimationEnded)
        case .tick: observe(.tick)
        }
    }

    private func observe(_ trigger: ScrollEventDeriver.Trigger) {
        for event in deriver.events(for: state, after: trigger) {
            sent.append(event)
            let current = observers
            for box in current { box.value?.scrollHost(self, didReceive: event) }
        }
    }

    /// The app writes UIKit's `contentInset` directly.
    func appWritesContentInset(_ inset: Insets) { view.setContentInset(inset) }

    /// The app uses the safe API (`refreshKitAppContentInset`).
    func appSetsOwnInset(_ inset: Insets) { view.setContentInset(ledger.setAppInset(inset)) }
}
