/// The one seam between RefreshKit's controls and a scroll view: `SimulatedScrollView` in the
/// core, `UIScrollView` in the UIKit adapter.
///
/// Controls never write the app's `contentInset`: each one sets only its own share with
/// ``setRefreshInset(_:for:animationDuration:)``, and the host adds the shares to the app's inset.
@MainActor
package protocol ScrollHost: AnyObject, Sendable {
    /// The current metrics.
    var metrics: ScrollMetrics { get }
    /// The host's clock, in seconds (monotonic).
    var time: Double { get }
    /// Which edges are refreshing now, so the other edge can wait its turn (an edge that is
    /// finishing no longer counts: it only gives its share back).
    var busyEdges: Set<RefreshEdge> { get set }
    /// Sets the share of the inset that the control on `edge` holds (top for the header,
    /// bottom for the footer). Animated changes let the user interact and begin from the
    /// current state; the offset follows when it would fall out of range.
    ///
    /// - Parameters:
    ///   - share: The control's whole share, in points (0 gives it all back); replaces the
    ///     previous share rather than adding to it.
    ///   - edge: The edge whose share changes.
    ///   - animationDuration: How long the change animates, in seconds (the control's
    ///     ``RefreshConfiguration/insetAnimationDuration``); 0 makes it at once.
    func setRefreshInset(_ share: Double, for edge: RefreshEdge, animationDuration: Double)
    /// Moves the content. Animated: over 0.3 s, then `didEndScrollingAnimation`. Not animated:
    /// like assigning `contentOffset` (a finger re-anchors; momentum carries on).
    ///
    /// - Parameters:
    ///   - offset: The new content offset, in points.
    ///   - animated: Whether the move animates.
    func setContentOffset(_ offset: Point, animated: Bool)
    /// Starts sending events to `observer` (held weakly).
    ///
    /// - Parameter observer: The object to call after every event.
    func addObserver(_ observer: any ScrollObserver)
    /// Stops sending events to `observer`.
    ///
    /// - Parameter observer: An observer added with ``addObserver(_:)``; others are ignored.
    func removeObserver(_ observer: any ScrollObserver)
    /// Sets the share of the inset held on `side` (for a horizontal scroll view's leading and
    /// trailing controls: left and right). Hosts that scroll only vertically need not implement
    /// it: by default top and bottom go to ``setRefreshInset(_:for:animationDuration:)`` and
    /// left and right are ignored.
    ///
    /// - Parameters:
    ///   - share: The control's whole share, in points (0 gives it all back).
    ///   - side: The side of the inset.
    ///   - animationDuration: How long the change animates, in seconds; 0 makes it at once.
    func setRefreshInset(_ share: Double, on side: InsetSide, animationDuration: Double)
    /// What moved the content in the latest offset change (read it while a `.didScroll` is
    /// delivered). Hosts that cannot tell need not implement it: by default a finger while
    /// ``ScrollMetrics/isDragging``, momentum while ``ScrollMetrics/isDecelerating``, else the app.
    var scrollMover: ScrollMover { get }
}

extension ScrollHost {
    /// Top and bottom as ``setRefreshInset(_:for:animationDuration:)`` does; left and right
    /// ignored.
    ///
    /// - Parameters:
    ///   - share: The control's whole share, in points.
    ///   - side: The side of the inset.
    ///   - animationDuration: How long the change animates, in seconds; 0 makes it at once.
    package func setRefreshInset(_ share: Double, on side: InsetSide, animationDuration: Double) {
        switch side {
        case .top: setRefreshInset(share, for: .header, animationDuration: animationDuration)
        case .bottom: setRefreshInset(share, for: .footer, animationDuration: animationDuration)
        case .left, .right: break
        }
    }

    /// From the metrics: a finger while dragging, momentum while decelerating, else the app.
    package var scrollMover: ScrollMover {
        let m = metrics
        return m.isDragging ? .finger : m.isDecelerating ? .momentum : .app
    }
}
