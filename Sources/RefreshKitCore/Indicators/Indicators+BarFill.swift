extension Indicators {
    /// The S0 seed's bar indicator: a blue square behind a white mask that covers it from the
    /// top; the blue rises from the bottom as the user pulls, and refills in a loop while
    /// refreshing.
    ///
    /// The mask's height is `H × (1 − ratio)`, drawn centred in the area:
    /// - idle (and no more data): ratio 0, all white (the seed's `hiddenWhenIdle` is `NO`);
    ///   nothing at all when ``Configuration/hidesWhenIdle`` is set.
    /// - pulling: `ratio = min(pullDistance, trigger) / trigger`, clamped to 0…1.
    /// - armed: ratio 1, all blue (`isComplete = YES`).
    /// - refreshing: a loop of ``Configuration/fillDelay`` + ``Configuration/fillDuration``
    ///   seconds: the mask is full during the delay, then shrinks linearly to 0 over the
    ///   duration, then starts again full (`beginAnimation` calling itself on completion).
    /// - finishing: the fill cycle running when the refresh ended completes (the clock continues at
    ///   `refreshingDuration + time`), then the bar stays all blue. ``finishingHoldDuration(afterRefreshingFor:)``
    ///   asks the header to stay open until that cycle has completed.
    /// - Reduce Motion: while refreshing and finishing the bar stays all blue and its opacity
    ///   pulses once per ``Configuration/reduceMotionPulsePeriod`` instead of refilling; while
    ///   pulling it still follows the finger (direct manipulation, not animation). The
    ///   finishing hold is the same (it cannot see the context).
    ///
    /// Items: the content rectangle first (the bar's full bounds), then the mask rectangle
    /// (top-aligned, omitted when its height is 0).
    public struct BarFill: RefreshIndicator {
        /// Every number and colour of the bar; the defaults are the S0 seed's.
        public struct Configuration: Hashable, Sendable {
            /// The bar's size, in points.
            ///
            /// Default: 20×20 pt: `[[BarIndicatorView alloc] initWithFrame:CGRectMake(…, 20, 20)]`.
            public var size: Size = Size(width: 20, height: 20)
            /// The colour revealed from the bottom, or nil for the palette's accent; the context's
            /// tint overrides it.
            ///
            /// Default: nil: ``IndicatorPalette/accent``, in light `UIColor.blue`, the arc
            /// spinner's blue (for the seed's `IMG_BLUE_BG`), in dark `#0A84FF`.
            public var contentColor: RGBAColor?
            /// The mask's colour (match the header's background), or nil for the palette's
            /// background; the context's background colour overrides it.
            ///
            /// Default: nil: ``IndicatorPalette/background``, in light white, the seed's
            /// `IMG_WHITE_MASK` image (the header's background), in dark black.
            public var maskColor: RGBAColor?
            /// How long one refill takes while refreshing, in seconds.
            ///
            /// Default (RefreshKit's, for the seed's `ANIMATION_DURATION`): 1 s, one refill per
            /// turn of the arc spinner.
            public var fillDuration: Double = 1.0
            /// How long the mask stays full before each refill, in seconds.
            ///
            /// Default (RefreshKit's, for the seed's `ANIMATION_DELAY`): 0 s, a continuous loop.
            public var fillDelay: Double = 0.0
            /// Whether the bar draws nothing when idle.
            ///
            /// Default: no: `_barIndicator.hiddenWhenIdle = NO`.
            public var hidesWhenIdle: Bool = false
            /// The period of the Reduce Motion opacity pulse, in seconds.
            ///
            /// Default: 1 s, one refill loop at the default timing.
            public var reduceMotionPulsePeriod: Double = 1.0

            /// Every setting at its declared default; the initializer's arguments default to it.
            /// S0's bar exactly: pure blue (`UIColor.blue`) behind a white mask in every appearance.
            public static let seedExact = Configuration(contentColor: .blue, maskColor: .white)

            @usableFromInline static let defaults = Configuration(defaults: ())

            /// Leaves every setting at its declared default.
            private init(defaults: Void) {}

            /// Creates a configuration; every default is the seed's (or documented above).
            /// Nothing is checked here; the drawing reads unusable numbers safely.
            ///
            /// - Parameters:
            ///   - size: The bar's size, in points.
            ///   - contentColor: The colour revealed from the bottom, or nil for the palette's accent
            ///     (the context's tint overrides it).
            ///   - maskColor: The mask's colour, or nil for the palette's background (the context's
            ///     background colour overrides it).
            ///   - fillDuration: How long one refill takes, in seconds.
            ///   - fillDelay: How long the mask stays full before each refill, in seconds.
            ///   - hidesWhenIdle: Whether the bar draws nothing when idle (and with no more data).
            ///   - reduceMotionPulsePeriod: The period of the Reduce Motion pulse, in seconds.
            public init(size: Size = Configuration.defaults.size,
                        contentColor: RGBAColor? = Configuration.defaults.contentColor,
                        maskColor: RGBAColor? = Configuration.defaults.maskColor,
                        fillDuration: Double = Configuration.defaults.fillDuration,
                        fillDelay: Double = Configuration.defaults.fillDelay,
                        hidesWhenIdle: Bool = Configuration.defaults.hidesWhenIdle,
                        reduceMotionPulsePeriod: Double = Configuration.defaults.reduceMotionPulsePeriod) {
                self.size = size; self.contentColor = contentColor; self.maskColor = maskColor
                self.fillDuration = fillDuration; self.fillDelay = fillDelay
                self.hidesWhenIdle = hidesWhenIdle; self.reduceMotionPulsePeriod = reduceMotionPulsePeriod
            }

            /// One refill loop, delay plus duration, in seconds; a delay or duration that is
            /// negative or not finite counts as 0.
            public var cycleDuration: Double {
                IndicatorGeometry.nonNegative(fillDelay) + IndicatorGeometry.nonNegative(fillDuration)
            }
        }

        /// The bar's configuration.
        public var configuration: Configuration

        /// Creates the bar.
        ///
        /// - Parameter configuration: Its size, colours and timing; the seed's by default.
        public init(configuration: Configuration = .init()) { self.configuration = configuration }

        /// The mask's height as a fraction of the bar's, `loopTime` seconds into the refill
        /// loop: 1 during the delay, then falling linearly to 0 over the duration.
        ///
        /// - Parameter loopTime: Seconds since the loop began; negative or NaN counts as 0.
        /// - Returns: The fraction, 0…1; 0 (all blue) when the fill duration is not positive.
        public func refillMaskFraction(at loopTime: Double) -> Double {
            let delay = IndicatorGeometry.nonNegative(configuration.fillDelay)
            let duration = IndicatorGeometry.nonNegative(configuration.fillDuration)
            let cycle = delay + duration
            guard duration > 0 else { return 0 }
            let phase = IndicatorGeometry.loopFraction(IndicatorGeometry.nonNegative(loopTime), period: cycle) * cycle
            return phase < delay ? 1 : RKMath.clamp(1 - (phase - delay) / duration, 0, 1)
        }

        /// The time left in the refill cycle that was running after `elapsed` seconds of
        /// refreshing: how long the header stays open so that the cycle completes.
        ///
        /// - Parameter elapsed: Seconds spent refreshing; negative counts as 0.
        /// - Returns: Seconds, more than 0 and at most ``Configuration/cycleDuration`` (a whole
        ///   cycle at a cycle boundary, 0 included); 0 when the cycle is empty or `elapsed`
        ///   is not finite.
        public func finishingHoldDuration(afterRefreshingFor elapsed: Double) -> Double {
            let cycle = configuration.cycleDuration
            guard cycle > 0, elapsed.isFinite else { return 0 }
            let elapsed = IndicatorGeometry.nonNegative(elapsed)
            return (1 - IndicatorGeometry.loopFraction(elapsed, period: cycle)) * cycle
        }

        /// Draws the bar at the moment `context` describes.
        ///
        /// - Parameter context: The moment; its tint, when set, colours the bar, its background
        ///   colour the mask.
        /// - Returns: The bar's rectangle, then the mask's, centred in the area; an empty scene
        ///   when the area is not positive and finite, or idle with
        ///   ``Configuration/hidesWhenIdle``.
        public func scene(for context: IndicatorContext) -> IndicatorScene {
            guard let area = IndicatorGeometry.drawingArea(context) else {
                return IndicatorScene(size: context.size, items: [])
            }
            let c = configuration
            var mask = 1.0, opacity = 1.0
            switch context.state {
            case .idle, .noMoreData:
                if c.hidesWhenIdle { return IndicatorScene(size: area, items: []) }
            case .pulling:
                mask = 1 - IndicatorGeometry.pullFraction(context)
            case .armed:
                mask = 0
            case .refreshing, .finishing:
                let t = IndicatorGeometry.loopTime(context)
                if context.reduceMotion {
                    mask = 0
                    opacity = IndicatorGeometry.pulse(time: t, period: c.reduceMotionPulsePeriod)
                } else if context.state == .refreshing {
                    mask = refillMaskFraction(at: t)
                } else {
                    let hold = finishingHoldDuration(afterRefreshingFor: context.refreshingDuration)
                    mask = IndicatorGeometry.time(context) < hold ? refillMaskFraction(at: t) : 0
                }
            }
            let bar = IndicatorGeometry.centeredRect(c.size, in: area)
            var builder = IndicatorSceneBuilder(size: area)
            builder.multiplyOpacity(opacity)
            builder.fill(VectorPath { $0.addRect(bar) }, color: context.tintColor ?? c.contentColor ?? context.palette.accent)
            let maskHeight = bar.height * mask
            if maskHeight > 0 {
                let rect = Rect(x: bar.minX, y: bar.minY, width: bar.width, height: maskHeight)
                builder.fill(VectorPath { $0.addRect(rect) }, color: context.backgroundColor ?? c.maskColor ?? context.palette.background)
            }
            return builder.build()
        }
    }
}

extension RefreshIndicator where Self == Indicators.BarFill {
    /// The S0 seed's bar indicator: `.barFill()`.
    ///
    /// - Parameter configuration: Its size, colours and timing; the seed's by default.
    /// - Returns: An ``Indicators/BarFill``.
    public static func barFill(_ configuration: Indicators.BarFill.Configuration = .init()) -> Self {
        Indicators.BarFill(configuration: configuration)
    }
}
