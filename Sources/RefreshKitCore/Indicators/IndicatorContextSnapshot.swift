/// An ``IndicatorContext`` without its glyph source and memos, which belong to the thread that
/// drew with it: `Sendable`, so a ``LayerPlanCompileRequest`` carries it to the worker, which
/// draws with a glyph source and memos of its own.
package struct IndicatorContextSnapshot: Sendable {
    private var state: RefreshState
    private var edge: RefreshEdge
    private var pullDistance: Double
    private var progress: Double
    private var overPull: Double
    private var triggerDistance: Double
    private var time: Double
    private var refreshingDuration: Double
    private var size: Size
    private var displayScale: Double
    private var tintColor: RGBAColor?
    private var backgroundColor: RGBAColor?
    private var reduceMotion: Bool
    private var appearance: IndicatorAppearance
    private var locale: String
    private var lastUpdated: LastUpdatedTime?
    private var layoutDirection: RefreshLayoutDirection?
    private var titleOverrides: [RefreshPhase: String]
    private var textScale: Double

    /// Every field of `context` but its glyph source and memos.
    package init(_ context: IndicatorContext) {
        state = context.state
        edge = context.edge
        pullDistance = context.pullDistance
        progress = context.progress
        overPull = context.overPull
        triggerDistance = context.triggerDistance
        time = context.time
        refreshingDuration = context.refreshingDuration
        size = context.size
        displayScale = context.displayScale
        tintColor = context.tintColor
        backgroundColor = context.backgroundColor
        reduceMotion = context.reduceMotion
        appearance = context.appearance
        locale = context.locale
        lastUpdated = context.lastUpdated
        layoutDirection = context.layoutDirection
        titleOverrides = context.titleOverrides
        textScale = context.textScale
    }

    /// The context again, drawing text with `glyphs` and with memos of its own.
    ///
    /// - Parameter glyphs: A glyph source of the caller's thread.
    /// - Returns: A context equal to the one taken but for its glyph source and memos.
    package func context(glyphs: any GlyphSource) -> IndicatorContext {
        var context = IndicatorContext(
            state: state, edge: edge, pullDistance: pullDistance, progress: progress, overPull: overPull,
            triggerDistance: triggerDistance, time: time, refreshingDuration: refreshingDuration, size: size,
            displayScale: displayScale, tintColor: tintColor, backgroundColor: backgroundColor,
            reduceMotion: reduceMotion, locale: locale, lastUpdated: lastUpdated, layoutDirection: layoutDirection,
            glyphs: glyphs, appearance: appearance)
        context.titleOverrides = titleOverrides
        context.textScale = textScale
        return context
    }
}
