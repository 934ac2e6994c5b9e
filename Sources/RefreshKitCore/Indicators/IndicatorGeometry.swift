/// What the built-in styles and the collapsing header scene share: sanitised readings of a
/// context, centring, arcs, loops, fades and the Reduce Motion pulse.
///
/// Every reading here is total: NaN, infinities, negative times and empty sizes give a safe
/// value instead of a crash or a non-finite coordinate.
package enum IndicatorGeometry {
    /// How long the header takes to close after a refresh: 0.3 s, the inset animation's length.
    /// Styles that fade out while finishing use it as their default fade.
    static let headerCloseDuration = 0.3

    /// The lowest opacity of the Reduce Motion pulse; the pulse swings between this and 1.
    static let reduceMotionMinimumOpacity = 0.35

    // MARK: - Sanitised readings

    /// `x` when finite, otherwise `fallback`.
    package static func finite(_ x: Double, or fallback: Double = 0) -> Double {
        x.isFinite ? x : fallback
    }

    /// `x` when finite and positive, otherwise `fallback`.
    static func positive(_ x: Double, or fallback: Double) -> Double {
        x.isFinite && x > 0 ? x : fallback
    }

    /// `x` when finite and at least zero, otherwise 0 (times, durations, lengths).
    package static func nonNegative(_ x: Double) -> Double {
        x.isFinite && x > 0 ? x : 0
    }

    /// `x` clamped to 0…1; NaN becomes 0.
    package static func unit(_ x: Double) -> Double {
        RKMath.clamp(x, 0, 1)
    }

    /// The drawing area, or nil when it has no positive, finite width and height (nothing can
    /// be centred in it, so styles draw nothing).
    package static func drawingArea(_ context: IndicatorContext) -> Size? {
        context.size.isPositiveFinite ? context.size : nil
    }

    /// Seconds since the state began, never negative nor NaN.
    package static func time(_ context: IndicatorContext) -> Double {
        nonNegative(context.time)
    }

    /// The time on a refresh loop's clock: `time` while refreshing, and
    /// `refreshingDuration + time` while finishing, so a loop carries on without a jump.
    package static func loopTime(_ context: IndicatorContext) -> Double {
        let time = time(context)
        return context.state == .finishing ? nonNegative(context.refreshingDuration) + time : time
    }

    /// The context's progress clamped to 0…1 (NaN → 0).
    package static func progress(_ context: IndicatorContext) -> Double {
        unit(context.progress)
    }

    /// The pull progress: the `revealing` payload in that state, else the context's progress;
    /// clamped to 0…1 (NaN → 0).
    package static func pullProgress(_ context: IndicatorContext) -> Double {
        if case .revealing(let progress) = context.state { return unit(progress) }
        return progress(context)
    }

    /// `min(pullDistance, trigger) / trigger`, in 0…1. Falls back to the
    /// context's progress when the distance or the trigger is not usable (NaN, infinite, a
    /// trigger that is not positive).
    package static func pullFraction(_ context: IndicatorContext) -> Double {
        let trigger = context.triggerDistance
        guard context.pullDistance.isFinite, trigger.isFinite, trigger > 0 else { return progress(context) }
        return RKMath.clamp(context.pullDistance / trigger, 0, 1)
    }

    /// The distance pulled past the trigger, in points, never negative nor NaN.
    static func overPull(_ context: IndicatorContext) -> Double {
        nonNegative(context.overPull)
    }

    // MARK: - Layout

    /// The centre of an area; a width or height that is not finite and positive counts as 0,
    /// so the centre is always finite.
    package static func center(of area: Size) -> Point {
        Point(x: nonNegative(area.width) / 2, y: nonNegative(area.height) / 2)
    }

    /// A rectangle of `size` centred in `area` (it may overflow a smaller area).
    static func centeredRect(_ size: Size, in area: Size) -> Rect {
        Rect(
            x: (area.width - size.width) / 2, y: (area.height - size.height) / 2,
            width: size.width, height: size.height)
    }

    /// Fills the whole area with the context's background colour, if it has one.
    package static func drawBackground(_ context: IndicatorContext, into builder: inout IndicatorSceneBuilder) {
        guard let color = context.backgroundColor else { return }
        builder.fill(VectorPath { $0.addRect(Rect(origin: .zero, size: context.size)) }, color: color)
    }

    /// A circular arc of `sweep` radians from `start`, clockwise on screen for a positive
    /// sweep; empty when the radius or the sweep is not positive and finite.
    package static func arc(center: Point = .zero, radius: Double, start: Double, sweep: Double) -> VectorPath {
        guard radius.isFinite, radius > 0, sweep.isFinite, sweep > 0, start.isFinite else { return .empty }
        // Room for the move and the cubics only: plans keep many of these paths.
        var builder = VectorPathBuilder(capacity: 1 + VectorPathBuilder.arcSegmentCount(sweep: sweep))
        builder.addArc(center: center, radius: radius, startAngle: start, endAngle: start + sweep, clockwise: true)
        return builder.build()
    }

    /// `angle` reduced to `0..<2π` (0 for a non-finite angle), so long-running rotations keep
    /// their precision.
    package static func normalizedAngle(_ angle: Double) -> Double {
        guard angle.isFinite else { return 0 }
        let full = 2 * RKMath.pi
        let r = angle.truncatingRemainder(dividingBy: full)
        return r < 0 ? r + full : r
    }

    // MARK: - Time

    /// Where `time` falls in a loop of `period` seconds, as a fraction in `0..<1`
    /// (0 for a period that is not positive).
    package static func loopFraction(_ time: Double, period: Double) -> Double {
        guard period.isFinite, period > 0, time.isFinite else { return 0 }
        let r = (time / period) - (time / period).rounded(.down)
        return r >= 1 ? 0 : Swift.max(r, 0)
    }

    /// The opacity of a finishing fade: 1 at `time` 0, falling linearly to 0 at `duration`
    /// (0 at once for a duration that is not positive).
    package static func fadeOut(time: Double, duration: Double) -> Double {
        guard duration.isFinite, duration > 0 else { return 0 }
        return RKMath.clamp(1 - time / duration, 0, 1)
    }

    /// The Reduce Motion pulse: an opacity that starts at 1, eases down to
    /// ``reduceMotionMinimumOpacity`` at half the period and back up (a raised cosine).
    /// Constant 1 for a period that is not positive.
    package static func pulse(time: Double, period: Double) -> Double {
        guard period.isFinite, period > 0 else { return 1 }
        let wave = 0.5 + 0.5 * RKMath.cos(2 * RKMath.pi * loopFraction(time, period: period))
        return reduceMotionMinimumOpacity + (1 - reduceMotionMinimumOpacity) * wave
    }
}
