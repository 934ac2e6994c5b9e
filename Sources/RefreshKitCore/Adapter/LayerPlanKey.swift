/// Everything that changes a compiled ``LayerPlan``: the phase, the indicator, and every field of
/// the drawing context the compiler does not set itself (size, scale, colours, appearance,
/// language, title overrides, text size, Reduce Motion, edge, trigger distance) that the
/// indicator reads,
/// plus the finishing animation's clock. Two equal keys compile to the same plan, so
/// ``LayerPlanCache`` keeps plans under it. A field the indicator does not read
/// (``IndicatorContextFields``) is left out (nil, false or 0), so changing it finds the same plan;
/// title overrides count with the language (both are the texts it writes).
package struct LayerPlanKey: Hashable, Sendable {
    /// The phase.
    package var phase: LayerPlan.Phase
    /// The indicator: itself when it is `Hashable`, else a key its owner changes whenever it
    /// swaps the indicator (see ``LayerPlanPlayback/identity(of:generation:)``).
    package var indicator: IndicatorIdentity
    /// The control's edge.
    package var edge: RefreshEdge
    /// The drawing area, in points.
    package var size: Size
    /// Pixels per point.
    package var displayScale: Double
    /// The tint, or nil for the style's own.
    package var tintColor: RGBAColor?
    /// The background, or nil for the style's own.
    package var backgroundColor: RGBAColor?
    /// Whether the calm variant is drawn.
    package var reduceMotion: Bool
    /// Light or dark, contrast and level.
    package var appearance: IndicatorAppearance
    /// The texts' language.
    package var locale: String
    /// The last refresh the classic style shows.
    package var lastUpdated: LastUpdatedTime?
    /// The layout direction, or nil for the locale's.
    package var layoutDirection: RefreshLayoutDirection?
    /// The texts that replace the style's own, by phase.
    package var titleOverrides: [RefreshPhase: String]
    /// How much the text size enlarges the titles.
    package var textScale: Double
    /// The pull that arms the control, in points.
    package var triggerDistance: Double
    /// For finishing: how long the control was refreshing (0 for the other phases).
    package var refreshingDuration: Double
    /// For finishing: how long it plays, or nil for the compiler's default.
    package var finishingDuration: Double?

    /// The key of `phase`'s plan of the indicator known as `indicator`, drawn as `template` says.
    ///
    /// - Parameters:
    ///   - phase: The phase.
    ///   - indicator: The indicator's identity.
    ///   - template: The drawing context (its moment fields are ignored).
    ///   - refreshingDuration: For finishing, the refresh's length; ignored for other phases.
    ///   - finishingDuration: For finishing, how long it plays; ignored for other phases.
    ///   - reads: The context fields the indicator reads; all by default.
    package init(
        phase: LayerPlan.Phase, indicator: IndicatorIdentity, template: IndicatorContext,
        refreshingDuration: Double = 0, finishingDuration: Double? = nil, reads: IndicatorContextFields = .all
    ) {
        self.phase = phase
        self.indicator = indicator
        self.size = template.size
        self.edge = reads.contains(.edge) ? template.edge : .header
        self.displayScale = reads.contains(.displayScale) ? template.displayScale : 0
        self.tintColor = reads.contains(.tintColor) ? template.tintColor : nil
        self.backgroundColor = reads.contains(.backgroundColor) ? template.backgroundColor : nil
        self.reduceMotion = reads.contains(.reduceMotion) && template.reduceMotion
        self.appearance = reads.contains(.appearance) ? template.appearance : .light
        self.locale = reads.contains(.locale) ? template.locale : ""
        self.lastUpdated = reads.contains(.lastUpdated) ? template.lastUpdated : nil
        self.layoutDirection = reads.contains(.layoutDirection) ? template.layoutDirection : nil
        self.titleOverrides = reads.contains(.locale) ? template.titleOverrides : [:]
        self.textScale = reads.contains(.textScale) ? template.textScale : 1
        self.triggerDistance = template.triggerDistance
        self.refreshingDuration = phase == .finishing ? refreshingDuration : 0
        self.finishingDuration = phase == .finishing ? finishingDuration : nil
    }
}
