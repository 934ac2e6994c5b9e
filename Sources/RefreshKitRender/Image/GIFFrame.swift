/// One frame of an animated GIF: a bitmap shown for a number of seconds.
public struct GIFFrame: Hashable, Sendable {
    /// The pixels (premultiplied, like every ``Bitmap``).
    public var bitmap: Bitmap
    /// How long the frame is shown, in seconds.
    public var delay: Double

    /// Creates a frame.
    public init(bitmap: Bitmap, delay: Double) {
        self.bitmap = bitmap
        self.delay = delay
    }
}
