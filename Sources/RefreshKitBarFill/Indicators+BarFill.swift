import RefreshKitCore

extension Indicators {
    /// The bar indicator: colour rises from the bottom of a bar as the user pulls,
    /// and fills in a loop while refreshing; by default a rounded, tinted bar beside the state's
    /// title, with a bare blue square as ``Configuration/bareSquare``.
    ///
    /// The bar's *fill* is the span of its height that shows the colour, from `top` to `bottom`
    /// (fractions of the height from the bar's top):
    /// - idle (and no more data): nothing (``Configuration/hidesWhenIdle``); with
    ///   ``Configuration/hidesWhenIdle`` off (``Configuration/bareSquare``) the empty bar.
    /// - pulling: from the bottom up to `ratio = min(pullDistance, trigger) / trigger`.
    /// - armed: full.
    /// - refreshing, ``Configuration/Loop/flow`` (the default): the fill never jumps and never
    ///   empties. Cycles of ``Configuration/fillDuration`` (moving, linearly) follow one
    ///   another: the first lowers the armed bar's full fill to a fifth of the bar, the next
    ///   fills it again from there to the top, and so on.
    /// - refreshing, ``Configuration/Loop/restart`` (a cycle that starts again when
    ///   it completes): each cycle starts empty (a full mask) and fills from the bottom. A
    ///   cycle boundary (after the first) shows the completed fill, never an empty frame.
    /// - finishing: the fill goes on from where it is to full, then stays full
    ///   (``finishingHoldDuration(afterRefreshingFor:)`` asks the header to stay open that long):
    ///   with `.restart` the running cycle completes (nothing at a boundary, where it is already
    ///   complete); with `.flow` the fill rises from its level at the refill speed (the
    ///   bar's height per ``Configuration/fillDuration``).
    /// - Reduce Motion: while refreshing and finishing the bar stays full and its opacity
    ///   pulses once a second instead of moving; while pulling it still follows the finger
    ///   (direct manipulation, not animation). The finishing hold is the same (it cannot see
    ///   the context).
    /// - Title (``Configuration/title``, on by default): the state's title right of the bar, the
    ///   two centred together as a row.
    ///
    /// Items, ``Configuration/Look/mask``: the content rectangle (the bar's full
    /// bounds), then the mask rectangle above the fill (top-aligned, omitted when its height is
    /// 0); ``Configuration/Look/track``: the whole bar at 20 % opacity, then the bar clipped to
    /// the fill (omitted when empty). The title's glyphs come last.
    public struct BarFill: RefreshIndicator {
        /// The bar's size, colours, look, loop and title.
        public struct Configuration: Hashable, Sendable {
            /// How the unfilled part of the bar is drawn.
            public enum Look: Hashable, Sendable {
                /// The bar in the content colour under a mask in the mask colour
                /// (match the header's background) over the unfilled part.
                case mask
                /// A track: the whole bar in the content colour at 20 % opacity,
                /// the fill over it in the content colour; right on any background.
                case track
            }

            /// How the fill moves while refreshing.
            public enum Loop: Hashable, Sendable {
                /// Every cycle starts empty and fills from the bottom.
                case restart
                /// Never jumps or empties: the fill falls to a fifth of the bar, then
                /// rises to the top again.
                case flow
            }

