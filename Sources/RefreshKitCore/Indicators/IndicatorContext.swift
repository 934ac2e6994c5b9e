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
    /// A BCP 47 language tag for the style's texts ("en", "es", "vi", "zh-Hans", "zh-Hant").
    public var locale: String
    /// The moment of the last successful refresh, already formatted for display, or nil.
    public var lastUpdated: String?
    /// Turns text into outlines.
    public var glyphs: GlyphSource

    /// Creates a context. Only the state, the size and a glyph source are required.
    public init(state: RefreshState, edge: RefreshEdge = .header, pullDistance: Double = 0,
                progress: Double = 0, overPull: Double = 0, triggerDistance: Double = 64,
                time: Double = 0, refreshingDuration: Double = 0, size: Size,
                displayScale: Double = 2, tintColor: RGBAColor? = nil, backgroundColor: RGBAColor? = nil,
                reduceMotion: Bool = false, locale: String = "en", lastUpdated: String? = nil,
                glyphs: GlyphSource) {
        self.state = state; self.edge = edge; self.pullDistance = pullDistance
        self.progress = progress; self.overPull = overPull; self.triggerDistance = triggerDistance
        self.time = time; self.refreshingDuration = refreshingDuration; self.size = size
        self.displayScale = displayScale; self.tintColor = tintColor
        self.backgroundColor = backgroundColor; self.reduceMotion = reduceMotion
        self.locale = locale; self.lastUpdated = lastUpdated; self.glyphs = glyphs
    }
}
