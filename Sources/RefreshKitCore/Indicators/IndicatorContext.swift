/// Everything an indicator may look at to draw one moment.
public struct IndicatorContext {
    /// The control's state at this moment.
    public var state: RefreshState
    /// Which edge the control sits on.
    public var edge: RefreshEdge
    /// How far the user has pulled past the resting edge, in points (0 when not pulled).
    public var pullDistance: Double
    /// Pull distance / trigger distance, clamped to 0…1.
    public var progress: Double
    /// Distance pulled past the trigger, in points (0 below it).
    public var overPull: Double
    /// The trigger distance in points.
    public var triggerDistance: Double
    /// Seconds since the current state began.
    public var time: Double
    /// Seconds the control spent refreshing before it began finishing (0 in other states).
    public var refreshingDuration: Double
    /// The indicator's drawing area, in points.
    public var size: Size
    /// Pixels per point (2 or 3 on phones).
    public var displayScale: Double
    /// The tint (foreground) colour, or nil for the style's own.
    public var tintColor: RGBAColor?
    /// The background colour, or nil for the style's own.
    public var backgroundColor: RGBAColor?
    /// Whether the user asked to reduce motion: styles draw a calm variant.
    public var reduceMotion: Bool
    /// Light or dark, increased contrast or not: the styles' default colours come from its
    /// ``IndicatorAppearance/palette`` (the tint and background colours, when set, stay as given).
    public var appearance: IndicatorAppearance
    /// A BCP 47 language tag for the style's texts ("en", "es", "vi", "zh-Hans", "ja", "ar", …).
    public var locale: String
    /// The moment of the last successful refresh, or nil; the classic style puts it into the
    /// words of ``locale``.
    public var lastUpdated: LastUpdatedTime?
    /// The layout direction, or nil (the default) for the direction of ``locale``'s language
    /// (right to left for Arabic and Hebrew); ``resolvedLayoutDirection`` reads it.
    public var layoutDirection: RefreshLayoutDirection?
    /// Turns text into outlines.
    public var glyphs: GlyphSource
    /// Texts that replace a style's own for a phase (`RefreshControl.setTitle(_:for:)`), the
    /// others still coming from the language's table; empty by default. The built-in styles that
    /// draw text read it; idle falls back to the pulling text, finishing to the refreshing one.
    public var titleOverrides: [RefreshPhase: String] = [:]
    /// What the frames drawn with this context and its copies remember of each other (outlines at
    /// their places, a last drawing): they belong to the thread that made the context, as its
    /// glyph source does.
    package var memos = DrawingMemos()
    /// How much the user's text size (Dynamic Type) enlarges the style's titles: 1 (the default) at
    /// the default size, less for smaller sizes, up to about 3.3 at the largest accessibility
    /// size. The built-in styles multiply their title fonts by it and fit the result to the area
    /// (``IndicatorTitle``: whole, else shortened, on two lines, smaller, or a glyph); the letter
    /// wave's and the handwriting's letters are the drawing itself and keep their size. On iOS
    /// the control sets it from `UIFontMetrics` and the trait collection's text size.
    public var textScale: Double = 1

    /// Creates a context. Only the state, the size and a glyph source are required. Nothing is
    /// checked or derived here: `progress` and `overPull` are taken as given (an
    /// ``IndicatorMoment`` derives them); the built-in styles read NaN, infinite or negative
    /// values safely.
    ///
    /// - Parameters:
    ///   - state: The control's state.
    ///   - edge: The edge the control sits on; the header by default.
    ///   - pullDistance: Points pulled past the resting edge; 0 by default.
    ///   - progress: Pull distance over trigger distance, 0…1; 0 by default.
    ///   - overPull: Points pulled past the trigger; 0 by default.
    ///   - triggerDistance: The trigger distance in points; 64 by default.
    ///   - time: Seconds since the state began; 0 by default.
    ///   - refreshingDuration: Seconds spent refreshing before finishing began; 0 by default.
    ///   - size: The drawing area, in points.
    ///   - displayScale: Pixels per point; 2 by default.
    ///   - tintColor: The foreground colour, or nil (the default) for the style's own.
    ///   - backgroundColor: The background colour, or nil (the default) for the style's own.
    ///   - reduceMotion: Whether to draw the calm variant; false by default.
    ///   - locale: A BCP 47 tag for the style's texts; "en" by default.
    ///   - lastUpdated: The moment of the last refresh, or nil (the default).
    ///   - layoutDirection: The layout direction, or nil (the default) for the locale's.
    ///   - glyphs: The source that turns text into outlines.
    ///   - appearance: Light or dark, increased contrast or not; light by default.
    public init(
        state: RefreshState, edge: RefreshEdge = .header, pullDistance: Double = 0,
        progress: Double = 0, overPull: Double = 0, triggerDistance: Double = 64,
        time: Double = 0, refreshingDuration: Double = 0, size: Size,
        displayScale: Double = 2, tintColor: RGBAColor? = nil, backgroundColor: RGBAColor? = nil,
        reduceMotion: Bool = false, locale: String = "en", lastUpdated: LastUpdatedTime? = nil,
        layoutDirection: RefreshLayoutDirection? = nil, glyphs: GlyphSource, appearance: IndicatorAppearance = .light
    ) {
        self.state = state
        self.edge = edge
        self.pullDistance = pullDistance
        self.progress = progress
        self.overPull = overPull
        self.triggerDistance = triggerDistance
        self.time = time
        self.refreshingDuration = refreshingDuration
        self.size = size
        self.displayScale = displayScale
        self.tintColor = tintColor
        self.backgroundColor = backgroundColor
        self.reduceMotion = reduceMotion
        self.locale = locale
        self.lastUpdated = lastUpdated
        self.glyphs = glyphs
        self.layoutDirection = layoutDirection
        self.appearance = appearance
    }

    /// ``layoutDirection`` when set, else the direction of ``locale``'s language.
    public var resolvedLayoutDirection: RefreshLayoutDirection {
        layoutDirection ?? language.layoutDirection
    }

    /// The palette of ``appearance``: where the built-in styles take their default colours.
    public var palette: IndicatorPalette { appearance.palette }
}
