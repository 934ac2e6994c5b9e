import RefreshKitCore

extension Indicators {
    /// The outlines of "C'est La Vie" are written as the user pulls,
    /// then "La Vie est belle" shimmers under a sweeping gradient halo while refreshing.
    ///
    /// - Pulling: the glyph outlines of ``Configuration/pullText``, combined into one path in
    ///   reading order, stroked (never filled) in ``Configuration/color``, width 1, bevel
    ///   joins; the stroke's trim end is the pull progress. Armed: fully written.
    /// - Refreshing: the outlines of ``Configuration/refreshingText`` painted with a linear
    ///   gradient masked by the text. By default
    ///   (``HaloSweep/text``) a highlight ``Configuration/haloBandWidth`` widths of the text wide
    ///   crosses the text's ink at an even speed and comes back, a loop per
    ///   ``Configuration/haloDuration``: some of the text is always
    ///   changing, so the refresh reads as motion at a glance. ``HaloSweep/area``
    ///   (``Configuration/whiteHalo``) sweeps the area: the gradient (``Configuration/haloColors``)
    ///   laid over the whole area, its start point running from (−haloWidth, 0) to (1, 0) and
    ///   its end point from (0, 0) to (1 + haloWidth, 0), over ``Configuration/haloDuration``
    ///   with two ease-in curves, repeated forever: the highlight
    ///   rushes across at the end of each sweep and the text holds still in between.
    /// - Finishing: the halo keeps sweeping (`refreshingDuration + time`) while the text fades
    ///   out over 0.1 s.
    /// - Text is centred on its ink bounds, as a shape layer whose bounds are the path's
    ///   bounding box. In a slot too small for it (less a 2 pt margin) the outline is scaled
    ///   down to fit, the stroke keeping its width; in a slot taller than wide where the text
    ///   fits larger turned (a carousel's leading or trailing control), it is turned a quarter
    ///   turn clockwise, reading from top to bottom, and the halo sweeps downwards.
    /// - Reduce Motion: no sweep; the refreshing text is stroked in the solid colour and its
    ///   opacity pulses gently (cosine, one pulse per `haloDuration`, down to 40 %). The pull
    ///   still writes the text.
    /// - A font the glyph source cannot load draws no text.
    public struct Handwriting: RefreshIndicator {
        /// The texts, font, colours, stroke width and the halo's colours, sweep, widths and speed.
        public struct Configuration: Hashable, Sendable {
            /// The text written while pulling.
            ///
            /// Default: "C'est La Vie".
            public var pullText: String
            /// The text shown while refreshing.
            ///
            /// Default: "La Vie est belle".
            public var refreshingText: String
            /// The font of both texts.
            ///
            /// Default: DejaVu Sans ExtraLight at 26 pt, the face installed with DejaVu closest to
            /// Helvetica Neue UltraLight (pass "HelveticaNeue-UltraLight" on Apple platforms for
            /// that face).
            public var font: FontRequest
            /// The stroke colour while pulling and the halo's outer colour (the context's tint
            /// overrides it).
            ///
            /// Default: `rgb(234, 84, 87)`, a soft red.
            public var color: RGBAColor
            /// The halo's middle colour, or nil for ``color`` moved half of the way towards the
            /// palette's label colour.
            ///
            /// Default: nil: a dark red (`#752A2B`) in light and a pale red (`#F4A9AB`) in dark, so
            /// the text keeps at least 3:1 under the sweep. A white highlight leaves the text at
            /// 1.6:1 on white; ``whiteHalo`` draws it.
            public var haloHighlightColor: RGBAColor?
            /// How far the derived halo highlight moves ``color`` towards the label colour (black in
            /// light, white in dark), 0…1.
            ///
            /// Default: ½, half way: a highlight that reads as a sheen and stays legible.
            package var haloHighlightStrength: Double = 0.5
            /// How far ``color`` moves towards the label colour when increased contrast is on, 0…1
            /// (a tint given by the app is drawn as given).
            ///
            /// Default: 0.3: `#A43B3D` in light (6.5:1 on white, up from 3.6:1), a paler red in dark.
            package var increasedContrastStrength: Double = 0.3
            /// The halo's colours, evenly spaced; nil means `[color, haloHighlightColor, color]`.
            /// With ``HaloSweep/text`` they span the band, ``haloBandWidth`` widths of the text.
            public var haloColors: [RGBAColor]?
            /// How the halo crosses the text.
            ///
            /// Default: ``HaloSweep/text``, a highlight always on the text. The sweep over the
            /// area, ``HaloSweep/area``, leaves the text still for most of each sweep; ``whiteHalo``
            /// draws it.
            public var haloSweep: HaloSweep
            /// With ``HaloSweep/text``, the halo band's width (``haloColors`` from one side to
            /// the other), in widths of the text.
            ///
            /// Default: ½, a highlight half as wide as the text.
            public var haloBandWidth: Double
            /// The stroke width, in points.
            ///
            /// Default: 1 pt.
            public var lineWidth: Double
            /// The stroke join.
            ///
            /// Default: bevel.
            package var lineJoin: StrokeOptions.LineJoin = StrokeOptions.LineJoin.bevel
            /// The distance between the gradient's start and end points, in widths of the area.
            ///
            /// Default: 2.5 widths of the area.
            public var haloWidth: Double
            /// Seconds per sweep: with ``HaloSweep/text`` the band crosses the text in half of
            /// it and comes back in the other half.
            ///
            /// Default: 1.5 s per sweep.
            public var haloDuration: Double
            /// The animation group's timing curve (applied to the sweep's time first).
            ///
            /// Default: ease in.
            package var haloGroupCurve: TimingCurve = TimingCurve.easeIn
            /// The point animations' own timing curve (applied to the group's output).
            ///
            /// Default: ease in.
            package var haloPointCurve: TimingCurve = TimingCurve.easeIn
            /// Seconds the text takes to fade out once the refresh ends.
            ///
            /// Default: 0.1 s.
            package var finishFadeDuration: Double = 0.1
            /// The curve of that fade.
            ///
            /// Default: ease in, ease out.
            package var finishFadeCurve: TimingCurve = TimingCurve.easeInEaseOut
            /// The lowest opacity of the Reduce Motion pulse.
            ///
            /// Default: 0.4.
            package var reduceMotionMinimumOpacity: Double = 0.4

