extension Indicators {
    /// The classic MJRefresh look: an arrow beside a state title and a "Last updated" line;
    /// the arrow flips at the trigger and a small spoked spinner replaces it while loading.
    ///
    /// - Layout (as MJRefresh's normal header): the title centred, the last-updated line
    ///   under it (only for headers, and only when `context.lastUpdated` is not nil; one line
    ///   is centred vertically); the arrow's centre 25 pt left of the wider line, vertically
    ///   centred. Text is filled glyph outlines.
    /// - Titles (``Strings``) follow `context.locale` and the edge: pull, release, loading,
    ///   "no more data"; `finishing` keeps the loading title, so the closing header shows one
    ///   state (MJRefresh's idle title beside its fading spinner showed two).
    /// - Arrow: points down for a header (up for a footer) and turns half a turn,
    ///   counter-clockwise (as MJRefresh's arrow does), over 0.2 s from the moment the pull
    ///   arms (`context.time`). When the pull disarms it turns back over the same time, measured
    ///   from the start of the new `revealing` state: the context does not carry the previous
    ///   state, so a `revealing` moment counts as a disarm when its progress is at least 0.9 (a
    ///   fresh pull starts near 0).
    /// - Refreshing: eight spokes whose brightest one steps clockwise once every ⅛ s.
    ///   Finishing: the spinner keeps turning (`refreshingDuration + time`) and fades out with
    ///   the lines over 0.3 s.
    /// - Any slot: where the layout above does not fit inside the area (less a 2 pt margin),
    ///   the last-updated line is dropped, then the lines and the mark are centred together as
    ///   a row, and where even that does not fit the mark shows alone at the centre: a line is
    ///   shown whole or not at all, never cut.
    /// - Reduce Motion: the arrow switches direction at once without turning, and the spinner
    ///   stands still with even spokes while its opacity pulses (cosine, one pulse per period,
    ///   down to 25 %).
    /// - Right to left (`context.resolvedLayoutDirection`, from the locale for Arabic and Hebrew,
    ///   or set): the layout mirrors as under UIKit's semantic content attribute — the arrow or
    ///   spinner sits 25 pt right of the text.
    /// - The last-updated line is ``Strings/lastUpdatedPrefix`` and `context.lastUpdated` in the
    ///   words of ``Strings/lastUpdated`` ("Last updated: Today 09:41").
    /// - Fonts: the FreeType source draws characters DejaVu lacks (CJK, kana, hangul) with its
    ///   fallback families; pass a font by file in ``Configuration/font`` to use another. A
    ///   font that cannot load draws no text.
    public struct Classic: RefreshIndicator {
        /// The font, colour and texts. MJRefresh is the reference for the text; the arrow and the
        /// spinner are drawn, not bitmaps, and their sizes are RefreshKit's.
        public struct Configuration: Hashable, Sendable {
            /// The titles' font; characters it lacks come from the glyph source's fallbacks (CJK, hangul).
            ///
            /// Default: bold 14 pt (MJRefresh's label font), in DejaVu Sans Bold.
            public var font: FontRequest
            /// Text, arrow and spinner colour, or nil for the appearance's (the context's tint
            /// overrides it).
            ///
            /// Default: nil: in light rgb(90, 90, 90), MJRefresh's label colour, which it also
            /// gives the arrow; in dark and
            /// with increased contrast ``IndicatorPalette/secondaryLabel`` (MJRefresh's grey has
            /// 3.0:1 on black).
            public var color: RGBAColor?
            /// Texts to use whatever the locale, or nil to pick by `context.locale`.
            public var strings: Strings?
            /// From the text's leading edge (its left, or its right when right to left) to the
            /// arrow's centre, in points.
            ///
            /// Default: 25 pt (MJRefresh's).
            package var labelLeftInset: Double = 25.0
            /// Between the centres of the title and the last-updated line, in points.
            ///
            /// Default: 27 pt, half of a 54 pt header: MJRefresh gives each label half the header.
            package var lineSpacing: Double = 27.0
            /// Seconds the arrow takes to flip.
            ///
            /// Default: 0.2 s (MJRefresh's flip takes 0.25 s).
            package var flipDuration: Double = 0.2
            /// The flip's curve.
            ///
            /// Default: `UIView.animateWithDuration`'s default curve: ease in, ease out.
            package var flipCurve: TimingCurve = TimingCurve.easeInEaseOut
            /// The progress at or above which a `revealing` moment counts as a disarm.
            ///
            /// Default: 0.9.
            package var disarmProgressThreshold: Double = 0.9
            /// The arrow's length, tip to tail, in points.
            ///
            /// Default: 24 pt.
            package var arrowLength: Double = 24.0
            /// How far each barb of the arrow's head reaches back and sideways, in points.
            ///
            /// Default: 7 pt.
            package var arrowHeadSize: Double = 7.0
            /// Line width of the arrow and the spokes, in points.
            ///
            /// Default: 2 pt.
            package var lineWidth: Double = 2.0
            /// The number of spokes.
            ///
            /// Default: eight spokes, like `UIActivityIndicatorView`'s medium style.
            package var spokeCount: Int = 8
            /// Where spokes start: their distance from the spinner's centre, in points.
            ///
            /// Default: 5 pt.
            package var spokeInnerRadius: Double = 5.0
            /// Where spokes end: their distance from the spinner's centre, in points.
            ///
            /// Default: 10 pt, a 20 pt spinner (`UIActivityIndicatorViewStyleGray`'s size).
            package var spokeOuterRadius: Double = 10.0
            /// Seconds per turn of the spinner.
            ///
            /// Default: one turn of the brightest spoke per second.
            package var spinnerPeriod: Double = 1.0
            /// The faintest spoke's opacity.
            ///
            /// Default: 0.25, also the Reduce Motion pulse's low.
            package var spinnerMinimumOpacity: Double = 0.25
            /// Seconds the spinner and the lines take to fade out when loading ends.
            ///
            /// Default: 0.3 s, the time the header takes to close, so the fade ends as the header
            /// shuts (MJRefresh fades its spinner alone over 0.4 s).
            package var finishFadeDuration: Double = 0.3
            /// That fade's curve.
            ///
            /// Default: UIKit's default, ease in, ease out.
            package var finishFadeCurve: TimingCurve = TimingCurve.easeInEaseOut

