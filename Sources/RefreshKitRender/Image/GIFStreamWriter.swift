/// Writes an animated GIF frame by frame: each frame is flattened, quantized and LZW-compressed
/// as it is added, and written out at once, so a long animation costs no more memory than a
/// short one. The bytes are the same as ``GIFWriter/encode(_:)`` gives for the same frames
/// (same palettes, changed rectangles, merged repeats and delays; see ``GIFWriter``).
///
/// ```swift
/// let writer = try GIFStreamWriter(path: "cycle.gif", width: 780, height: 160)
/// for bitmap in frames { try writer.add(bitmap, delay: 1.0 / 50) }
/// try writer.finish()
/// ```
///
/// **Memory bound.** Besides the caller's bitmap, the writer holds one packed copy of the
/// last frame it wrote (4 bytes a pixel: what merging and the changed rectangle compare
/// with; the new frame is compared and flattened into it in one pass), plus per frame a colour
/// histogram and palette lookup (one entry per distinct colour of the changed rectangle), one
/// row of palette indices and giflib's fixed LZW state. So a run that draws into one reused
/// canvas and adds it needs about 2 × width × height × 4 bytes plus those buffers, whatever
/// the number of frames. The bytes go to the file as they are made; a frame's delay, known
/// only when a different frame follows (repeats merge into it), is then written back in
/// place, which is why the path must be a regular file.
///
/// On an error the writer stops: the file holds a partial GIF, which the caller removes.
public final class GIFStreamWriter {
    /// The screen width in pixels; every frame has it.
    public let width: Int
    /// The screen height in pixels; every frame has it.
    public let height: Int
    /// How frames are encoded.
    public let configuration: GIFWriter.Configuration

    private let sink: GIFByteSink
    private let encoder: GIFEncoder
    private let flattener: GIFPixelFlattener
    /// The last frame written, flattened (empty before the first).
    private var previous: [UInt32] = []
    /// The last frame written, whose delay grows while equal frames follow.
    private var pending: (control: GIFEncoder.Control, seconds: Double)?
    /// Seconds and centiseconds written before the pending frame (delays are rounded running
    /// totals, so rounding errors do not accumulate).
    private var elapsed = 0.0, emittedCentiseconds = 0
    /// Frames added, and GIF frames written.
    private var added = 0, written = 0
    /// Set by ``finish()`` and by any error: the writer takes nothing more.
    private var closed = false

    /// Creates (or truncates) the GIF at `path` for a `width` × `height` pixel screen and writes
    /// its header.
    ///
    /// - Throws: ``RenderError/invalidFrames(reason:)`` for a side that is not 1…65535 pixels,
    ///   ``RenderError/cannotWrite(path:reason:)`` when the file cannot be created or is not a
    ///   regular file.
    public convenience init(
        path: String, width: Int, height: Int,
        configuration: GIFWriter.Configuration = .init()
    ) throws(RenderError) {
        try Self.checkScreen(width: width, height: height)
        try self.init(sink: GIFByteSink(path: path), width: width, height: height, configuration: configuration)
    }

    /// Writes the GIF to the open, empty regular file `descriptor` (which stays open: the
    /// writer works on a copy of it) for a `width` × `height` pixel screen; `path` names the
    /// file in errors. For writers that create their files themselves (exclusively, under a
    /// name of their own).
    ///
    /// - Throws: As ``init(path:width:height:configuration:)``.
    public convenience init(
        descriptor: Int32, path: String, width: Int, height: Int,
        configuration: GIFWriter.Configuration = .init()
    ) throws(RenderError) {
        try Self.checkScreen(width: width, height: height)
        try self.init(
            sink: GIFByteSink(descriptor: descriptor, path: path), width: width, height: height,
            configuration: configuration)
    }

    /// A writer into `sink` (a file, or memory for ``GIFWriter/encode(_:)``).
    init(sink: GIFByteSink, width: Int, height: Int, configuration: GIFWriter.Configuration) throws(RenderError) {
        try Self.checkScreen(width: width, height: height)
        self.width = width
        self.height = height
        self.configuration = configuration
        self.sink = sink
        flattener = GIFPixelFlattener(configuration: configuration)
        encoder = try GIFEncoder(width: width, height: height, sink: sink)
        try encoder.putLoopForever()
    }

    /// Adds a frame shown for `delay` seconds: written at once, or merged into the frame before
    /// when it looks the same (and ``GIFWriter/Configuration/mergesUnchangedFrames`` is on).
    ///
    /// - Throws: ``RenderError/invalidFrames(reason:)`` when the bitmap's size is not the
    ///   screen's, the delay is negative or not finite, or a merged frame would last longer than
    ///   a GIF frame can; ``RenderError/cannotWrite(path:reason:)`` when the file cannot take
    ///   the bytes.
    public func add(_ bitmap: Bitmap, delay: Double) throws(RenderError) {
        guard !closed else { throw Self.closedError }
        do {
            try put(bitmap, delay: delay)
        } catch {
            closed = true
            throw error
        }
    }

