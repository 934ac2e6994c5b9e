#if canImport(UIKit)
import QuartzCore
import RefreshKitCore
import UIKit
#elseif UIKIT_MODEL
import RefreshKitCore
import UIKitModel
#endif
#if canImport(UIKit) || UIKIT_MODEL

/// The bridge from a `UIScrollView` to the core's ``ScrollHost``: one per scroll view, shared by
/// its header, footer and collapsing header, stored on the scroll view as an associated object.
/// It observes the scroll view without delegate forwarding (key-value observations and a pan
/// target), derives events with ``ScrollEventDeriver``, writes the controls' inset shares through
/// ``InsetLedger`` and runs a display link only while ``FramePolicy`` asks for frames.
@MainActor
final class UIScrollViewHost: NSObject, ScrollHost {
    /// The scroll view observed.
    private(set) weak var scrollView: UIScrollView?
    /// The app's inset and the refresh shares.
    private(set) var ledger: InsetLedger
    /// Which edges are refreshing.
    var busyEdges: Set<RefreshEdge> = []

    var deriver = ScrollEventDeriver()
    /// Tells the user's scrolling from the app's (``scrollMover``).
    private var movers = ScrollMoverClassifier()
    private var observers: [WeakScrollObserver] = []
    /// The scroll view's bounds size last seen.
    private var boundsSize = Size.zero
    /// The event buffers, one per depth of ``observe(_:)``: a client that scrolls while it handles
    /// an event (the collapsing header holding the content still) is observed again before the
    /// first pass ends, and each depth keeps its buffer's storage.
    private var eventBuffers: [[ScrollEvent]] = []
    /// How many calls of ``observe(_:)`` are running.
    private var observeDepth = 0
    /// The demand of the last ``updateFrames()``, kept for its storage.
    var demand = FramePolicy.Demand()
    var frameClients: [WeakFrameClient] = []
    private var observations: [NSKeyValueObservation] = []
    private var panTarget: PanTarget?
    /// Touched in `deinit` (nonisolated), otherwise only on the main actor.
    nonisolated(unsafe) var displayLink: CADisplayLink?
    var runningInsetAnimations = 0
    var runningOffsetAnimations = 0
    /// A scroll the scroll view animates itself (`setContentOffset(_:animated:)`), until it ends.
    var scrollAnimation: ProgrammaticScroll.Watch?
    var isInvalidated = false
    private var bounce = BouncePolicy()
    private var horizontalBounce = BouncePolicy()

    // MARK: Finding the host of a scroll view

