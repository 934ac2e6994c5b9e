#if canImport(UIKit)
import CoreGraphics
import RefreshKitCore
#elseif CORE_ANIMATION_MODEL
import CoreAnimationModel
import RefreshKitCore
#endif
#if canImport(UIKit) || CORE_ANIMATION_MODEL

// Conversions between the core's geometry (Double, y down) and Core Graphics'. All exact:
// `CGFloat` is a `Double` on every 64-bit Apple platform.

extension CGPoint {
    /// The same point.
    init(_ point: Point) { self.init(x: point.x, y: point.y) }
}

extension CGSize {
    /// The same size.
    init(_ size: Size) { self.init(width: size.width, height: size.height) }
}

extension CGRect {
    /// The same rectangle.
    init(_ rect: Rect) { self.init(x: rect.minX, y: rect.minY, width: rect.width, height: rect.height) }
}

extension CGAffineTransform {
    /// The same transform (both are laid out `x' = a·x + c·y + tx`, `y' = b·x + d·y + ty`).
    init(_ t: Transform) { self.init(a: t.a, b: t.b, c: t.c, d: t.d, tx: t.tx, ty: t.ty) }
}

extension Point {
    /// The same point.
    init(_ point: CGPoint) { self.init(x: Double(point.x), y: Double(point.y)) }
}

extension Size {
    /// The same size.
    init(_ size: CGSize) { self.init(width: Double(size.width), height: Double(size.height)) }
}

extension Rect {
    /// The same rectangle, standardised (non-negative width and height).
    init(_ rect: CGRect) {
        let r = rect.standardized
        self.init(x: Double(r.minX), y: Double(r.minY), width: Double(r.width), height: Double(r.height))
    }

    /// Whether the origin and size are all finite numbers.
    var isFinite: Bool { minX.isFinite && minY.isFinite && width.isFinite && height.isFinite }
}

extension Transform {
    /// Whether all six coefficients are finite numbers.
    var isFinite: Bool { [a, b, c, d, tx, ty].allSatisfy(\.isFinite) }
}

extension RGBAColor {
    /// The colour as a `CGColor` in sRGB (straight components, as stored).
    var cgColor: CGColor { CGColor(srgbRed: red, green: green, blue: blue, alpha: alpha) }
}
#endif
