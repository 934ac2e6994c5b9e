/// A mutable pixel buffer the ``Rasterizer`` draws into: premultiplied RGBA, 8 bits per
/// channel, rows top to bottom, the same layout as ``Bitmap``.
public struct Canvas: Sendable {
    /// Width in pixels.
    public let width: Int
    /// Height in pixels.
    public let height: Int
    /// `width × height × 4` bytes: premultiplied red, green, blue, alpha.
    public internal(set) var pixels: [UInt8]

    /// Creates a canvas filled with `background` (transparent when nil); nil when either side
    /// is not positive.
    public init?(width: Int, height: Int, background: RGBAColor? = nil) {
        guard width > 0, height > 0, width <= Int(Int32.max) / height / 4 else { return nil }
        self.width = width
        self.height = height
        let bytes = Premultiplied(background ?? .clear).bytes
        pixels = [UInt8](unsafeUninitializedCapacity: width * height * 4) { buffer, count in
            Self.fill(UnsafeMutableRawBufferPointer(buffer), with: bytes)
            count = buffer.count
        }
    }

    /// A canvas of `pixels` (`width × height × 4` bytes, premultiplied RGBA, rows top to bottom);
    /// nil when the sizes do not match.
    package init?(width: Int, height: Int, pixels: [UInt8]) {
        guard width > 0, height > 0, pixels.count == width * height * 4 else { return nil }
        self.width = width
        self.height = height
        self.pixels = pixels
    }

    /// Fills every pixel with `background` (transparent when nil), keeping the storage, so one
    /// canvas can be drawn into frame after frame without allocating.
    public mutating func clear(to background: RGBAColor? = nil) {
        let bytes = Premultiplied(background ?? .clear).bytes
        pixels.withUnsafeMutableBytes { Self.fill($0, with: bytes) }
    }

    /// Writes the four bytes of one pixel over the whole buffer (a multiple of 4 bytes): one
    /// `memset` when they are equal (transparent, black, white), else 8 pixels a store.
    static func fill(_ buffer: UnsafeMutableRawBufferPointer, with bytes: (UInt8, UInt8, UInt8, UInt8)) {
        guard let base = buffer.baseAddress, !buffer.isEmpty else { return }
        if bytes.0 == bytes.1 && bytes.1 == bytes.2 && bytes.2 == bytes.3 {
            base.initializeMemory(as: UInt8.self, repeating: bytes.0, count: buffer.count)
        } else {
            Premultiplied.fill(base, pixels: buffer.count / 4, with: Premultiplied.word(bytes))
        }
    }

    /// The pixels as an immutable bitmap.
    public var bitmap: Bitmap {
        // The size invariants were checked in init, so this cannot fail.
        Bitmap(width: width, height: height, pixels: pixels)!
    }

    /// The premultiplied RGBA bytes of the pixel at column `x`, row `y` (zero outside).
    public func pixel(x: Int, y: Int) -> (red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8) {
        guard x >= 0, y >= 0, x < width, y < height else { return (0, 0, 0, 0) }
        let i = (y * width + x) * 4
        return (pixels[i], pixels[i + 1], pixels[i + 2], pixels[i + 3])
    }
}
