/// A decoded GIF: its frames as they appear on screen, their delays and its loop setting.
public struct GIFAnimation: Hashable, Sendable {
    /// The logical screen width in pixels.
    public var width: Int
    /// The logical screen height in pixels.
    public var height: Int
    /// Each frame as displayed (earlier frames and disposal applied), premultiplied.
    public var frames: [Bitmap]
    /// Each frame's delay in centiseconds, as stored.
    public var delays: [Int]
    /// The NETSCAPE2.0 loop count (0 = forever), or nil when the file has no loop extension.
    public var loopCount: Int?

    /// Creates an animation.
    public init(width: Int, height: Int, frames: [Bitmap], delays: [Int], loopCount: Int?) {
        self.width = width
        self.height = height
        self.frames = frames
        self.delays = delays
        self.loopCount = loopCount
    }

    /// The total duration in seconds.
    public var duration: Double { Double(delays.reduce(0, +)) / 100 }
}
