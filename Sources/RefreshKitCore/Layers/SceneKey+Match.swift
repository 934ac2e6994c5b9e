extension SceneKey {
    /// Whether two scenes draw the same thing to within `tolerance`: what comparing their keys in
    /// scene space tells (``init(_:inSceneSpace:)`` and ``matches(_:tolerance:)``), worked out item
    /// by item without building the keys, and at once for items whose path and transform are equal.
    ///
    /// - Parameters:
    ///   - a: One scene.
    ///   - b: The other.
    ///   - tolerance: How far two numbers may differ (NaN equals NaN).
    /// - Returns: Whether every item matches.
    static func scenesMatch(_ a: IndicatorScene, _ b: IndicatorScene, tolerance: Double) -> Bool {
        guard a.items.count == b.items.count else { return false }
        for (x, y) in zip(a.items, b.items) where !itemsMatch(x, y, tolerance: tolerance) {
            return false
        }
        return true
    }

    private static func close(_ a: Double, _ b: Double, _ tolerance: Double) -> Bool {
        abs(a - b) <= tolerance || (a.isNaN && b.isNaN)
    }

    private static func close(_ a: Point, _ b: Point, _ tolerance: Double) -> Bool {
        close(a.x, b.x, tolerance) && close(a.y, b.y, tolerance)
    }

    private static func itemsMatch(_ x: IndicatorScene.Item, _ y: IndicatorScene.Item, tolerance t: Double) -> Bool {
        switch (x.content, y.content) {
        case let (.fill(p, r), .fill(q, s)):
            guard r == s, pathsMatch(p, x.transform, q, y.transform, t) else { return false }
        case let (.stroke(p, u), .stroke(q, v)):
            guard pathsMatch(p, x.transform, q, y.transform, t),
                close(
                    u.width * abs(x.transform.determinant).squareRoot(),
                    v.width * abs(y.transform.determinant).squareRoot(), t),
                close(u.trimStart, v.trimStart, t), close(u.trimEnd, v.trimEnd, t),
                close(u.miterLimit, v.miterLimit, t)
            else { return false }
        case let (.image(p, r), .image(q, s)):
            // Keys hold an image's frame and hash, not its transform.
            guard close(r.origin, s.origin, t), close(r.size.width, s.size.width, t),
                close(r.size.height, s.size.height, t), p == q || p.hashValue == q.hashValue
            else { return false }
        default:
            return false
        }
        switch (x.paint, y.paint) {
        case let (.solid(c), .solid(d)):
            guard colorsMatch(c, d, t) else { return false }
        case let (.linearGradient(g), .linearGradient(h)):
            guard g.stops.count == h.stops.count, close(g.startPoint, h.startPoint, t),
                close(g.endPoint, h.endPoint, t),
                zip(g.stops, h.stops).allSatisfy({
                    close($0.location, $1.location, t) && colorsMatch($0.color, $1.color, t)
                })
            else { return false }
        default:
            return false
        }
        guard close(x.opacity, y.opacity, t) else { return false }
        switch (x.clip, y.clip) {
        case (nil, nil):
            return true
        case let (c?, d?):
            return close(c.origin, d.origin, t) && close(c.size.width, d.size.width, t)
                && close(c.size.height, d.size.height, t)
        default:
            return false
        }
    }

    private static func colorsMatch(_ c: RGBAColor, _ d: RGBAColor, _ t: Double) -> Bool {
        close(c.red, d.red, t) && close(c.green, d.green, t) && close(c.blue, d.blue, t) && close(c.alpha, d.alpha, t)
    }

    /// Whether two paths land on the same points (each through its item's transform).
    private static func pathsMatch(
        _ p: VectorPath, _ m: Transform, _ q: VectorPath, _ n: Transform, _ t: Double
    ) -> Bool {
        if m == n && p == q { return true }
        let e = p.elements, f = q.elements
        guard e.count == f.count else { return false }
        for (u, v) in zip(e, f) {
            switch (u.transformed(by: m), v.transformed(by: n)) {
            case let (.move(a), .move(b)), let (.line(a), .line(b)):
                guard close(a, b, t) else { return false }
            case let (.quad(a1, a2), .quad(b1, b2)):
                guard close(a1, b1, t), close(a2, b2, t) else { return false }
            case let (.cubic(a1, a2, a3), .cubic(b1, b2, b3)):
                guard close(a1, b1, t), close(a2, b2, t), close(a3, b3, t) else { return false }
            case (.close, .close):
                continue
            default:
                return false
            }
        }
        return true
    }
}
