/// A plan ``LayerPlanPlayback`` wants compiled away from the main thread: what to compile and the
/// key it is wanted under. A worker calls ``compile(glyphs:)`` with its own glyph source and hands
/// the plan back to ``LayerPlanPlayback/deliver(_:for:)`` on the main thread.
///
/// `Sendable`, checked by the compiler: the indicator is a `Sendable` value (``RefreshIndicator``
/// requires it) and the drawing context travels as a snapshot of its values, so the worker draws
/// with a glyph source and memos of its own and shares nothing mutable with the main thread.
package struct LayerPlanCompileRequest: Sendable {
    /// Numbers the requests of one playback, in the order they were made.
    package let id: Int
    /// The key the plan is cached and shown under.
    package let key: LayerPlanKey
    /// The indicator to compile.
    let indicator: any RefreshIndicator
    /// How it is drawn, without the main thread's glyph source and memos.
    let context: IndicatorContextSnapshot

    /// The phase compiled.
    package var phase: LayerPlan.Phase { key.phase }

    /// A request for the plan under `key` of `indicator`, drawn as `context` says.
    init(id: Int, key: LayerPlanKey, indicator: any RefreshIndicator, context: IndicatorContext) {
        self.id = id
        self.key = key
        self.indicator = indicator
        self.context = IndicatorContextSnapshot(context)
    }

    /// Compiles the plan, turning text into outlines with `glyphs` (a source the caller owns on
    /// its thread) and remembering outlines in memos of this compile's own.
    ///
    /// - Parameter glyphs: The worker's glyph source.
    /// - Returns: The plan, for ``LayerPlanPlayback/deliver(_:for:)``.
    package func compile(glyphs: any GlyphSource) -> LayerPlan {
        LayerPlanCompiler.compile(
            indicator, phase: key.phase, context: context.context(glyphs: glyphs),
            refreshingDuration: key.refreshingDuration,
            finishingDuration: key.finishingDuration)
    }
}
