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

    /// Memory offsets of red, green, blue and (when stored) alpha in a 32-bit pixel of this layout;
    /// nil for a layout the model does not read.
    var channelOffsets: (r: Int, g: Int, b: Int, a: Int?)? {
        let little = byteOrder == Self.byteOrder32Little.rawValue
        switch (alphaInfo, little) {
        case (.premultipliedFirst?, true): return (2, 1, 0, 3)
        case (.premultipliedFirst?, false): return (1, 2, 3, 0)
        case (.premultipliedLast?, true): return (3, 2, 1, 0)
        case (.premultipliedLast?, false): return (0, 1, 2, 3)
        case (.noneSkipFirst?, true): return (2, 1, 0, nil)
        case (.noneSkipFirst?, false): return (1, 2, 3, nil)
        case (.noneSkipLast?, true): return (3, 2, 1, nil)
        case (.noneSkipLast?, false): return (0, 1, 2, nil)
        default: return nil
        }
    }

    /// `bytes` (rows of `bytesPerRow`) in this layout as premultiplied R, G, B, A bytes, rows top to
    /// bottom; nil for a layout the model does not read.
    func premultipliedRGBA(_ bytes: UnsafeRawBufferPointer, width: Int, height: Int, bytesPerRow: Int) -> [UInt8]? {
        guard let order = channelOffsets else { return nil }
        var out = [UInt8](repeating: 0, count: width * height * 4)
        for y in 0..<height {
            for x in 0..<width {
                let s = y * bytesPerRow + x * 4, d = (y * width + x) * 4
                out[d] = bytes[s + order.r]
                out[d + 1] = bytes[s + order.g]
                out[d + 2] = bytes[s + order.b]
                out[d + 3] = order.a.map { bytes[s + $0] } ?? 255
            }
        }
        return out
    }
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
