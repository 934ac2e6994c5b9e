extension Indicators {
    /// SPEC S3 ("PDPullToRefresh"): the outlines of "C'est La Vie" are written as the user pulls,
    /// then "La Vie est belle" shimmers under a sweeping gradient halo while refreshing.
    ///
    /// - Pulling: the glyph outlines of ``Configuration/pullText``, combined into one path in
    ///   reading order, stroked (never filled) in ``Configuration/color``, width 1, bevel
    ///   joins; the stroke's trim end is the pull progress. Armed: fully written.
    /// - Refreshing: the outlines of ``Configuration/refreshingText`` painted with a linear
    ///   gradient (``Configuration/haloColors``) laid over the whole area, as the seed's
    ///   `CAGradientLayer` masked by the text. Its start point runs from (−haloWidth, 0) to
    ///   (1, 0) and its end point from (0, 0) to (1 + haloWidth, 0), over
    ///   ``Configuration/haloDuration``, repeated forever (see ``haloPoints(at:)``).
    /// - Finishing: the halo keeps sweeping (`refreshingDuration + time`) while the text fades
    ///   out over ``Configuration/finishFadeDuration`` (the seed's `stopRefreshing`).
    /// - Text is centred on its ink bounds, as the seed's shape layer whose bounds are the
    ///   path's bounding box (the seed's box also holds the pen origin, about 1 pt left).
    /// - Reduce Motion: no sweep; the refreshing text is stroked in the solid colour and its
    ///   opacity pulses gently (cosine, one pulse per `haloDuration`, down to
    ///   ``Configuration/reduceMotionMinimumOpacity``). The pull still writes the text.
    /// - A font the glyph source cannot load draws no text.
    public struct Handwriting: RefreshIndicator {
        /// Everything configurable; every default is the seed's.
        public struct Configuration: Hashable, Sendable {
            /// `[self setupDefaultLayer:@"C'est La Vie"]` (addPullAnimation).
            public static let defaultPullText = "C'est La Vie"
            /// `[self setupDefaultLayer:@"La Vie est belle"]` (addRefreshAnimation).
            public static let defaultRefreshingText = "La Vie est belle"
            /// `pFontSize = 26.0f`, in "HelveticaNeue-UltraLight"; DejaVu Sans ExtraLight is the
            /// closest face installed with DejaVu (pass "HelveticaNeue-UltraLight" on Apple
            /// platforms for the original look).
            public static let defaultFont = FontRequest(family: "DejaVu Sans ExtraLight", size: 26)
            /// `pColor`: `rgb(234, 84, 87)`.
            public static let defaultColor = RGBAColor(rgb8: 234, 84, 87)
            /// The middle colour of the halo: `[UIColor whiteColor]` in `gradientLayer.colors`.
            public static let defaultHaloHighlightColor = RGBAColor.white
            /// `pathLayer.lineWidth = 1.0f`.
            public static let defaultLineWidth = 1.0
            /// `pathLayer.lineJoin = kCALineJoinBevel`.
            public static let defaultLineJoin = StrokeOptions.LineJoin.bevel
            /// `pHaloWidth = 2.5f`, in units of the area's width.
            public static let defaultHaloWidth = 2.5
            /// `pHaloDuration = 1.5f` seconds per sweep.
            public static let defaultHaloDuration = 1.5
            /// `group.timingFunction = kCAMediaTimingFunctionEaseIn`.
            public static let defaultHaloGroupCurve = TimingCurve.easeIn
            /// Each point animation's `timingFunction = kCAMediaTimingFunctionEaseIn` too.
            public static let defaultHaloPointCurve = TimingCurve.easeIn
            /// `stopRefreshing`: `animateWithDuration:0.1` to `alpha = 0`.
            public static let defaultFinishFadeDuration = 0.1
            /// `UIViewAnimationOptionCurveEaseInOut` in `stopRefreshing`.
            public static let defaultFinishFadeCurve = TimingCurve.easeInEaseOut
            /// RefreshKit's own: the lowest opacity of the Reduce Motion pulse.
            public static let defaultReduceMotionMinimumOpacity = 0.4

            /// The text written while pulling.
            public var pullText: String
            /// The text shown while refreshing.
            public var refreshingText: String
            /// The font of both texts.
            public var font: FontRequest
            /// The stroke colour while pulling and the halo's outer colour (the context's tint
            /// overrides it).
            public var color: RGBAColor
            /// The halo's middle colour.
            public var haloHighlightColor: RGBAColor
            /// The halo's colours, evenly spaced; nil means `[color, haloHighlightColor, color]`.
            public var haloColors: [RGBAColor]?
            /// The stroke width.
            public var lineWidth: Double
            /// The stroke join.
            public var lineJoin: StrokeOptions.LineJoin
            /// The distance between the gradient's start and end points, in widths of the area.
            public var haloWidth: Double
            /// Seconds per sweep.
            public var haloDuration: Double
            /// The animation group's timing curve (applied to the sweep's time first).
            public var haloGroupCurve: TimingCurve
            /// The point animations' own timing curve (applied to the group's output).
            public var haloPointCurve: TimingCurve
            /// Seconds the text takes to fade out once the refresh ends.
            public var finishFadeDuration: Double
            /// The curve of that fade.
            public var finishFadeCurve: TimingCurve
            /// The lowest opacity of the Reduce Motion pulse.
            public var reduceMotionMinimumOpacity: Double

            /// Creates a configuration; every default is the seed's.
            public init(pullText: String = defaultPullText, refreshingText: String = defaultRefreshingText,
                        font: FontRequest = defaultFont, color: RGBAColor = defaultColor,
                        haloHighlightColor: RGBAColor = defaultHaloHighlightColor, haloColors: [RGBAColor]? = nil,
                        lineWidth: Double = defaultLineWidth, lineJoin: StrokeOptions.LineJoin = defaultLineJoin,
                        haloWidth: Double = defaultHaloWidth, haloDuration: Double = defaultHaloDuration,
                        haloGroupCurve: TimingCurve = defaultHaloGroupCurve,
                        haloPointCurve: TimingCurve = defaultHaloPointCurve,
                        finishFadeDuration: Double = defaultFinishFadeDuration,
                        finishFadeCurve: TimingCurve = defaultFinishFadeCurve,
                        reduceMotionMinimumOpacity: Double = defaultReduceMotionMinimumOpacity) {
                self.pullText = pullText; self.refreshingText = refreshingText; self.font = font
                self.color = color; self.haloHighlightColor = haloHighlightColor; self.haloColors = haloColors
                self.lineWidth = lineWidth; self.lineJoin = lineJoin
                self.haloWidth = haloWidth; self.haloDuration = haloDuration
                self.haloGroupCurve = haloGroupCurve; self.haloPointCurve = haloPointCurve
                self.finishFadeDuration = finishFadeDuration; self.finishFadeCurve = finishFadeCurve
                self.reduceMotionMinimumOpacity = reduceMotionMinimumOpacity
            }
        }

        /// The configuration.
        public var configuration: Configuration

        /// The text's outline at its place, reused from frame to frame.
        private let textPaths = PathMemo<OffsetTextKey>()

        /// Creates the style.
        public init(configuration: Configuration = .init()) { self.configuration = configuration }

        /// The gradient's start and end points (unit space of the area) `time` seconds into the
        /// sweep loop: with `f = pointCurve(groupCurve(phase))` and `phase` the fraction of the
        /// current sweep, start = (−w + (1 + w)·f, 0) and end = ((1 + w)·f, 0), `w` the halo
        /// width. Core Animation applies a group's timing function to the group's time and each
        /// child's own to the result, hence the two curves. Negative or NaN times count as 0;
        /// a non-positive duration holds the start.
        public func haloPoints(at time: Double) -> (start: Point, end: Point) {
            let w = IndicatorGeometry.finite(configuration.haloWidth)
            let d = IndicatorGeometry.nonNegative(configuration.haloDuration)
            let t = IndicatorGeometry.nonNegative(time)
            var phase = 0.0
            if d > 0 {
                phase = t / d
                phase -= phase.rounded(.down)
            }
            let f = configuration.haloPointCurve.value(at: configuration.haloGroupCurve.value(at: phase))
            return (Point(x: -w + (1 + w) * f, y: 0), Point(x: (1 + w) * f, y: 0))
        }

        /// Draws the moment the context describes.
        public func scene(for context: IndicatorContext) -> IndicatorScene {
            var builder = IndicatorSceneBuilder(size: context.size)
            IndicatorGeometry.drawBackground(context, into: &builder)
            let color = context.tintColor ?? configuration.color
            switch context.state {
            case .idle, .pulling, .armed, .noMoreData:
                let progress: Double
                switch context.state {
                case .idle: progress = 0
                case .armed, .noMoreData: progress = 1
                default: progress = IndicatorGeometry.pullProgress(context)
                }
                drawText(configuration.pullText, paint: .solid(color), trimEnd: progress,
                         context: context, into: &builder)
            case .refreshing:
                drawRefreshing(at: IndicatorGeometry.nonNegative(context.time), color: color,
                               context: context, into: &builder)
            case .finishing:
                let time = IndicatorGeometry.nonNegative(context.time)
                let fade = configuration.finishFadeDuration
                let faded = fade > 0 ? configuration.finishFadeCurve.value(at: time / fade) : 1
                builder.multiplyOpacity(1 - faded)
                drawRefreshing(at: IndicatorGeometry.nonNegative(context.refreshingDuration) + time,
                               color: color, context: context, into: &builder)
            }
            return builder.build()
        }

        /// The refreshing look `time` seconds into the loop.
        private func drawRefreshing(at time: Double, color: RGBAColor, context: IndicatorContext,
                                    into builder: inout IndicatorSceneBuilder) {
            if context.reduceMotion {
                let d = IndicatorGeometry.nonNegative(configuration.haloDuration)
                let wave = d > 0 ? (1 + RKMath.cos(2 * RKMath.pi * time / d)) / 2 : 1
                let low = IndicatorGeometry.unit(configuration.reduceMotionMinimumOpacity)
                builder.save()
                builder.multiplyOpacity(low + (1 - low) * wave)
                drawText(configuration.refreshingText, paint: .solid(color), trimEnd: 1,
                         context: context, into: &builder)
                builder.restore()
                return
            }
            let colors = configuration.haloColors ?? [color, configuration.haloHighlightColor, color]
            let last = Double(Swift.max(colors.count - 1, 1))
            let stops = colors.enumerated().map { GradientStop(location: Double($0.offset) / last, color: $0.element) }
            let points = haloPoints(at: time)
            let gradient = LinearGradientPaint(stops: stops, startPoint: points.start, endPoint: points.end,
                                          frame: Rect(origin: .zero, size: context.size))
            drawText(configuration.refreshingText, paint: .linearGradient(gradient), trimEnd: 1,
                     context: context, into: &builder)
        }

        /// Strokes the outlines of `text`, centred, trimmed to `trimEnd`.
        private func drawText(_ text: String, paint: Paint, trimEnd: Double, context: IndicatorContext,
                              into builder: inout IndicatorSceneBuilder) {
            guard let layout = context.glyphs.layoutIfAvailable(text, font: configuration.font) else { return }
            let offset = layout.offset(centeringInkAt: IndicatorGeometry.center(of: context.size))
            let style = StrokeOptions(width: configuration.lineWidth, join: configuration.lineJoin,
                                    trimEnd: trimEnd)
            builder.strokeText(layout, offset: offset, with: paint, style: style, paths: textPaths)
        }
    }
}

extension RefreshIndicator where Self == Indicators.Handwriting {
    /// SPEC S3's handwriting: "C'est La Vie" written as you pull, "La Vie est belle" under a halo.
    public static func handwriting(_ configuration: Indicators.Handwriting.Configuration = .init()) -> Self {
        Indicators.Handwriting(configuration: configuration)
    }
}
