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
    static func unpremultiplied(_ pixels: [UInt8]) -> [UInt8] {
        var out = pixels
        out.withUnsafeMutableBufferPointer { p in
            var i = 0
            while i < p.count {
                let a = p[i + 3]
                if a != 255 {
                    p[i] = unpremultiply(p[i], a)
                    p[i + 1] = unpremultiply(p[i + 1], a)
                    p[i + 2] = unpremultiply(p[i + 2], a)
                }
                i += 4
            }
        }
        return out
    }

    /// Straight RGBA to premultiplied RGBA, pixel by pixel.
    static func premultiplied(_ pixels: [UInt8]) -> [UInt8] {
        var out = pixels
        out.withUnsafeMutableBufferPointer { p in
            var i = 0
            while i < p.count {
                let a = p[i + 3]
                if a != 255 {
                    p[i] = premultiply(p[i], a)
                    p[i + 1] = premultiply(p[i + 1], a)
                    p[i + 2] = premultiply(p[i + 2], a)
                }
                i += 4
            }
        }
        return out
    }
}
