/// An animated refresh indicator: the one protocol a custom animation implements.
///
/// `scene(for:)` must be pure: the same context gives the same scene, so any moment can be
/// rendered, tested and exported.
public protocol RefreshIndicator {
    /// What to draw at the moment the context describes.
    ///
    /// - Parameter context: The moment: state, distances, times, size, colours and glyphs.
    /// - Returns: The scene to draw, sized as the context's drawing area.
    func scene(for context: IndicatorContext) -> IndicatorScene

    /// How long, after a refresh ends, the indicator wants the header to stay open so that its
    /// animation can finish, given how long it was refreshing. The default is zero.
    ///
    /// - Parameter elapsed: Seconds the control spent refreshing.
    /// - Returns: Seconds to hold the header open while finishing; the header treats a value
    ///   that is not positive and finite as 0.
    func finishingHoldDuration(afterRefreshingFor elapsed: Double) -> Double

    /// How the drawing of `phase` moves, when the indicator knows it: its loop's period, the
    /// moments it jumps and the stretches where it curves (see ``IndicatorTimeline`` for what
    /// the declaration promises). The layer-plan compiler then draws the indicator only where
    /// it must; with nil, the default, it finds the loop and the changes by drawing and searching.
    ///
    /// - Parameters:
    ///   - phase: The phase whose plan is compiled (pulling, armed, refreshing or finishing).
    ///   - context: How the indicator is drawn: size, scale, colours, appearance, language,
    ///     Reduce Motion, edge and trigger distance; its state is the phase's (pulling at 0
    ///     progress, armed at 0 over-pull, refreshing, finishing); while finishing its
    ///     `refreshingDuration` is how long the control was refreshing and its `time` how long
    ///     the finishing animation plays (0 in the other phases).
    /// - Returns: The declaration, or nil to let the compiler find out.
    func timeline(for phase: LayerPlan.Phase, context: IndicatorContext) -> IndicatorTimeline?
}

extension RefreshIndicator {
    /// The default: no hold; the header lets go as soon as the refresh ends.
    ///
    /// - Parameter elapsed: Seconds the control spent refreshing (ignored).
    /// - Returns: 0.
    public func finishingHoldDuration(afterRefreshingFor elapsed: Double) -> Double { 0 }

    /// The default: no declaration; the layer-plan compiler finds the loop and the changes.
    ///
    /// - Parameters:
    ///   - phase: The phase (ignored).
    ///   - context: How the indicator is drawn (ignored).
    /// - Returns: nil.
    public func timeline(for phase: LayerPlan.Phase, context: IndicatorContext) -> IndicatorTimeline? { nil }
}

/// The namespace of RefreshKit's built-in indicator styles; reach them as `.arcSpinner()`,
/// `.barFill()` and so on.
public enum Indicators {}
