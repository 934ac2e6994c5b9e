/// A plan ``LayerPlanPlayback`` wants compiled away from the main thread: what to compile and the
/// key it is wanted under. A worker calls ``compile(glyphs:)`` with its own glyph source and hands
/// the plan back to ``LayerPlanPlayback/deliver(_:for:)`` on the main thread.
// The worker draws a copy of the indicator with caches of its own (``CacheOwning``) and replaces
// the context's glyph source with its own, so nothing here is shared mutably across threads.
package struct LayerPlanCompileRequest: @unchecked Sendable {
    /// Numbers the requests of one playback, in the order they were made.
    package let id: Int
    /// The key the plan is cached and shown under.
    package let key: LayerPlanKey
    /// The indicator to compile.
    let indicator: any RefreshIndicator
    /// How it is drawn (its glyph source is the main thread's; ``compile(glyphs:)`` swaps it).
    let context: IndicatorContext

    /// The phase compiled.
    package var phase: LayerPlan.Phase { key.phase }

    /// Compiles the plan, turning text into outlines with `glyphs` (a source the caller owns on
    /// its thread).
    ///
    /// - Parameter glyphs: The worker's glyph source.
    /// - Returns: The plan, for ``LayerPlanPlayback/deliver(_:for:)``.
    package func compile(glyphs: any GlyphSource) -> LayerPlan {
        var context = context
        context.glyphs = glyphs
        return LayerPlanCompiler.compile(
            indicator, phase: key.phase, context: context,
            refreshingDuration: key.refreshingDuration,
            finishingDuration: key.finishingDuration)
    }
}
