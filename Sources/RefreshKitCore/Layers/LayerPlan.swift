/// An indicator's drawing for one phase as Core Animation layers: a tree that maps one to one
/// onto `CAShapeLayer`s (and image layers) in a container the size of the control, and keyframe
/// tracks that animate their properties — so the render server plays a refreshing loop with no
/// work on the main thread, and a pull is driven by one `timeOffset` write per scroll event.
///
/// RefreshKit compiles a plan from any ``RefreshIndicator`` (on a background queue on iOS) and,
/// on Linux, evaluates it into the ``IndicatorScene`` Core Animation would show at a time, which
/// is how the plan is proven equal to the indicator's own drawing.
/// ``RefreshIndicator/layerPlanProblems(in:refreshingDuration:)`` and
/// ``RefreshIndicator/layerPlanMismatches(in:refreshingDuration:)`` check an indicator's plans.
public struct LayerPlan: Hashable, Sendable {
    /// The phase a plan plays.
    public enum Phase: String, Hashable, Sendable {
        /// The pull: the tracks' time is the pull progress, 0…1 (`speed` 0, driven by `timeOffset`).
        case pulling
        /// Armed: the tracks' time is the over-pull in trigger distances, 0…1 (driven by
        /// `timeOffset`; beyond one trigger distance it holds).
        case armed
        /// The refreshing loop: the tracks repeat for ever.
        case refreshing
        /// The finishing animation after a refresh ends: played once, in seconds, then held.
        case finishing
        /// A collapsing header: the tracks' time is how far it has collapsed, 0…1 (driven by
        /// `timeOffset`).
        case collapsing

        /// Whether the adapter drives the plan by writing `timeOffset` (on a layer whose `speed`
        /// is 0) rather than letting the render server's clock play it.
        package var isDriven: Bool { self == .pulling || self == .armed || self == .collapsing }
    }

    /// The phase.
    package var phase: Phase
    /// The container's size, in points.
    package var size: Size
    /// The layers, back to front. Each is a scene item at the start of the plan: its content
    /// (a shape: path with fill or stroke, or an image), paint, transform, opacity and clip
    /// (`masksToBounds` of a container of that rectangle).
    package var layers: [IndicatorScene.Item]
    /// The animated properties.
    package var animations: [LayerAnimation]
    /// One pass of the tracks: the loop's period in seconds, or 1 for a pull.
    package var duration: Double
    /// Whether the phase needs per-frame updates from the main thread (layer property writes,
    /// never a redraw): true when the drawing cannot be expressed as keyframes.
    package var frameUpdates: Bool
    /// Why ``frameUpdates`` is true; nil when it is false.
    package var reason: String?

    /// Creates a plan.
    ///
    /// - Parameters:
    ///   - phase: The phase it plays.
    ///   - size: The container's size.
    ///   - layers: The layers at the start, back to front.
    ///   - animations: The keyframe tracks.
    ///   - duration: One pass, in seconds (1 for a pull).
    ///   - frameUpdates: Whether the main thread must update it each frame.
    ///   - reason: Why, when it must.
    package init(
        phase: Phase, size: Size, layers: [IndicatorScene.Item], animations: [LayerAnimation],
        duration: Double, frameUpdates: Bool, reason: String? = nil
    ) {
        self.phase = phase
        self.size = size
        self.layers = layers
        self.animations = animations
        self.duration = duration
        self.frameUpdates = frameUpdates
        self.reason = reason
    }
}
