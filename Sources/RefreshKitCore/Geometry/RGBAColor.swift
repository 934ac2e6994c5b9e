/// A colour as straight (not premultiplied) sRGB components in 0…1.
public struct RGBAColor: Hashable, Sendable {
    /// The straight sRGB components and the opacity, each in 0…1.
    public var red: Double, green: Double, blue: Double, alpha: Double

    /// Creates a colour from components in 0…1.
    ///
    /// The components are stored as given, not clamped (``IndicatorSceneBuilder`` clamps them
    /// to 0…1 when it records a paint).
    ///
    /// - Parameters:
    ///   - red: The straight red component.
    ///   - green: The straight green component.
    ///   - blue: The straight blue component.
    ///   - alpha: The opacity; 1 (opaque) by default.
    @inlinable public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }

    /// Creates a colour from 8-bit components, as `rgb(234, 84, 87)` in CSS.
    ///
    /// Each component is divided by 255; values outside 0…255 are not clamped.
    ///
    /// - Parameters:
    ///   - r: The red component, 0…255.
    ///   - g: The green component, 0…255.
    ///   - b: The blue component, 0…255.
    ///   - alpha: The opacity in 0…1; 1 (opaque) by default.
    @inlinable public init(rgb8 r: Int, _ g: Int, _ b: Int, alpha: Double = 1) {
        self.init(red: Double(r) / 255, green: Double(g) / 255, blue: Double(b) / 255, alpha: alpha)
    }

    /// The same colour with its alpha multiplied by `factor`.
    ///
    /// - Parameter factor: The factor, normally in 0…1 (the result is not clamped).
    /// - Returns: The colour with `alpha · factor` as its alpha.
    @inlinable public func withAlphaMultiplied(by factor: Double) -> RGBAColor {
        RGBAColor(red: red, green: green, blue: blue, alpha: alpha * factor)
    }

    /// Linear interpolation of the straight (not premultiplied) components and the alpha.
    ///
    /// - Parameters:
    ///   - other: The colour reached at 1.
    ///   - t: The fraction of the way, `self` at 0; not clamped.
    /// - Returns: Each component moved `t` of the way towards `other`'s.
    public func interpolated(to other: RGBAColor, _ t: Double) -> RGBAColor {
        RGBAColor(
            red: red + (other.red - red) * t, green: green + (other.green - green) * t,
            blue: blue + (other.blue - blue) * t, alpha: alpha + (other.alpha - alpha) * t)
    }

    // UIKit's named colours (sRGB values of UIColor's class properties).
    /// Fully transparent black (`UIColor.clear`).
    public static let clear = RGBAColor(red: 0, green: 0, blue: 0, alpha: 0)
    /// `UIColor.black`.
    public static let black = RGBAColor(red: 0, green: 0, blue: 0)
    /// `UIColor.white`.
    public static let white = RGBAColor(red: 1, green: 1, blue: 1)
    /// `UIColor.darkGray` (one third white).
    public static let darkGray = RGBAColor(red: 1.0 / 3, green: 1.0 / 3, blue: 1.0 / 3)
    /// `UIColor.gray` (half white).
    public static let gray = RGBAColor(red: 0.5, green: 0.5, blue: 0.5)
    /// `UIColor.lightGray` (two thirds white).
    public static let lightGray = RGBAColor(red: 2.0 / 3, green: 2.0 / 3, blue: 2.0 / 3)
    /// `UIColor.red`.
    public static let red = RGBAColor(red: 1, green: 0, blue: 0)
    /// `UIColor.green`.
    public static let green = RGBAColor(red: 0, green: 1, blue: 0)
    /// `UIColor.blue`.
    public static let blue = RGBAColor(red: 0, green: 0, blue: 1)
    /// `UIColor.yellow`.
    public static let yellow = RGBAColor(red: 1, green: 1, blue: 0)
    /// `UIColor.magenta`.
    public static let magenta = RGBAColor(red: 1, green: 0, blue: 1)
    /// `UIColor.orange`.
    public static let orange = RGBAColor(red: 1, green: 0.5, blue: 0)
    /// `UIColor.brown`.
    public static let brown = RGBAColor(red: 0.6, green: 0.4, blue: 0.2)
}
