extension Indicators {
    /// A `UIRefreshControl`-like spinner: the eight spokes of iOS 13's
    /// medium `UIActivityIndicatorView`, appearing one by one with the pull, then spinning.
    ///
    /// Spoke `i` (0…7) points at `−π/2 + i·2π/8` (spoke 0 at 12 o'clock, then clockwise). Each
    /// spoke is a round-capped line from 4.5 pt to 8.75 pt from the centre, 2.5 pt wide.
    /// - idle (and no more data): no spokes.
    /// - pulling: spoke `i` shows once `progress ≥ (i + 1)/8`, at full opacity.
    /// - armed: all spokes, at full opacity.
    /// - refreshing: the bright spoke steps clockwise, one spoke every ⅛ s (the head is
    ///   `⌊8·time / 1 s⌋ mod 8`); a spoke `k` steps behind the head has opacity
    ///   `1 − k·0.75/7`, so the tail fades to 25 %.
    /// - finishing: the stepping carries on (clock `refreshingDuration + time`) while the
    ///   spokes fade out over 0.3 s.
    /// - Reduce Motion: no stepping: while refreshing and finishing all spokes share one
    ///   opacity that pulses once a second.
    ///
    /// The background colour (the context's, else ``Configuration/backgroundColor``) fills the
    /// whole area in every state, as `UIRefreshControl.backgroundColor` does; it does not fade.
    /// A title the app set (``IndicatorContext/titleOverrides``: `StyledRefreshControl`'s
    /// `attributedTitle`, `setTitle(_:for:)`) goes under the spinner, as `UIRefreshControl`
    /// shows its `attributedTitle`; a failed footer shows the retry cue.
    /// Items: the background (if any), then the app's title (if any), then one stroke per
    /// visible spoke in index order.
    public struct System: RefreshIndicator {
        /// The spoke count and colours (the spokes' size and motion are the design's, as above).
        public struct Configuration: Hashable, Sendable {
            /// The most spokes drawn, whatever ``spokeCount`` says.
            package static let maximumSpokeCount = 360

            /// Yellow spokes on a red background, as a `UIRefreshControl` with a red
            /// `backgroundColor` and a yellow `tintColor`.
            public static let yellowOnRed = Configuration(tintColor: .yellow, backgroundColor: .red)

            /// How many spokes (drawn as 1…360).
            ///
            /// Default: 8 spokes, as iOS 13+'s medium `UIActivityIndicatorView` (the older style had 12).
            public var spokeCount: Int
            /// From the centre to a spoke's inner end, in points.
            ///
            /// Default: 4.5 pt from the centre to a spoke's inner end (approximated from iOS 13+'s
            /// 20 pt medium indicator; Apple publishes no geometry).
            package var innerRadius: Double = 4.5
            /// Between a spoke's two end centres, in points (the caps add half the width each).
            ///
            /// Default: 4.25 pt between a spoke's end centres, so the round caps reach 10 pt: the
            /// spokes fill the medium indicator's 20 pt square.
            package var spokeLength: Double = 4.25
            /// The spoke's stroke width, in points.
            ///
            /// Default: 2.5 pt wide spokes, with round caps.
            package var spokeWidth: Double = 2.5
            /// The spokes' colour, or nil for the palette's activity grey; the context's tint
            /// overrides it.
            ///
            /// Default: nil: ``IndicatorPalette/activity``, in light `UIColor.gray`, the activity
            /// indicator's grey, in dark `#8E8E93`.
            public var tintColor: RGBAColor?
            /// A colour filling the whole area, or nil for none; the context's background
            /// colour overrides it.
            ///
            /// Default: none: `UIRefreshControl`'s background is clear unless set.
            public var backgroundColor: RGBAColor?
            /// Seconds for the bright spoke to go once around.
            ///
            /// Default: 1 s per full cycle of the bright spoke, as `UIActivityIndicatorView` turns.
            package var cycleDuration: Double = 1.0
            /// The opacity of the dimmest spoke while spinning, 0…1.
            ///
            /// Default: the dimmest spoke of the tail, 7 steps behind the head.
            package var tailOpacity: Double = 0.25
            /// How long the finishing fade lasts, in seconds.
            ///
            /// Default: 0.3 s, the time the header takes to close.
            package var finishingFadeDuration: Double = 0.3
            /// The period of the Reduce Motion opacity pulse, in seconds.
            ///
            /// Default: 1 s, one cycle.
            package var reduceMotionPulsePeriod: Double = 1.0

