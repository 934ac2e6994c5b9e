extension Indicators {
    /// The classic MJRefresh look: an arrow beside a state title and a "Last updated" line;
    /// the arrow flips at the trigger and a small spoked spinner replaces it while loading.
    ///
    /// - Layout (MJRefresh's `MJRefreshNormalHeader`): the title centred, the last-updated line
    ///   under it (only for headers, and only when `context.lastUpdated` is not nil; one line
    ///   is centred vertically); the arrow's centre ``Configuration/labelLeftInset`` left of the
    ///   wider line, vertically centred. Text is filled glyph outlines.
    /// - Titles (``Strings``) follow `context.locale` and the edge: pull, release, loading,
    ///   "no more data"; `finishing` shows the pull title again, as MJRefresh's idle state.
    /// - Arrow: points down for a header (up for a footer) and turns half a turn,
    ///   counter-clockwise as MJRefresh's `0.000001 − M_PI` rotation does, over
    ///   ``Configuration/flipDuration`` from the moment the pull arms (`context.time`). When
    ///   the pull disarms it turns back over the same time, measured from the start of the
    ///   new `pulling` state: the context does not carry the previous state, so a `pulling`
    ///   moment counts as a disarm when its progress is at least
    ///   ``Configuration/disarmProgressThreshold`` (a fresh pull starts near 0).
    /// - Refreshing: ``Configuration/spokeCount`` spokes whose brightest one steps clockwise
    ///   once per ``Configuration/spinnerPeriod`` / spokes. Finishing: the spinner keeps
    ///   turning (`refreshingDuration + time`) and fades out over
    ///   ``Configuration/finishFadeDuration`` (MJRefresh's `loadingView.alpha = 0`).
    /// - Reduce Motion: the arrow switches direction at once without turning, and the spinner
    ///   stands still with even spokes while its opacity pulses (cosine, one pulse per period,
    ///   down to ``Configuration/spinnerMinimumOpacity``).
    /// - Right to left (`context.resolvedLayoutDirection`, from the locale for Arabic and Hebrew,
    ///   or set): the layout mirrors as under UIKit's semantic content attribute — the arrow or
    ///   spinner sits ``Configuration/labelLeftInset`` right of the text.
    /// - The last-updated line is ``Strings/lastUpdatedPrefix`` and `context.lastUpdated` in the
    ///   words of ``Strings/lastUpdated`` ("Last updated: Today 09:41").
    /// - Fonts: the FreeType source draws characters DejaVu lacks (CJK, kana, hangul) with its
    ///   fallback families; pass a font by file in ``Configuration/font`` to use another. A
    ///   font that cannot load draws no text.
    public struct Classic: RefreshIndicator {
        /// Everything configurable. MJRefresh is the reference for the text; the arrow and the
        /// spinner are drawn, not bitmaps, and their sizes are RefreshKit's.
        public struct Configuration: Hashable, Sendable {
            /// The titles' font; characters it lacks come from the glyph source's fallbacks (CJK, hangul).
            ///
            /// Default: `MJRefreshLabelFont`: `[UIFont boldSystemFontOfSize:14]`, in DejaVu Sans Bold.
            public var font: FontRequest = FontRequest(family: "DejaVu Sans Bold", size: 14)
            /// Text, arrow and spinner colour, or nil for the appearance's (the context's tint
            /// overrides it).
            ///
            /// Default: nil: in light ``mjRefreshColor``, `MJRefreshLabelTextColor`, which MJRefresh
            /// also gives the arrow (`arrowView.tintColor = self.stateLabel.textColor`); in dark and
            /// with increased contrast ``IndicatorPalette/secondaryLabel`` (MJRefresh's grey has
            /// 3.0:1 on black).
            public var color: RGBAColor?
            /// Texts to use whatever the locale, or nil to pick by `context.locale`.
            public var strings: Strings?
            /// From the text's leading edge (its left, or its right when right to left) to the
            /// arrow's centre, in points.
            ///
            /// Default: `MJRefreshLabelLeftInset = 25`.
            public var labelLeftInset: Double = 25.0
            /// Between the centres of the title and the last-updated line, in points.
            ///
            /// Default: half of `MJRefreshHeaderHeight` (54): MJRefresh gives each label half the header,
            /// so the two lines' centres are 27 pt apart.
            public var lineSpacing: Double = 27.0
            /// Seconds the arrow takes to flip.
            ///
            /// Default (RefreshKit's): 0.2 s (MJRefresh's `MJRefreshFastAnimationDuration` is 0.25 s).
            public var flipDuration: Double = 0.2
            /// The flip's curve.
            ///
            /// Default: `UIView.animateWithDuration`'s default curve: ease in, ease out.
            public var flipCurve: TimingCurve = TimingCurve.easeInEaseOut
            /// The progress at or above which a `pulling` moment counts as a disarm.
            ///
            /// Default (RefreshKit's): 0.9.
            public var disarmProgressThreshold: Double = 0.9
            /// The arrow's length, tip to tail, in points.
            ///
            /// Default (RefreshKit's): 24 pt.
            public var arrowLength: Double = 24.0
            /// How far each barb of the arrow's head reaches back and sideways, in points.
            ///
            /// Default (RefreshKit's): 7 pt.
            public var arrowHeadSize: Double = 7.0
            /// Line width of the arrow and the spokes, in points.
            ///
            /// Default (RefreshKit's): 2 pt.
            public var lineWidth: Double = 2.0
            /// The number of spokes.
            ///
            /// Default (RefreshKit's): eight spokes, like `UIActivityIndicatorView`'s medium style.
            public var spokeCount: Int = 8
            /// Where spokes start: their distance from the spinner's centre, in points.
            ///
            /// Default (RefreshKit's): 5 pt.
            public var spokeInnerRadius: Double = 5.0
            /// Where spokes end: their distance from the spinner's centre, in points.
            ///
            /// Default (RefreshKit's): 10 pt, a 20 pt spinner (`UIActivityIndicatorViewStyleGray`'s size).
            public var spokeOuterRadius: Double = 10.0
            /// Seconds per turn of the spinner.
            ///
            /// Default (RefreshKit's): one turn of the brightest spoke per second.
            public var spinnerPeriod: Double = 1.0
            /// The faintest spoke's opacity.
            ///
            /// Default (RefreshKit's): 0.25, also the Reduce Motion pulse's low.
            public var spinnerMinimumOpacity: Double = 0.25
            /// Seconds the spinner takes to fade out when loading ends.
            ///
            /// Default: `MJRefreshSlowAnimationDuration` (0.4 s).
            public var finishFadeDuration: Double = 0.4
            /// That fade's curve.
            ///
            /// Default: UIKit's default, ease in, ease out.
            public var finishFadeCurve: TimingCurve = TimingCurve.easeInEaseOut

            /// Every setting at its declared default; the initializer's arguments default to it.
            /// MJRefresh's label colour, `MJRefreshColor(90, 90, 90)`: the light default.
            public static let mjRefreshColor = RGBAColor(rgb8: 90, 90, 90)

            /// The colour drawn in `appearance` when the context has no tint: ``color``, else
            /// ``mjRefreshColor`` in light at normal contrast, else the palette's secondary label.
            ///
            /// - Parameter appearance: The appearance drawn for.
            /// - Returns: The text, arrow and spinner colour.
            public func color(for appearance: IndicatorAppearance) -> RGBAColor {
                if let color { return color }
                if appearance.colorScheme == .light, !appearance.increasedContrast { return Self.mjRefreshColor }
                return appearance.palette.secondaryLabel
            }

            @usableFromInline static let defaults = Configuration(defaults: ())

            /// Leaves every setting at its declared default.
            private init(defaults: Void) {}

            /// Creates a configuration. Nothing is checked here; the drawing reads unusable
            /// numbers safely.
            ///
            /// - Parameters:
            ///   - font: The titles' font.
            ///   - color: Text, arrow and spinner colour, or nil for ``mjRefreshColor`` in light and
            ///     the palette's secondary label otherwise (the context's tint overrides it).
            ///   - strings: Texts to use whatever the locale, or nil (the default) to pick by locale.
            ///   - labelLeftInset: From the text's left edge to the arrow's centre, in points.
            ///   - lineSpacing: Between the centres of the two lines, in points.
            ///   - flipDuration: Seconds the arrow takes to flip.
            ///   - flipCurve: The flip's curve.
            ///   - disarmProgressThreshold: The progress at or above which a `pulling` moment counts as a disarm.
            ///   - arrowLength: The arrow's length, in points.
            ///   - arrowHeadSize: The reach of each barb of the head, in points.
            ///   - lineWidth: Line width of the arrow and the spokes, in points.
            ///   - spokeCount: The number of spokes (none drawn when not positive).
            ///   - spokeInnerRadius: Where spokes start, in points from the centre.
            ///   - spokeOuterRadius: Where spokes end, in points from the centre.
            ///   - spinnerPeriod: Seconds per turn of the spinner.
            ///   - spinnerMinimumOpacity: The faintest spoke's opacity, 0…1 (clamped).
            ///   - finishFadeDuration: Seconds the spinner takes to fade out when loading ends.
            ///   - finishFadeCurve: That fade's curve.
            public init(font: FontRequest = Configuration.defaults.font, color: RGBAColor? = Configuration.defaults.color, strings: Strings? = nil,
                        labelLeftInset: Double = Configuration.defaults.labelLeftInset, lineSpacing: Double = Configuration.defaults.lineSpacing,
                        flipDuration: Double = Configuration.defaults.flipDuration, flipCurve: TimingCurve = Configuration.defaults.flipCurve,
                        disarmProgressThreshold: Double = Configuration.defaults.disarmProgressThreshold,
                        arrowLength: Double = Configuration.defaults.arrowLength, arrowHeadSize: Double = Configuration.defaults.arrowHeadSize,
                        lineWidth: Double = Configuration.defaults.lineWidth, spokeCount: Int = Configuration.defaults.spokeCount,
                        spokeInnerRadius: Double = Configuration.defaults.spokeInnerRadius,
                        spokeOuterRadius: Double = Configuration.defaults.spokeOuterRadius,
                        spinnerPeriod: Double = Configuration.defaults.spinnerPeriod,
                        spinnerMinimumOpacity: Double = Configuration.defaults.spinnerMinimumOpacity,
                        finishFadeDuration: Double = Configuration.defaults.finishFadeDuration,
                        finishFadeCurve: TimingCurve = Configuration.defaults.finishFadeCurve) {
                self.font = font; self.color = color; self.strings = strings
                self.labelLeftInset = labelLeftInset; self.lineSpacing = lineSpacing
                self.flipDuration = flipDuration; self.flipCurve = flipCurve
                self.disarmProgressThreshold = disarmProgressThreshold
                self.arrowLength = arrowLength; self.arrowHeadSize = arrowHeadSize; self.lineWidth = lineWidth
                self.spokeCount = spokeCount; self.spokeInnerRadius = spokeInnerRadius
                self.spokeOuterRadius = spokeOuterRadius; self.spinnerPeriod = spinnerPeriod
                self.spinnerMinimumOpacity = spinnerMinimumOpacity
                self.finishFadeDuration = finishFadeDuration; self.finishFadeCurve = finishFadeCurve
            }
        }

        /// The configuration.
        public var configuration: Configuration

        /// The lines' outlines at their places and the spinner's spokes, reused from frame to frame.
        private let textPaths = PathMemo<OffsetTextKey>()
        private let spokePaths = PathMemo<SpokeKey>()

        /// The last drawing, returned again while the key holds.
        private let memo = SceneMemo<DrawingKey>()

        /// Creates the style.
        ///
        /// - Parameter configuration: Its font, colour, texts and sizes; the defaults by default.
        public init(configuration: Configuration = .init()) { self.configuration = configuration }

        /// The title shown for the context's state, edge and locale.
        ///
        /// - Parameter context: The moment; its state, edge and locale are read.
        /// - Returns: The pull title when idle, pulling or finishing, the release title when
        ///   armed, the loading title when refreshing (each for the edge), or "no more data";
        ///   from ``Configuration/strings`` when set, else from ``Strings/forLocale(_:)``.
        public func title(for context: IndicatorContext) -> String {
            let s = configuration.strings ?? Strings.forLocale(context.locale)
            let header = context.edge == .header
            switch context.state {
            case .idle, .pulling, .finishing: return header ? s.headerPull : s.footerPull
            case .armed: return header ? s.headerRelease : s.footerRelease
            case .refreshing: return header ? s.headerLoading : s.footerLoading
            case .noMoreData: return s.noMoreData
            }
        }

        /// The last-updated line, or nil (footers, or no `lastUpdated`).
        ///
        /// - Parameter context: The moment; its edge, locale and `lastUpdated` are read.
        /// - Returns: The table's ``Strings/lastUpdatedPrefix`` followed by `lastUpdated` in the
        ///   table's ``Strings/lastUpdated`` format ("Last updated: Today 09:41"), or nil.
        public func lastUpdatedLine(for context: IndicatorContext) -> String? {
            guard context.edge == .header, let when = context.lastUpdated else { return nil }
            let s = configuration.strings ?? Strings.forLocale(context.locale)
            return s.lastUpdatedPrefix + s.lastUpdated.string(for: when)
        }

        /// How far the arrow has flipped, 0 (pull direction) … 1 (release direction).
        ///
        /// - Parameter context: The moment; its state, time, progress and Reduce Motion are read.
        /// - Returns: While armed, ``Configuration/flipCurve`` over ``Configuration/flipDuration``
        ///   from the state's start (1 at once under Reduce Motion or with a duration that is not
        ///   positive); while pulling at or above ``Configuration/disarmProgressThreshold``, 1
        ///   minus that (0 under Reduce Motion); 0 in every other case. Negative or NaN times
        ///   count as 0.
        public func flipFraction(for context: IndicatorContext) -> Double {
            let time = IndicatorGeometry.nonNegative(context.time)
            let duration = IndicatorGeometry.nonNegative(configuration.flipDuration)
            let done = duration > 0 ? configuration.flipCurve.value(at: time / duration) : 1
            switch context.state {
            case .armed:
                return context.reduceMotion ? 1 : done
            case .pulling:
                let disarming = IndicatorGeometry.pullProgress(context) >= configuration.disarmProgressThreshold
                return disarming && !context.reduceMotion ? 1 - done : 0
            default:
                return 0
            }
        }

        /// The arrow's rotation in radians (clockwise on screen) for a flip fraction: headers
        /// turn from 0 (down) to −π, footers from π (up) to 0.
        ///
        /// - Parameters:
        ///   - flip: How far the arrow has flipped, 0…1 (not clamped).
        ///   - edge: The control's edge.
        /// - Returns: `−π·flip` for a header, `π·(1 − flip)` for a footer.
        public func arrowAngle(flip: Double, edge: RefreshEdge) -> Double {
            edge == .header ? -RKMath.pi * flip : RKMath.pi * (1 - flip)
        }

        /// The arrow's angle as drawn: ``arrowAngle(flip:edge:)``, turning the other way (mirrored)
        /// when the context lays out right to left.
        func drawnArrowAngle(for context: IndicatorContext) -> Double {
            let angle = arrowAngle(flip: flipFraction(for: context), edge: context.edge)
            return context.resolvedLayoutDirection.isRightToLeft ? -angle : angle
        }

        /// What a classic frame depends on: the same key draws the same scene. The arrow holds
        /// still while pulling and the spinner steps a spoke at a time, so consecutive frames
        /// often share a key.
        struct DrawingKey: Equatable {
            enum Mark: Equatable {
                case arrow(angle: Double)
                /// The brightest spoke (−1 when every spoke is as bright), the finishing fade's
                /// opacity, and under Reduce Motion the pulse's (nil otherwise).
                case spinner(head: Int, fade: Double, pulse: Double?)
                case none
            }
            var configuration: Configuration
            var size: Size
            var backgroundColor: RGBAColor?
            var tintColor: RGBAColor?
            var appearance: IndicatorAppearance
            var title: String
            var lastUpdated: String?
            var rightToLeft: Bool
            var glyphs: GlyphSource
            var mark: Mark

            static func == (a: DrawingKey, b: DrawingKey) -> Bool {
                a.glyphs === b.glyphs && a.mark == b.mark && a.size == b.size && a.title == b.title
                    && a.lastUpdated == b.lastUpdated && a.rightToLeft == b.rightToLeft
                    && a.tintColor == b.tintColor && a.backgroundColor == b.backgroundColor && a.appearance == b.appearance
                    && a.configuration == b.configuration
            }
        }

        /// The key of the moment `context` describes.
        func drawingKey(for context: IndicatorContext) -> DrawingKey {
            let mark: DrawingKey.Mark
            switch context.state {
            case .idle, .pulling, .armed:
                mark = .arrow(angle: drawnArrowAngle(for: context))
            case .refreshing, .finishing:
                mark = spinnerMark(time: spinnerTime(context), opacity: finishingOpacity(context),
                                   reduceMotion: context.reduceMotion)
            case .noMoreData:
                mark = .none
            }
            return DrawingKey(configuration: configuration, size: context.size,
                              backgroundColor: context.backgroundColor, tintColor: context.tintColor,
                              appearance: context.appearance,
                              title: title(for: context), lastUpdated: lastUpdatedLine(for: context),
                              rightToLeft: context.resolvedLayoutDirection.isRightToLeft,
                              glyphs: context.glyphs, mark: mark)
        }

        /// The spinner's clock: `time` while refreshing, `refreshingDuration + time` while
        /// finishing, so the spinner keeps turning without a jump.
        func spinnerTime(_ context: IndicatorContext) -> Double {
            let time = IndicatorGeometry.nonNegative(context.time)
            guard context.state == .finishing else { return time }
            return IndicatorGeometry.nonNegative(context.refreshingDuration) + time
        }

        /// The spinner's opacity from the finishing fade: 1 until the refresh finishes, then
        /// falling along ``Configuration/finishFadeCurve`` to 0 over
        /// ``Configuration/finishFadeDuration`` (0 at once when that is not positive).
        func finishingOpacity(_ context: IndicatorContext) -> Double {
            guard context.state == .finishing else { return 1 }
            let time = IndicatorGeometry.nonNegative(context.time)
            let fade = configuration.finishFadeDuration
            return 1 - (fade > 0 ? configuration.finishFadeCurve.value(at: time / fade) : 1)
        }

        /// The Reduce Motion pulse `time` seconds in: a raised cosine from 1 down to
        /// ``Configuration/spinnerMinimumOpacity`` and back, once per
        /// ``Configuration/spinnerPeriod`` (constant 1 when the period is not positive).
        func reduceMotionPulse(at time: Double) -> Double {
            let period = IndicatorGeometry.nonNegative(configuration.spinnerPeriod)
            let low = IndicatorGeometry.unit(configuration.spinnerMinimumOpacity)
            let wave = period > 0 ? (1 + RKMath.cos(2 * RKMath.pi * time / period)) / 2 : 1
            return low + (1 - low) * wave
        }

        /// The spinner's part of the key: what `drawSpinner` reads from the time.
        private func spinnerMark(time: Double, opacity: Double, reduceMotion: Bool) -> DrawingKey.Mark {
            if reduceMotion {
                return .spinner(head: -1, fade: opacity, pulse: reduceMotionPulse(at: time))
            }
            let spinner = spinnerConfiguration
            let stepping = Indicators.System.spokeCount(spinner) > 1 && spinner.cycleDuration > 0
            return .spinner(head: stepping ? Indicators.System.headSpoke(at: time, spinner) : -1, fade: opacity, pulse: nil)
        }

        /// Draws the moment the context describes; a moment that draws what the last one drew
        /// (same texts, mark, size, colours, configuration and glyph source) returns the same
        /// scene.
        ///
        /// - Parameter context: The moment; its tint, when set, colours text, arrow and spinner.
        /// - Returns: The background (if any), the title and the last-updated line (filled
        ///   glyphs; left out when the font cannot load), then the arrow (idle, pulling, armed)
        ///   or the spinner's spokes (refreshing, finishing); no mark with no more data.
        public func scene(for context: IndicatorContext) -> IndicatorScene {
            memo.scene(for: drawingKey(for: context)) { build(for: context) }
        }

        private func build(for context: IndicatorContext) -> IndicatorScene {
            var builder = IndicatorSceneBuilder(size: context.size)
            IndicatorGeometry.drawBackground(context, into: &builder)
            let color = context.tintColor ?? configuration.color(for: context.appearance)
            let center = IndicatorGeometry.center(of: context.size)
            let font = configuration.font
            let title = context.glyphs.layoutIfAvailable(title(for: context), font: font)
            let updated = lastUpdatedLine(for: context).flatMap { context.glyphs.layoutIfAvailable($0, font: font) }

            // The text: one line centred, or two lines around the centre.
            let spacing = IndicatorGeometry.finite(configuration.lineSpacing)
            let titleY = updated == nil ? center.y : center.y - spacing / 2
            func drawLine(_ layout: TextLayout?, at y: Double) {   // no array of lines
                guard let layout else { return }
                builder.fillText(layout, offset: layout.offset(centeringLineAt: Point(x: center.x, y: y)),
                                 with: .solid(color), paths: textPaths)
            }
            drawLine(title, at: titleY)
            drawLine(updated, at: center.y + spacing / 2)

            // The arrow or spinner, before the wider line (left, or right when right to left).
            let textWidth = Swift.max(title?.width ?? 0, updated?.width ?? 0)
            let reach = textWidth / 2 + IndicatorGeometry.finite(configuration.labelLeftInset)
            let rightToLeft = context.resolvedLayoutDirection.isRightToLeft
            let mark = Point(x: rightToLeft ? center.x + reach : center.x - reach, y: center.y)
            switch context.state {
            case .idle, .pulling, .armed:
                drawArrow(at: mark, angle: drawnArrowAngle(for: context), color: color, into: &builder)
            case .refreshing:
                drawSpinner(at: mark, time: spinnerTime(context), color: color,
                            reduceMotion: context.reduceMotion, into: &builder)
            case .finishing:
                builder.save()
                builder.multiplyOpacity(finishingOpacity(context))
                drawSpinner(at: mark, time: spinnerTime(context),
                            color: color, reduceMotion: context.reduceMotion, into: &builder)
                builder.restore()
            case .noMoreData:
                break
            }
            return builder.build()
        }

        /// The arrow pointing down (tip at +y), centred on the origin: a shaft of
        /// ``Configuration/arrowLength`` and a two-barb head reaching
        /// ``Configuration/arrowHeadSize`` back and to each side.
        public var arrowPath: VectorPath {
            let half = configuration.arrowLength / 2, head = configuration.arrowHeadSize
            return VectorPath {
                $0.move(to: Point(x: 0, y: -half))
                $0.line(to: Point(x: 0, y: half))
                $0.move(to: Point(x: -head, y: half - head))
                $0.line(to: Point(x: 0, y: half))
                $0.line(to: Point(x: head, y: half - head))
            }
        }

        private func drawArrow(at point: Point, angle: Double, color: RGBAColor, into builder: inout IndicatorSceneBuilder) {
            builder.save()
            builder.translate(x: point.x, y: point.y)
            builder.rotate(by: angle)
            builder.stroke(arrowPath, with: .solid(color),
                           style: StrokeOptions(width: configuration.lineWidth, cap: .round, join: .round))
            builder.restore()
        }

        /// The opacity of spoke `index` (0 at 12 o'clock, clockwise) `time` seconds in: the
        /// brightest spoke is `floor(time / (period / spokes)) mod spokes`; the ones behind it
        /// fade linearly down to the minimum opacity.
        ///
        /// - Parameters:
        ///   - index: The spoke, taken modulo the spoke count.
        ///   - time: Seconds on the spinner's clock; negative or NaN counts as 0.
        /// - Returns: The opacity, ``Configuration/spinnerMinimumOpacity``…1; 1 for every spoke
        ///   when there is at most one spoke or the period is not positive.
        public func spokeOpacity(_ index: Int, at time: Double) -> Double {
            let spinner = spinnerConfiguration
            guard Indicators.System.spokeCount(spinner) > 1, spinner.cycleDuration > 0 else { return 1 }
            return Indicators.System.tailOpacity(stepsBehind: Indicators.System.headSpoke(at: time, spinner) - index, spinner)
        }

        /// The spinner's timing as the system style's (whose stepping the spokes follow).
        private var spinnerConfiguration: Indicators.System.Configuration {
            Indicators.System.Configuration(
                spokeCount: configuration.spokeCount,
                cycleDuration: IndicatorGeometry.nonNegative(configuration.spinnerPeriod),
                tailOpacity: IndicatorGeometry.unit(configuration.spinnerMinimumOpacity))
        }

        private func drawSpinner(at point: Point, time: Double, color: RGBAColor, reduceMotion: Bool,
                                 into builder: inout IndicatorSceneBuilder) {
            let n = configuration.spokeCount
            guard n > 0 else { return }
            builder.save()
            if reduceMotion { builder.multiplyOpacity(reduceMotionPulse(at: time)) }
            let style = StrokeOptions(width: configuration.lineWidth, cap: .round)
            for index in 0..<n {
                let angle = -RKMath.pi / 2 + 2 * RKMath.pi * Double(index) / Double(n)
                let dx = RKMath.cos(angle), dy = RKMath.sin(angle)
                let r0 = configuration.spokeInnerRadius, r1 = configuration.spokeOuterRadius
                let key = SpokeKey(index: index, count: n, inner: r0, outer: r1, center: point)
                let spoke = spokePaths.path(for: key) {
                    VectorPath {
                        $0.move(to: Point(x: point.x + r0 * dx, y: point.y + r0 * dy))
                        $0.line(to: Point(x: point.x + r1 * dx, y: point.y + r1 * dy))
                    }
                }
                let opacity = reduceMotion ? 1 : spokeOpacity(index, at: time)
                builder.stroke(spoke, with: .solid(color.withAlphaMultiplied(by: opacity)), style: style)
            }
            builder.restore()
        }
    }
}

extension RefreshIndicator where Self == Indicators.Classic {
    /// The classic MJRefresh-style arrow, titles and last-updated line: `.classic()`.
    ///
    /// - Parameter configuration: Its font, colour, texts and sizes; the defaults by default.
    /// - Returns: An ``Indicators/Classic``.
    public static func classic(_ configuration: Indicators.Classic.Configuration = .init()) -> Self {
        Indicators.Classic(configuration: configuration)
    }
}
