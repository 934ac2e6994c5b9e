import CPNG

/// Decodes PNG files into premultiplied ``Bitmap``s through libpng (any bit depth and colour
/// type; converted to 8-bit RGBA).
public enum PNGReader {
    /// Decodes PNG bytes; `source` names them in error messages (a path, or "memory").
    public static func decode(_ bytes: [UInt8], source: String = "memory") throws(RenderError) -> Bitmap {
        // libpng keeps the pointer between begin and finish, so both happen in one closure.
        let result: Result<Bitmap, RenderError> = bytes.withUnsafeBytes { raw in
            decode(raw, source: source)
        }
        return try result.get()
    }

    private static func decode(_ raw: UnsafeRawBufferPointer, source: String) -> Result<Bitmap, RenderError> {
        var image = png_image()
        image.version = UInt32(PNG_IMAGE_VERSION)
        defer { png_image_free(&image) }
        guard raw.count > 0, png_image_begin_read_from_memory(&image, raw.baseAddress, raw.count) != 0 else {
            let reason = raw.count == 0 ? "it is empty" : PNGWriter.message(of: &image)
            return .failure(.invalidImage(source: source, reason: reason))
        }
        image.format = PNG_FORMAT_FLAG_COLOR | PNG_FORMAT_FLAG_ALPHA
        let width = Int(image.width), height = Int(image.height)
        let limit = maximumPixelsPerSide
        guard width > 0, height > 0, width <= limit, height <= limit else {
            return .failure(
                .invalidImage(
                    source: source, reason: "its size \(width)x\(height) is outside 1…\(limit) pixels per side"))
        }
        var straight = [UInt8](repeating: 0, count: width * height * 4)
        let finished = straight.withUnsafeMutableBytes { out in
            png_image_finish_read(&image, nil, out.baseAddress, Int32(width * 4), nil)
        }
        guard finished != 0 else {
            return .failure(.invalidImage(source: source, reason: PNGWriter.message(of: &image)))
        }
        guard let bitmap = Bitmap(width: width, height: height, pixels: PixelMath.premultiplied(straight)) else {
            return .failure(.invalidImage(source: source, reason: "it decoded to no pixels"))
        }
        return .success(bitmap)
    }

    /// Reads and decodes the PNG file at `path`.
    ///
    /// - Throws: ``RenderError/cannotRead(path:reason:)`` or ``RenderError/invalidImage(source:reason:)``.
    public static func read(_ path: String) throws(RenderError) -> Bitmap {
        try decode(FileIO.readAll(path), source: "'\(path)'")
    }

    /// The largest width or height accepted, in pixels (guards against decompression bombs).
    public static let maximumPixelsPerSide = 16_384
}
