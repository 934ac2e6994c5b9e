/// What must stay the same for samples of an item to be one animated layer: its kind (fill rule,
/// stroke cap, join and miter, an image's frame), its paint's kind (a gradient's stop count and
/// frame) and whether it is clipped. Everything else animates.
struct ItemStructure: Hashable {
    private var kind: Int
    private var style: [Double]
    private var names: [String] = []
    private var clipped: Bool

    init(_ item: IndicatorScene.Item) {
        switch item.content {
        case let .fill(_, rule):
            kind = rule == .nonZero ? 1 : 2
            style = []
        case let .stroke(_, s):
            kind = 3
            style = [s.miterLimit]
            names = [s.cap.rawValue, s.join.rawValue]
        case let .image(_, rect):
            kind = 4
            style = [rect.origin.x, rect.origin.y, rect.size.width, rect.size.height]
        }
        if case let .linearGradient(g) = item.paint {
            style +=
                [Double(g.stops.count)]
                + (g.frame.map { [1, $0.origin.x, $0.origin.y, $0.size.width, $0.size.height] } ?? [0])
        } else {
            style.append(-1)
        }
        clipped = item.clip != nil
    }

    /// The structure of every item of a scene, in order.
    static func of(_ scene: IndicatorScene) -> [ItemStructure] { scene.items.map(ItemStructure.init) }
}
