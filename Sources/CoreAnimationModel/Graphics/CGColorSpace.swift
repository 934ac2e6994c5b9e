/// A colour space; the model knows sRGB (which it also uses for device RGB, as iOS does).
// Sendable unchecked: immutable, one `let` name.
public final class CGColorSpace: @unchecked Sendable {
    /// The space's name.
    public let name: CFString?

    /// The space called `name`; nil for a space the model does not know.
    public init?(name: CFString) {
        guard name == CGColorSpace.sRGB else { return nil }
        self.name = name
    }

    private init(unnamed: Void) { name = nil }

    /// sRGB's name.
    public static let sRGB: CFString = "kCGColorSpaceSRGB"

    /// The device RGB space (sRGB on iOS).
    static let deviceRGB = CGColorSpace(unnamed: ())

    /// Whether colours in it are sRGB (named sRGB or device RGB).
    var isRGB: Bool { name == nil || name == Self.sRGB }
}

/// The device's RGB space.
public func CGColorSpaceCreateDeviceRGB() -> CGColorSpace { CGColorSpace.deviceRGB }
