extension RefreshController {
    /// While a header refreshes and the user scrolls (a finger, or the motion after it), its
    /// share follows what is in view (as UIRefreshControl's and MJRefresh's do):
    /// ``RefreshController/headerShare(offsetY:restingTopInset:height:)`` — full while the
    /// header shows, shrinking as it scrolls away, 0 once it is out of view (so a pinned section
    /// header sits at the top edge), full again when the user comes back; written without
    /// animation, which moves no content.
    func followContent(on host: any ScrollHost) {
        let m = host.metrics
        // Only the user's scrolling moves it: not the scroll into view of a begin from code,
        // not a layout at rest.
        guard edge == .header, !isHidden, lease != nil, m.isTracking || m.isDecelerating else { return }
        let share = Self.headerShare(
            offsetY: m.contentOffset.y, restingTopInset: m.restingTopInset,
            height: configuration.height)
        guard share.isFinite, share != appliedShare else { return }
        appliedShare = share
        host.setRefreshInset(share, for: edge, animationDuration: 0)
    }

    /// The share a refreshing header holds when the content is at `offsetY`:
    /// `clamp(−(offsetY + restingTopInset), 0, height)`.
    ///
    /// - Parameters:
    ///   - offsetY: The content offset's y.
    ///   - restingTopInset: The top inset without the header's share.
    ///   - height: The header's height (its full share).
    /// - Returns: The share in points, from 0 to `height`.
    package static func headerShare(offsetY: Double, restingTopInset: Double, height: Double) -> Double {
        RKMath.clamp(-(offsetY + restingTopInset), 0, height)
    }

    /// The share a refresh begun without revealing holds: a header's part in view, nothing while
    /// the content rests at its top or below (a footer's full share).
    func shareInView(_ m: ScrollMetrics) -> Double {
        guard edge == .header else { return shareForRefreshing(m) }
        let share = Self.headerShare(
            offsetY: m.contentOffset.y, restingTopInset: m.restingTopInset, height: configuration.height)
        return share.isFinite ? share : 0
    }

    /// The fraction of its height a refreshing header left partly in view must show to settle
    /// whole when the content comes to rest (less settles hidden): one half, the nearer end.
    package static let headerSettleThreshold = 0.5

    /// Where a refreshing header's share settles when the content comes to rest with `share`
    /// points of it in view: nil when it is whole or hidden already; `height` from
    /// ``headerSettleThreshold`` of it up, else 0.
    ///
    /// - Parameters:
    ///   - share: The share held (the part in view), in points.
    ///   - height: The header's height (its full share).
    /// - Returns: The share to settle at, or nil to leave it.
    package static func settledHeaderShare(_ share: Double, height: Double) -> Double? {
        guard share.isFinite, height.isFinite, height > 0, share > 0, share < height else { return nil }
        return share >= height * headerSettleThreshold ? height : 0
    }

    /// A refreshing header partly in view when the content comes to rest (the user let go, or
    /// the motion after it ended) settles: whole (the content scrolls to show it) or hidden (the
    /// share goes, the content closes over it), animated.
    func settleHeader(on host: any ScrollHost) {
        let m = host.metrics
        guard edge == .header, !isHidden, state == .refreshing, lease != nil, !m.isTracking, !m.isDecelerating,
            let share = Self.settledHeaderShare(appliedShare, height: configuration.height)
        else { return }
        appliedShare = share
        host.setRefreshInset(share, for: edge, animationDuration: configuration.insetAnimationDuration)
        let resting = host.metrics
        if share > 0, resting.contentOffset.y > resting.minOffsetY {
            host.setContentOffset(Point(x: resting.contentOffset.x, y: resting.minOffsetY), animated: true)
        }
    }
}
