/// A rectangle: an origin and a size, possibly negative (the accessors read it standardised,
/// as Core Graphics does).
public struct CGRect: Hashable, Sendable {
    /// The origin.
    public var origin: CGPoint
    /// The size.
    public var size: CGSize

    /// A rectangle at `origin` of `size`.
    public init(origin: CGPoint, size: CGSize) {
        self.origin = origin
        self.size = size
    }

    /// A rectangle at (`x`, `y`) of `width` × `height`.
    public init(x: CGFloat, y: CGFloat, width: CGFloat, height: CGFloat) {
        self.init(origin: CGPoint(x: x, y: y), size: CGSize(width: width, height: height))
    }

    /// The empty rectangle at the origin.
    public static let zero = CGRect(x: 0, y: 0, width: 0, height: 0)
    /// The null rectangle (what the bounding box of an empty path is).
    public static let null = CGRect(x: .infinity, y: .infinity, width: 0, height: 0)

    /// Whether this is the null rectangle.
    public var isNull: Bool { origin.x == .infinity || origin.y == .infinity }
    /// Whether it has no area (or is null).
    public var isEmpty: Bool { isNull || size.width == 0 || size.height == 0 }

    /// The same rectangle with a non-negative size.
    public var standardized: CGRect {
        guard !isNull else { return self }
        return CGRect(
            x: Swift.min(origin.x, origin.x + size.width), y: Swift.min(origin.y, origin.y + size.height),
            width: Swift.abs(size.width), height: Swift.abs(size.height))
    }

    /// The smallest x.
    public var minX: CGFloat { standardized.origin.x }
    /// The smallest y.
    public var minY: CGFloat { standardized.origin.y }
    /// The largest x.
    public var maxX: CGFloat { standardized.origin.x + Swift.abs(size.width) }
    /// The largest y.
    public var maxY: CGFloat { standardized.origin.y + Swift.abs(size.height) }
    /// The middle x.
    public var midX: CGFloat { minX + width / 2 }
    /// The middle y.
    public var midY: CGFloat { minY + height / 2 }
    /// The width, non-negative.
    public var width: CGFloat { Swift.abs(size.width) }
    /// The height, non-negative.
    public var height: CGFloat { Swift.abs(size.height) }

    /// The smallest rectangle holding both (a null rectangle adds nothing).
    public func union(_ other: CGRect) -> CGRect {
        if isNull { return other }
        if other.isNull { return self }
        let x0 = Swift.min(minX, other.minX), y0 = Swift.min(minY, other.minY)
        return CGRect(x: x0, y: y0, width: Swift.max(maxX, other.maxX) - x0, height: Swift.max(maxY, other.maxY) - y0)
    }

    /// The rectangle grown (negative: shrunk) by `dx` on the left and right and `dy` on the top
    /// and bottom.
    public func insetBy(dx: CGFloat, dy: CGFloat) -> CGRect {
        guard !isNull else { return self }
        return CGRect(x: minX + dx, y: minY + dy, width: width - 2 * dx, height: height - 2 * dy)
    }

    /// The bounding box of the rectangle's corners moved by `t`.
    public func applying(_ t: CGAffineTransform) -> CGRect {
        guard !isNull else { return self }
        let corners = [
            CGPoint(x: minX, y: minY), CGPoint(x: maxX, y: minY), CGPoint(x: minX, y: maxY),
            CGPoint(x: maxX, y: maxY),
        ].map { $0.applying(t) }
        let xs = corners.map(\.x), ys = corners.map(\.y)
        let x0 = xs.min() ?? 0, y0 = ys.min() ?? 0
        return CGRect(x: x0, y: y0, width: (xs.max() ?? 0) - x0, height: (ys.max() ?? 0) - y0)
    }
}
