import Foundation  // sin, cos
import RefreshKit

/// A ring of dots: they appear one by one as the user pulls, then a pulse runs around the
/// ring while refreshing. When the refresh ends the header stays open until the pulse has
/// gone once around, then the dots fade out.
///
/// The complete example of the DocC article "Writing a custom indicator": one method,
/// `scene(for:)`, plus the optional `finishingHoldDuration(afterRefreshingFor:)`.
struct PulsingDotRing: RefreshIndicator {
    var dotCount = 8
    var ringRadius = 12.0
    var dotRadius = 3.0
    var color = RGBAColor(rgb8: 0, 122, 255)
    /// Seconds for the pulse to go once around the ring.
    var period = 0.8
    /// Seconds the dots take to fade out at the end.
    var fadeDuration = 0.3

    func scene(for context: IndicatorContext) -> IndicatorScene {
        var builder = IndicatorSceneBuilder(size: context.size)
        if let background = context.backgroundColor {
            builder.fill(VectorPath { $0.addRect(Rect(origin: .zero, size: context.size)) }, color: background)
        }
        builder.multiplyOpacity(opacity(in: context))
        let center = Point(x: context.size.width / 2, y: context.size.height / 2)
        for index in 0..<dotCount {
            let radius = dotRadius * dotScale(index, in: context)
            guard radius > 0 else { continue }
            let angle = -Double.pi / 2 + Double(index) * 2 * Double.pi / Double(dotCount)
            let dot = Point(
                x: center.x + ringRadius * cos(angle),
                y: center.y + ringRadius * sin(angle))
            builder.fill(
                VectorPath {
                    $0.addEllipse(
                        in: Rect(
                            x: dot.x - radius, y: dot.y - radius,
                            width: 2 * radius, height: 2 * radius))
                },
                color: context.tintColor ?? color)
        }
        return builder.build()
    }

    /// Keeps the header open until the pulse has finished its current turn.
    func finishingHoldDuration(afterRefreshingFor elapsed: Double) -> Double {
        guard period > 0, elapsed.isFinite, elapsed > 0 else { return 0 }
        let turns = elapsed / period
        return (turns.rounded(.up) - turns) * period
    }

    /// The size of dot `index`, 0 (not drawn) … 1.
    func dotScale(_ index: Int, in context: IndicatorContext) -> Double {
        switch context.state {
        case .idle, .noMoreData, .failed:
            return 0
        case .revealing:
            // Dot i grows over its own slice of the pull: the ring is complete at the trigger.
            return min(max(context.progress * Double(dotCount) - Double(index), 0), 1)
        case .armed:
            return 1
        case .refreshing:
            return pulse(index, at: context.time, reduceMotion: context.reduceMotion)
        case .finishing:
            // The pulse carries on where refreshing left it.
            return pulse(
                index, at: context.refreshingDuration + context.time,
                reduceMotion: context.reduceMotion)
        }
    }

    /// The whole ring's opacity: it fades out once the finishing hold is over, and with Reduce
    /// Motion it breathes instead of pulsing dot by dot.
    func opacity(in context: IndicatorContext) -> Double {
        var opacity = 1.0
        if context.reduceMotion, context.state == .refreshing || context.state == .finishing {
            let t = context.state == .finishing ? context.refreshingDuration + context.time : context.time
            opacity = 0.7 + 0.3 * cos(2 * Double.pi * t / (2 * period))
        }
        if context.state == .finishing, fadeDuration > 0 {
            let hold = finishingHoldDuration(afterRefreshingFor: context.refreshingDuration)
            opacity *= 1 - min(max((context.time - hold) / fadeDuration, 0), 1)
        }
        return opacity
    }

    /// 0.5 … 1: the largest dot is the one the pulse is passing. Reduce Motion: all dots full.
    private func pulse(_ index: Int, at time: Double, reduceMotion: Bool) -> Double {
        guard !reduceMotion, period > 0 else { return 1 }
        let phase = time / period - Double(index) / Double(dotCount)
        return 0.75 + 0.25 * cos(2 * Double.pi * phase)
    }
}

extension RefreshIndicator where Self == PulsingDotRing {
    /// `.pulsingDotRing()`, like the built-in styles.
    static func pulsingDotRing() -> PulsingDotRing { PulsingDotRing() }
}