            /// MJRefresh's label colour, rgb(90, 90, 90): the light default.
            package static let mjRefreshColor = RGBAColor(rgb8: 90, 90, 90)

            /// The colour drawn in `appearance` when the context has no tint: ``color``, else
            /// ``mjRefreshColor`` in light at normal contrast, else the palette's secondary label.
            ///
            /// - Parameter appearance: The appearance drawn for.
            /// - Returns: The text, arrow and spinner colour.
            package func color(for appearance: IndicatorAppearance) -> RGBAColor {
                if let color { return color }
                if appearance.colorScheme == .light, !appearance.increasedContrast { return Self.mjRefreshColor }
                return appearance.palette.secondaryLabel
            }

            /// Every setting at its default, for the drawing's fallbacks.
            package static let defaults = Configuration()

            /// Creates a configuration. Nothing is checked here; the drawing reads unusable
            /// numbers safely.
            ///
            /// - Parameters:
            ///   - font: The titles' font.
            ///   - color: Text, arrow and spinner colour, or nil for rgb(90, 90, 90) in light and
            ///     the palette's secondary label otherwise (the context's tint overrides it).
            ///   - strings: Texts to use whatever the locale, or nil (the default) to pick by locale.
            public init(
                font: FontRequest = FontRequest(family: "DejaVu Sans Bold", size: 14), color: RGBAColor? = nil,
                strings: Strings? = nil
            ) {
                self.font = font
                self.color = color
                self.strings = strings
            }
        }

