#if canImport(UIKit)
import QuartzCore
import RefreshKitCore
import UIKit
#elseif UIKIT_MODEL
import RefreshKitCore
import UIKitModel
#endif
#if canImport(UIKit) || UIKIT_MODEL

// Frame clients and the display link
extension UIScrollViewHost {
    func addFrameClient(_ client: any FrameClient) {
        frameClients.removeAll { $0.value == nil || $0.value === client }
        frameClients.append(WeakFrameClient(value: client))
        updateFrames()
    }

    func removeFrameClient(_ client: any FrameClient) {
        frameClients.removeAll { $0.value == nil || $0.value === client }
        updateFrames()
    }

    /// Starts, retunes or invalidates the display link as ``FramePolicy`` says.
    func updateFrames() {
        guard !isInvalidated else { return }
        // One demand, its phases' storage kept, so that a scroll event allocates nothing here.
        var demand = self.demand
        self.demand = FramePolicy.Demand()
        demand.refreshPhases.removeAll(keepingCapacity: true)
        demand.isAnimatingInset = runningInsetAnimations > 0
        demand.isAnimatingOffset = runningOffsetAnimations > 0 || scrollAnimation != nil
        demand.isSnappingHeader = false
        demand.isAwaitingDecelerationEnd = deriver.isAwaitingDecelerationEnd
        demand.needsDecelerationEnd = false
        demand.reduceMotion = UIAccessibility.isReduceMotionEnabled
        demand.isInWindow = scrollView?.window != nil
        demand.indicatorNeedsFrames = false
        for box in frameClients { box.value?.contribute(to: &demand) }
        self.demand = demand
        guard let range = FramePolicy.frameRateRange(demand) else {
            displayLink?.invalidate()
            displayLink = nil
            return
        }
        let link: CADisplayLink
        if let existing = displayLink {
            link = existing
        } else {
            link = CADisplayLink(target: DisplayLinkProxy(host: self), selector: DisplayLinkProxy.action)
            link.add(to: .main, forMode: .common)
            displayLink = link
        }
        // 120 Hz needs `CADisableMinimumFrameDurationOnPhone` in the app's Info.plist on iPhone.
        let wanted = CAFrameRateRange(
            minimum: Float(range.minimum), maximum: Float(range.maximum),
            preferred: Float(range.preferred))
        if link.preferredFrameRateRange != wanted { link.preferredFrameRateRange = wanted }
    }

    func displayLinkDidTick() {
        observe(.tick)
        checkScrollAnimation()
    }
}
#endif
