#if canImport(UIKit)
import RefreshKitCore
import UIKit
#elseif UIKIT_MODEL
import RefreshKitCore
import UIKitModel
#endif
#if canImport(UIKit) || UIKIT_MODEL

/// Following the scroll view and drawing: the pull read on every scroll event, the indicator
/// drawn by ``IndicatorDrawing`` in the canvas at the bottom of the control, UIKit's own content
/// kept hidden.
extension StyledRefreshControl {
    /// Follows `scrollView` (the superview, when it is one): its scroll events and frames; away
    /// from a scroll view an action still running is cancelled.
    func follow(_ scrollView: UIScrollView?) {
        let next = scrollView.map { UIScrollViewHost.host(for: $0) }
        guard next !== host else { return }
        if let host {
            host.removeObserver(scrollObserver)
            host.removeFrameClient(self)
            host.invalidateIfUnused()
        }
        host = next
        if let next {
            next.addObserver(scrollObserver)
            next.addFrameClient(self)
        } else {
            actionTask?.cancel()
            actionTask = nil
        }
        redraw()
    }

    /// Lays the canvas over the bounds and the indicator ``configuration``'s height high at its
    /// bottom, over UIKit's own content.
    func layOutCanvas() {
        hideSystemContent()
        bringSubviewToFront(canvas)
        canvas.frame = bounds
        let height = CGFloat(configuration.height)
        let frame = CGRect(x: 0, y: bounds.height - height, width: bounds.width, height: height)
        if drawing.layout(in: frame) { redraw() }
    }

    func hideSystemContent() {
        for subview in subviews where subview !== canvas { hide(subview) }
    }

    func hide(_ view: UIView) {
        view.isHidden = true
        view.tintColor = .clear  // invisible even should UIKit show it again
    }

    // MARK: Following the scroll view

    var now: Double { host?.time ?? CACurrentMediaTime() }

    func hostDidChange(_ event: ScrollEvent) {
        guard let host else { return }
        if event == .willBeginDragging { support.dragBegan() }
        var metrics = host.metrics
        // Hidden or disabled, the user's pull neither reveals nor arms the indicator.
        if userTriggersAreOff { metrics.contentOffset.y = -metrics.adjustedContentInset.top }
        if follower.scroll(metrics, at: host.time) { followerDidChange() } else { redraw(preparesPlans: false) }
    }

    func redraw(preparesPlans: Bool = true) {
        let moment = follower.moment(at: now)
        let context = drawing.context(moment, rebuilds: preparesPlans) {
            resolvedTraits = AppearanceTraits(traitCollection)
            return drawingContext(moment)
        }
        drawing.show(
            moment, context: context, now: now, indicator: indicator, usesLayerPlans: drawsWithLayerPlans,
            displayScale: traitCollection.displayScale)
        if preparesPlans, drawing.showing != .scene {
            drawing.schedulePreparation { [weak self] in
                guard let self, self.drawsWithLayerPlans, self.window != nil, self.follower.state == .idle else {
                    return nil
                }
                let moment = self.follower.moment(at: self.now)
                return IndicatorDrawing.Preparation(
                    moment: moment, context: self.drawingContext(moment),
                    indicator: self.indicator)
            }
        }
    }

    private func drawingContext(_ moment: IndicatorMoment) -> IndicatorContext {
        let tint = IndicatorDrawing.tint(of: self, setOnControl: tintIsOwn, resolution: &tintResolution)
        return IndicatorDrawing.context(
            moment, in: self, size: drawing.sceneView.bounds.size, tint: tint,
            background: indicatorBackgroundColor, locale: support.locale, lastUpdated: lastUpdated,
            layoutDirection: layoutDirection, titleOverrides: drawnTitles)
    }
}

extension StyledRefreshControl: FrameClient {
    func contribute(to demand: inout FramePolicy.Demand) {
        demand.refreshPhases.append(follower.state.phase)
        if drawing.needsFrames { demand.indicatorNeedsFrames = true }
    }
}
#endif