    /// Writes the last frame's delay and the trailer, and closes the file.
    ///
    /// - Throws: ``RenderError/invalidFrames(reason:)`` when no frame was added, the last frame
    ///   lasts too long, or the writer was finished or failed before;
    ///   ``RenderError/cannotWrite(path:reason:)``.
    public func finish() throws(RenderError) {
        guard !closed else { throw Self.closedError }
        closed = true
        guard added > 0 else {
            throw .invalidFrames(reason: "there are none; render at least one frame (check --duration and --fps)")
        }
        try settlePending()
        try encoder.finish()
        try sink.close()
    }

    /// The GIF's bytes (memory sinks, after ``finish()``).
    var bytes: [UInt8] { sink.bytes }

    private static let closedError = RenderError.invalidFrames(
        reason: "the GIF writer was finished or stopped by an error; open a new one")

    // MARK: - Frames

    private func put(_ bitmap: Bitmap, delay: Double) throws(RenderError) {
        let index = added
        guard bitmap.width == width, bitmap.height == height else {
            throw .invalidFrames(
                reason: "frame \(index) is \(bitmap.width)x\(bitmap.height) but frame 0 is "
                    + "\(width)x\(height); render every frame at the same size")
        }
        guard delay.isFinite, delay >= 0 else {
            throw .invalidFrames(reason: "frame \(index) has the delay \(delay); pass delays of zero or more seconds")
        }
        added += 1
        var rect = (x: 0, y: 0, width: width, height: height)
        if previous.isEmpty {
            previous = flattener.flatten(bitmap)
        } else {
            let changed = absorb(bitmap)
            if configuration.mergesUnchangedFrames, changed == nil, let pending {
                self.pending = (pending.control, pending.seconds + delay)
                return
            }
            try settlePending()
            if !configuration.transparency { rect = changed ?? (0, 0, 1, 1) }
        }
        let control = try encoder.putFrame(
            previous, stride: width, rect: rect, delay: 0,
            disposeToBackground: configuration.transparency)
        pending = (control, delay)
    }

    /// Writes the pending frame's delay, now that no more frames merge into it.
    private func settlePending() throws(RenderError) {
        guard let pending else { return }
        self.pending = nil
        elapsed += pending.seconds
        let total = Int((elapsed * 100).rounded())
        let delay = total - emittedCentiseconds
        emittedCentiseconds = total
        guard delay <= GIFWriter.maximumDelayCentiseconds else {
            throw .invalidFrames(
                reason: "frame \(written) lasts longer than \(GIFWriter.maximumDelayCentiseconds / 100) "
                    + "seconds, the most a GIF frame can; pass shorter delays")
        }
        written += 1
        if delay != 0 { try encoder.setDelay(delay, of: pending.control) }
    }

    /// Flattens `bitmap` over ``previous`` in one pass and returns the smallest rectangle holding
    /// every pixel that changed, or nil when none did.
    private func absorb(_ bitmap: Bitmap) -> (x: Int, y: Int, width: Int, height: Int)? {
        let width = self.width, height = self.height, flattener = self.flattener
        var minX = width, minY = height, maxX = -1, maxY = -1
        bitmap.pixels.withUnsafeBufferPointer { source in
            previous.withUnsafeMutableBufferPointer { flat in
                guard let pixels = source.baseAddress else { return }
                for y in 0..<height {
                    let row = y * width
                    var rowMin = width, rowMax = -1
                    for x in 0..<width {
                        let value = flattener.pixel(pixels + 4 * (row + x))
                        if value != flat[row + x] {
                            flat[row + x] = value
                            if rowMin == width { rowMin = x }
                            rowMax = x
                        }
                    }
                    if rowMax >= 0 {
                        minX = min(minX, rowMin)
                        maxX = max(maxX, rowMax)
                        if minY == height { minY = y }
                        maxY = y
                    }
                }
            }
        }
        if maxX < 0 { return nil }
        return (minX, minY, maxX - minX + 1, maxY - minY + 1)
    }

    private static func checkScreen(width: Int, height: Int) throws(RenderError) {
        guard width > 0, height > 0 else {
            throw .invalidFrames(reason: "a \(width)x\(height) screen has no pixels; render at least 1x1 pixels")
        }
        guard width <= Int(UInt16.max), height <= Int(UInt16.max) else {
            throw .invalidFrames(reason: "a GIF side is at most 65535 pixels; pass a smaller --size or --scale")
        }
    }
}
