/// A colour: red, green, blue and alpha in sRGB, straight (not premultiplied).
// Sendable unchecked: immutable, every stored property a `let` of a Sendable value.
public final class CGColor: Hashable, @unchecked Sendable {
    /// Red, green, blue, alpha.
    public let components: [CGFloat]?

    /// An sRGB colour.
    public init(srgbRed red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        components = [red, green, blue, alpha]
    }

    /// A colour in the generic RGB space (sRGB in the model).
    public convenience init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.init(srgbRed: red, green: green, blue: blue, alpha: alpha)
    }

    /// A grey.
    public convenience init(gray: CGFloat, alpha: CGFloat) {
        self.init(srgbRed: gray, green: gray, blue: gray, alpha: alpha)
    }

    /// The alpha component.
    public var alpha: CGFloat { components?[3] ?? 1 }
    /// How many components it has.
    public var numberOfComponents: Int { components?.count ?? 0 }

    /// The same colour with another alpha.
    public func copy(alpha: CGFloat) -> CGColor? {
        guard let c = components else { return nil }
        return CGColor(srgbRed: c[0], green: c[1], blue: c[2], alpha: alpha)
    }

    public static func == (a: CGColor, b: CGColor) -> Bool { a.components == b.components }
    public func hash(into hasher: inout Hasher) { hasher.combine(components) }
}
