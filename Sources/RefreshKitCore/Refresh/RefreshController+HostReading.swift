extension RefreshController {
    func otherEdgeBusy(_ host: any ScrollHost) -> Bool {
        !configuration.allowsSimultaneousRefresh && host.busyEdges.contains(edge == .header ? .footer : .header)
    }

    /// The share to hold while refreshing: the height, plus, for a pull footer under content
    /// shorter than the viewport, the gap down to the viewport's bottom (so the footer, which
    /// sits there, stays in view). An auto footer sits right under the last row, so loading
    /// moves no content.
    func shareForRefreshing(_ m: ScrollMetrics) -> Double {
        guard edge == .footer, configuration.mode == .pull else { return configuration.height }
        let visible = m.viewportSize.height - m.adjustedContentInset.top - m.restingBottomInset
        let gap = visible - m.contentSize.height
        return gap > 0 ? configuration.height + gap : configuration.height
    }

    /// Whether the content is shorter than the room between the resting insets (it cannot be
    /// scrolled, only pulled).
    static func isShort(_ m: ScrollMetrics) -> Bool {
        m.contentSize.height + m.restingBottomInset - m.viewportSize.height <= -m.restingTopInset
    }

    /// The offset at which the footer's edge rests (the end of the content, or the top when
    /// the content is shorter than the viewport), without the footer's own share.
    func restingEndOffset(_ m: ScrollMetrics) -> Double {
        Swift.max(-m.adjustedContentInset.top, m.contentSize.height + m.restingBottomInset - m.viewportSize.height)
    }

    func input(from m: ScrollMetrics, host: any ScrollHost) -> RefreshInput? {
        guard m.viewportSize.isPositiveFinite else { return nil }
        let y = m.contentOffset.y
        let pull: Double
        var autoTrigger = false
        switch edge {
        case .header:
            pull = -(y + m.restingTopInset)
        case .footer:
            // A footer that keeps its share after a failure is in view: a retry pulls past it.
            let held = appliedShare > 0 && (state == .failed || state.phase == .armed || state.phase == .revealing)
            let end = restingEndOffset(m) + (held ? appliedShare : 0)
            // Above the resting top the header side is pulled (or bouncing back from a pull):
            // the footer neither arms nor loads there.
            let headerSide = y < -m.restingTopInset
            pull = headerSide ? Swift.min(0, y - end) : y - end
            if configuration.mode == .auto {
                let distanceToEnd = end - y
                if distanceToEnd > configuration.autoTriggerDistance { autoTriggerArmed = true }
                autoTrigger = loadsAutomatically(m, host: host, distanceToEnd: distanceToEnd, headerSide: headerSide)
                if autoTrigger && state == .idle && !otherEdgeBusy(host) { autoTriggerArmed = false }
            }
        }
        guard pull.isFinite else { return nil }
        // Hidden or disabled, the user's scrolling neither pulls nor loads: the control rests (a pull
        // under way is let go of, as if the finger had pulled it back).
        if isHidden || !isEnabled {
            pullDistance = 0
            return RefreshInput(
                pullDistance: Swift.min(pull, 0), isDragging: true, otherEdgeBusy: otherEdgeBusy(host))
        }
        pullDistance = pull > 0 ? pull : 0
        return RefreshInput(
            pullDistance: pull, isDragging: m.isDragging, autoTrigger: autoTrigger,
            otherEdgeBusy: otherEdgeBusy(host))
    }
}