            /// The soft red with a white halo highlight in every appearance, also
            /// with increased contrast (under the sweep the text drops to about 1.1:1 on white),
            /// swept over the area (``HaloSweep/area``).
            public static let whiteHalo: Configuration = {
                var configuration = Configuration(haloHighlightColor: .white, haloSweep: .area)
                configuration.increasedContrastStrength = 0
                return configuration
            }()

            /// Every setting at its default, for the drawing's fallbacks.
            package static let defaults = Configuration()

            /// Creates a configuration. Nothing is checked here;
            /// the drawing reads unusable numbers safely.
            ///
            /// - Parameters:
            ///   - pullText: The text written while pulling.
            ///   - refreshingText: The text shown while refreshing.
            ///   - font: The font of both texts.
            ///   - color: The pull stroke's colour and the halo's outer colour (the context's tint overrides it).
            ///   - haloHighlightColor: The halo's middle colour, or nil for ``color`` moved
            ///     half of the way towards the palette's label colour.
            ///   - haloColors: The halo's colours, evenly spaced, or nil (the default) for
            ///     `[color, haloHighlightColor, color]`.
            ///   - lineWidth: The stroke width, in points.
            ///   - haloWidth: From the gradient's start point to its end point, in widths of the area.
            ///   - haloDuration: Seconds per sweep.
            ///   - haloSweep: How the halo crosses the text.
            ///   - haloBandWidth: With ``HaloSweep/text``, the band's width in widths of the text.
            public init(
                pullText: String = "C'est La Vie",
                refreshingText: String = "La Vie est belle",
                font: FontRequest = FontRequest(family: "DejaVu Sans ExtraLight", size: 26),
                color: RGBAColor = RGBAColor(rgb8: 234, 84, 87),
                haloHighlightColor: RGBAColor? = nil,
                haloColors: [RGBAColor]? = nil,
                lineWidth: Double = 1.0,
                haloWidth: Double = 2.5,
                haloDuration: Double = 1.5,
                haloSweep: HaloSweep = HaloSweep.text,
                haloBandWidth: Double = 0.5
            ) {
                self.pullText = pullText
                self.refreshingText = refreshingText
                self.font = font
                self.color = color
                self.haloHighlightColor = haloHighlightColor
                self.haloColors = haloColors
                self.lineWidth = lineWidth
                self.haloWidth = haloWidth
                self.haloDuration = haloDuration
                self.haloSweep = haloSweep
                self.haloBandWidth = haloBandWidth
            }
        }

