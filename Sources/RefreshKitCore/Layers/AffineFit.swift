/// The least-squares affine map between two lists of corresponding points.
enum AffineFit {
    /// The map taking `source` onto `target` as closely as least squares can, or nil when the
    /// source points are collinear (no single map is determined) or the lists differ in length.
    ///
    /// - Parameters:
    ///   - source: The points before.
    ///   - target: The points after, in the same order.
    /// - Returns: The map, or nil.
    static func map(from source: [Point], to target: [Point]) -> Transform? {
        guard source.count == target.count, source.count >= 3 else { return nil }
        // Centred coordinates keep the normal equations well conditioned.
        let n = Double(source.count)
        let sx = source.reduce(0) { $0 + $1.x } / n, sy = source.reduce(0) { $0 + $1.y } / n
        let tx = target.reduce(0) { $0 + $1.x } / n, ty = target.reduce(0) { $0 + $1.y } / n
        var xx = 0.0, xy = 0.0, yy = 0.0, ux = 0.0, uy = 0.0, vx = 0.0, vy = 0.0
        for (p, q) in zip(source, target) {
            let x = p.x - sx, y = p.y - sy, u = q.x - tx, v = q.y - ty
            xx += x * x
            xy += x * y
            yy += y * y
            ux += u * x
            uy += u * y
            vx += v * x
            vy += v * y
        }
        let det = xx * yy - xy * xy
        guard det > 1e-12 * Swift.max(1, xx * yy), det.isFinite else { return nil }
        // x' = a·x + c·y, y' = b·x + d·y on centred points.
        let a = (ux * yy - uy * xy) / det, c = (uy * xx - ux * xy) / det
        let b = (vx * yy - vy * xy) / det, d = (vy * xx - vx * xy) / det
        return Transform(a: a, b: b, c: c, d: d, tx: tx - (a * sx + c * sy), ty: ty - (b * sx + d * sy))
    }
}
