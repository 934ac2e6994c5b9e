/// One keyframe's value of an animated layer property, as Core Animation takes it: numbers and
/// colours interpolate component by component, affine transforms by their parts (translation,
/// rotation, scale, shear); paths interpolate point by point only when they have the same
/// elements (otherwise a track holding them is discrete).
package enum KeyframeValue: Hashable, Sendable {
    /// A number (`opacity`, `lineWidth`, `strokeStart`, `strokeEnd`).
    case number(Double)
    /// A colour (`fillColor`, `strokeColor`).
    case color(RGBAColor)
    /// A path (`path`).
    case path(VectorPath)
    /// An affine transform (`transform`).
    case transform(Transform)
    /// A flag (`hidden`), always discrete.
    case flag(Bool)
    /// A point (a gradient layer's `startPoint`, `endPoint`).
    case point(Point)
    /// Numbers (a gradient layer's `locations`).
    case numbers([Double])
    /// Colours (a gradient layer's `colors`).
    case colors([RGBAColor])
    /// An image (an image layer's `contents`), always discrete.
    case image(Bitmap)
    /// A rectangle (`clip`: the clipping container's bounds, whose origin is also its position,
    /// so the content stays where it is while the window onto it moves).
    case rect(Rect)

    /// The value a fraction `f` (0…1) of the way from `self` to `other`, by Core Animation's
    /// linear rules; nil when the two cannot be interpolated (different kinds, or paths of
    /// different elements).
    ///
    /// - Parameters:
    ///   - other: The next keyframe's value.
    ///   - f: How far between the two, from 0 to 1.
    /// - Returns: The interpolated value, or nil.
    package func interpolated(to other: KeyframeValue, fraction f: Double) -> KeyframeValue? {
        func mix(_ a: Double, _ b: Double) -> Double { a + (b - a) * f }
        switch (self, other) {
        case let (.number(a), .number(b)):
            return .number(mix(a, b))
        case let (.color(a), .color(b)):
            return .color(
                RGBAColor(
                    red: mix(a.red, b.red), green: mix(a.green, b.green), blue: mix(a.blue, b.blue),
                    alpha: mix(a.alpha, b.alpha)))
        case let (.transform(a), .transform(b)):
            return .transform(a.interpolated(to: b, fraction: f))
        case let (.path(a), .path(b)):
            return a.interpolated(to: b, fraction: f).map(KeyframeValue.path)
        case let (.point(a), .point(b)):
            return .point(Point(x: mix(a.x, b.x), y: mix(a.y, b.y)))
        case let (.numbers(a), .numbers(b)) where a.count == b.count:
            return .numbers(zip(a, b).map { mix($0, $1) })
        case let (.rect(a), .rect(b)):
            return .rect(
                Rect(
                    x: mix(a.origin.x, b.origin.x), y: mix(a.origin.y, b.origin.y),
                    width: mix(a.size.width, b.size.width), height: mix(a.size.height, b.size.height)))
        case let (.colors(a), .colors(b)) where a.count == b.count:
            return .colors(
                zip(a, b).map {
                    RGBAColor(
                        red: mix($0.red, $1.red), green: mix($0.green, $1.green), blue: mix($0.blue, $1.blue),
                        alpha: mix($0.alpha, $1.alpha))
                })
        default:
            return nil
        }
    }
}

extension VectorPath {
    /// Whether the two paths have the same elements in the same order (points may differ):
    /// Core Animation interpolates a path animation only between such paths.
    ///
    /// - Parameter other: The other path.
    /// - Returns: Whether they can be interpolated point by point.
    package func hasSameElements(as other: VectorPath) -> Bool {
        guard elements.count == other.elements.count else { return false }
        for (a, b) in zip(elements, other.elements) {
            switch (a, b) {
            case (.move, .move), (.line, .line), (.quad, .quad), (.cubic, .cubic), (.close, .close): continue
            default: return false
            }
        }
        return true
    }

    /// The path a fraction `f` of the way to `other`, point by point; nil when the elements differ.
    ///
    /// - Parameters:
    ///   - other: A path with the same elements.
    ///   - f: How far between the two, from 0 to 1.
    /// - Returns: The interpolated path, or nil.
    package func interpolated(to other: VectorPath, fraction f: Double) -> VectorPath? {
        guard hasSameElements(as: other) else { return nil }
        func p(_ a: Point, _ b: Point) -> Point { Point(x: a.x + (b.x - a.x) * f, y: a.y + (b.y - a.y) * f) }
        var out: [Element] = []
        out.reserveCapacity(elements.count)
        for (a, b) in zip(elements, other.elements) {
            switch (a, b) {
            case let (.move(x), .move(y)): out.append(.move(p(x, y)))
            case let (.line(x), .line(y)): out.append(.line(p(x, y)))
            case let (.quad(c1, e1), .quad(c2, e2)): out.append(.quad(p(c1, c2), p(e1, e2)))
            case let (.cubic(c1, d1, e1), .cubic(c2, d2, e2)): out.append(.cubic(p(c1, c2), p(d1, d2), p(e1, e2)))
            default: out.append(.close)
            }
        }
        return VectorPath(elements: out)
    }
}
