import CGIF

/// Decodes GIF files with giflib's `DGifSlurp`: frames composited as a viewer shows them,
/// delays and the loop extension. Used to check what ``GIFWriter`` produced.
public enum GIFReader {
    /// The largest screen side accepted, in pixels.
    public static let maximumPixelsPerSide = 16_384

    /// Reads and decodes the GIF file at `path`.
    public static func read(_ path: String) throws(RenderError) -> GIFAnimation {
        try decode(FileIO.readAll(path), source: "'\(path)'")
    }

    /// Decodes GIF bytes; `source` names them in errors.
    public static func decode(_ bytes: [UInt8], source: String = "memory") throws(RenderError) -> GIFAnimation {
        final class Cursor {
            let bytes: [UInt8]
            var offset = 0
            init(_ bytes: [UInt8]) { self.bytes = bytes }
        }
        let cursor = Cursor(bytes)
        let input: InputFunc = { gif, buffer, count in
            guard let gif, let buffer, count > 0, let user = gif.pointee.UserData else { return 0 }
            let c = Unmanaged<Cursor>.fromOpaque(user).takeUnretainedValue()
            let n = min(Int(count), c.bytes.count - c.offset)
            guard n > 0 else { return 0 }
            c.bytes.withUnsafeBufferPointer { src in
                buffer.update(from: src.baseAddress! + c.offset, count: n)
            }
            c.offset += n
            return Int32(n)
        }
        var error: Int32 = 0
        let result: Result<GIFAnimation, RenderError> = withExtendedLifetime(cursor) {
            guard let gif = DGifOpen(Unmanaged.passUnretained(cursor).toOpaque(), input, &error) else {
                return .failure(.invalidImage(source: source, reason: message(error)))
            }
            defer { DGifCloseFile(gif, nil) }
            guard DGifSlurp(gif) == GIF_OK else {
                return .failure(.invalidImage(source: source, reason: message(gif.pointee.Error)))
            }
            return animation(of: gif, source: source)
        }
        return try result.get()
    }

    private static func message(_ code: Int32) -> String {
        GifErrorString(code).map { String(cString: $0) } ?? "giflib error \(code)"
    }

    private static func animation(
        of gif: UnsafeMutablePointer<GifFileType>, source: String
    ) -> Result<GIFAnimation, RenderError> {
        let width = Int(gif.pointee.SWidth), height = Int(gif.pointee.SHeight)
        let count = Int(gif.pointee.ImageCount)
        guard width > 0, height > 0, width <= maximumPixelsPerSide, height <= maximumPixelsPerSide,
            count > 0, let images = gif.pointee.SavedImages
        else {
            return .failure(
                .invalidImage(source: source, reason: "it has no frames or an impossible size \(width)x\(height)"))
        }
        var canvas = [UInt8](repeating: 0, count: width * height * 4)
        var frames: [Bitmap] = [], delays: [Int] = []
        var loopCount: Int?
        for i in 0..<count {
            let image = images[i]
            loopCount = loopCount ?? loop(in: image.ExtensionBlocks, count: Int(image.ExtensionBlockCount))
            var control = GraphicsControlBlock(
                DisposalMode: 0, UserInputFlag: false, DelayTime: 0, TransparentColor: -1)
            DGifSavedExtensionToGCB(gif, Int32(i), &control)
            delays.append(Int(control.DelayTime))
            let desc = image.ImageDesc
            guard let map = desc.ColorMap ?? gif.pointee.SColorMap, let colors = map.pointee.Colors,
                let raster = image.RasterBits
            else {
                return .failure(.invalidImage(source: source, reason: "frame \(i) has no colour table or pixels"))
            }
            let before = canvas
            let left = Int(desc.Left), top = Int(desc.Top), w = Int(desc.Width), h = Int(desc.Height)
            for y in 0..<h where top + y >= 0 && top + y < height {
                for x in 0..<w where left + x >= 0 && left + x < width {
                    let index = Int(raster[y * w + x])
                    if index == Int(control.TransparentColor) || index >= Int(map.pointee.ColorCount) { continue }
                    let c = colors[index], o = ((top + y) * width + left + x) * 4
                    canvas[o] = c.Red
                    canvas[o + 1] = c.Green
                    canvas[o + 2] = c.Blue
                    canvas[o + 3] = 255
                }
            }
            frames.append(Bitmap(width: width, height: height, pixels: canvas)!)
            switch control.DisposalMode {
            case DISPOSE_BACKGROUND:
                for y in max(top, 0)..<min(top + h, height) {
                    for x in max(left, 0)..<min(left + w, width) {
                        let o = (y * width + x) * 4
                        canvas[o] = 0
                        canvas[o + 1] = 0
                        canvas[o + 2] = 0
                        canvas[o + 3] = 0
                    }
                }
            case DISPOSE_PREVIOUS:
                canvas = before
            default:
                break
            }
        }
        loopCount = loopCount ?? loop(in: gif.pointee.ExtensionBlocks, count: Int(gif.pointee.ExtensionBlockCount))
        return .success(
            GIFAnimation(width: width, height: height, frames: frames, delays: delays, loopCount: loopCount))
    }

    /// The loop count of a NETSCAPE2.0 (or ANIMEXTS1.0) extension among `blocks`.
    private static func loop(in blocks: UnsafeMutablePointer<ExtensionBlock>?, count: Int) -> Int? {
        guard let blocks, count > 0 else { return nil }
        for i in 0..<count where blocks[i].Function == APPLICATION_EXT_FUNC_CODE {
            let b = blocks[i]
            guard b.ByteCount == 11, let bytes = b.Bytes else { continue }
            let name = String(decoding: UnsafeBufferPointer(start: bytes, count: 11), as: UTF8.self)
            guard name == "NETSCAPE2.0" || name == "ANIMEXTS1.0", i + 1 < count else { continue }
            let sub = blocks[i + 1]
            guard sub.Function == CONTINUE_EXT_FUNC_CODE, sub.ByteCount >= 3, let data = sub.Bytes, data[0] == 1 else {
                continue
            }
            return Int(data[1]) | Int(data[2]) << 8
        }
        return nil
    }
}
