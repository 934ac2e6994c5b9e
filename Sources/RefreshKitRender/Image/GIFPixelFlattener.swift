/// Turns premultiplied RGBA pixels into what a GIF frame stores: packed `0xRRGGBB` composited
/// over an opaque matte, or ``GIFWriter/transparentPixel`` for pixels whose alpha is below the
/// threshold (0 when the GIF has no transparency).
///
/// One pixel at a time, so a frame can be compared with the last one and flattened in the
/// same pass without a second copy of it.
struct GIFPixelFlattener {
    /// The opaque matte, premultiplied.
    private let matte: Premultiplied
    /// Pixels with alpha below this are transparent.
    private let threshold: Int
    /// What a fully transparent black pixel becomes (the matte, or transparent).
    private let clearPixel: UInt32
    /// Whether an opaque pixel keeps its colour as is (true unless the matte is not finite,
    /// where the general arithmetic must decide).
    private let opaqueKeepsColor: Bool

    /// A flattener for `configuration`'s matte, transparency and alpha threshold.
    init(configuration: GIFWriter.Configuration) {
        let m = configuration.matte
        let matte = Premultiplied(RGBAColor(red: m.red, green: m.green, blue: m.blue, alpha: 1))  // always opaque
        self.matte = matte
        threshold = configuration.transparency ? Int(configuration.alphaThreshold) : 0
        opaqueKeepsColor = matte.r.isFinite && matte.g.isFinite && matte.b.isFinite
        clearPixel = Self.composite(0, 0, 0, 0, over: matte, threshold: threshold)
    }

    /// The flattened value of the pixel whose four bytes start at `p`; the same as the general
    /// composite for every input (the opaque and the clear pixel are only shortcuts to it).
    @inline(__always) func pixel(_ p: UnsafePointer<UInt8>) -> UInt32 {
        let a = p[3]
        if a == 255, opaqueKeepsColor {
            // keep = 0: each channel is byte(c + 0) = c.
            return UInt32(p[0]) << 16 | UInt32(p[1]) << 8 | UInt32(p[2])
        }
        if a == 0, p[0] == 0, p[1] == 0, p[2] == 0 { return clearPixel }
        return Self.composite(p[0], p[1], p[2], a, over: matte, threshold: threshold)
    }

    /// Every pixel of `bitmap`, flattened.
    func flatten(_ bitmap: Bitmap) -> [UInt32] {
        bitmap.pixels.withUnsafeBufferPointer { p in
            [UInt32](unsafeUninitializedCapacity: bitmap.width * bitmap.height) { out, count in
                guard let base = p.baseAddress else {
                    count = 0
                    return
                }
                for i in 0..<out.count { out[i] = pixel(base + 4 * i) }
                count = out.count
            }
        }
    }

    /// Premultiplied `(r, g, b, a)` over the opaque `matte`, or transparent below `threshold`.
    @inline(__always)
    private static func composite(
        _ r: UInt8, _ g: UInt8, _ b: UInt8, _ a: UInt8, over matte: Premultiplied,
        threshold: Int
    ) -> UInt32 {
        if Int(a) < threshold { return GIFWriter.transparentPixel }
        let keep = Float(255 - a) / 255
        let red = UInt32(Premultiplied.byte(Float(r) + matte.r * keep))
        let green = UInt32(Premultiplied.byte(Float(g) + matte.g * keep))
        let blue = UInt32(Premultiplied.byte(Float(b) + matte.b * keep))
        return red << 16 | green << 8 | blue
    }
}
