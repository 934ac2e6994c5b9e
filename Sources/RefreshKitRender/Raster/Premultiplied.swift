import CFreeType

/// A premultiplied colour with components in 0…255 as floats: the unit the compositor works in.
struct Premultiplied {
    var r: Float, g: Float, b: Float, a: Float

    /// Transparent black.
    static let clear = Premultiplied(r: 0, g: 0, b: 0, a: 0)

    init(r: Float, g: Float, b: Float, a: Float) {
        self.r = r
        self.g = g
        self.b = b
        self.a = a
    }

    /// `color` premultiplied, components clamped into 0…1 first (NaN counts as 0).
    init(_ color: RGBAColor) {
        let a = RKMath.clamp(color.alpha, 0, 1)
        self.init(
            r: Float(RKMath.clamp(color.red, 0, 1) * a * 255),
            g: Float(RKMath.clamp(color.green, 0, 1) * a * 255),
            b: Float(RKMath.clamp(color.blue, 0, 1) * a * 255),
            a: Float(a * 255))
    }

    /// Each component multiplied by `k`.
    @inline(__always) func scaled(_ k: Float) -> Premultiplied {
        Premultiplied(r: r * k, g: g * k, b: b * k, a: a * k)
    }

    /// The components rounded to bytes.
    var bytes: (UInt8, UInt8, UInt8, UInt8) {
        (Self.byte(r), Self.byte(g), Self.byte(b), Self.byte(a))
    }

    /// Four bytes as the 32-bit word that holds them in memory in this order.
    @inline(__always) static func word(_ bytes: (UInt8, UInt8, UInt8, UInt8)) -> UInt32 {
        var word: UInt32 = 0
        withUnsafeMutableBytes(of: &word) {
            $0[0] = bytes.0
            $0[1] = bytes.1
            $0[2] = bytes.2
            $0[3] = bytes.3
        }
        return word
    }

    /// Writes `word` over `count` pixels from `p`: the C library's `wmemset` (a 32-bit
    /// `memset`, with the widest stores the processor has) for a run of ``longFill`` pixels or
    /// more, else 32 bytes (8 pixels) a store.
    @inline(__always) static func fill(_ p: UnsafeMutableRawPointer, pixels count: Int, with word: UInt32) {
        if count >= longFill, MemoryLayout<wchar_t>.size == 4 {
            _ = wmemset(
                p.assumingMemoryBound(to: wchar_t.self), wchar_t(truncatingIfNeeded: Int64(Int32(bitPattern: word))),
                count)
            return
        }
        let eight = SIMD8<UInt32>(repeating: word)
        var offset = 0
        let bytes = count &* 4
        while offset &+ 32 <= bytes {
            p.storeBytes(of: eight, toByteOffset: offset, as: SIMD8<UInt32>.self)
            offset &+= 32
        }
        while offset < bytes {
            p.storeBytes(of: word, toByteOffset: offset, as: UInt32.self)
            offset &+= 4
        }
    }

    /// From how many pixels ``fill(_:pixels:with:)`` calls `wmemset`: 64.
    static let longFill = 64

    @inline(__always) static func byte(_ v: Float) -> UInt8 {
        let rounded = v + 0.5
        if !(rounded >= 0) { return 0 }
        return rounded >= 255 ? 255 : UInt8(rounded)
    }

    /// Whether `self × k` covers whatever is under it: the blends then write the colour as is.
    @inline(__always) func isOpaque(coverage k: Float) -> Bool { a * k >= 254.999 && k >= 0.99999 }

    /// Source-over of `self × k` onto `count` pixels from `p`: the same arithmetic as
    /// ``blend(onto:coverage:)`` pixel by pixel (so the same bytes), with what depends only on
    /// `k` worked out once, and an opaque run written as 32-bit stores.
    @inline(__always) func blend(onto p: UnsafeMutablePointer<UInt8>, count: Int, coverage k: Float) {
        let sa = a * k
        if sa >= 254.999 && k >= 0.99999 {
            Self.fill(
                UnsafeMutableRawPointer(p), pixels: count,
                with: Self.word((Self.byte(r), Self.byte(g), Self.byte(b), 255)))
            return
        }
        let rk = r * k, gk = g * k, bk = b * k
        let keep = 1 - sa / 255
        var q = p
        for _ in 0..<count {
            q[0] = Self.byte(rk + Float(q[0]) * keep)
            q[1] = Self.byte(gk + Float(q[1]) * keep)
            q[2] = Self.byte(bk + Float(q[2]) * keep)
            q[3] = Self.byte(sa + Float(q[3]) * keep)
            q += 4
        }
    }

    /// Source-over: `self × k` composited onto the four bytes at `p`.
    @inline(__always) func blend(onto p: UnsafeMutablePointer<UInt8>, coverage k: Float) {
        let sa = a * k
        if sa >= 254.999 && k >= 0.99999 {
            p[0] = Self.byte(r)
            p[1] = Self.byte(g)
            p[2] = Self.byte(b)
            p[3] = 255
            return
        }
        let keep = 1 - sa / 255
        p[0] = Self.byte(r * k + Float(p[0]) * keep)
        p[1] = Self.byte(g * k + Float(p[1]) * keep)
        p[2] = Self.byte(b * k + Float(p[2]) * keep)
        p[3] = Self.byte(sa + Float(p[3]) * keep)
    }
}
