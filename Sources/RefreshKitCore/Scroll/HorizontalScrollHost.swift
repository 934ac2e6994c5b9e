/// A horizontal scroll view shown to the refresh controllers as a vertical one, so the very same
/// state machine, insets and ledger drive a leading control (pull from the left edge to
/// refresh, as a header) and a trailing one (pull or scroll to the right end to load more, as a
/// footer).
///
/// It reads the base host's metrics transposed (``ScrollMetrics/transposed``: x as y, left as
/// top), writes offsets transposed back, and puts a header's share on the base's left inset and
/// a footer's on its right (``ScrollHost/setRefreshInset(_:on:animationDuration:)``). Events pass
/// through unchanged. The leading and trailing controls wait for each other through this
/// host's own ``busyEdges``, apart from any vertical controls of the base.
@MainActor
package final class HorizontalScrollHost: ScrollHost, ScrollObserver {
    /// The scroll view that scrolls horizontally (held weakly).
    package private(set) weak var base: (any ScrollHost)?
    /// Which of the leading (`.header`) and trailing (`.footer`) controls refresh now.
    package var busyEdges: Set<RefreshEdge> = []
    private var observers: [WeakScrollObserver] = []

    /// Wraps `base`; keep the returned host alive as long as controls use it.
    ///
    /// - Parameter base: The horizontally scrolling host.
    package init(base: any ScrollHost) {
        self.base = base
        base.addObserver(self)
    }

    /// The base's metrics with the axes swapped; empty metrics once the base is gone.
    package var metrics: ScrollMetrics { base?.metrics.transposed ?? ScrollMetrics() }

    /// The base's clock.
    package var time: Double { base?.time ?? 0 }

    /// What moved the base's content (the same on either axis).
    package var scrollMover: ScrollMover { base?.scrollMover ?? .app }

    /// Puts the leading control's share on the left inset, the trailing control's on the right.
    ///
    /// - Parameters:
    ///   - share: The control's whole share, in points.
    ///   - edge: `.header` for leading, `.footer` for trailing.
    ///   - animationDuration: How long the change animates, in seconds; 0 makes it at once.
    package func setRefreshInset(_ share: Double, for edge: RefreshEdge, animationDuration: Double) {
        base?.setRefreshInset(share, on: InsetSide(edge: edge, axis: .horizontal), animationDuration: animationDuration)
    }

    /// Moves the base's content to `offset` with its axes swapped back.
    ///
    /// - Parameters:
    ///   - offset: The offset as the controllers see it (y along the scroll axis).
    ///   - animated: Whether the move animates.
    package func setContentOffset(_ offset: Point, animated: Bool) {
        base?.setContentOffset(offset.transposed, animated: animated)
    }

    /// Starts sending the base's events to `observer` (held weakly).
    ///
    /// - Parameter observer: The object to call after every event.
    package func addObserver(_ observer: any ScrollObserver) {
        guard !observers.contains(where: { $0.value === observer }) else { return }
        observers.append(WeakScrollObserver(value: observer))
    }

    /// Stops sending events to `observer`.
    ///
    /// - Parameter observer: An observer added with ``addObserver(_:)``.
    package func removeObserver(_ observer: any ScrollObserver) {
        observers.removeAll { $0.value === observer || $0.value == nil }
    }

    /// Passes the base's event on to every observer of this host.
    ///
    /// - Parameters:
    ///   - host: The base.
    ///   - event: What happened.
    package func scrollHost(_ host: any ScrollHost, didReceive event: ScrollEvent) {
        for observer in observers.compactMap(\.value) { observer.scrollHost(self, didReceive: event) }
    }
}
