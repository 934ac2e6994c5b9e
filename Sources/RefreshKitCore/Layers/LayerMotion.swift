/// One layer's geometry over a run of samples, factored the way Core Animation moves layers
/// cheaply: a path that changes only by an affine map becomes one constant path under a moving
/// transform, and a transform that only turns about a fixed point becomes a constant transform
/// and a `transform.rotation.z` angle. What cannot be factored stays as it was drawn.
struct LayerMotion {
    /// The path of every sample (all equal when factored), or nil for an image.
    var paths: [VectorPath]?
    /// The transform of every sample (all equal when a rotation took the motion).
    var transforms: [Transform]
    /// The turn of every sample about the layer's origin, radians, unwrapped; nil for none.
    var rotations: [Double]?
    /// How far the layer's points lie from its origin, in points: weighs a transform's linear
    /// part and turns a rotation's tolerance into radians.
    var extent: Double

    /// How close a factored sample must come to the drawn one, in points.
    static let tolerance = 1e-3

    /// Factors `items` (one layer's item in every sample of a run of the same structure),
    /// turning about its fixed point from the sample at `reference`.
    init(_ items: [IndicatorScene.Item], reference: Int) {
        transforms = items.map(\.transform)
        paths = items.map { item -> VectorPath? in
            switch item.content {
            case let .fill(path, _), let .stroke(path, _): path
            case .image: nil
            }
        }.compactMap { $0 }
        if paths?.isEmpty == true { paths = nil }
        extent = 1
        guard let drawn = paths else {
            extent = Self.extent(
                items.first.map { item in
                    if case let .image(_, rect) = item.content { return Self.corners(rect) } else { return [] }
                } ?? [])
            return
        }
        let isStroke: Bool = if case .stroke = items[reference].content { true } else { false }
        let isGradient: Bool = if case .linearGradient = items[reference].paint { true } else { false }
        let reach =
            isStroke
            ? items.compactMap { item -> Double? in
                if case let .stroke(_, s) = item.content { s.width / 2 } else { nil }
            }.max() ?? 0 : 0
        extent = Self.extent(drawn[reference].controlPoints) + reach
        // A gradient's frame follows the path's bounds (or user space): its paths stay as drawn.
        guard !isGradient, drawn.contains(where: { $0 != drawn[reference] }) else {
            rotate(reference: reference)
            recenter(reference: reference)
            return
        }
        guard let maps = Self.affineMaps(drawn, reference: reference, rigid: isStroke) else { return }
        paths = Array(repeating: drawn[reference], count: drawn.count)
        transforms = zip(maps, transforms).map { $0.concatenating($1) }
        rotate(reference: reference)
        recenter(reference: reference)
    }

    /// Moves the layer's origin to the point its transforms all keep in place (a letter that
    /// turns and swells about its centre): the translation part is then constant and only the
    /// linear part changes, which Core Animation interpolates by its parts (angle, scale) as it
    /// was drawn, so few keyframes follow the motion.
    private mutating func recenter(reference: Int) {
        guard rotations == nil, let path = paths?[reference], paths?.allSatisfy({ $0 == path }) == true,
            transforms.contains(where: { $0 != transforms[reference] }), let inverse = transforms[reference].inverted
        else { return }
        let motions = transforms.map { inverse.concatenating($0) }
        // The fixed point, from the sample that moves most: (I − M)c = t.
        func departure(_ m: Transform) -> Double { abs(m.a - 1) + abs(m.b) + abs(m.c) + abs(m.d - 1) }
        guard let k = motions.indices.max(by: { departure(motions[$0]) < departure(motions[$1]) }) else { return }
        guard let center = Self.fixedPoint(of: motions[k], determinantAbove: 1e-9) else { return }
        let local = inverse.apply(center)
        guard local.isFinite, local != Point(x: 0, y: 0) else { return }
        let shifted = path.transformed(by: .translation(x: -local.x, y: -local.y))
        let moved = transforms.map { Transform.translation(x: local.x, y: local.y).concatenating($0) }
        let points = path.controlPoints, shiftedPoints = shifted.controlPoints
        for (drawn, shown) in zip(transforms, moved) {
            guard abs(shown.tx - moved[reference].tx) <= Self.tolerance,
                abs(shown.ty - moved[reference].ty) <= Self.tolerance
            else { return }
            for (p, q) in zip(points, shiftedPoints) {
                let a = drawn.apply(p), b = shown.apply(q)
                guard abs(a.x - b.x) <= Self.tolerance, abs(a.y - b.y) <= Self.tolerance else { return }
            }
        }
        paths = Array(repeating: shifted, count: transforms.count)
        transforms = moved
        extent = Self.extent(shiftedPoints) + (extent - Self.extent(points))
    }

