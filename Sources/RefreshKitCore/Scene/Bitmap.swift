/// A raster image: premultiplied RGBA, 8 bits per channel, rows top to bottom.
public struct Bitmap: Hashable, Sendable {
    /// Width in pixels.
    public let width: Int
    /// Height in pixels.
    public let height: Int
    /// `width × height × 4` bytes: premultiplied red, green, blue, alpha.
    public let pixels: [UInt8]

    /// Creates a bitmap; returns nil when a side is not positive or the byte count does not
    /// match the size.
    ///
    /// - Parameters:
    ///   - width: The width in pixels, greater than zero.
    ///   - height: The height in pixels, greater than zero.
    ///   - pixels: `width × height × 4` bytes: premultiplied red, green, blue, alpha, rows top
    ///     to bottom.
    public init?(width: Int, height: Int, pixels: [UInt8]) {
        guard width > 0, height > 0, pixels.count == width * height * 4 else { return nil }
        self.width = width
        self.height = height
        self.pixels = pixels
    }
}
