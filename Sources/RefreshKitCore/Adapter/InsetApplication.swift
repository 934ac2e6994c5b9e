/// How the UIKit adapter applies an inset share: over 0.3 s, interactive, from the current
/// state (`UIView.animate(withDuration: 0.3, delay: 0, options: [.allowUserInteraction,
/// .beginFromCurrentState])`), writing the ledger's total and, in the same animation, the offset
/// this type decides.
///
/// While UIKit's own deceleration or bounce runs, the adapter writes the inset only and no offset:
/// a write of `contentOffset` in that motion is something Apple does not document (UIKits could
/// re-anchor the motion, keep their own path and overwrite the write a frame later, or stop), and
/// the motion, whose edge is the adjusted inset, lands at the new resting edge by itself.
///
/// At rest, UIKit does not move the content when `contentInset` changes, so the adapter does what
/// the simulated scroll view (and MJRefresh) do, unless the user holds the content (a finger, or a
/// trackpad's drag, which may come without `isTracking`: ``ScrollMetrics/isUserScrolling``):
/// - a share that grows while the content is pulled past the old resting edge moves the content
///   to the new resting edge (the control rests fully in view: the header at `−adjusted top`, the
///   footer at the end plus its share);
/// - a share that shrinks (or any change) leaving the offset outside the new range brings it
///   back to the nearest edge (the content closes over the control when the refresh ends).
package enum InsetApplication {
    /// The duration of inset animations: 0.3 s.
    package static let duration = RefreshConfiguration.defaultInsetAnimationDuration

    /// The vertical offset to set together with a change of the share on `edge` from `oldShare`
    /// to `newShare`, given the metrics after the change; nil to leave the offset alone.
    package static func offsetY(
        edge: RefreshEdge, oldShare: Double, newShare: Double,
        after m: ScrollMetrics
    ) -> Double? {
        guard !m.isUserScrolling, oldShare.isFinite, newShare.isFinite else { return nil }
        let y = m.contentOffset.y
        guard y.isFinite else { return nil }
        let delta = newShare - oldShare
        var target = Swift.min(Swift.max(y, m.minOffsetY), m.maxOffsetY)
        if delta > 0 {
            switch edge {
            case .header:
                let oldMin = m.minOffsetY + delta
                if y < oldMin { target = m.minOffsetY }
            case .footer:
                let oldMax = Swift.max(m.minOffsetY, m.maxOffsetY - delta)
                if y > oldMax { target = m.maxOffsetY }
            }
        }
        return target == y ? nil : target
    }
}