        /// The configuration.
        public var configuration: Configuration

        /// Creates the style.
        ///
        /// - Parameter configuration: Its font, colour, texts and sizes; the defaults by default.
        public init(configuration: Configuration = .init()) { self.configuration = configuration }

        /// The title shown for the context's state, edge and locale.
        ///
        /// - Parameter context: The moment; its state, edge and locale are read.
        /// - Returns: The context's title override for the state's phase (idle falls back to the
        ///   pulling one, finishing to the refreshing one) when it has one; else the pull title
        ///   when idle or pulling, the release title when armed, the loading title when refreshing
        ///   and finishing (each for the edge), "no more data", or the failed line; from
        ///   ``Configuration/strings`` when set, else from ``Strings/forLocale(_:)``.
        package func title(for context: IndicatorContext) -> String {
            let phase = context.state.phase
            let shown = phase == .idle ? RefreshPhase.revealing : phase == .finishing ? RefreshPhase.refreshing : phase
            if let override = context.titleOverrides[phase] ?? context.titleOverrides[shown] { return override }
            let s = configuration.strings ?? Strings.table(for: context.language)
            let header = context.edge == .header
            switch context.state {
            case .idle, .revealing: return header ? s.headerPull : s.footerPull
            case .armed: return header ? s.headerRelease : s.footerRelease
            case .refreshing, .finishing: return header ? s.headerLoading : s.footerLoading
            case .noMoreData: return s.noMoreData
            case .failed: return s.loadFailed
            }
        }

        /// The last-updated line, or nil (footers, or no `lastUpdated`).
        ///
        /// - Parameter context: The moment; its edge, locale and `lastUpdated` are read.
        /// - Returns: The table's ``Strings/lastUpdatedPrefix`` followed by `lastUpdated` in the
        ///   table's ``Strings/lastUpdated`` format ("Last updated: Today 09:41"), or nil.
        package func lastUpdatedLine(for context: IndicatorContext) -> String? {
            guard context.edge == .header, let when = context.lastUpdated else { return nil }
            let s = configuration.strings ?? Strings.table(for: context.language)
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
        package func flipFraction(for context: IndicatorContext) -> Double {
            let time = IndicatorGeometry.nonNegative(context.time)
            let duration = IndicatorGeometry.nonNegative(configuration.flipDuration)
            let done = duration > 0 ? configuration.flipCurve.value(at: time / duration) : 1
            switch context.state {
            case .armed:
                return context.reduceMotion ? 1 : done
            case .revealing:
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
        package func arrowAngle(flip: Double, edge: RefreshEdge) -> Double {
            edge == .header ? -RKMath.pi * flip : RKMath.pi * (1 - flip)
        }

        /// The arrow's angle as drawn: ``arrowAngle(flip:edge:)``, turning the other way (mirrored)
        /// when the context lays out right to left.
        func drawnArrowAngle(for context: IndicatorContext) -> Double {
            let angle = arrowAngle(flip: flipFraction(for: context), edge: context.edge)
            return context.resolvedLayoutDirection.isRightToLeft ? -angle : angle
        }

        /// Draws the moment the context describes; a moment that draws what the last one drew
        /// (same texts, mark, size, colours, configuration and glyph source) returns the same
        /// scene.
        ///
        /// - Parameter context: The moment; its tint, when set, colours text, arrow and spinner.
        /// - Returns: The background (if any), the title and the last-updated line (filled
        ///   glyphs; left out when the font cannot load or the slot has no room for them), then
        ///   the arrow (idle, revealing, armed)
        ///   or the spinner's spokes (refreshing, finishing); no mark with no more data.
        public func scene(for context: IndicatorContext) -> IndicatorScene {
            let key = drawingKey(for: context)
            return context.memos.lastValue(DrawingKey.self, IndicatorScene.self).value(for: key) {
                build(for: context, key: key)
            }
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