        /// The configuration.
        public var configuration: Configuration

        /// How the halo crosses the text while refreshing.
        public enum HaloSweep: Hashable, Sendable {
            /// The gradient laid over the whole area, its points running across it from the
            /// left, eased.
            case area
            /// A band of the halo's colours crossing the text's ink and coming back at an even
            /// speed: at every moment part of the text changes colour.
            case text
        }

        /// Creates the style.
        ///
        /// - Parameter configuration: Its texts, font, colours and timing; the defaults if left out.
        public init(configuration: Configuration = .init()) { self.configuration = configuration }

        /// The gradient's start and end points (unit space of the area) `time` seconds into the
        /// sweep loop: with `f = pointCurve(groupCurve(phase))` and `phase` the fraction of the
        /// current sweep, start = (−w + (1 + w)·f, 0) and end = ((1 + w)·f, 0), `w` the halo
        /// width. Core Animation applies a group's timing function to the group's time and each
        /// child's own to the result, hence the two curves. Negative or NaN times count as 0;
        /// a non-positive duration holds the start.
        ///
        /// - Parameter time: Seconds since the sweep loop began.
        /// - Returns: The start and end points, in units of the area (y is always 0).
        package func haloPoints(at time: Double) -> (start: Point, end: Point) {
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

        /// The halo band's start and end points with ``HaloSweep/text``, in the unit space of the
        /// text's frame along its line, `time` seconds into the loop: the band's middle crosses
        /// from the text's start (0) to its end (1) at an even speed in the first half of
        /// ``Configuration/haloDuration`` and comes back in the second, so it never jumps; the
        /// band is ``Configuration/haloBandWidth`` wide. Negative or NaN times count as 0; a
        /// non-positive duration holds the start.
        ///
        /// - Parameter time: Seconds since the loop began.
        /// - Returns: The start and end points (y is always 0).
        package func haloBand(at time: Double) -> (start: Point, end: Point) {
            let half = IndicatorGeometry.nonNegative(configuration.haloBandWidth) / 2
            let u = IndicatorGeometry.loopFraction(
                IndicatorGeometry.nonNegative(time),
                period: configuration.haloDuration)
            let middle = u < 0.5 ? 2 * u : 2 - 2 * u
            return (Point(x: middle - half, y: 0), Point(x: middle + half, y: 0))
        }

        /// Draws the moment the context describes.
        ///
        /// - Parameter context: The moment; its tint, when set, replaces ``Configuration/color``.
        /// - Returns: The background (if any), then the text's outline as one stroke, centred on
        ///   its ink: trimmed to the pull progress (nothing when idle, whole when armed or with
        ///   no more data), or the refreshing text under the halo. No text when the font cannot
        ///   load.
        public func scene(for context: IndicatorContext) -> IndicatorScene {
            var builder = IndicatorSceneBuilder(size: context.size)
            IndicatorGeometry.drawBackground(context, into: &builder)
            let color =
                context.tintColor
                ?? (context.appearance.increasedContrast
                    ? context.palette.strengthened(configuration.color, by: configuration.increasedContrastStrength)
                    : configuration.color)
            if context.state == .failed {  // the retry cue, so a failed footer always shows it
                return IndicatorCue.retry.alone(in: context, color: color)
            }
            switch context.state {
            case .idle, .revealing, .armed, .noMoreData, .failed:  // failed drew its cue above
                let progress: Double
                switch context.state {
                case .idle: progress = 0
                case .armed, .noMoreData, .failed: progress = 1
                default: progress = IndicatorGeometry.pullProgress(context)
                }
                drawText(
                    configuration.pullText, paint: .solid(color), trimEnd: progress,
                    context: context, into: &builder)
            case .refreshing:
                drawRefreshing(
                    at: IndicatorGeometry.nonNegative(context.time), color: color,
                    context: context, into: &builder)
            case .finishing:
                let time = IndicatorGeometry.nonNegative(context.time)
                let fade = configuration.finishFadeDuration
                let faded = fade > 0 ? configuration.finishFadeCurve.value(at: time / fade) : 1
                builder.multiplyOpacity(1 - faded)
                drawRefreshing(
                    at: IndicatorGeometry.nonNegative(context.refreshingDuration) + time,
                    color: color, context: context, into: &builder)
            }
            return builder.build()
        }

        /// The refreshing look `time` seconds into the loop.
        private func drawRefreshing(
            at time: Double, color: RGBAColor, context: IndicatorContext,
            into builder: inout IndicatorSceneBuilder
        ) {
            if context.reduceMotion {
                let d = IndicatorGeometry.nonNegative(configuration.haloDuration)
                let wave = d > 0 ? (1 + RKMath.cos(2 * RKMath.pi * time / d)) / 2 : 1
                let low = IndicatorGeometry.unit(configuration.reduceMotionMinimumOpacity)
                builder.save()
                builder.multiplyOpacity(low + (1 - low) * wave)
                drawText(
                    configuration.refreshingText, paint: .solid(color), trimEnd: 1,
                    context: context, into: &builder)
                builder.restore()
                return
            }
            let highlight =
                configuration.haloHighlightColor
                ?? context.palette.strengthened(color, by: configuration.haloHighlightStrength)
            let colors = configuration.haloColors ?? [color, highlight, color]
            let last = Double(Swift.max(colors.count - 1, 1))
            let stops = colors.enumerated().map { GradientStop(location: Double($0.offset) / last, color: $0.element) }
            guard let layout = context.glyphs.layoutIfAvailable(configuration.refreshingText, font: configuration.font),
                let place = placement(of: layout, in: context.size)
            else { return }
            let sweepsText = configuration.haloSweep == .text
            let points = sweepsText ? haloBand(at: time) : haloPoints(at: time)
            // Along the text: x when upright, y when turned.
            func along(_ p: Point) -> Point { place.turned ? Point(x: 0, y: p.x) : p }
            let gradient = LinearGradientPaint(
                stops: stops, startPoint: along(points.start), endPoint: along(points.end),
                frame: sweepsText ? place.frame : Rect(origin: .zero, size: context.size))
            stroke(layout, at: place, paint: .linearGradient(gradient), trimEnd: 1, context: context, into: &builder)
        }

        /// Strokes the outlines of `text`, placed in the area, trimmed to `trimEnd`.
        private func drawText(
            _ text: String, paint: Paint, trimEnd: Double, context: IndicatorContext,
            into builder: inout IndicatorSceneBuilder
        ) {
            guard let layout = context.glyphs.layoutIfAvailable(text, font: configuration.font),
                let place = placement(of: layout, in: context.size)
            else { return }
            stroke(layout, at: place, paint: paint, trimEnd: trimEnd, context: context, into: &builder)
        }

        /// Strokes the outlines of `layout` at `place`, trimmed to `trimEnd`, the stroke
        /// ``Configuration/lineWidth`` wide whatever the scale (the outline at its place taken from
        /// the context's memos when an earlier frame built it).
        private func stroke(
            _ layout: TextLayout, at place: Placement, paint: Paint, trimEnd: Double, context: IndicatorContext,
            into builder: inout IndicatorSceneBuilder
        ) {
            let style = StrokeOptions(width: configuration.lineWidth, join: configuration.lineJoin, trimEnd: trimEnd)
            let key = TransformedTextKey(path: layout.combinedPath, transform: place.transform)
            let path = context.memos.drawableText(key) {
                layout.combinedPath.transformed(by: place.transform)
            }
            if let path { builder.stroke(drawable: path, with: paint, style: style) }
        }
    }
}

extension RefreshIndicator where Self == Indicators.Handwriting {
    /// Handwriting: "C'est La Vie" written as you pull, "La Vie est belle" under a halo.
    ///
    /// - Parameter configuration: Its texts, font, colours and timing; the defaults if left out.
    /// - Returns: An ``Indicators/Handwriting``.
    public static func handwriting(_ configuration: Indicators.Handwriting.Configuration = .init()) -> Self {
        Indicators.Handwriting(configuration: configuration)
    }
}
