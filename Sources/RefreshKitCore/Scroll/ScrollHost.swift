/// The one seam between RefreshKit's controls and a scroll view: `SimulatedScrollView` in the
/// core, `UIScrollView` in the UIKit adapter.
///
/// Controls never write the app's `contentInset`: each one sets only its own share with
/// ``setRefreshInset(_:for:animated:)``, and the host adds the shares to the app's inset.
@MainActor
public protocol ScrollHost: AnyObject, Sendable {
    /// The current metrics.
    var metrics: ScrollMetrics { get }
    /// The host's clock, in seconds (monotonic).
    var time: Double { get }
    /// Which edges are refreshing now, so the other edge can wait its turn (an edge that is
    /// finishing no longer counts: it only gives its share back).
    var busyEdges: Set<RefreshEdge> { get set }
    /// Sets the share of the inset that the control on `edge` holds (top for the header,
    /// bottom for the footer). Animated changes take 0.3 s, let the user interact, and begin
    /// from the current state; the offset follows when it would fall out of range.
    func setRefreshInset(_ share: Double, for edge: RefreshEdge, animated: Bool)
    /// Moves the content. Animated: over 0.3 s, then `didEndScrollingAnimation`. Not animated:
    /// like assigning `contentOffset` (a finger re-anchors; momentum carries on).
    func setContentOffset(_ offset: Point, animated: Bool)
    /// Starts sending events to `observer` (held weakly).
    func addObserver(_ observer: any ScrollObserver)
    /// Stops sending events to `observer`.
    func removeObserver(_ observer: any ScrollObserver)
}
