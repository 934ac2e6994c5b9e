extension Indicators {
    /// The arc spinner: a thin blue arc that grows clockwise from 3 o'clock between
    /// half the trigger distance and the trigger, turns with the over-pull, and spins at 2π per
    /// second while refreshing.
    ///
    /// - pulling (and idle): `ratio = (fraction − a) / (1 − a)` clamped to 0…1, where
    ///   `fraction = min(pullDistance, trigger) / trigger` and `a` is ½: the arc appears at half
    ///   the trigger and closes at it. Span = 342° × ratio (an 18° gap when full).
    ///   No arc is drawn at ratio 0.
    /// - armed: full span, rotated by `overPull / 60 pt × 2π` (a turn per 60 pt).
    /// - refreshing: full span, rotation restarts at 0 and grows linearly by π/2 every 0.25 s
    ///   (2π/s).
    /// - finishing: keeps spinning without a jump (its clock is `refreshingDuration + time`)
    ///   while fading out linearly over 0.3 s.
    /// - Reduce Motion: no rotation at all (armed, refreshing, finishing); while refreshing the
    ///   full arc pulses its opacity once a second.
    ///
    /// - Title (``Configuration/title``, on by default): the state's title right of the arc, the
    ///   two centred together as a row; it fades with the arc while finishing. ``Configuration/untitled``
    ///   is the spinner alone.
    ///
    /// The arc is stroked around the origin; the item's transform rotates it, then moves it to
    /// the centre of its place (the area's centre without a title), so the rotation reads from
    /// the transform. The title's glyphs follow the arc.
    public struct ArcSpinner: RefreshIndicator {
        /// The spinner's size, stroke, colour and title (its motion is the design's, documented above).
        public struct Configuration: Hashable, Sendable {
            /// The spinner's square size, in points.
            ///
            /// Default: 30 pt.
            public var diameter: Double
            /// The stroke width, in points.
            ///
            /// Default: 1 pt.
            public var lineWidth: Double
            /// The stroke colour, or nil for the palette's accent; the context's tint overrides it.
            ///
            /// Default: nil: ``IndicatorPalette/accent``, the system blue: `#007AFF` in light and
            /// `#0A84FF` in dark. ``untitledBlue`` keeps the seed's pure blue (`#0000FF`) in every
            /// appearance.
            public var color: RGBAColor?
            /// How far the arc's radius sits inside half the diameter, in points.
            ///
            /// Default: 1 pt: the radius is half the diameter less 1 pt.
            package var radiusInset: Double = 1.0
            /// Where the arc starts, in radians (0 at 3 o'clock, clockwise).
            ///
            /// Default: 0 rad (3 o'clock).
            package var startAngle: Double = 0.0
            /// The span of the full arc, in radians.
            ///
            /// Default: 11.4π/6 rad (342°, an 18° gap).
            package var maximumSweep: Double = 11.4 * Double.pi / 6
            /// The fraction of the trigger distance at which the arc begins to grow.
            ///
            /// Default: ½: the arc grows from half the trigger distance to the trigger.
            package var appearanceFraction: Double = 0.5
            /// Points of over-pull per full turn while armed.
            ///
            /// Default: 60 pt per turn.
            package var overPullPerTurn: Double = 60.0
            /// The angle of one spin step, in radians.
            ///
            /// Default: π/2 (the steps add up).
            package var spinStepAngle: Double = Double.pi / 2
            /// The duration of one spin step, in seconds.
            ///
            /// Default: 0.25 s (linear, repeated forever): 2π per second.
            package var spinStepDuration: Double = 0.25
            /// How long the finishing fade lasts, in seconds.
            ///
            /// Default: 0.3 s, the time the header takes to close.
            package var finishingFadeDuration: Double = 0.3
            /// The period of the Reduce Motion opacity pulse, in seconds.
            ///
            /// Default: 1 s, one turn of the normal spin.
            package var reduceMotionPulsePeriod: Double = 1.0
            /// The title drawn right of the spinner, or nil for the spinner alone.
            ///
            /// Default: the state's title ("Pull down to refresh…", "Release to refresh…",
            /// "Loading…", by locale) in bold 14 pt dark grey, 5 pt right of the spinner; it fades
            /// out with the arc while finishing.
            public var title: IndicatorTitle?

            /// The space between the spinner and its title: 5 pt.
            @usableFromInline package static let defaultTitleSpacing = 5.0

            /// The spinner alone, without a title; everything else is the default.
            public static let untitled = Configuration(title: nil)

            /// The spinner alone in pure blue in every appearance (2.4:1 on black in dark).
            public static let untitledBlue = Configuration(color: .blue, title: nil)

            /// Every setting at its default, for the drawing's fallbacks.
            package static let defaults = Configuration()

            /// Creates a configuration. Nothing is checked here;
            /// the drawing reads unusable numbers safely.
            ///
            /// - Parameters:
            ///   - diameter: The spinner's square size, in points.
            ///   - lineWidth: The stroke width, in points.
            ///   - color: The stroke colour, or nil for the palette's accent (the context's tint overrides it).
            ///   - title: The title beside the spinner, or nil for none; the default titles if left out.
            public init(
                diameter: Double = 30.0,
                lineWidth: Double = 1.0,
                color: RGBAColor? = nil,
                title: IndicatorTitle? = IndicatorTitle(spacing: Configuration.defaultTitleSpacing)
            ) {
                self.diameter = diameter
                self.lineWidth = lineWidth
                self.color = color
                self.title = title
            }

            /// The spin speed while refreshing, in radians per second (2π by default); 0 when
            /// the step duration is not positive.
            package var angularVelocity: Double {
                spinStepDuration.isFinite && spinStepDuration > 0
                    ? IndicatorGeometry.finite(spinStepAngle) / spinStepDuration : 0
            }
        }

        /// The spinner's configuration.
        public var configuration: Configuration

        /// Creates the spinner.
        ///
        /// - Parameter configuration: Its size, colour and title; the defaults if left out.
        public init(configuration: Configuration = .init()) { self.configuration = configuration }

        /// The arc's ratio of its full span while pulling: 0 up to the appearance fraction of
        /// the trigger, rising linearly to 1 at the trigger.
        ///
        /// - Parameter fraction: `min(pullDistance, trigger) / trigger`, 0…1; NaN counts as 0.
        /// - Returns: The ratio, 0…1. With an appearance fraction of 1 (or more), 1 only once
        ///   `fraction` reaches 1.
        package func ratio(forPullFraction fraction: Double) -> Double {
            let a = RKMath.clamp(configuration.appearanceFraction, 0, 1)
            guard a < 1 else { return fraction >= 1 ? 1 : 0 }
            return RKMath.clamp((fraction - a) / (1 - a), 0, 1)
        }

        /// Draws the spinner at the moment `context` describes.
        ///
        /// - Parameter context: The moment; its tint, when set, colours the arc.
        /// - Returns: The arc's stroke and the title, centred in the area as a row (for a failed
        ///   footer the retry cue in the arc's place); nothing when the
        ///   area is not positive and finite or nothing would show (a ratio of 0, a radius that
        ///   is not positive, a faded-out arc).
        public func scene(for context: IndicatorContext) -> IndicatorScene {
            guard let area = IndicatorGeometry.drawingArea(context) else {
                return IndicatorScene(size: context.size, items: [])
            }
            let c = configuration
            let full = IndicatorGeometry.finite(c.maximumSweep)
            var ratio = 1.0, rotation = 0.0, opacity = 1.0
            switch context.state {
            case .failed:
                return IndicatorTitle.retryRow(
                    c.title, indicatorSize: Size(width: c.diameter, height: c.diameter), context: context, area: area)
            case .idle, .noMoreData, .revealing:
                ratio = self.ratio(forPullFraction: IndicatorGeometry.pullFraction(context))
            case .armed:
                let perTurn = IndicatorGeometry.positive(c.overPullPerTurn, or: Configuration.defaults.overPullPerTurn)
                rotation = context.reduceMotion ? 0 : IndicatorGeometry.overPull(context) / perTurn * 2 * RKMath.pi
            case .refreshing, .finishing:
                let t = IndicatorGeometry.loopTime(context)
                if context.reduceMotion {
                    opacity = IndicatorGeometry.pulse(time: t, period: c.reduceMotionPulsePeriod)
                } else {
                    rotation = c.angularVelocity * t
                }
                if context.state == .finishing {
                    opacity *= IndicatorGeometry.fadeOut(
                        time: IndicatorGeometry.time(context),
                        duration: c.finishingFadeDuration)
                }
            }
            var builder = IndicatorSceneBuilder(size: area, itemCapacity: 2)
            let radius = c.diameter / 2 - c.radiusInset
            // The whole arc trimmed to the ratio: one path at every moment, so Core Animation
            // plays the pull as a `strokeEnd` (see LayerPlanCompiler).
            let arc = IndicatorGeometry.arc(radius: radius, start: c.startAngle, sweep: full)
            let row = IndicatorTitle.row(
                c.title, indicatorSize: Size(width: c.diameter, height: c.diameter),
                context: context, area: area, indicatorDraws: ratio > 0 && radius > 0)
            builder.save()
            builder.translate(x: row.indicatorCenter.x, y: row.indicatorCenter.y)
            builder.scale(by: row.indicatorScale, about: .zero)
            builder.rotate(by: IndicatorGeometry.normalizedAngle(rotation))
            builder.multiplyOpacity(opacity)
            builder.stroke(
                arc, with: .solid(context.tintColor ?? c.color ?? context.palette.accent),
                style: StrokeOptions(width: c.lineWidth, cap: .round, trimEnd: RKMath.clamp(ratio, 0, 1)))
            builder.restore()
            row.drawTitle(
                opacity: context.state == .finishing ? opacity : 1, into: &builder,
                paths: context.memos.paths(OffsetTextKey.self))
            return builder.build()
        }
    }
}

extension RefreshIndicator where Self == Indicators.ArcSpinner {
    /// The arc spinner: `.arcSpinner()`.
    ///
    /// - Parameter configuration: Its size, colour and title; the defaults if left out.
    /// - Returns: An ``Indicators/ArcSpinner``.
    public static func arcSpinner(_ configuration: Indicators.ArcSpinner.Configuration = .init()) -> Self {
        Indicators.ArcSpinner(configuration: configuration)
    }
}
