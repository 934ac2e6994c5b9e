import RefreshKitCore

extension Indicators {
    /// A progress ring and an activity spinner: a faint track ring with a progress
    /// arc that fills clockwise from 12 o'clock as the user pulls, then a Material-style
    /// activity spinner.
    ///
    /// - idle (and no more data): nothing.
    /// - pulling: the track, and an arc from 12 o'clock of `progress × 2π`.
    /// - armed: the track and a full ring.
    /// - refreshing: the track, and an arc whose length breathes while it turns. Each
    ///   ⁴⁄₃ s cycle `n` (time `p` in it, `e` the Material standard curve (0.4, 0, 0.2, 1) of `p`
    ///   over each half, `min = π/18`, `g = 3π/2 − min`): in the first half the head runs
    ///   ahead, `tail = n·g`, `head = tail + min + g·e`; in the second the tail catches up,
    ///   `head = (n+1)·g + min`, `tail = n·g + g·e`. Both ends then turn by `2π · time / 2 s`
    ///   and start from 12 o'clock. Each cycle ends where the next begins, so the motion never
    ///   jumps.
    /// - finishing: the spinner carries on (its clock is `refreshingDuration + time`) while
    ///   the whole ring fades out over 0.3 s.
    /// - Reduce Motion: refreshing and finishing show the full, still ring, whose opacity
    ///   pulses once every ⁴⁄₃ s; pulling still shows the progress (it follows the finger).
    ///
    /// - Title (``Configuration/title``, on by default): the state's title right of the ring,
    ///   the two centred together as a row; it fades with the ring while finishing (not with
    ///   the Reduce Motion pulse).
    ///
    /// Items: the track circle, then the arc (both strokes, centred by the transform), then the
    /// title's glyphs when one shows.
    public struct ProgressRing: RefreshIndicator {
        /// The ring's size, colours and title.
        public struct Configuration: Hashable, Sendable {
            /// The ring's outer diameter, in points (the stroke sits inside it).
            ///
            /// Default: 30 pt, the arc spinner's size; it fits the 64 pt header.
            public var diameter: Double
            /// The stroke width of both the track and the arc, in points.
            ///
            /// Default: 2 pt: thick enough for a 30 pt ring to read as progress at 2×.
            public var lineWidth: Double
            /// The arc's colour, or nil for the palette's secondary label; the context's tint
            /// overrides it.
            ///
            /// Default: nil: ``/RefreshKitCore/IndicatorPalette/secondaryLabel``, in light dark grey
            /// (the titles' colour), in dark `#AEAEB2` (dark grey has 2.8:1 on black).
            public var color: RGBAColor?
            /// The track's colour, or nil for the arc's colour at 20 % opacity.
            public var trackColor: RGBAColor?
            /// The alpha of the derived track colour.
            ///
            /// Default: the track is the ring's colour at this alpha when no track colour is set.
            package var trackAlpha: Double = 0.2
            /// Where progress starts, in radians (0 at 3 o'clock, clockwise).
            ///
            /// Default: −π/2: 12 o'clock, where a progress ring starts.
            package var startAngle: Double = -Double.pi / 2
            /// One grow-and-shrink cycle of the spinner's arc, in seconds.
            ///
            /// Default: 4/3 s per breath (grow, then shrink), Material's indeterminate stroke cycle.
            package var breathDuration: Double = 4.0 / 3
            /// The shortest spinner arc, in radians.
            ///
            /// Default: 10°, the shortest arc of a breath.
            package var minimumSweep: Double = Double.pi / 18
            /// The longest spinner arc, in radians.
            ///
            /// Default: 270°, the longest arc of a breath.
            package var maximumSweep: Double = 1.5 * Double.pi
            /// Seconds per turn of the spinner's base rotation.
            ///
            /// Default: 2 s per turn of the base rotation.
            package var rotationPeriod: Double = 2.0
            /// The easing of each half breath.
            ///
            /// Default: Material's standard curve (0.4, 0, 0.2, 1) for each half breath.
            package var breathCurve: TimingCurve = TimingCurve(0.4, 0, 0.2, 1)
            /// How long the finishing fade lasts, in seconds.
            ///
            /// Default: 0.3 s, the time the header takes to close.
            package var finishingFadeDuration: Double = 0.3
            /// The period of the Reduce Motion opacity pulse, in seconds.
            ///
            /// Default: 4/3 s, one breath.
            package var reduceMotionPulsePeriod: Double = 4.0 / 3
            /// The title drawn right of the ring, or nil for the ring alone.
            ///
            /// Default: the state's title ("Pull down to refresh…", "Release to refresh…",
            /// "Loading…", by locale) in bold 14 pt dark grey, 10 pt right of the ring; it fades
            /// out with the ring while finishing.
            public var title: IndicatorTitle?