    /// The point `m` keeps in place, solving (I − M)c = t; nil when |det(I − M)| is at most
    /// `determinantAbove` (no single such point).
    private static func fixedPoint(of m: Transform, determinantAbove limit: Double) -> Point? {
        let a11 = 1 - m.a, a12 = -m.c, a21 = -m.b, a22 = 1 - m.d
        let det = a11 * a22 - a12 * a21
        guard abs(det) > limit else { return nil }
        return Point(x: (m.tx * a22 - a12 * m.ty) / det, y: (a11 * m.ty - a21 * m.tx) / det)
    }

    /// Replaces a transform that only turns about one point by a constant transform and angles.
    private mutating func rotate(reference: Int) {
        let base = transforms[reference]
        guard let path = paths?[reference], transforms.contains(where: { $0 != base }),
            let inverse = base.inverted, Self.isSimilarity(base)
        else { return }
        // Each sample's motion from the reference, in scene space.
        let motions = transforms.map { inverse.concatenating($0) }
        var angles: [Double] = []
        for m in motions {
            guard abs(m.a - m.d) < 1e-9, abs(m.b + m.c) < 1e-9, abs(m.a * m.a + m.b * m.b - 1) < 1e-9 else { return }
            angles.append(RKMath.atan2(m.b, m.a))
        }
        // The fixed point, from the sample that turns most: (I − R)c = t.
        guard let k = angles.indices.max(by: { abs(RKMath.sin(angles[$0] / 2)) < abs(RKMath.sin(angles[$1] / 2)) }),
            abs(RKMath.sin(angles[k] / 2)) > 1e-6
        else { return }
        guard let center = Self.fixedPoint(of: motions[k], determinantAbove: 1e-12) else { return }
        // In the layer's own space: shift the path so the fixed point is its origin.
        let local = inverse.apply(center)
        let shifted = path.transformed(by: .translation(x: -local.x, y: -local.y))
        let constant = Transform.translation(x: local.x, y: local.y).concatenating(base)
        var unwrapped: [Double] = []
        for angle in angles {
            var a = angle
            if let last = unwrapped.last { a += 2 * RKMath.pi * ((last - a) / (2 * RKMath.pi)).rounded() }
            unwrapped.append(a)
        }
        let points = path.controlPoints, shiftedPoints = shifted.controlPoints
        for (angle, drawn) in zip(unwrapped, transforms) {
            let shown = Transform.rotation(angle).concatenating(constant)
            for (p, q) in zip(points, shiftedPoints) {
                let a = drawn.apply(p), b = shown.apply(q)
                guard abs(a.x - b.x) <= Self.tolerance, abs(a.y - b.y) <= Self.tolerance else { return }
            }
        }
        paths = Array(repeating: shifted, count: transforms.count)
        transforms = Array(repeating: constant, count: transforms.count)
        rotations = unwrapped
        extent = Self.extent(shiftedPoints) + (extent - Self.extent(points))
    }

    /// The affine map from the reference path to each path, when every path is the reference
    /// under one (rigid ones only for strokes, whose width a scale would change), or nil.
    private static func affineMaps(_ paths: [VectorPath], reference: Int, rigid: Bool) -> [Transform]? {
        let source = paths[reference].controlPoints
        guard source.count >= 3, paths.allSatisfy({ $0.hasSameElements(as: paths[reference]) }) else { return nil }
        var maps: [Transform] = []
        for path in paths {
            let target = path.controlPoints
            guard let map = AffineFit.map(from: source, to: target), !rigid || isRigid(map),
                zip(source, target).allSatisfy({ p, q in
                    let r = map.apply(p)
                    return abs(r.x - q.x) <= tolerance && abs(r.y - q.y) <= tolerance
                })
            else { return nil }
            maps.append(map)
        }
        return maps
    }

    private static func isRigid(_ t: Transform) -> Bool {
        abs(t.a * t.a + t.b * t.b - 1) < 1e-9 && abs(t.c * t.c + t.d * t.d - 1) < 1e-9
            && abs(t.a * t.c + t.b * t.d) < 1e-9
    }

    private static func isSimilarity(_ t: Transform) -> Bool {
        t.determinant > 0 && abs(t.a - t.d) < 1e-9 && abs(t.b + t.c) < 1e-9
    }

    private static func extent(_ points: [Point]) -> Double {
        Swift.max(1, points.map { Swift.max(abs($0.x), abs($0.y)) }.max() ?? 1)
    }

    private static func corners(_ r: Rect) -> [Point] {
        [Point(x: r.origin.x, y: r.origin.y), Point(x: r.origin.x + r.size.width, y: r.origin.y + r.size.height)]
    }
}
