@testable import RefreshKitCore
import RefreshKitScrollSimulation

/// A scroll host built the way the UIKit adapter is built, on top of a simulated scroll view that
/// stands in for a `UIScrollView`: the simulated view's `contentInset` plays UIKit's ONE
/// `contentInset`, which both the app and the host write (its own refresh shares stay zero);
/// an ``InsetLedger`` keeps them apart. The host ignores the simulated view's delegate-style
/// events except as "something changed" signals — key-value changes, the pan gesture's began and
/// ended, display-link ticks — and re-derives the events with a ``ScrollEventDeriver``, as the
/// adapter does without delegate forwarding.
///
/// The simulated view may behave like a host that does not keep what it is given
/// (``HostInsetBehaviour``: rounding, ulp perturbation, re-assertion); the double writes the way
/// the adapter writes — ``InsetLedger/beginWrite(_:)``, the write, ``InsetLedger/endWrite(held:)``
/// with what the view holds — and counts the writes of each event.
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
    /// What the "UIKit" host does to written insets.
    let behaviour: HostInsetBehaviour
    /// RefreshKit's inset writes so far.
    private(set) var writes = 0
    /// The most writes made while handling one event (a key-value change, a tick, a share).
    private(set) var maxWritesPerEvent = 0
    /// A write loop was cut (more than ``writeLoopLimit`` writes in one event).
    private(set) var loopDetected = false
    /// Writes in one event past which the double stops writing and reports a loop.
    static let writeLoopLimit = 50
    private var writesThisEvent = 0
    private var depth = 0

    init(_ view: SimulatedScrollView, behaviour: HostInsetBehaviour = .keeps) {
        self.view = view
        self.behaviour = behaviour
        view.setContentInset(behaviour.held(view.contentInset, count: 0))
        self.ledger = InsetLedger(appInset: view.contentInset)
        ledger.displayScale = behaviour.displayScale
        view.addObserver(self)
        _ = deriver.events(for: state, after: .keyValueChange)
    }

    /// What UIKit would report.
    var state: UIKitScrollState {
        UIKitScrollState(
            contentOffset: view.contentOffset, contentSize: view.contentSize,
            boundsSize: view.viewportSize, contentInset: view.contentInset,
            adjustedContentInset: view.adjustedContentInset, safeAreaInsets: view.safeAreaInsets,
            isTracking: view.isTracking, isDragging: view.isDragging, isDecelerating: view.isDecelerating,
            displayScale: behaviour.displayScale)
    }

    // MARK: ScrollHost

    var metrics: ScrollMetrics { state.metrics(ledger: ledger, isDragging: deriver.isDragging) }
    var time: Double { view.time }

    /// As the adapter: write the ledger's total, then the offset ``InsetApplication`` decides.
    func setRefreshInset(_ share: Double, for edge: RefreshEdge, animationDuration: Double) {
        enter()
        defer { leave() }
        let animated = animationDuration > 0
        if let total = ledger.observe(view.contentInset) { write(total) }
        let oldShare = ledger.share(for: edge)
        write(ledger.setShare(share, for: edge), animated: animated)
        if let y = InsetApplication.offsetY(
            edge: edge, oldShare: oldShare, newShare: ledger.share(for: edge),
            after: metrics)
        {
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
        enter()
        defer { leave() }
        switch event {
        case .didScroll: observe(.keyValueChange)
        case .layoutDidChange:
            // contentInset's key-value observer: an app's write is taken in by the ledger, which
            // may ask for the shares to be written back.
            if let total = ledger.observe(view.contentInset) {
                write(total)
            }
            observe(.keyValueChange)
        case .willBeginDragging: observe(.pan(.began))
        case .didEndDragging: observe(.pan(.ended))
        case .didEndDecelerating: break  // no delegate: derived on a later tick
        case .didEndScrollingAnimation: observe(.scrollAnimationEnded)
        case .tick:
            if case let .reassertsLater(value) = behaviour, view.contentInset != value {
                view.setContentInset(value)  // the host's own layout pass
            }
            observe(.tick)
        }
    }

    /// RefreshKit's write of `total`, as the adapter makes it.
    private func write(_ total: Insets, animated: Bool = false) {
        writes += 1
        writesThisEvent += 1
        maxWritesPerEvent = Swift.max(maxWritesPerEvent, writesThisEvent)
        guard writesThisEvent <= Self.writeLoopLimit else {
            loopDetected = true
            return
        }
        ledger.beginWrite(total)
        view.setContentInset(behaviour.held(total, count: writes), animated: animated)
        if case let .reasserts(value) = behaviour { view.setContentInset(value) }
        ledger.endWrite(held: view.contentInset)
    }

    private func enter() {
        if depth == 0 { writesThisEvent = 0 }
        depth += 1
    }

    private func leave() { depth -= 1 }

    private func observe(_ trigger: ScrollEventDeriver.Trigger) {
        for event in deriver.events(for: state, after: trigger) {
            sent.append(event)
            let current = observers
            for box in current { box.value?.scrollHost(self, didReceive: event) }
        }
    }

    /// The app writes UIKit's `contentInset` directly (the host treats it as any write).
    func appWritesContentInset(_ inset: Insets) {
        enter()
        defer { leave() }
        view.setContentInset(behaviour.held(inset, count: writes))
    }

    /// The app uses the safe API (`refreshKitAppContentInset`).
    func appSetsOwnInset(_ inset: Insets) {
        enter()
        defer { leave() }
        if let total = ledger.observe(view.contentInset) { write(total) }
        write(ledger.setAppInset(inset))
    }
}