            /// Every setting at its default, for the drawing's fallbacks.
            package static let defaults = Configuration()

            /// Creates a configuration with the documented defaults. Nothing is checked here;
            /// the drawing reads unusable numbers safely.
            ///
            /// - Parameters:
            ///   - spokeCount: How many spokes; clamped to 1…360 when drawn.
            ///   - tintColor: The spokes' colour, or nil for the palette's activity grey (the
            ///     context's tint overrides it).
            ///   - backgroundColor: A colour filling the area, or nil for none (the context's
            ///     background colour overrides it).
            public init(
                spokeCount: Int = 8,
                tintColor: RGBAColor? = nil,
                backgroundColor: RGBAColor? = nil
            ) {
                self.spokeCount = spokeCount
                self.tintColor = tintColor
                self.backgroundColor = backgroundColor
            }
        }

        /// The spinner's configuration.
        public var configuration: Configuration

        /// Creates the spinner.
        ///
        /// - Parameter configuration: Its spokes, colours and timing; the defaults by default.
        public init(configuration: Configuration = .init()) { self.configuration = configuration }

        /// The number of spokes drawn: ``Configuration/spokeCount`` clamped to
        /// 1…``Configuration/maximumSpokeCount``.
        package var spokeCount: Int { Self.spokeCount(configuration) }

        /// The index of the bright spoke `time` seconds into spinning.
        ///
        /// - Parameter time: Seconds since spinning began; negative or NaN counts as 0.
        /// - Returns: `⌊spokes · time / cycleDuration⌋ mod spokes`, in 0..<``spokeCount``; 0 when
        ///   the cycle duration is not positive and finite.
        package func headSpoke(at time: Double) -> Int { Self.headSpoke(at: time, configuration) }

        /// The opacity of a spoke `stepsBehind` steps behind the bright one.
        ///
        /// - Parameter stepsBehind: Steps behind the head, taken modulo the spoke count (so a
        ///   negative count works too).
        /// - Returns: `1 − k·(1 − tailOpacity)/(spokes − 1)` for `k` steps, 1 for the head; 1
        ///   when there is only one spoke.
        package func tailOpacity(stepsBehind: Int) -> Double {
            Self.tailOpacity(stepsBehind: stepsBehind, configuration)
        }

        // The same as static functions, for styles that step a spinner of their own (classic)
        // without making a `System` per call.

        static func spokeCount(_ configuration: Configuration) -> Int {
            Swift.min(Configuration.maximumSpokeCount, Swift.max(1, configuration.spokeCount))
        }

        static func headSpoke(at time: Double, _ configuration: Configuration) -> Int {
            let count = spokeCount(configuration)
            let fraction = IndicatorGeometry.loopFraction(
                IndicatorGeometry.nonNegative(time),
                period: configuration.cycleDuration)
            return Swift.min(count - 1, Int((fraction * Double(count)).rounded(.down)))
        }

        static func tailOpacity(stepsBehind: Int, _ configuration: Configuration) -> Double {
            let count = spokeCount(configuration)
            guard count > 1 else { return 1 }
            let dimmest = RKMath.clamp(configuration.tailOpacity, 0, 1)
            let k = Double(((stepsBehind % count) + count) % count)
            return 1 - k * (1 - dimmest) / Double(count - 1)
        }