            /// The bar's size, in points.
            ///
            /// Default: 8×20 pt, a slim bar beside the title (``bareSquare`` is 20×20 pt).
            public var size: Size
            /// The radius of the bar's corners, in points (clamped to half the shorter side).
            ///
            /// Default: 4 pt, round ends on the 8 pt bar (``bareSquare`` has none).
            public var cornerRadius: Double
            /// How the unfilled part is drawn.
            ///
            /// Default: ``Look/track`` (``bareSquare``'s is ``Look/mask``).
            public var look: Look
            /// The alpha of the track (``Look/track``), 0…1 (clamped).
            ///
            /// Default: 0.2, the progress ring's track.
            package var trackAlpha: Double = 0.2
            /// How the fill moves while refreshing.
            ///
            /// Default: ``Loop/flow`` (``bareSquare``'s is ``Loop/restart``).
            public var loop: Loop
            /// The lowest fill of the ``Loop/flow`` loop, a fraction of the bar's height
            /// (clamped to 0…1).
            ///
            /// Default: 0.2: the bar never empties while refreshing, so the loop never blinks.
            package var minimumFill: Double = 0.2
            /// The colour revealed from the bottom, or nil for the palette's accent; the context's
            /// tint overrides it.
            ///
            /// Default: nil: ``/RefreshKitCore/IndicatorPalette/accent``, the system blue (the arc
            /// spinner's): `#007AFF` in light, `#0A84FF` in dark.
            public var contentColor: RGBAColor?
            /// The mask's colour with ``Look/mask`` (match the header's background), or nil for
            /// the palette's background; the context's background colour overrides it.
            ///
            /// Default: nil: ``/RefreshKitCore/IndicatorPalette/background``, the header's background:
            /// white in light, black in dark.
            public var maskColor: RGBAColor?
            /// How long one refill takes while refreshing, in seconds.
            ///
            /// Default: 1 s, one refill per turn of the arc spinner.
            public var fillDuration: Double
            /// How long the fill holds still before each cycle moves, in seconds.
            ///
            /// Default: 0 s, a continuous loop.
            package var fillDelay: Double = 0.0
            /// Whether the bar draws nothing when idle.
            ///
            /// Default: yes: nothing at rest, as the other geometric styles (``bareSquare`` shows
            /// its empty bar).
            public var hidesWhenIdle: Bool
            /// The period of the Reduce Motion opacity pulse, in seconds.
            ///
            /// Default: 1 s, one refill loop at the default timing.
            package var reduceMotionPulsePeriod: Double = 1.0
            /// The title drawn right of the bar, or nil for the bar alone.
            ///
            /// Default: the state's title ("Pull down to refresh…", "Release to refresh…",
            /// "Loading…", by locale) in bold 14 pt dark grey, 10 pt right of the bar.
            public var title: IndicatorTitle?

            /// A bare 20×20 pt blue square under a
            /// white mask (``Look/mask``, square corners), refilled from empty every cycle
            /// (``Loop/restart``), shown when idle, without a
            /// title. Its timing is the default.
            public static let bareSquare = Configuration(
                size: Size(width: 20, height: 20), cornerRadius: 0, look: .mask,
                loop: .restart, hidesWhenIdle: false, title: nil)

            /// ``bareSquare`` in fixed colours: pure blue behind a white mask in
            /// every appearance (``bareSquare`` takes the appearance's palette).
            public static let bareBlueSquare = Configuration(
                size: Size(width: 20, height: 20), cornerRadius: 0, look: .mask,
                loop: .restart, contentColor: .blue, maskColor: .white,
                hidesWhenIdle: false, title: nil)

            /// Every setting at its default, for the drawing's fallbacks.
            package static let defaults = Configuration()

            /// Creates a configuration; every default is documented above. Nothing is checked here; the drawing reads unusable numbers safely.
            ///
            /// - Parameters:
            ///   - size: The bar's size, in points.
            ///   - cornerRadius: The radius of the bar's corners, in points.
            ///   - look: How the unfilled part is drawn.
            ///   - loop: How the fill moves while refreshing.
            ///   - contentColor: The colour revealed from the bottom, or nil for the palette's accent
            ///     (the context's tint overrides it).
            ///   - maskColor: The mask's colour, or nil for the palette's background (the context's
            ///     background colour overrides it).
            ///   - fillDuration: How long one refill takes, in seconds.
            ///   - hidesWhenIdle: Whether the bar draws nothing when idle (and with no more data).
            ///   - title: The title beside the bar, or nil for none; the default titles if left out.
            public init(
                size: Size = Size(width: 8, height: 20),
                cornerRadius: Double = 4.0,
                look: Look = .track,
                loop: Loop = .flow,
                contentColor: RGBAColor? = nil,
                maskColor: RGBAColor? = nil,
                fillDuration: Double = 1.0,
                hidesWhenIdle: Bool = true,
                title: IndicatorTitle? = IndicatorTitle()
            ) {
                self.size = size
                self.cornerRadius = cornerRadius
                self.look = look
                self.loop = loop
                self.contentColor = contentColor
                self.maskColor = maskColor
                self.fillDuration = fillDuration
                self.hidesWhenIdle = hidesWhenIdle
                self.title = title
            }

            /// One refill loop, delay plus duration, in seconds; a delay or duration that is
            /// negative or not finite counts as 0.
            package var cycleDuration: Double {
                IndicatorGeometry.nonNegative(fillDelay) + IndicatorGeometry.nonNegative(fillDuration)
            }
        }

        /// The bar's configuration.
        public var configuration: Configuration

        /// Creates the bar.
        ///
        /// - Parameter configuration: Its size, look, colours, timing and title; the defaults
        ///   by default (``Configuration/bareSquare`` for a bare square).
        public init(configuration: Configuration = .init()) { self.configuration = configuration }

