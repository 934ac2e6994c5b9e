import RefreshKit
import RefreshKitPreviews
import SwiftUI

/// ``PulsingDotRing`` outside a scroll view: a whole cycle looping, and a configured ring at one
/// moment (what an Xcode preview of an indicator would show).
struct PulsingDotRingShowcase: View {
    var body: some View {
        VStack(spacing: 8) {
            AnimatedIndicatorPreview(PulsingDotRing(), size: CGSize(width: 390, height: 64))
            IndicatorPreview(
                PulsingDotRing(dotCount: 12, period: 1.2),
                moment: IndicatorMoment(state: .refreshing, time: 0.3),
                size: CGSize(width: 390, height: 64))
        }
    }
}
