/// Conversions between premultiplied and straight 8-bit colour, rounded to nearest.
enum PixelMath {
    /// `value × alpha / 255`, rounded.
    @inline(__always) static func premultiply(_ value: UInt8, _ alpha: UInt8) -> UInt8 {
        let product = Int(value) * Int(alpha) + 128
        return UInt8((product + (product >> 8)) >> 8)
    }

    /// `value × 255 / alpha`, rounded and clamped; 0 when alpha is 0.
    @inline(__always) static func unpremultiply(_ value: UInt8, _ alpha: UInt8) -> UInt8 {
        if alpha == 255 { return value }
        if alpha == 0 { return 0 }
        let straight = (Int(value) * 255 + Int(alpha) / 2) / Int(alpha)
        return UInt8(min(straight, 255))
    }

    /// Premultiplied RGBA to straight RGBA, pixel by pixel.
    static func unpremultiplied(_ pixels: [UInt8]) -> [UInt8] { mappingColor(pixels, unpremultiply) }

    /// Straight RGBA to premultiplied RGBA, pixel by pixel.
    static func premultiplied(_ pixels: [UInt8]) -> [UInt8] { mappingColor(pixels, premultiply) }

    /// `pixels` with `convert(channel, alpha)` applied to the colour channels of every pixel
    /// that is not opaque (opaque pixels are the same in both forms).
    @inline(__always)
    private static func mappingColor(_ pixels: [UInt8], _ convert: (UInt8, UInt8) -> UInt8) -> [UInt8] {
        var out = pixels
        out.withUnsafeMutableBufferPointer { p in
            var i = 0
            while i < p.count {
                let a = p[i + 3]
                if a != 255 {
                    p[i] = convert(p[i], a)
                    p[i + 1] = convert(p[i + 1], a)
                    p[i + 2] = convert(p[i + 2], a)
                }
                i += 4
            }
        }
        return out
    }
}
