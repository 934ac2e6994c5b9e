/// What must stay the same for samples of an item to be one animated layer: its kind (fill rule,
/// stroke cap, join and miter, an image's frame), its paint's kind (a gradient's stop count and
/// frame) and whether it is clipped. Everything else animates. Plain values only: finding a plan's
/// runs compares one of these per item per sample, and allocates nothing doing it.
struct ItemStructure: Hashable {
    private enum Kind: Hashable {
        case fill(FillRule)
        case stroke(cap: StrokeOptions.LineCap, join: StrokeOptions.LineJoin, miterLimit: Double)
        case image(frame: Rect)
    }

    private var kind: Kind
    /// A gradient's stop count, or nil for a solid colour.
    private var gradientStops: Int?
    /// A gradient's frame (nil for its path's bounds, and for a solid colour).
    private var gradientFrame: Rect?
    private var clipped: Bool

    init(_ item: IndicatorScene.Item) {
        switch item.content {
        case let .fill(_, rule): kind = .fill(rule)
        case let .stroke(_, s): kind = .stroke(cap: s.cap, join: s.join, miterLimit: s.miterLimit)
        case let .image(_, rect): kind = .image(frame: rect)
        }
        if case let .linearGradient(g) = item.paint {
            gradientStops = g.stops.count
            gradientFrame = g.frame
        }
        clipped = item.clip != nil
    }

    /// The structure of every item of a scene, in order.
    static func of(_ scene: IndicatorScene) -> [ItemStructure] { scene.items.map(ItemStructure.init) }

    /// Whether `scene`'s items have `structure` (`of(scene) == structure`, without building it).
    static func scene(_ scene: IndicatorScene, has structure: [ItemStructure]) -> Bool {
        guard scene.items.count == structure.count else { return false }
        for (item, expected) in zip(scene.items, structure) where ItemStructure(item) != expected { return false }
        return true
    }
}