            /// The ring alone, without a title; everything else is the default.
            public static let untitled = Configuration(title: nil)

            /// The ring alone in dark grey in every appearance.
            public static let untitledDarkGray = Configuration(color: .darkGray, title: nil)

            /// Every setting at its default, for the drawing's fallbacks.
            package static let defaults = Configuration()

            /// Creates a configuration with the documented defaults. Nothing is checked here;
            /// the drawing reads unusable numbers safely.
            ///
            /// - Parameters:
            ///   - diameter: The ring's outer diameter, in points.
            ///   - lineWidth: The stroke width of the track and the arc, in points.
            ///   - color: The arc's colour, or nil for the palette's secondary label (the context's
            ///     tint overrides it).
            ///   - trackColor: The track's colour, or nil (the default) for the arc's colour at 20 % opacity.
            ///   - title: The title beside the ring, or nil for none; the default titles if left out.
            public init(
                diameter: Double = 30.0,
                lineWidth: Double = 2.0,
                color: RGBAColor? = nil,
                trackColor: RGBAColor? = nil,
                title: IndicatorTitle? = IndicatorTitle()
            ) {
                self.diameter = diameter
                self.lineWidth = lineWidth
                self.color = color
                self.title = title
                self.trackColor = trackColor
            }
        }

        /// The ring's configuration.
        public var configuration: Configuration

        /// Creates the ring.
        ///
        /// - Parameter configuration: Its size, colours and timing; the defaults by default.
        public init(configuration: Configuration = .init()) { self.configuration = configuration }

        /// The spinner's arc `time` seconds into refreshing: its tail and head angles in
        /// radians, clockwise from ``Configuration/startAngle`` (head − tail is the arc's span).
        ///
        /// - Parameter time: Seconds since refreshing began; negative or NaN counts as 0.
        /// - Returns: The tail and head angles, base rotation included. With a breath duration
        ///   that is not positive and finite the arc stays at its longest; with such a rotation
        ///   period it does not turn.
        package func spinnerArc(at time: Double) -> (tail: Double, head: Double) {
            let arc = spinner(at: time)
            return (arc.tail, arc.head)
        }

        /// ``spinnerArc(at:)`` and the angle its breath is measured from: the breath's start turned
        /// with the spinner (the tail's angle while the head runs ahead, behind it while the tail
        /// catches up). It turns at a steady rate through each breath and jumps ahead by one
        /// growth from one breath to the next.
        private func spinner(at time: Double) -> (tail: Double, head: Double, frame: Double) {
            let c = configuration
            let time = IndicatorGeometry.nonNegative(time)
            let minimum = IndicatorGeometry.nonNegative(c.minimumSweep)
            let growth = Swift.max(0, IndicatorGeometry.finite(c.maximumSweep) - minimum)
            var tail = 0.0, head = minimum + growth, base = 0.0
            if c.breathDuration.isFinite && c.breathDuration > 0 {
                let cycles = time / c.breathDuration
                let n = cycles.rounded(.down)
                let p = IndicatorGeometry.loopFraction(time, period: c.breathDuration)
                // n·g grows without bound; reduce it modulo 2π to keep precision.
                base = IndicatorGeometry.normalizedAngle(n * growth)
                if p < 0.5 {
                    tail = base
                    head = base + minimum + growth * c.breathCurve.value(at: p * 2)
                } else {
                    tail = base + growth * c.breathCurve.value(at: p * 2 - 1)
                    head = base + growth + minimum
                }
            }
            let turn =
                c.rotationPeriod.isFinite && c.rotationPeriod > 0
                ? 2 * RKMath.pi * IndicatorGeometry.loopFraction(time, period: c.rotationPeriod) : 0
            return (tail + turn, head + turn, base + turn)
        }

        /// Whether every breath fits in one circle drawn from its frame (``spinner(at:)``): the
        /// breath's easing stays within 0…1 and the longest arc is at most a full turn. Then the
        /// arc is drawn from the frame and trimmed at both ends, so the path turns at a steady
        /// rate through each breath; otherwise it is drawn from its tail, trimmed at its head.
        var breathFitsItsFrame: Bool {
            let c = configuration, curve = c.breathCurve
            return (0...1).contains(curve.y1) && (0...1).contains(curve.y2)
                && Swift.max(IndicatorGeometry.nonNegative(c.minimumSweep), IndicatorGeometry.finite(c.maximumSweep))
                    <= 2 * RKMath.pi
        }

