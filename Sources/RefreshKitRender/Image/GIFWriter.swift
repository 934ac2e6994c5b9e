import CGIF

/// Encodes frames as an animated GIF through giflib, looping forever.
///
/// - Colours: every frame gets its own local colour table, built by ``ColorQuantizer``
///   (exact when a frame has at most 256 colours, else median cut refined by k-means), so
///   anti-aliased edges keep their in-between shades.
/// - Alpha: GIF has none. Without transparency every pixel is composited over
///   ``Configuration/matte``. With transparency, pixels whose alpha is below
///   ``Configuration/alphaThreshold`` become the transparent index and the rest are
///   composited over the matte (so edges blend into a background of that colour).
/// - Timing: delays are converted to centiseconds by rounding the running total, so the
///   rounding error never accumulates; a frame identical to the one before is merged into
///   it (its delay added) when ``Configuration/mergesUnchangedFrames`` is on.
/// - Size: without transparency, each frame after the first stores only the rectangle that
///   changed.
/// - Memory: ``write(_:to:)`` and ``encode(_:)`` take frames already in memory; to encode frames
///   as they are drawn, holding about one frame, use ``GIFStreamWriter`` (which these use).
public struct GIFWriter: Sendable {
    /// How frames are turned into GIF pixels and timing.
    public struct Configuration: Hashable, Sendable {
        /// The default matte: white, the background most GIFs are shown on.
        public static let defaultMatte = RGBAColor.white
        /// The default alpha threshold: half coverage.
        public static let defaultAlphaThreshold: UInt8 = 128

        /// The colour translucent pixels are composited over.
        public var matte: RGBAColor
        /// Whether pixels with little alpha become transparent instead of matte-coloured.
        public var transparency: Bool
        /// With transparency, pixels with alpha below this (0…255) are transparent.
        public var alphaThreshold: UInt8
        /// Whether a frame identical to the previous one is merged into it.
        public var mergesUnchangedFrames: Bool

        /// Creates a configuration; every default is named above.
        public init(
            matte: RGBAColor = Configuration.defaultMatte, transparency: Bool = false,
            alphaThreshold: UInt8 = Configuration.defaultAlphaThreshold,
            mergesUnchangedFrames: Bool = true
        ) {
            self.matte = matte
            self.transparency = transparency
            self.alphaThreshold = alphaThreshold
            self.mergesUnchangedFrames = mergesUnchangedFrames
        }
    }

    /// The longest delay one GIF frame can hold, in centiseconds.
    static let maximumDelayCentiseconds = Int(UInt16.max)
    /// The packed colour that marks a transparent pixel in a flattened frame (a real colour
    /// never has bits above 24).
    static let transparentPixel: UInt32 = 0xFF00_0000

    /// How frames are encoded.
    public var configuration: Configuration

    /// Creates a writer.
    public init(configuration: Configuration = Configuration()) { self.configuration = configuration }

    /// Writes an animated GIF of `frames` to `path` (any path: the bytes are made in memory,
    /// then written). To write frames as they are drawn, without keeping them, use
    /// ``GIFStreamWriter``.
    ///
    /// - Throws: ``RenderError/invalidFrames(reason:)`` or
    ///   ``RenderError/cannotWrite(path:reason:)``.
    public func write(_ frames: [GIFFrame], to path: String) throws(RenderError) {
        try FileIO.write(encode(frames), to: path)
    }

    /// The bytes of an animated GIF of `frames` (a ``GIFStreamWriter`` into memory).
    ///
    /// - Throws: ``RenderError/invalidFrames(reason:)`` when there are no frames, they differ
    ///   in size, a delay is negative or not finite, or the GIF would be too long.
    public func encode(_ frames: [GIFFrame]) throws(RenderError) -> [UInt8] {
        guard let first = frames.first else {
            throw .invalidFrames(reason: "there are none; render at least one frame (check --duration and --fps)")
        }
        let writer = try GIFStreamWriter(
            sink: GIFByteSink(), width: first.bitmap.width, height: first.bitmap.height,
            configuration: configuration)
        for frame in frames { try writer.add(frame.bitmap, delay: frame.delay) }
        try writer.finish()
        return writer.bytes
    }

    /// The pixels as packed `0xRRGGBB`, composited over the matte, or ``transparentPixel``.
    func flatten(_ bitmap: Bitmap) -> [UInt32] {
        GIFPixelFlattener(configuration: configuration).flatten(bitmap)
    }

    /// Delays in centiseconds whose running total is the rounded running total of `seconds`.
    static func centiseconds(_ seconds: [Double]) -> [Int] {
        var elapsed = 0.0, emitted = 0
        return seconds.map { s in
            elapsed += s
            let total = Int((elapsed * 100).rounded())
            defer { emitted = total }
            return total - emitted
        }
    }
}
