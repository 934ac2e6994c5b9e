/// A colour: fixed sRGB components, or a dynamic colour that a provider resolves against a trait
/// collection (light and dark, contrast, level).
public final class UIColor: NSObject, @unchecked Sendable {  // immutable
    private enum Storage {
        case components(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat)
        case dynamic(@Sendable (UITraitCollection) -> UIColor)
    }

    private let storage: Storage

    /// An sRGB colour (components outside 0…1 are kept, as extended sRGB).
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        storage = .components(red: red, green: green, blue: blue, alpha: alpha)
        super.init()
    }

    /// A grey.
    public convenience init(white: CGFloat, alpha: CGFloat) {
        self.init(red: white, green: white, blue: white, alpha: alpha)
    }

    /// The colour of a Core Graphics colour.
    public convenience init(cgColor: CGColor) {
        let c = cgColor.components ?? [0, 0, 0, 1]
        self.init(red: c[0], green: c[1], blue: c[2], alpha: c.count > 3 ? c[3] : 1)
    }

    /// A colour that `provider` resolves for each trait collection.
    public init(dynamicProvider provider: @escaping @Sendable (UITraitCollection) -> UIColor) {
        storage = .dynamic(provider)
        super.init()
    }

    /// The fixed colour for `traits` (itself when it is not dynamic).
    public func resolvedColor(with traits: UITraitCollection) -> UIColor {
        switch storage {
        case .components: self
        case let .dynamic(provider): provider(traits).resolvedColor(with: traits)
        }
    }

    private var resolvedComponents: (CGFloat, CGFloat, CGFloat, CGFloat) {
        let fixed = MainActor.assumeIsolated { resolvedColor(with: UITraitCollection.current) }
        if case let .components(r, g, b, a) = fixed.storage { return (r, g, b, a) }
        return (0, 0, 0, 1)
    }

    /// The sRGB components (a dynamic colour resolved against `UITraitCollection.current`); true,
    /// as every model colour is in a compatible space.
    @discardableResult
    public func getRed(
        _ red: UnsafeMutablePointer<CGFloat>?, green: UnsafeMutablePointer<CGFloat>?,
        blue: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?
    ) -> Bool {
        let (r, g, b, a) = resolvedComponents
        red?.pointee = r
        green?.pointee = g
        blue?.pointee = b
        alpha?.pointee = a
        return true
    }

    /// The grey level and alpha, for a grey; false (and nothing written) for any other colour.
    @discardableResult
    public func getWhite(_ white: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?) -> Bool {
        let (r, g, b, a) = resolvedComponents
        guard r == g && g == b else { return false }
        white?.pointee = r
        alpha?.pointee = a
        return true
    }

    /// The colour as a Core Graphics colour (resolved against `UITraitCollection.current`).
    public var cgColor: CGColor {
        let (r, g, b, a) = resolvedComponents
        return CGColor(srgbRed: r, green: g, blue: b, alpha: a)
    }

    /// The same colour with another alpha.
    public func withAlphaComponent(_ alpha: CGFloat) -> UIColor {
        switch storage {
        case let .components(r, g, b, _): UIColor(red: r, green: g, blue: b, alpha: alpha)
        case let .dynamic(provider): UIColor { provider($0).withAlphaComponent(alpha) }
        }
    }

    /// Fixed colours are equal when their components are; a dynamic colour only to itself.
    public override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UIColor else { return false }
        switch (storage, other.storage) {
        case let (.components(r1, g1, b1, a1), .components(r2, g2, b2, a2)):
            return r1 == r2 && g1 == g2 && b1 == b2 && a1 == a2
        default: return self === other
        }
    }

    public override var hash: Int {
        if case let .components(r, g, b, a) = storage { return [r, g, b, a].hashValue }
        return ObjectIdentifier(self).hashValue
    }

    private static func srgb(_ r: Int, _ g: Int, _ b: Int) -> UIColor {
        UIColor(red: CGFloat(r) / 255, green: CGFloat(g) / 255, blue: CGFloat(b) / 255, alpha: 1)
    }

    private static func dynamic(light: UIColor, dark: UIColor) -> UIColor {
        UIColor { $0.userInterfaceStyle == .dark ? dark : light }
    }

    /// Transparent.
    public static let clear = UIColor(white: 0, alpha: 0)
    /// Black.
    public static let black = UIColor(white: 0, alpha: 1)
    /// White.
    public static let white = UIColor(white: 1, alpha: 1)
    /// Pure red.
    public static let red = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
    /// Pure green.
    public static let green = UIColor(red: 0, green: 1, blue: 0, alpha: 1)
    /// Pure blue.
    public static let blue = UIColor(red: 0, green: 0, blue: 1, alpha: 1)
    /// The system blue: #007AFF in light, #0A84FF in dark (Apple's Human Interface Guidelines, Color).
    public static let systemBlue = dynamic(light: srgb(0, 122, 255), dark: srgb(10, 132, 255))
    /// The system red: #FF3B30 in light, #FF453A in dark.
    public static let systemRed = dynamic(light: srgb(255, 59, 48), dark: srgb(255, 69, 58))
    /// Primary text: black in light, white in dark.
    public static let label = dynamic(light: .black, dark: .white)
    /// The background: white in light, black in dark.
    public static let systemBackground = dynamic(light: .white, dark: .black)
}