        /// Draws the ring at the moment `context` describes.
        ///
        /// - Parameter context: The moment; its tint, when set, colours the arc (and the derived
        ///   track).
        /// - Returns: The track circle, then the arc, centred in the area; an empty scene when
        ///   idle, with no more data, or when the area is not positive and finite; for a failed
        ///   footer, the retry cue in the ring's place and its title beside it.
        public func scene(for context: IndicatorContext) -> IndicatorScene {
            guard let area = IndicatorGeometry.drawingArea(context) else {
                return IndicatorScene(size: context.size, items: [])
            }
            let c = configuration
            let full = 2 * RKMath.pi
            var tail = 0.0, head = 0.0, opacity = 1.0
            // Where the drawn circle starts: the arc's tail, or the spinner's frame.
            var from: Double?
            switch context.state {
            case .idle, .noMoreData:
                return IndicatorScene(size: area, items: [])
            case .failed:
                return IndicatorTitle.retryRow(
                    c.title, indicatorSize: Size(width: c.diameter, height: c.diameter),
                    context: context, area: area)
            case .revealing:
                head = IndicatorGeometry.progress(context) * full
            case .armed:
                head = full
            case .refreshing, .finishing:
                let t = IndicatorGeometry.loopTime(context)
                if context.reduceMotion {
                    head = full
                    opacity = IndicatorGeometry.pulse(time: t, period: c.reduceMotionPulsePeriod)
                } else {
                    let arc = spinner(at: t)
                    (tail, head) = (arc.tail, arc.head)
                    if breathFitsItsFrame { from = arc.frame }
                }
                if context.state == .finishing {
                    opacity *= IndicatorGeometry.fadeOut(
                        time: IndicatorGeometry.time(context),
                        duration: c.finishingFadeDuration)
                }
            }
            let color = context.tintColor ?? c.color ?? context.palette.secondaryLabel
            let track = c.trackColor ?? color.withAlphaMultiplied(by: RKMath.clamp(c.trackAlpha, 0, 1))
            let radius = (c.diameter - c.lineWidth) / 2
            let style = StrokeOptions(width: c.lineWidth, cap: .round)
            var builder = IndicatorSceneBuilder(size: area, itemCapacity: 3)
            let row = IndicatorTitle.row(
                c.title, indicatorSize: Size(width: c.diameter, height: c.diameter),
                context: context, area: area)
            builder.save()
            builder.translate(x: row.indicatorCenter.x, y: row.indicatorCenter.y)
            builder.scale(by: row.indicatorScale, about: .zero)
            builder.multiplyOpacity(opacity)
            let trackKey = ArcKey(radius: radius, start: c.startAngle, sweep: full)
            let circle = context.memos.drawableArc(trackKey) {
                IndicatorGeometry.arc(radius: radius, start: c.startAngle, sweep: full)
            }
            if let circle { builder.stroke(drawable: circle, with: .solid(track), style: style) }
            // The arc is the whole circle from its tail (or the spinner's frame), trimmed to its
            // span: the same path at every moment, turned, so that Core Animation plays it as a
            // rotation and trims (see LayerPlanCompiler). From the frame, the turn is steady
            // through each breath and only the trims ease.
            let start = from ?? tail
            var arcStyle = style
            arcStyle.trimStart = RKMath.clamp((tail - start) / full, 0, 1)
            arcStyle.trimEnd = RKMath.clamp((head - start) / full, 0, 1)
            builder.stroke(
                IndicatorGeometry.arc(radius: radius, start: c.startAngle + start, sweep: full),
                with: .solid(color), style: arcStyle)
            builder.restore()
            row.drawTitle(
                opacity: context.state == .finishing ? opacity : 1, into: &builder,
                paths: context.memos.paths(OffsetTextKey.self))
            return builder.build()
        }
    }
}

extension RefreshIndicator where Self == Indicators.ProgressRing {
    /// A progress ring that becomes an activity spinner: `.progressRing()`.
    ///
    /// - Parameter configuration: Its size, colours and timing; the defaults by default.
    /// - Returns: An ``Indicators/ProgressRing``.
    public static func progressRing(_ configuration: Indicators.ProgressRing.Configuration = .init()) -> Self {
        Indicators.ProgressRing(configuration: configuration)
    }
}
