/// Haptics: an impact of a style. The model records `prepare()` and each impact in the world
/// (``ModelRecord/hapticEvents``), as a user would feel them.
@MainActor
open class UIImpactFeedbackGenerator: NSObject {
    /// How strong the impact feels.
    public enum FeedbackStyle: Int, Hashable, Sendable {
        case light, medium, heavy, soft, rigid
    }

    /// The style.
    public let modelStyle: FeedbackStyle

    /// A generator of `style` impacts.
    public init(style: FeedbackStyle) {
        modelStyle = style
        super.init()
    }

    /// A generator of medium impacts.
    public override convenience init() { self.init(style: .medium) }

    /// Readies the Taptic Engine for an impact soon.
    open func prepare() { record(.prepare) }

    /// Plays an impact.
    open func impactOccurred() { record(.impact(intensity: 1)) }

    /// Plays an impact of `intensity` (0…1).
    open func impactOccurred(intensity: CGFloat) { record(.impact(intensity: Double(intensity))) }

    private func record(_ kind: ModelRecord.Haptic.Kind) {
        let world = ModelWorld.current
        world.record.append(ModelRecord.Haptic(style: modelStyle, kind: kind, time: world.now))
    }
}
