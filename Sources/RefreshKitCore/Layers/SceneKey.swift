/// A scene flattened to numbers and element kinds, for telling whether two samples of a loop
/// show the same drawing to within a tolerance (``LayerPlanCompiler``'s search for a period).
struct SceneKey {
    /// Every number of the scene, in order.
    private var numbers: [Double] = []
    /// The kinds of path elements and items, in order.
    private var shape: [UInt8] = []

    /// The key of `scene`; with `inSceneSpace`, paths are keyed by where their points land
    /// (through the item's transform, which is then left out), so two scenes that draw the same
    /// thing by different factorings — a turned path, or a path under a turning transform —
    /// have the same key.
    init(_ scene: IndicatorScene, inSceneSpace: Bool = false) {
        numbers.reserveCapacity(64)
        for item in scene.items {
            let map: Transform? = inSceneSpace ? item.transform : nil
            let scale = map.map { abs($0.determinant).squareRoot() } ?? 1
            switch item.content {
            case let .fill(path, rule):
                shape.append(rule == .nonZero ? 1 : 2)
                add(path, map)
            case let .stroke(path, style):
                shape.append(3)
                add(path, map)
                numbers += [style.width * scale, style.trimStart, style.trimEnd, style.miterLimit]
            case let .image(bitmap, rect):
                shape.append(4)
                // Which image, by both halves of its hash (each exact as a Double).
                let hash = UInt64(bitPattern: Int64(bitmap.hashValue))
                numbers += [
                    rect.origin.x, rect.origin.y, rect.size.width, rect.size.height,
                    Double(hash >> 32), Double(hash & 0xFFFF_FFFF),
                ]
            }
            switch item.paint {
            case let .solid(c): numbers += [c.red, c.green, c.blue, c.alpha]
            case let .linearGradient(g):
                shape.append(5)
                numbers += [g.startPoint.x, g.startPoint.y, g.endPoint.x, g.endPoint.y]
                for stop in g.stops {
                    numbers += [stop.location, stop.color.red, stop.color.green, stop.color.blue, stop.color.alpha]
                }
            }
            let t = inSceneSpace ? Transform.identity : item.transform
            numbers += [t.a, t.b, t.c, t.d, t.tx, t.ty, item.opacity]
            if let clip = item.clip { numbers += [clip.origin.x, clip.origin.y, clip.size.width, clip.size.height] }
        }
    }

    private mutating func add(_ path: VectorPath, _ map: Transform?) {
        for element in path.elements {
            switch map.map({ element.transformed(by: $0) }) ?? element {
            case let .move(p):
                shape.append(10)
                numbers += [p.x, p.y]
            case let .line(p):
                shape.append(11)
                numbers += [p.x, p.y]
            case let .quad(a, b):
                shape.append(12)
                numbers += [a.x, a.y, b.x, b.y]
            case let .cubic(a, b, c):
                shape.append(13)
                numbers += [a.x, a.y, b.x, b.y, c.x, c.y]
            case .close: shape.append(14)
            }
        }
    }

    /// The numbers, in order (the kinds are left out).
    var values: [Double] { numbers }

    /// Whether `other` has the same shape and every number within `tolerance` (NaN equals NaN).
    func matches(_ other: SceneKey, tolerance: Double) -> Bool {
        guard shape == other.shape, numbers.count == other.numbers.count else { return false }
        for (a, b) in zip(numbers, other.numbers) where !(abs(a - b) <= tolerance || (a.isNaN && b.isNaN)) {
            return false
        }
        return true
    }
}