        /// Where `loopTime` falls in the refill loop: the cycle's index and how far its movement
        /// has gone, 0…1 (0 during the delay). A cycle boundary after the start belongs to the
        /// cycle it ends (movement 1), so no boundary shows the next cycle's start.
        private func loopPosition(at loopTime: Double) -> (cycle: Double, movement: Double) {
            let delay = IndicatorGeometry.nonNegative(configuration.fillDelay)
            let duration = IndicatorGeometry.nonNegative(configuration.fillDuration)
            let cycle = delay + duration
            let t = IndicatorGeometry.nonNegative(loopTime)
            guard duration > 0, cycle.isFinite else { return (0, 1) }
            var index = (t / cycle).rounded(.down)
            var phase = IndicatorGeometry.loopFraction(t, period: cycle) * cycle
            if t > 0, phase == 0 {
                index -= 1
                phase = cycle
            }
            return (Swift.max(index, 0), phase < delay ? 0 : RKMath.clamp((phase - delay) / duration, 0, 1))
        }

        /// The mask's height as a fraction of the bar's with ``Configuration/Loop/restart``,
        /// `loopTime` seconds into the refill loop: 1 during the first delay, then falling
        /// linearly to 0 over the duration; each later cycle starts again from 1, but a
        /// boundary itself shows the completed cycle (0), never an empty frame.
        ///
        /// - Parameter loopTime: Seconds since the loop began; negative or NaN counts as 0.
        /// - Returns: The fraction, 0…1; 0 (all colour) when the fill duration is not positive.
        package func refillMaskFraction(at loopTime: Double) -> Double {
            1 - loopPosition(at: loopTime).movement
        }

        /// The span of the bar that shows the colour, `loopTime` seconds into refreshing, as
        /// fractions of its height from the top (``Configuration/loop`` decides how it moves).
        ///
        /// - Parameter loopTime: Seconds since refreshing began; negative or NaN counts as 0.
        /// - Returns: `top…bottom` within 0…1; `top == bottom` is an empty fill.
        package func fillSpan(at loopTime: Double) -> ClosedRange<Double> {
            let (cycle, movement) = loopPosition(at: loopTime)
            switch configuration.loop {
            case .restart: return (1 - movement)...1
            case .flow: return (1 - flowLevel(cycle: cycle, movement: movement))...1
            }
        }

        /// The ``Configuration/Loop/flow`` fill's level (fraction of the height from the
        /// bottom): even cycles fall from 1 to the minimum, odd ones rise back.
        private func flowLevel(cycle: Double, movement: Double) -> Double {
            let low = RKMath.clamp(configuration.minimumFill, 0, 1)
            let falling = cycle.truncatingRemainder(dividingBy: 2) == 0
            return falling ? 1 - movement * (1 - low) : low + movement * (1 - low)
        }

        /// How long the fill takes, after `elapsed` seconds of refreshing, to go on from where
        /// it is to full: how long the header stays open while finishing.
        ///
        /// - Parameter elapsed: Seconds spent refreshing; negative counts as 0.
        /// - Returns: Seconds, 0…``Configuration/fillDuration``: with ``Configuration/Loop/restart``
        ///   the rest of the running cycle (0 at a boundary after the start, where the cycle has
        ///   just completed; a whole cycle at 0, which starts empty); with
        ///   ``Configuration/Loop/flow`` the time to rise from the fill's level to the top at
        ///   the refill speed, the bar's height per ``Configuration/fillDuration`` (0 when
        ///   full). 0 when the cycle is empty or `elapsed` is not finite.
        public func finishingHoldDuration(afterRefreshingFor elapsed: Double) -> Double {
            let c = configuration
            guard c.cycleDuration > 0, elapsed.isFinite else { return 0 }
            let duration = IndicatorGeometry.nonNegative(c.fillDuration)
            let (cycle, movement) = loopPosition(at: elapsed)
            let phase =
                IndicatorGeometry.loopFraction(IndicatorGeometry.nonNegative(elapsed), period: c.cycleDuration)
                * c.cycleDuration
            switch c.loop {
            case .restart:
                let atBoundary = elapsed > 0 && phase == 0
                return atBoundary ? 0 : c.cycleDuration - phase
            case .flow:
                return (1 - flowLevel(cycle: cycle, movement: movement)) * duration
            }
        }

