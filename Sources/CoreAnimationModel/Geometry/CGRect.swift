import Foundation

/// A rectangle: an origin and a size, possibly negative (the accessors read it standardised,
/// as Core Graphics does). Foundation's, with what Core Graphics adds for transforms.
public typealias CGRect = Foundation.CGRect

extension CGRect {
    /// The bounding box of the rectangle's corners moved by `t`.
    public func applying(_ t: CGAffineTransform) -> CGRect {
        guard !isNull else { return self }
        // The four corners, folded into their bounding box without an array (a layer's `frame`
        // is read on every scroll event).
        let a = CGPoint(x: minX, y: minY).applying(t), b = CGPoint(x: maxX, y: minY).applying(t)
        let c = CGPoint(x: minX, y: maxY).applying(t), d = CGPoint(x: maxX, y: maxY).applying(t)
        let x0 = Swift.min(a.x, b.x, c.x, d.x), y0 = Swift.min(a.y, b.y, c.y, d.y)
        let x1 = Swift.max(a.x, b.x, c.x, d.x), y1 = Swift.max(a.y, b.y, c.y, d.y)
        return CGRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }
}