        /// Draws the spinner at the moment `context` describes.
        ///
        /// - Parameter context: The moment; its tint, when set, colours the spokes, its
        ///   background colour fills the area.
        /// - Returns: The background (if any), then one stroke per visible spoke in index order,
        ///   centred (scaled down, whole, in an area too small for it); an empty scene when the
        ///   area is not positive and finite.
        public func scene(for context: IndicatorContext) -> IndicatorScene {
            guard let area = IndicatorGeometry.drawingArea(context) else {
                return IndicatorScene(size: context.size, items: [])
            }
            let c = configuration
            if context.state == .failed {  // the retry cue, so a failed footer always shows it
                return IndicatorCue.retry.alone(
                    in: context, color: context.tintColor ?? c.tintColor ?? context.palette.activity)
            }
            let count = spokeCount
            var builder = IndicatorSceneBuilder(size: area)
            if let background = context.backgroundColor ?? c.backgroundColor {
                builder.fill(VectorPath { $0.addRect(Rect(origin: .zero, size: area)) }, color: background)
            }
            // The opacity of spoke i, nil when hidden (worked out per spoke: no array).
            var shown = 0  // pulling: spokes below this index show, at 1
            var even: Double?  // armed, Reduce Motion: every spoke at this
            var head: Int?, fade = 1.0  // refreshing: tail opacities behind the head × fade
            switch context.state {
            case .idle, .noMoreData, .failed:
                break
            case .revealing:
                let progress = IndicatorGeometry.progress(context)
                for i in 0..<count where progress >= Double(i + 1) / Double(count) { shown = i + 1 }
            case .armed:
                even = 1
            case .refreshing, .finishing:
                let t = IndicatorGeometry.loopTime(context)
                if context.state == .finishing {
                    fade = IndicatorGeometry.fadeOut(
                        time: IndicatorGeometry.time(context),
                        duration: c.finishingFadeDuration)
                }
                if context.reduceMotion {
                    even = IndicatorGeometry.pulse(time: t, period: c.reduceMotionPulsePeriod) * fade
                } else {
                    head = headSpoke(at: t)
                }
            }
            func opacity(_ i: Int) -> Double? {
                if let even { return even }
                if let head { return tailOpacity(stepsBehind: head - i) * fade }
                return i < shown ? 1 : nil
            }
            let color = context.tintColor ?? c.tintColor ?? context.palette.activity
            let style = StrokeOptions(width: c.spokeWidth, cap: .round)
            let outer = c.innerRadius + c.spokeLength
            let reach = 2 * (Swift.max(abs(c.innerRadius), abs(outer)) + abs(c.spokeWidth) / 2)
            // The spinner alone at the centre (scaled down, whole, in a slot too small for it), or
            // over the app's title (a `UIRefreshControl`'s `attributedTitle`) when it set one.
            let row = IndicatorTitle.row(
                IndicatorTitle.appTitle(for: context), indicatorSize: Size(width: reach, height: reach),
                context: context, area: area, indicatorDraws: shown > 0 || even != nil || head != nil,
                prefersColumn: true)
            row.drawTitle(opacity: fade, into: &builder)
            builder.translate(x: row.indicatorCenter.x, y: row.indicatorCenter.y)
            builder.scale(by: row.indicatorScale, about: .zero)
            for i in 0..<Swift.max(count, 0) {
                guard let opacity = opacity(i) else { continue }
                let angle = -RKMath.pi / 2 + Double(i) * 2 * RKMath.pi / Double(count)
                let direction = Point(x: RKMath.cos(angle), y: RKMath.sin(angle))
                let key = SpokeKey(index: i, count: count, inner: c.innerRadius, outer: outer, center: .zero)
                let spoke = context.memos.paths(SpokeKey.self).path(for: key) {
                    VectorPath {
                        $0.move(to: direction * c.innerRadius)
                        $0.line(to: direction * outer)
                    }
                }
                builder.save()
                builder.multiplyOpacity(opacity)
                builder.stroke(spoke, with: .solid(color), style: style)
                builder.restore()
            }
            return builder.build()
        }
    }
}

extension RefreshIndicator where Self == Indicators.System {
    /// A `UIRefreshControl`-like spoked spinner: `.system()`, or `.system(.yellowOnRed)` for a red
    /// background and yellow spokes.
    ///
    /// - Parameter configuration: Its spokes, colours and timing; the defaults by default.
    /// - Returns: An ``Indicators/System``.
    public static func system(_ configuration: Indicators.System.Configuration = .init()) -> Self {
        Indicators.System(configuration: configuration)
    }
}
