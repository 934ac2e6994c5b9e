/// The collapsing header as a `.collapsing` ``LayerPlan``: its title and subtitle follow the
/// scroll by one `timeOffset` write per scroll event instead of a redraw.
///
/// The plan is drawn at the expanded size (the width by the header's maximum height), its time
/// the ``CollapsingHeaderController/collapseFraction`` (0 expanded … 1 collapsed). Its layers
/// are not clipped: the header view, as high as the header and clipping to its bounds, cuts the
/// plan at the header's height, so what it shows is ``shownScene(of:collapseFraction:header:)``.
/// That equals ``scene(width:collapseFraction:header:glyphs:appearance:)``, the header drawn
/// directly, within a 1/255 mean difference (proved on Linux by rasterizing both).
///
/// ```swift
/// let plan = CollapsingHeaderScene().plan(width: 390, glyphs: glyphs)
/// planLayer.show(plan)
/// planLayer.setPullProgress(controller.collapseFraction)   // on every change of the height
/// ```
extension CollapsingHeaderScene {
    /// The header drawn `collapseFraction` of the way from expanded to collapsed, in an area of
    /// the width by the header's maximum height: the height, percentage and title top are the
    /// ones ``CollapsingHeaderController`` computes at the height
    /// ``CollapsingHeaderController/Configuration/height(atCollapseFraction:)``.
    ///
    /// - Parameters:
    ///   - width: The header's width, in points.
    ///   - collapseFraction: How far collapsed, 0 expanded … 1 collapsed (clamped; NaN counts
    ///     as 0).
    ///   - header: The controller's heights and title margin (sanitised as the controller does).
    ///   - glyphs: The glyph source for the texts.
    ///   - appearance: Light or dark; light by default.
    /// - Returns: The scene, as ``scene(size:height:percentage:titleTop:glyphs:appearance:)``
    ///   draws it.
    package func scene(
        width: Double, collapseFraction: Double,
        header: CollapsingHeaderController.Configuration = .init(),
        glyphs: any GlyphSource, appearance: IndicatorAppearance = .light
    ) -> IndicatorScene {
        let header = header.sanitized
        let height = header.height(atCollapseFraction: collapseFraction)
        return scene(
            size: Size(width: width, height: header.maxHeight), height: height,
            percentage: header.percentage(atHeight: height), titleTop: header.titleTop(atHeight: height),
            glyphs: glyphs, appearance: appearance)
    }

    /// The header's drawing compiled to a `.collapsing` plan: one pass of duration 1 whose time
    /// is the collapse fraction, drawn at the width by the header's maximum height. The drawing
    /// compiled is the direct one without its clip (the header view's bounds clip) and with the
    /// subtitle kept as a layer at opacity 0 when collapsed, so its structure never changes:
    /// the background's path, the subtitle's path and opacity (and a title that follows the scroll, its path) are
    /// linear tracks and ``LayerPlan/frameUpdates`` is false.
    ///
    /// - Parameters:
    ///   - width: The header's width, in points.
    ///   - header: The controller's heights and title margin (sanitised as the controller does).
    ///   - glyphs: The glyph source for the texts.
    ///   - appearance: Light or dark; light by default.
    /// - Returns: The plan; show it in a layer at the header view's top-left corner, drive it
    ///   with ``CollapsingHeaderController/collapseFraction``.
    package func plan(
        width: Double, header: CollapsingHeaderController.Configuration = .init(),
        glyphs: any GlyphSource, appearance: IndicatorAppearance = .light
    ) -> LayerPlan {
        let header = header.sanitized
        let size = Size(width: width, height: header.maxHeight)
        return LayerPlanCompiler.compile(phase: .collapsing, size: size, duration: 1, repeats: false) { fraction in
            let height = header.height(atCollapseFraction: fraction)
            return draw(
                size: size, height: height, percentage: header.percentage(atHeight: height),
                titleTop: header.titleTop(atHeight: height), glyphs: glyphs, appearance: appearance,
                asLayers: true)
        }
    }

    /// What a header view shows of `plan` at `collapseFraction`: the plan as Core Animation
    /// plays it there (``LayerPlanEvaluator``), inside a view as high as the header that clips
    /// to its bounds (every layer clipped to the header's rectangle).
    ///
    /// - Parameters:
    ///   - plan: A plan from ``plan(width:header:glyphs:appearance:)``.
    ///   - collapseFraction: The plan's time, 0 expanded … 1 collapsed.
    ///   - header: The configuration the plan was compiled with.
    /// - Returns: The scene the view shows.
    package static func shownScene(
        of plan: LayerPlan, collapseFraction: Double,
        header: CollapsingHeaderController.Configuration = .init()
    ) -> IndicatorScene {
        let height = header.sanitized.height(atCollapseFraction: collapseFraction)
        let bounds = Rect(x: 0, y: 0, width: plan.size.width, height: Swift.max(height, 0))
        let evaluated = LayerPlanEvaluator.scene(plan, at: collapseFraction)
        let items = evaluated.items.map { item in
            var clipped = item
            clipped.clip = item.clip.map { $0.intersection(bounds) } ?? bounds
            return clipped
        }
        return IndicatorScene(size: evaluated.size, items: items)
    }
}
