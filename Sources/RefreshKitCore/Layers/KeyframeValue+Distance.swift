extension KeyframeValue {
    /// How far apart two values of the same kind are, in the units the compiler's tolerances use:
    /// points for geometry (a transform's linear part weighed by `extent`, the farthest point of
    /// what it moves from the origin), colour and opacity units (0…1), radians, fractions.
    /// Values of different kinds, or paths of different elements, are infinitely far apart.
    ///
    /// - Parameters:
    ///   - other: The other value.
    ///   - extent: For transforms, how far from the origin the transformed points lie, in points.
    /// - Returns: The distance, 0 for equal values.
    func distance(to other: KeyframeValue, extent: Double = 1) -> Double {
        switch (self, other) {
        case let (.number(a), .number(b)):
            return abs(a - b)
        case let (.color(a), .color(b)):
            return Self.distance(a, b)
        case let (.transform(a), .transform(b)):
            let linear = Swift.max(abs(a.a - b.a), abs(a.b - b.b), abs(a.c - b.c), abs(a.d - b.d))
            return linear * extent + Swift.max(abs(a.tx - b.tx), abs(a.ty - b.ty))
        case let (.path(a), .path(b)):
            guard a.hasSameElements(as: b) else { return a == b ? 0 : .infinity }
            var far = 0.0
            for (p, q) in zip(a.controlPoints, b.controlPoints) { far = Swift.max(far, abs(p.x - q.x), abs(p.y - q.y)) }
            return far
        case let (.point(a), .point(b)):
            return Swift.max(abs(a.x - b.x), abs(a.y - b.y))
        case let (.numbers(a), .numbers(b)) where a.count == b.count:
            return zip(a, b).map { abs($0 - $1) }.max() ?? 0
        case let (.colors(a), .colors(b)) where a.count == b.count:
            return zip(a, b).map { Self.distance($0, $1) }.max() ?? 0
        case let (.rect(a), .rect(b)):
            return Swift.max(
                abs(a.origin.x - b.origin.x), abs(a.origin.y - b.origin.y),
                abs(a.size.width - b.size.width), abs(a.size.height - b.size.height))
        case let (.flag(a), .flag(b)):
            return a == b ? 0 : .infinity
        case let (.image(a), .image(b)):
            return a == b ? 0 : .infinity
        default:
            return .infinity
        }
    }

    private static func distance(_ a: RGBAColor, _ b: RGBAColor) -> Double {
        Swift.max(abs(a.red - b.red), abs(a.green - b.green), abs(a.blue - b.blue), abs(a.alpha - b.alpha))
    }
}

extension VectorPath {
    /// Every point of the path's elements in order, control points included: the points an
    /// affine transform moves (Bézier segments map through their control points).
    var controlPoints: [Point] {
        var points: [Point] = []
        points.reserveCapacity(elements.count * 3)
        for element in elements {
            switch element {
            case let .move(p), let .line(p): points.append(p)
            case let .quad(c, p):
                points.append(c)
                points.append(p)
            case let .cubic(c1, c2, p):
                points.append(c1)
                points.append(c2)
                points.append(p)
            case .close: break
            }
        }
        return points
    }
}
