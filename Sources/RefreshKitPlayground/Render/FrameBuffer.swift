import RefreshKitCore

/// An opaque frame in premultiplied RGBA (the ``Bitmap`` layout) that parts are copied into.
package struct FrameBuffer: Sendable {
    /// Width in pixels.
    package let width: Int
    /// Height in pixels.
    package let height: Int
    /// `width × height × 4` bytes.
    package private(set) var pixels: [UInt8]

    /// A frame of `width` × `height` pixels filled with `color`; nil for an empty size.
    package init?(width: Int, height: Int, color: RGBAColor = .black) {
        guard width > 0, height > 0, width <= 16_384, height <= 16_384 else { return nil }
        self.width = width
        self.height = height
        pixels = [UInt8](repeating: 0, count: width * height * 4)
        fill(rows: 0..<height, color: color)
    }

    /// The frame as a bitmap.
    package var bitmap: Bitmap { Bitmap(width: width, height: height, pixels: pixels)! }

    /// The four bytes of an opaque colour.
    package static func bytes(_ c: RGBAColor) -> (UInt8, UInt8, UInt8, UInt8) {
        func byte(_ v: Double) -> UInt8 { UInt8(RKMath.clamp(v, 0, 1) * 255 + 0.5) }
        return (byte(c.red), byte(c.green), byte(c.blue), 255)
    }

    /// Fills whole pixel rows `rows` (clipped to the frame) with `color` (its alpha ignored).
    package mutating func fill(rows: Range<Int>, color: RGBAColor) {
        let lo = Swift.max(rows.lowerBound, 0), hi = Swift.min(rows.upperBound, height)
        guard lo < hi else { return }
        let (r, g, b, a) = Self.bytes(color)
        let pattern = UInt32(r) | UInt32(g) << 8 | UInt32(b) << 16 | UInt32(a) << 24
        let w = width
        pixels.withUnsafeMutableBytes { raw in
            let words = raw.bindMemory(to: UInt32.self)
            words.baseAddress!.advanced(by: lo * w).update(
                repeating: UInt32(littleEndian: pattern), count: (hi - lo) * w)
        }
    }

    /// Copies `bitmap` with its top-left at pixel (`x`, `y`), only the rows within `clipRows`
    /// and the frame (no blending: the parts are opaque).
    package mutating func copy(_ bitmap: Bitmap, x: Int, y: Int, clipRows: Range<Int>? = nil) {
        let clip = clipRows ?? 0..<height
        let lo = Swift.max(y, clip.lowerBound, 0)
        let hi = Swift.min(y + bitmap.height, clip.upperBound, height)
        let x0 = Swift.max(x, 0), x1 = Swift.min(x + bitmap.width, width)
        guard lo < hi, x0 < x1 else { return }
        let w = width, bw = bitmap.width
        let rowBytes = (x1 - x0) * 4
        bitmap.pixels.withUnsafeBytes { src in
            pixels.withUnsafeMutableBytes { dst in
                for row in lo..<hi {
                    let s = ((row - y) * bw + (x0 - x)) * 4
                    let d = (row * w + x0) * 4
                    (dst.baseAddress! + d).copyMemory(from: src.baseAddress! + s, byteCount: rowBytes)
                }
            }
        }
    }
}

/// Conversion of frames to an X11 visual's pixels.
package enum PixelFormat {
    /// The shift of a channel in a 32-bit pixel from its mask (0x00ff0000 → 16); nil for a
    /// mask that is not 8 contiguous bits.
    package static func shift(ofMask mask: UInt) -> Int? {
        guard mask != 0 else { return nil }
        let shift = mask.trailingZeroBitCount
        return mask >> shift == 0xff ? shift : nil
    }

    /// Writes `pixels` (opaque premultiplied RGBA) as 32-bit native-endian pixels with red,
    /// green and blue at the given bit shifts (24-bit TrueColor: 16, 8, 0 — BGRX in memory on
    /// a little-endian machine), into `out`, which holds `pixels.count / 4` words.
    package static func convert(
        _ pixels: [UInt8], into out: UnsafeMutablePointer<UInt32>,
        redShift: Int = 16, greenShift: Int = 8, blueShift: Int = 0
    ) {
        let count = pixels.count / 4
        pixels.withUnsafeBytes { raw in
            let src = raw.bindMemory(to: UInt32.self).baseAddress!
            if redShift == 16 && greenShift == 8 && blueShift == 0 {
                // RGBA bytes read as a little-endian word are 0xAABBGGRR: swap red and blue.
                for i in 0..<count {
                    let p = UInt32(littleEndian: src[i])
                    out[i] = (p & 0x0000_ff00) | (p & 0xff) << 16 | (p >> 16) & 0xff
                }
            } else {
                for i in 0..<count {
                    let p = UInt32(littleEndian: src[i])
                    out[i] =
                        (p & 0xff) << UInt32(redShift) | ((p >> 8) & 0xff) << UInt32(greenShift)
                        | ((p >> 16) & 0xff) << UInt32(blueShift)
                }
            }
        }
    }
}
