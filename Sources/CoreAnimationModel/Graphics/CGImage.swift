/// A bitmap image: 8-bit RGB pixels (with or without alpha) in the layout its bitmap info says.
// Sendable unchecked: immutable, every stored property a `let` of a Sendable value.
public final class CGImage: @unchecked Sendable {
    public let width: Int
    public let height: Int
    public let bitsPerComponent: Int
    public let bitsPerPixel: Int
    public let bytesPerRow: Int
    public let bitmapInfo: CGBitmapInfo
    public let colorSpace: CGColorSpace?
    /// `bytesPerRow × height` bytes.
    let bytes: [UInt8]

    init(
        width: Int, height: Int, bytesPerRow: Int, bitmapInfo: CGBitmapInfo, colorSpace: CGColorSpace,
        bytes: [UInt8]
    ) {
        self.width = width
        self.height = height
        self.bitsPerComponent = 8
        self.bitsPerPixel = 32
        self.bytesPerRow = bytesPerRow
        self.bitmapInfo = bitmapInfo
        self.colorSpace = colorSpace
        self.bytes = bytes
    }

    /// The alpha info.
    public var alphaInfo: CGImageAlphaInfo { bitmapInfo.alphaInfo ?? .none }

    /// Whether the render server can use the image as it is: 8 bits per component, 32 per pixel,
    /// premultiplied alpha first in little-endian words (B, G, R, A in memory), RGB. Any other
    /// layout is converted, on the main thread, when the transaction that sets it commits.
    public var isNativeForCoreAnimation: Bool {
        bitsPerComponent == 8 && bitsPerPixel == 32 && alphaInfo == .premultipliedFirst
            && bitmapInfo.byteOrder == CGBitmapInfo.byteOrder32Little.rawValue && colorSpace?.isRGB == true
    }

    /// The pixels as premultiplied R, G, B, A bytes, rows top to bottom; nil for a layout the
    /// model does not read.
    func premultipliedRGBA() -> [UInt8]? {
        bytes.withUnsafeBytes {
            bitmapInfo.premultipliedRGBA($0, width: width, height: height, bytesPerRow: bytesPerRow)
        }
    }
}
