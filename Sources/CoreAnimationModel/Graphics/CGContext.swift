import RefreshKitRender

/// A bitmap graphics context: memory to write pixels into and make an image of, and Core Graphics'
/// drawing into it (`CGContext+Drawing.swift`): paths filled and stroked, clips, gradients and
/// images, under the current transform, alpha and clip, rasterized with RefreshKit's rasterizer.
public final class CGContext {
    public let width: Int
    public let height: Int
    public let bytesPerRow: Int
    public let bitmapInfo: UInt32
    private let space: CGColorSpace
    private let storage: UnsafeMutableRawPointer
    private let ownsStorage: Bool
    /// The drawing state (transform, clip, alpha, colours, line) and the saved ones.
    var gstate: GraphicsState
    var savedStates: [GraphicsState] = []
    /// The current path, in device space (pixels, y down), as Core Graphics keeps it.
    var devicePath = CGMutablePath()
    /// The stroke style when the current path stands for its stroked outline.
    var strokedOutline: GraphicsState?
    /// Rasterizes what the context paints.
    lazy var rasterizer = Rasterizer()

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
        // Core Graphics' own bitmap contexts are y-up: user (x, y) is device (x, height − y).
        gstate = GraphicsState(ctm: CGAffineTransform(a: 1, b: 0, c: 0, d: -1, tx: 0, ty: CGFloat(height)))
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

    /// A context as UIKit makes one for drawing (`UIView.draw(_:)`, `UIGraphicsImageRenderer`):
    /// premultiplied BGRA pixels, y down, `scale` pixels per point.
    public convenience init?(uikitWidth width: Int, height: Int, scale: CGFloat) {
        let info = CGImageAlphaInfo.premultipliedFirst.rawValue | CGBitmapInfo.byteOrder32Little.rawValue
        self.init(
            data: nil, width: width, height: height, bitsPerComponent: 8, bytesPerRow: 0,
            space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: info)
        gstate.ctm = CGAffineTransform(scaleX: scale, y: scale)
    }

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
