/// How a bitmap's pixels are laid out: its alpha (the low five bits, a ``CGImageAlphaInfo``)
/// and its byte order.
public struct CGBitmapInfo: OptionSet, Hashable, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }

    /// The bits that hold the alpha info.
    public static let alphaInfoMask = CGBitmapInfo(rawValue: 0x1F)
    /// The bits that hold the byte order.
    public static let byteOrderMask = CGBitmapInfo(rawValue: 0x7000)
    /// The platform's order (big-endian words, bytes as written).
    public static let byteOrderDefault = CGBitmapInfo([])
    /// 32-bit words, little-endian: ARGB words lie in memory as B, G, R, A.
    public static let byteOrder32Little = CGBitmapInfo(rawValue: 2 << 12)
    /// 32-bit words, big-endian: bytes in the order the components are named.
    public static let byteOrder32Big = CGBitmapInfo(rawValue: 4 << 12)

    /// The byte order bits.
    var byteOrder: UInt32 { rawValue & Self.byteOrderMask.rawValue }
    /// The alpha info.
    var alphaInfo: CGImageAlphaInfo? { CGImageAlphaInfo(rawValue: rawValue & Self.alphaInfoMask.rawValue) }
}

/// Where a pixel's alpha is, and whether the colour is premultiplied by it.
public enum CGImageAlphaInfo: UInt32, Sendable {
    case none = 0
    case premultipliedLast = 1
    case premultipliedFirst = 2
    case last = 3
    case first = 4
    case noneSkipLast = 5
    case noneSkipFirst = 6
    case alphaOnly = 7
}
