/// Why the renderer could not draw, read or write something. Every message says what is wrong
/// with the value and what to give instead; the command-line tool adds the option that sets it.
public enum RenderError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The scene's size times the scale gives no pixels or more than the renderer accepts.
    case invalidSize(width: Double, height: Double, scale: Double)
    /// A scene item has a non-finite coordinate, transform, width or opacity.
    case nonFiniteGeometry(item: Int, detail: String)
    /// A scene item's geometry is too large or too complex for the rasterizer.
    case geometryTooLarge(item: Int, detail: String)
    /// A file could not be written.
    case cannotWrite(path: String, reason: String)
    /// A file could not be read.
    case cannotRead(path: String, reason: String)
    /// Bytes that should hold an image could not be decoded.
    case invalidImage(source: String, reason: String)
    /// The frames passed to an encoder cannot be encoded.
    case invalidFrames(reason: String)
    /// A system library (FreeType, libpng, giflib) reported an error.
    case libraryFailure(library: String, operation: String, code: Int)

    /// What went wrong and what to do about it.
    public var description: String {
        switch self {
        case let .invalidSize(width, height, scale):
            "a \(width)x\(height)-point scene at scale \(scale) does not give between 1x1 and "
                + "\(Rasterizer.maximumPixelsPerSide)x\(Rasterizer.maximumPixelsPerSide) pixels; "
                + "give a positive size and scale whose product is at most "
                + "\(Rasterizer.maximumPixelsPerSide) pixels per side"
        case let .nonFiniteGeometry(item, detail):
            "scene item \(item) has \(detail); make the indicator's inputs (progress, size, time) "
                + "finite numbers"
        case let .geometryTooLarge(item, detail):
            "scene item \(item) is too large to rasterize: \(detail); keep coordinates within "
                + "\(Int(Rasterizer.maximumCoordinate)) pixels of the canvas and split very long paths"
        case let .cannotWrite(path, reason):
            "cannot write '\(path)': \(reason); give a writable path in an existing directory"
        case let .cannotRead(path, reason):
            "cannot read '\(path)': \(reason); pass the path of an existing, readable file"
        case let .invalidImage(source, reason):
            "cannot decode the image in \(source): \(reason); pass a valid, complete image file"
        case let .invalidFrames(reason):
            "cannot encode the frames: \(reason)"
        case let .libraryFailure(library, operation, code):
            "\(library) failed in \(operation) with error \(code); this is a renderer bug, please "
                + "report it with the command that triggered it"
        }
    }
}
