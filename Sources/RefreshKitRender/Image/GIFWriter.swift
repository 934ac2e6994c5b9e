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
        public init(matte: RGBAColor = Configuration.defaultMatte, transparency: Bool = false,
                    alphaThreshold: UInt8 = Configuration.defaultAlphaThreshold,
                    mergesUnchangedFrames: Bool = true) {
            self.matte = matte; self.transparency = transparency
            self.alphaThreshold = alphaThreshold; self.mergesUnchangedFrames = mergesUnchangedFrames
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

    /// Writes an animated GIF of `frames` to `path`.
    ///
    /// - Throws: ``RenderError/invalidFrames(reason:)`` or
    ///   ``RenderError/cannotWrite(path:reason:)``.
    public func write(_ frames: [GIFFrame], to path: String) throws(RenderError) {
        try FileIO.write(encode(frames), to: path)
    }

    /// The bytes of an animated GIF of `frames`.
    ///
    /// - Throws: ``RenderError/invalidFrames(reason:)`` when there are no frames, they differ
    ///   in size, a delay is negative or not finite, or the GIF would be too long.
    public func encode(_ frames: [GIFFrame]) throws(RenderError) -> [UInt8] {
        guard let first = frames.first else {
            throw .invalidFrames(reason: "there are none; render at least one frame")
        }
        let width = first.bitmap.width, height = first.bitmap.height
        guard width <= Int(UInt16.max), height <= Int(UInt16.max) else {
            throw .invalidFrames(reason: "a GIF side is at most 65535 pixels; render smaller frames")
        }
        for (i, frame) in frames.enumerated() {
            guard frame.bitmap.width == width, frame.bitmap.height == height else {
                throw .invalidFrames(reason: "frame \(i) is \(frame.bitmap.width)x\(frame.bitmap.height) but frame 0 is "
                                     + "\(width)x\(height); render every frame at the same size")
            }
            guard frame.delay.isFinite, frame.delay >= 0 else {
                throw .invalidFrames(reason: "frame \(i) has the delay \(frame.delay); pass delays of zero or more seconds")
            }
        }
        // Flatten, then merge repeats.
        var flat: [(pixels: [UInt32], seconds: Double)] = []
        for frame in frames {
            let pixels = flatten(frame.bitmap)
            if configuration.mergesUnchangedFrames, let last = flat.last, last.pixels == pixels {
                flat[flat.count - 1].seconds += frame.delay
            } else {
                flat.append((pixels, frame.delay))
            }
        }
        let delays = Self.centiseconds(flat.map(\.seconds))
        if let long = delays.firstIndex(where: { $0 > Self.maximumDelayCentiseconds }) {
            throw .invalidFrames(reason: "frame \(long) lasts longer than \(Self.maximumDelayCentiseconds / 100) seconds, "
                                 + "the most a GIF frame can; pass shorter delays")
        }
        let encoder = try GIFEncoder(width: width, height: height)
        try encoder.putLoopForever()
        var previous: [UInt32]?
        for (i, frame) in flat.enumerated() {
            var rect = (x: 0, y: 0, width: width, height: height)
            if !configuration.transparency, let previous {
                rect = Self.changedRect(previous, frame.pixels, width: width, height: height)
            }
            try encoder.putFrame(frame.pixels, stride: width, rect: rect, delay: delays[i],
                                 disposeToBackground: configuration.transparency)
            previous = frame.pixels
        }
        return try encoder.finish()
    }

    /// The pixels as packed `0xRRGGBB`, composited over the matte, or ``transparentPixel``.
    func flatten(_ bitmap: Bitmap) -> [UInt32] {
        let m = configuration.matte
        let matte = Premultiplied(RGBAColor(red: m.red, green: m.green, blue: m.blue, alpha: 1))  // always opaque
        let threshold = configuration.transparency ? Int(configuration.alphaThreshold) : 0
        return bitmap.pixels.withUnsafeBufferPointer { p in
            var out = [UInt32](repeating: 0, count: bitmap.width * bitmap.height)
            for i in 0..<out.count {
                let a = Int(p[4 * i + 3])
                if a < threshold { out[i] = Self.transparentPixel; continue }
                let keep = Float(255 - a) / 255
                let r = UInt32(Premultiplied.byte(Float(p[4 * i]) + matte.r * keep))
                let g = UInt32(Premultiplied.byte(Float(p[4 * i + 1]) + matte.g * keep))
                let b = UInt32(Premultiplied.byte(Float(p[4 * i + 2]) + matte.b * keep))
                out[i] = r << 16 | g << 8 | b
            }
            return out
        }
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

    /// The smallest rectangle holding every pixel that differs (1×1 when none does).
    static func changedRect(_ a: [UInt32], _ b: [UInt32], width: Int, height: Int)
        -> (x: Int, y: Int, width: Int, height: Int) {
        var minX = width, minY = height, maxX = -1, maxY = -1
        for y in 0..<height {
            let row = y * width
            for x in 0..<width where a[row + x] != b[row + x] {
                minX = min(minX, x); maxX = max(maxX, x); minY = min(minY, y); maxY = max(maxY, y)
            }
        }
        if maxX < 0 { return (0, 0, 1, 1) }
        return (minX, minY, maxX - minX + 1, maxY - minY + 1)
    }
}
