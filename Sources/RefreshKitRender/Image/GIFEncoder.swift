import CGIF

/// A thin owner of a giflib encoder writing to a ``GIFByteSink`` as it goes: screen, loop
/// extension, frames with their own palettes (each written when it is put), then the trailer.
final class GIFEncoder {
    /// Where a frame's graphic control extension lies, so its delay can be set afterwards.
    struct Control {
        /// The offset of the extension's four data bytes (after `!`, the label and the length).
        var offset: Int64
        /// The block as written.
        var block: GraphicsControlBlock
    }

    /// Bytes giflib writes before a graphic control extension's data: `!`, the label, the length.
    static let extensionIntroducerLength: Int64 = 3

    private let sink: GIFByteSink
    private var gif: UnsafeMutablePointer<GifFileType>?

    /// Opens an encoder for a `width` × `height` GIF89a screen with no global palette, writing
    /// the header and screen descriptor to `sink`.
    init(width: Int, height: Int, sink: GIFByteSink) throws(RenderError) {
        self.sink = sink
        var error: Int32 = 0
        let output: OutputFunc = { gif, bytes, count in
            guard let gif, let bytes, count > 0, let user = gif.pointee.UserData else { return 0 }
            let sink = Unmanaged<GIFByteSink>.fromOpaque(user).takeUnretainedValue()
            return sink.append(UnsafeBufferPointer(start: bytes, count: Int(count))) ? count : 0
        }
        gif = EGifOpen(Unmanaged.passUnretained(sink).toOpaque(), output, &error)
        guard let gif else { throw Self.failure("EGifOpen", error) }
        EGifSetGifVersion(gif, true)
        try check(EGifPutScreenDesc(gif, Int32(width), Int32(height), 8, 0, nil), "EGifPutScreenDesc")
    }

    deinit {
        // An encoding that did not finish: free giflib's state without writing its trailer.
        if let gif {
            sink.discard()
            EGifCloseFile(gif, nil)
        }
    }

    /// Adds the NETSCAPE2.0 application extension with a loop count of 0 (forever).
    func putLoopForever() throws(RenderError) {
        guard let gif else { throw Self.failure("EGifPutExtension", 0) }
        let identifier = Array("NETSCAPE2.0".utf8)
        let loop: [UInt8] = [1, 0, 0]  // sub-block id 1, loop count 0 (little endian)
        try check(EGifPutExtensionLeader(gif, APPLICATION_EXT_FUNC_CODE), "EGifPutExtensionLeader")
        try check(
            identifier.withUnsafeBytes { EGifPutExtensionBlock(gif, Int32($0.count), $0.baseAddress) },
            "EGifPutExtensionBlock")
        try check(
            loop.withUnsafeBytes { EGifPutExtensionBlock(gif, Int32($0.count), $0.baseAddress) },
            "EGifPutExtensionBlock")
        try check(EGifPutExtensionTrailer(gif), "EGifPutExtensionTrailer")
    }

    /// Adds one frame: the `rect` part of `pixels` (packed `0xRRGGBB` or
    /// ``GIFWriter/transparentPixel``, rows `stride` long) with its own palette; returns where its
    /// delay lies, for ``setDelay(_:of:)``.
    @discardableResult
    func putFrame(
        _ pixels: [UInt32], stride: Int, rect: (x: Int, y: Int, width: Int, height: Int),
        delay: Int, disposeToBackground: Bool
    ) throws(RenderError) -> Control {
        guard let gif else { throw Self.failure("EGifPutImageDesc", 0) }
        var histogram: [UInt32: Int] = [:]
        var hasTransparency = false
        for y in rect.y..<(rect.y + rect.height) {
            for x in rect.x..<(rect.x + rect.width) {
                let p = pixels[y * stride + x]
                if p == GIFWriter.transparentPixel { hasTransparency = true } else { histogram[p, default: 0] += 1 }
            }
        }
        // The transparent pixels take the last index of the table.
        let quantizer = ColorQuantizer(histogram: histogram, maximumColors: hasTransparency ? 255 : 256)
        let used = quantizer.palette.count + (hasTransparency ? 1 : 0)
        var tableSize = 2
        while tableSize < used { tableSize *= 2 }
        let transparentIndex = hasTransparency ? quantizer.palette.count : -1
        var colors = [GifColorType](repeating: GifColorType(Red: 0, Green: 0, Blue: 0), count: tableSize)
        for (i, c) in quantizer.palette.enumerated() {
            colors[i] = GifColorType(Red: UInt8(c >> 16 & 0xFF), Green: UInt8(c >> 8 & 0xFF), Blue: UInt8(c & 0xFF))
        }
        guard let map = GifMakeMapObject(Int32(tableSize), &colors) else { throw Self.failure("GifMakeMapObject", 0) }
        defer { GifFreeMapObject(map) }

        var control = GraphicsControlBlock(
            DisposalMode: disposeToBackground ? DISPOSE_BACKGROUND : DISPOSE_DO_NOT, UserInputFlag: false,
            DelayTime: Int32(delay), TransparentColor: Int32(transparentIndex))
        var extensionBytes = [UInt8](repeating: 0, count: 4)
        let length = EGifGCBToExtension(&control, &extensionBytes)
        let offset = sink.count + Self.extensionIntroducerLength
        try check(EGifPutExtension(gif, GRAPHICS_EXT_FUNC_CODE, Int32(length), extensionBytes), "EGifPutExtension")
        try check(
            EGifPutImageDesc(gif, Int32(rect.x), Int32(rect.y), Int32(rect.width), Int32(rect.height), false, map),
            "EGifPutImageDesc")
        var line = [GifPixelType](repeating: 0, count: rect.width)
        let transparent = UInt8(truncatingIfNeeded: max(transparentIndex, 0))
        for y in rect.y..<(rect.y + rect.height) {
            for x in 0..<rect.width {
                let p = pixels[y * stride + rect.x + x]
                line[x] = p == GIFWriter.transparentPixel ? transparent : quantizer.index(of: p)
            }
            try check(EGifPutLine(gif, &line, Int32(rect.width)), "EGifPutLine")
        }
        return Control(offset: offset, block: control)
    }

    /// Rewrites the delay of a frame put earlier (the rest of its control block unchanged).
    func setDelay(_ delay: Int, of control: Control) throws(RenderError) {
        var block = control.block
        block.DelayTime = Int32(delay)
        var extensionBytes = [UInt8](repeating: 0, count: 4)
        let length = EGifGCBToExtension(&block, &extensionBytes)
        try sink.overwrite(at: control.offset, with: Array(extensionBytes[0..<length]))
    }

    /// Writes the trailer and ends the encoding (the sink is then complete).
    func finish() throws(RenderError) {
        guard let gif else { throw Self.failure("EGifCloseFile", 0) }
        self.gif = nil
        var error: Int32 = 0
        let result = EGifCloseFile(gif, &error)
        if let failure = sink.failure { throw failure }
        guard result == GIF_OK else { throw Self.failure("EGifCloseFile", error) }
    }

    private func check(_ result: Int32, _ operation: String) throws(RenderError) {
        guard result == GIF_OK else {
            // A write that failed (a full disk) is the sink's error, which names the path.
            if let failure = sink.failure { throw failure }
            throw Self.failure(operation, gif?.pointee.Error ?? 0)
        }
    }

    private static func failure(_ operation: String, _ code: Int32) -> RenderError {
        let message = GifErrorString(code).map { String(cString: $0) } ?? "unknown error"
        return .libraryFailure(library: "giflib", operation: "\(operation) (\(message))", code: Int(code))
    }
}
