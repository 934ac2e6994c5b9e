import CPNG

/// Encodes a ``Bitmap`` as an 8-bit RGBA PNG through libpng.
///
/// Bitmaps are premultiplied; PNG stores straight alpha, so colours are un-premultiplied
/// (rounded to nearest) on the way out. Opaque pixels round-trip bit-exactly.
public enum PNGWriter {
    /// The PNG bytes of `bitmap`.
    public static func encode(_ bitmap: Bitmap) throws(RenderError) -> [UInt8] {
        var image = png_image()
        image.version = UInt32(PNG_IMAGE_VERSION)
        image.width = UInt32(bitmap.width)
        image.height = UInt32(bitmap.height)
        image.format = PNG_FORMAT_FLAG_COLOR | PNG_FORMAT_FLAG_ALPHA
        let straight = PixelMath.unpremultiplied(bitmap.pixels)
        let stride = Int32(bitmap.width * 4)
        var size = 0
        // First call measures, second call writes.
        let measured = straight.withUnsafeBytes { src in
            png_image_write_to_memory(&image, nil, &size, 0, src.baseAddress, stride, nil)
        }
        guard measured != 0, size > 0 else {
            defer { png_image_free(&image) }
            throw .libraryFailure(
                library: "libpng", operation: "png_image_write_to_memory (\(message(of: &image)))",
                code: Int(image.warning_or_error))
        }
        var bytes = [UInt8](repeating: 0, count: size)
        let written = bytes.withUnsafeMutableBytes { out in
            straight.withUnsafeBytes { src in
                png_image_write_to_memory(&image, out.baseAddress, &size, 0, src.baseAddress, stride, nil)
            }
        }
        defer { png_image_free(&image) }
        guard written != 0 else {
            throw .libraryFailure(
                library: "libpng", operation: "png_image_write_to_memory (\(message(of: &image)))",
                code: Int(image.warning_or_error))
        }
        return Array(bytes[0..<size])
    }

    /// Writes `bitmap` as a PNG file at `path`, replacing any file there.
    ///
    /// - Throws: ``RenderError/cannotWrite(path:reason:)`` when the file cannot be created.
    public static func write(_ bitmap: Bitmap, to path: String) throws(RenderError) {
        try FileIO.write(encode(bitmap), to: path)
    }

    /// The libpng message stored in a `png_image`.
    static func message(of image: inout png_image) -> String {
        withUnsafeBytes(of: &image.message) { raw in
            let bytes = raw.prefix(while: { $0 != 0 })
            return String(decoding: bytes, as: UTF8.self)
        }
    }
}
