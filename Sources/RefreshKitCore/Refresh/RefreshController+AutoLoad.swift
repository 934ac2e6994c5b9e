/// When an auto footer loads by itself. The same rule holds whether or not it holds its room:
///
/// - never while hidden or disabled, with empty content (along the axis), out of a window, while a
///   begin of this control waits, or while the other edge refreshes or waits to begin (even where
///   ``RefreshConfiguration/allowsSimultaneousRefresh`` lets this one refresh beside it: a page
///   loaded during a reload would arrive out of order);
/// - once each time the user's scroll brings its end into view: a drag towards the end (or, on
///   content taller than the viewport, the motion after it) while the end is within
///   ``RefreshConfiguration/autoTriggerDistance``; again once the end left that distance or a new
///   drag began;
/// - with ``RefreshConfiguration/fillsViewport``, also without a scroll while its end is in view
///   and the content's length changed since its last load (or none has run): a short list loads
///   until it fills the viewport, and a load that adds nothing is never repeated.
extension RefreshController {
    /// Whether an idle auto footer loads now.
    ///
    /// - Parameters:
    ///   - m: The scroll view now.
    ///   - host: The host (for the other edge's busy mark).
    ///   - distanceToEnd: How far the footer's resting end is below the visible area, in points.
    ///   - headerSide: Whether the header side is pulled (the content above its resting top).
    /// - Returns: True to load.
    func loadsAutomatically(
        _ m: ScrollMetrics, host: any ScrollHost, distanceToEnd: Double, headerSide: Bool
    ) -> Bool {
        guard state == .idle, !headerSide, distanceToEnd <= configuration.autoTriggerDistance,
            mayLoadAutomatically(m, host: host)
        else { return false }
        return userScrollBringsEndIntoView(m) || fillsViewport(m)
    }

    /// Whether nothing forbids an automatic load now.
    private func mayLoadAutomatically(_ m: ScrollMetrics, host: any ScrollHost) -> Bool {
        !isHidden && isEnabled && m.contentSize.height > 0 && m.isInWindow && !isBeginPending
            && !host.busyEdges.contains(edge == .header ? .footer : .header)
    }

    /// The user's scroll moves the content towards the end, and has not loaded at this end yet. On
    /// content shorter than the viewport only a drag counts (a bounce back to the top also "moves
    /// towards the end"); on longer content a fling does too.
    private func userScrollBringsEndIntoView(_ m: ScrollMetrics) -> Bool {
        let moving = Self.isShort(m) ? m.isDragging : (m.isDragging || m.isDecelerating)
        return autoTriggerArmed && moving && m.contentOffset.y > lastOffsetY
    }

    /// A footer that fills the viewport sees a new end of content.
    private func fillsViewport(_ m: ScrollMetrics) -> Bool {
        configuration.fillsViewport && m.contentSize.height != contentLengthAtLastLoad
    }
}
