import RefreshKitRender

/// The process's standard streams, written through their file descriptors (no shared `FILE`
/// buffers, nothing left unflushed at exit).
enum StandardStream: Int32 {
    /// Standard output (descriptor 1).
    case output = 1
    /// Standard error (descriptor 2).
    case error = 2

    /// Writes all of `text` (through ``FileIO/writeAll(_:to:)``); gives up silently when the
    /// stream is closed (there is nowhere left to report to).
    func write(_ text: String) {
        var text = text
        text.withUTF8 { _ = FileIO.writeAll(UnsafeRawBufferPointer($0), to: rawValue) }
    }
}
