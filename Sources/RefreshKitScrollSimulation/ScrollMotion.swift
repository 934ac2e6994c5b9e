import RefreshKitCore

/// What moves a simulated scroll view's content: nothing, a finger, momentum, the spring back
/// at an edge, or a programmatic animation. One value, so the flags cannot disagree.
enum ScrollMotion: Hashable, Sendable {
    /// Which edge a spring pulls towards.
    enum Edge: Hashable, Sendable { case top, bottom }

    /// At rest.
    case none
    /// A finger is down. `anchorPosition` is the unconstrained (pre-rubber-band) offset when the
    /// finger's translation was `anchorTranslation`; `moved` says whether dragging has begun.
    case finger(anchorPosition: Double, anchorTranslation: Double, translation: Double, moved: Bool)
    /// Momentum after a release, from `start` with `velocity` at `startTime`.
    case decelerating(start: Double, velocity: Double, startTime: Double)
    /// The spring back to `edge`, from `displacement` past it with `velocity` at `startTime`.
    case bouncing(edge: Edge, displacement: Double, velocity: Double, startTime: Double)
    /// An animated offset change.
    case animating(ValueAnimation)
}
