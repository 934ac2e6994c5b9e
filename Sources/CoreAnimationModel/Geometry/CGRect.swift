import Foundation

/// A rectangle: an origin and a size, possibly negative (the accessors read it standardised,
/// as Core Graphics does). Foundation's, with what Core Graphics adds for transforms.
public typealias CGRect = Foundation.CGRect

extension CGRect {
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
