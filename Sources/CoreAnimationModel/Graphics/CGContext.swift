/// A bitmap graphics context: memory to write pixels into and make an image of. The model draws
/// nothing into it; callers write the pixels through ``data``.
public final class CGContext {
    public let width: Int
    public let height: Int
    public let bytesPerRow: Int
    public let bitmapInfo: UInt32
    private let space: CGColorSpace
    private let storage: UnsafeMutableRawPointer
    private let ownsStorage: Bool

    /// A context over `data` (or memory of its own when nil) for 8-bit RGB pixels with alpha
    /// first or last, premultiplied or skipped — the layouts Core Graphics supports for RGB;
    /// nil for any other. A `bytesPerRow` of 0 is chosen by the context (rows aligned to 64
    /// bytes).
    public init?(
        data: UnsafeMutableRawPointer?, width: Int, height: Int, bitsPerComponent: Int, bytesPerRow: Int,
        space: CGColorSpace, bitmapInfo: UInt32
    ) {
        let info = CGBitmapInfo(rawValue: bitmapInfo)
        let supported: [CGImageAlphaInfo] = [.premultipliedFirst, .premultipliedLast, .noneSkipFirst, .noneSkipLast]
        guard width > 0, height > 0, bitsPerComponent == 8, space.isRGB, let alpha = info.alphaInfo,
            supported.contains(alpha),
            [0, CGBitmapInfo.byteOrder32Little.rawValue, CGBitmapInfo.byteOrder32Big.rawValue].contains(info.byteOrder)
        else { return nil }
        let rowBytes = bytesPerRow == 0 ? (width * 4 + 63) / 64 * 64 : bytesPerRow
        guard rowBytes >= width * 4 else { return nil }
        self.width = width
        self.height = height
        self.bytesPerRow = rowBytes
        self.bitmapInfo = bitmapInfo
        self.space = space
        if let data {
            storage = data
            ownsStorage = false
        } else {
            storage = UnsafeMutableRawPointer.allocate(byteCount: rowBytes * height, alignment: 64)
            storage.initializeMemory(as: UInt8.self, repeating: 0, count: rowBytes * height)
            ownsStorage = true
        }
    }

    deinit { if ownsStorage { storage.deallocate() } }

    /// The pixels' memory.
    public var data: UnsafeMutableRawPointer? { storage }

    /// An image of the pixels as they are now.
    public func makeImage() -> CGImage? {
        let count = bytesPerRow * height
        let bytes = [UInt8](UnsafeRawBufferPointer(start: storage, count: count))
        return CGImage(
            width: width, height: height, bytesPerRow: bytesPerRow, bitmapInfo: CGBitmapInfo(rawValue: bitmapInfo),
            colorSpace: space, bytes: bytes)
    }
}