    /// The host of `scrollView`, created on first use.
    static func host(for scrollView: UIScrollView) -> UIScrollViewHost {
        if let existing = existingHost(for: scrollView) { return existing }
        let host = UIScrollViewHost(scrollView: scrollView)
        objc_setAssociatedObject(scrollView, AssociationKey.host.pointer, host, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
        return host
    }

    /// The host of `scrollView`, if it has one.
    static func existingHost(for scrollView: UIScrollView) -> UIScrollViewHost? {
        objc_getAssociatedObject(scrollView, AssociationKey.host.pointer) as? UIScrollViewHost
    }

    // The scroll view holds the host; the host holds the scroll view and the controls weakly.
    // The key-value observations die with the host (Foundation unregisters them itself when the
    // scroll view goes first), so whichever side goes first, nothing is messaged after it.
    deinit {
        displayLink?.invalidate()
    }

    private init(scrollView: UIScrollView) {
        self.scrollView = scrollView
        self.ledger = InsetLedger(appInset: Insets(scrollView.contentInset))
        super.init()
        boundsSize = Size(scrollView.bounds.size)
        startObserving(scrollView)
        _ = deriver.events(for: Self.state(of: scrollView), after: .keyValueChange)
    }

    // `safeAreaInsets` and `adjustedContentInset` are not key-value observable: they are read
    // again on every event (offset change, pan callback, tick) and when a control's
    // `safeAreaInsetsDidChange()`/`didMoveToWindow()` calls `refresh()`, so a large title
    // collapsing or a bar appearing is seen in the same frame.
    private func startObserving(_ sv: UIScrollView) {
        // Each handler passes the host to a closure that captures nothing: no allocation per change.
        observations = [
            sv.observe(\.contentOffset, options: []) { [weak self] _, _ in
                onMainActor(self) { $0.observe(.keyValueChange) }
            },
            sv.observe(\.contentSize, options: []) { [weak self] _, _ in
                onMainActor(self) { $0.observe(.keyValueChange) }
            },
            sv.observe(\.contentInset, options: []) { [weak self] _, _ in
                onMainActor(self) { $0.contentInsetDidChange() }
            },
            sv.observe(\.bounds, options: []) { [weak self] _, _ in
                onMainActor(self) { $0.boundsDidChange() }
            },
            sv.observe(\.frame, options: []) { [weak self] _, _ in
                onMainActor(self) { $0.observe(.keyValueChange) }
            },
        ]
        // A background view set later must not cover the header.
        let restack: @Sendable () -> Void = { [weak self] in
            onMainActor { self?.scrollView?.restackRefreshControls() }
        }
        if let table = sv as? UITableView {
            observations.append(table.observe(\.backgroundView, options: []) { _, _ in restack() })
        } else if let collection = sv as? UICollectionView {
            observations.append(collection.observe(\.backgroundView, options: []) { _, _ in restack() })
        }
        let target = PanTarget(host: self)
        sv.panGestureRecognizer.addTarget(target, action: PanTarget.action)
        // The recognizer does not retain its targets: the proxy lives as long as the recognizer.
        objc_setAssociatedObject(
            sv.panGestureRecognizer, AssociationKey.panTarget.pointer, target,
            .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
        panTarget = target
    }

    /// Stops observing: key-value observations, the pan target and the display link go; the
    /// host is removed from its scroll view. Controls still attached stop receiving events.
    func invalidate() {
        guard !isInvalidated else { return }
        isInvalidated = true
        observations.forEach { $0.invalidate() }
        observations = []
        displayLink?.invalidate()
        displayLink = nil
        if let sv = scrollView {
            if let target = panTarget {
                sv.panGestureRecognizer.removeTarget(target, action: PanTarget.action)
                objc_setAssociatedObject(
                    sv.panGestureRecognizer, AssociationKey.panTarget.pointer, nil,
                    .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
            }
            if Self.existingHost(for: sv) === self {
                objc_setAssociatedObject(sv, AssociationKey.host.pointer, nil, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
            }
        }
        panTarget = nil
        observers = []
        frameClients = []
    }

    /// Invalidates the host when nothing observes it any more and it holds no share.
    func invalidateIfUnused() {
        observers.removeAll { $0.value == nil }
        if observers.isEmpty && ledger.shares == .zero { invalidate() }
    }

    // MARK: ScrollHost

    var metrics: ScrollMetrics {
        guard let sv = scrollView else { return ScrollMetrics() }
        return Self.state(of: sv).metrics(ledger: ledger, isDragging: deriver.isDragging)
    }

    var time: Double { CACurrentMediaTime() }

    /// Whether a finger drags the content now (from the pan gesture).
    var isUserDragging: Bool { deriver.isDragging }

    /// What moved the content in the latest offset change: the finger, the momentum its release
    /// started, or the app (``ScrollMoverClassifier``).
    var scrollMover: ScrollMover { movers.last }

    func setRefreshInset(_ share: Double, for edge: RefreshEdge, animationDuration: Double) {
        setRefreshInset(share, on: InsetSide(edge: edge, axis: .vertical), animationDuration: animationDuration)
    }

    /// The leading and trailing controls' view of this scroll view: its x axis as the
    /// controllers' y (one per scroll view, so the two wait for each other).
    private(set) lazy var horizontal = HorizontalScrollHost(base: self)

    /// The share held on `side`: top and bottom for the header and footer, left and right for a
    /// horizontal scroll view's leading and trailing controls. Written through the ledger, in
    /// one animation with the offset along the side's axis that ``InsetApplication`` decides
    /// (on the transposed metrics for left and right).
    func setRefreshInset(_ share: Double, on side: InsetSide, animationDuration: Double) {
        guard let sv = scrollView, !isInvalidated else { return }
        if let total = ledger.observe(Insets(sv.contentInset)) { write(total, to: sv) }
        let vertical = side == .top || side == .bottom
        let edge: RefreshEdge = side == .top || side == .left ? .header : .footer
        let oldShare = ledger.share(on: side)
        let total = ledger.setShare(share, on: side)
        // UIKit's own deceleration or bounce is not fought: only the inset is written, and the
        // motion lands at the new resting edge (`InsetApplication`).
        let moving = sv.isDecelerating
        let apply = { [weak self] in
            guard let self, let sv = self.scrollView else { return }
            self.write(total, to: sv)
            guard !moving, !sv.isDecelerating else { return }
            let newShare = self.ledger.share(on: side)  // zero if the host refused it
            let metrics = vertical ? self.metrics : self.metrics.transposed
            guard
                let along = InsetApplication.offsetY(
                    edge: edge, oldShare: oldShare, newShare: newShare,
                    after: metrics)
            else { return }
            sv.contentOffset =
                vertical
                ? CGPoint(x: sv.contentOffset.x, y: CGFloat(along))
                : CGPoint(x: CGFloat(along), y: sv.contentOffset.y)
        }
        if animationDuration.isFinite && animationDuration > 0 && UIView.areAnimationsEnabled {
            runningInsetAnimations += 1
            UIView.animate(
                withDuration: animationDuration, delay: 0,
                options: [.allowUserInteraction, .beginFromCurrentState],
                animations: apply
            ) { [weak self] _ in
                guard let self else { return }
                self.runningInsetAnimations -= 1
                self.updateFrames()
            }
        } else {
            apply()
        }
        updateFrames()
    }

    func setContentOffset(_ offset: Point, animated: Bool) {
        guard let sv = scrollView, offset.x.isFinite, offset.y.isFinite else { return }
        let target = CGPoint(x: CGFloat(offset.x), y: CGFloat(offset.y))
        guard animated && UIView.areAnimationsEnabled else {
            sv.contentOffset = target
            return
        }
        switch ProgrammaticScroll.style(laysOutCells: sv is UITableView || sv is UICollectionView) {
        case .scrollViewAnimation:
            // Rows are laid out frame by frame along the way; the end is seen by the display link.
            scrollAnimation = ProgrammaticScroll.Watch(target: offset.y, startTime: time)
            sv.setContentOffset(target, animated: true)
        case .viewAnimation:
            // Like MJRefresh: the model value changes at once (the controllers see the final
            // offset), the layer animates; the end is reported as `didEndScrollingAnimation`.
            runningOffsetAnimations += 1
            UIView.animate(
                withDuration: InsetApplication.duration, delay: 0,
                options: [.allowUserInteraction, .beginFromCurrentState],
                animations: { [weak self] in self?.scrollView?.contentOffset = target }
            ) { [weak self] _ in
                guard let self else { return }
                self.runningOffsetAnimations -= 1
                self.observe(.scrollAnimationEnded)
            }
        }
        updateFrames()
    }

    /// Ends the scroll view's own animation once ``ProgrammaticScroll/Watch`` says it is over.
    func checkScrollAnimation() {
        guard let watch = scrollAnimation, let sv = scrollView else { return }
        let userScrolls = sv.isTracking || sv.isDragging
        guard watch.hasEnded(offset: Double(sv.contentOffset.y), isUserScrolling: userScrolls, time: time) else {
            return
        }
        scrollAnimation = nil
        observe(.scrollAnimationEnded)
    }

    func addObserver(_ observer: any ScrollObserver) {
        observers.removeAll { $0.value == nil || $0.value === observer }
        observers.append(WeakScrollObserver(value: observer))
    }

    func removeObserver(_ observer: any ScrollObserver) {
        observers.removeAll { $0.value == nil || $0.value === observer }
    }

    // MARK: Bouncing

    /// A refresh control attached: short or empty content must bounce to be pulled.
    func refreshControlDidAttach(axis: ScrollAxis = .vertical) {
        guard let sv = scrollView else { return }
        switch axis {
        case .vertical:
            if let value = bounce.controlAttached(current: sv.alwaysBounceVertical) { sv.alwaysBounceVertical = value }
        case .horizontal:
            if let value = horizontalBounce.controlAttached(current: sv.alwaysBounceHorizontal) {
                sv.alwaysBounceHorizontal = value
            }
        }
    }

    /// A refresh control detached: the last one of its axis gives the app's
    /// `alwaysBounceVertical` (or `alwaysBounceHorizontal`) back.
    func refreshControlDidDetach(axis: ScrollAxis = .vertical) {
        guard let sv = scrollView else { return }
        switch axis {
        case .vertical:
            if let value = bounce.controlDetached(current: sv.alwaysBounceVertical) { sv.alwaysBounceVertical = value }
        case .horizontal:
            if let value = horizontalBounce.controlDetached(current: sv.alwaysBounceHorizontal) {
                sv.alwaysBounceHorizontal = value
            }
        }
    }

    // MARK: Observing

    /// Reads the scroll view again (safe area, adjusted inset) and reports what changed.
    func refresh() { observe(.keyValueChange) }

    func panDidChange(_ phase: PanGesturePhase) {
        if let sv = scrollView {
            let pan = sv.panGestureRecognizer
            movers.panDidChange(
                phase, translation: Point(pan.translation(in: sv)), velocity: Point(pan.velocity(in: sv)), time: time)
        }
        observe(.pan(phase))
    }

    private func contentInsetDidChange() {
        guard let sv = scrollView else { return }
        // The app overwrote an edge that holds a share: write the share back. The echo of
        // RefreshKit's own writes is ignored by the ledger.
        if let total = ledger.observe(Insets(sv.contentInset)) { write(total, to: sv) }
        observe(.keyValueChange)
    }

    /// Writes `total` to `contentInset` under the ledger's write guard: the echo of the write is
    /// ignored, a host that rounds the value is not fought, a value it re-asserts becomes the app's.
    private func write(_ total: Insets, to sv: UIScrollView) {
        ledger.displayScale = Double(sv.traitCollection.displayScale)  // 0 off-screen: the default
        ledger.beginWrite(total)
        sv.contentInset = UIEdgeInsets(total)
        ledger.endWrite(held: Insets(sv.contentInset))
    }

    /// A scroll moves `bounds.origin` with `contentOffset`, which is observed already: only a new
    /// size is news here (a rotation, a resize, Auto Layout setting the bounds).
    private func boundsDidChange() {
        guard let sv = scrollView else { return }
        let size = Size(sv.bounds.size)
        guard size != boundsSize else { return }
        boundsSize = size
        observe(.keyValueChange)
    }

    func observe(_ trigger: ScrollEventDeriver.Trigger) {
        guard let sv = scrollView, !isInvalidated else { return }
        let state = Self.state(of: sv)
        // An echo (a frame change that moved nothing, a size set to itself) does nothing.
        if trigger == .keyValueChange, state.sanitized == deriver.last { return }
        // A buffer per depth, moved out while it is read (a nested pass takes the next one): a
        // scroll event allocates nothing here, nested or not.
        let depth = observeDepth
        if eventBuffers.count == depth { eventBuffers.append([]) }
        var events: [ScrollEvent] = []
        swap(&events, &eventBuffers[depth])
        observeDepth += 1
        defer {
            observeDepth -= 1
            swap(&events, &eventBuffers[depth])
        }
        if let last = deriver.last {
            let offset = state.sanitized.contentOffset
            if offset != last.contentOffset {
                let translation = sv.panGestureRecognizer.translation(in: sv)
                movers.offsetDidChange(
                    by: Point(x: offset.x - last.contentOffset.x, y: offset.y - last.contentOffset.y),
                    translation: Point(translation), fingerDrags: state.isTracking || state.isDragging, time: time)
            }
        }
        movers.motionDidChange(isDecelerating: state.isDecelerating)
        deriver.events(for: state, after: trigger, into: &events)
        for event in events {
            let current = observers
            for box in current { box.value?.scrollHost(self, didReceive: event) }
        }
        updateFrames()
    }

    /// What UIKit reports now.
    static func state(of sv: UIScrollView) -> UIKitScrollState {
        UIKitScrollState(
            contentOffset: Point(sv.contentOffset), contentSize: Size(sv.contentSize),
            boundsSize: Size(sv.bounds.size), contentInset: Insets(sv.contentInset),
            adjustedContentInset: Insets(sv.adjustedContentInset),
            safeAreaInsets: Insets(sv.safeAreaInsets), isTracking: sv.isTracking,
            isDragging: sv.isDragging, isDecelerating: sv.isDecelerating,
            displayScale: sv.traitCollection.displayScale > 0 ? Double(sv.traitCollection.displayScale) : nil,
            isInWindow: sv.window != nil)
    }

    /// Sets the app's own inset (`refreshKitAppContentInset`), keeping the shares.
    func setAppInset(_ inset: Insets) {
        guard let sv = scrollView else { return }
        if let total = ledger.observe(Insets(sv.contentInset)) { write(total, to: sv) }
        write(ledger.setAppInset(inset), to: sv)
    }
}
#endif