        /// The fill while finishing, `time` seconds in after `elapsed` seconds of refreshing.
        private func finishingSpan(time: Double, refreshingFor elapsed: Double) -> ClosedRange<Double> {
            let hold = finishingHoldDuration(afterRefreshingFor: elapsed)
            guard time < hold else { return 0...1 }
            let start = fillSpan(at: elapsed)
            let duration = IndicatorGeometry.nonNegative(configuration.fillDuration)
            guard configuration.loop == .flow, duration > 0 else {
                return fillSpan(at: IndicatorGeometry.nonNegative(elapsed) + time)
            }
            // From its level, rising at once (no delay) at the refill speed.
            return Swift.max(0, start.lowerBound - time / duration)...1
        }

        /// Draws the bar at the moment `context` describes.
        ///
        /// - Parameter context: The moment; its tint, when set, colours the bar, its background
        ///   colour the mask.
        /// - Returns: The bar's items (see ``BarFill``), then the title's, the two centred as a
        ///   row; an empty scene when the area is not positive and finite, or idle with
        ///   ``Configuration/hidesWhenIdle``; for a failed footer, the retry cue in the bar's place and
        ///   its title beside it.
        public func scene(for context: IndicatorContext) -> IndicatorScene {
            guard let area = IndicatorGeometry.drawingArea(context) else {
                return IndicatorScene(size: context.size, items: [])
            }
            let c = configuration
            var span: ClosedRange<Double> = 1...1
            var opacity = 1.0
            switch context.state {
            case .idle, .noMoreData:
                if c.hidesWhenIdle { return IndicatorScene(size: area, items: []) }
            case .failed:
                return IndicatorTitle.retryRow(c.title, indicatorSize: c.size, context: context, area: area)
            case .revealing:
                span = (1 - IndicatorGeometry.pullFraction(context))...1
            case .armed:
                span = 0...1
            case .refreshing, .finishing:
                if context.reduceMotion {
                    span = 0...1
                    opacity = IndicatorGeometry.pulse(
                        time: IndicatorGeometry.loopTime(context),
                        period: c.reduceMotionPulsePeriod)
                } else if context.state == .refreshing {
                    span = fillSpan(at: IndicatorGeometry.time(context))
                } else {
                    span = finishingSpan(
                        time: IndicatorGeometry.time(context),
                        refreshingFor: context.refreshingDuration)
                }
            }
            let row = IndicatorTitle.row(c.title, indicatorSize: c.size, context: context, area: area)
            let bar = Rect(
                x: row.indicatorCenter.x - c.size.width / 2, y: row.indicatorCenter.y - c.size.height / 2,
                width: c.size.width, height: c.size.height)
            let color = context.tintColor ?? c.contentColor ?? context.palette.accent
            let shape = VectorPath {
                $0.addRoundedRect(bar, cornerRadius: IndicatorGeometry.nonNegative(c.cornerRadius))
            }
            var builder = IndicatorSceneBuilder(size: area, itemCapacity: 3)
            builder.save()
            builder.scale(by: row.indicatorScale, about: row.indicatorCenter)
            builder.multiplyOpacity(opacity)
            switch c.look {
            case .mask:
                builder.fill(shape, color: color)
                let mask = context.backgroundColor ?? c.maskColor ?? context.palette.background
                let above = bar.height * span.lowerBound
                if above > 0 {
                    builder.fill(
                        VectorPath { $0.addRect(Rect(x: bar.minX, y: bar.minY, width: bar.width, height: above)) },
                        color: mask)
                }
            case .track:
                builder.fill(shape, color: color.withAlphaMultiplied(by: RKMath.clamp(c.trackAlpha, 0, 1)))
                let filled = bar.height * (span.upperBound - span.lowerBound)
                if filled > 0 {
                    builder.clip(
                        to: Rect(
                            x: bar.minX, y: bar.minY + bar.height * span.lowerBound, width: bar.width,
                            height: filled))
                    builder.fill(shape, color: color)
                }
            }
            builder.restore()
            row.drawTitle(opacity: 1, into: &builder, paths: context.memos.paths(OffsetTextKey.self))
            return builder.build()
        }
    }
}

extension RefreshIndicator where Self == Indicators.BarFill {
    /// The bar indicator: `.barFill()`, or `.barFill(.bareSquare)` for a bare square.
    ///
    /// - Parameter configuration: Its size, look, colours, timing and title; the defaults by default.
    /// - Returns: An ``Indicators/BarFill``.
    public static func barFill(_ configuration: Indicators.BarFill.Configuration = .init()) -> Self {
        Indicators.BarFill(configuration: configuration)
    }
}
