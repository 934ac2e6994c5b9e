/// A scene flattened to numbers and element kinds, for telling whether two samples of a loop
/// show the same drawing to within a tolerance (``LayerPlanCompiler``'s search for a period).
struct SceneKey {
    /// Every number of the scene, in order.
    private var numbers: [Double] = []
    /// The kinds of path elements and items, in order.
    private var shape: [UInt8] = []

    init(_ scene: IndicatorScene) {
        numbers.reserveCapacity(64)
        for item in scene.items {
            switch item.content {
            case let .fill(path, rule):
                shape.append(rule == .nonZero ? 1 : 2)
                add(path)
            case let .stroke(path, style):
                shape.append(3)
                add(path)
                numbers += [style.width, style.trimStart, style.trimEnd, style.miterLimit]
            case let .image(_, rect):
                shape.append(4)
                numbers += [rect.origin.x, rect.origin.y, rect.size.width, rect.size.height]
            }
            switch item.paint {
            case let .solid(c): numbers += [c.red, c.green, c.blue, c.alpha]
            case let .linearGradient(g):
                shape.append(5)
                numbers += [g.startPoint.x, g.startPoint.y, g.endPoint.x, g.endPoint.y]
                for stop in g.stops { numbers += [stop.location, stop.color.red, stop.color.green, stop.color.blue, stop.color.alpha] }
            }
            let t = item.transform
            numbers += [t.a, t.b, t.c, t.d, t.tx, t.ty, item.opacity]
        }
    }

    private mutating func add(_ path: VectorPath) {
        for element in path.elements {
            switch element {
            case let .move(p): shape.append(10); numbers += [p.x, p.y]
            case let .line(p): shape.append(11); numbers += [p.x, p.y]
            case let .quad(a, b): shape.append(12); numbers += [a.x, a.y, b.x, b.y]
            case let .cubic(a, b, c): shape.append(13); numbers += [a.x, a.y, b.x, b.y, c.x, c.y]
            case .close: shape.append(14)
            }
        }
    }

    /// Whether `other` has the same shape and every number within `tolerance` (NaN equals NaN).
    func matches(_ other: SceneKey, tolerance: Double) -> Bool {
        guard shape == other.shape, numbers.count == other.numbers.count else { return false }
        for (a, b) in zip(numbers, other.numbers) where !(abs(a - b) <= tolerance || (a.isNaN && b.isNaN)) {
            return false
        }
        return true
    }
}
