#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The process's standard streams, written through their file descriptors (no shared `FILE`
/// buffers, nothing left unflushed at exit).
enum StandardStream: Int32 {
    /// Standard output (descriptor 1).
    case output = 1
    /// Standard error (descriptor 2).
    case error = 2

    /// Writes all of `text`, retrying after partial writes and interruptions; gives up silently
    /// when the stream is closed (there is nowhere left to report to).
    func write(_ text: String) {
        var text = text
        text.withUTF8 { buffer in
            guard var base = buffer.baseAddress else { return }
            var remaining = buffer.count
            while remaining > 0 {
                #if canImport(Darwin)
                let written = Darwin.write(rawValue, base, remaining)
                #elseif canImport(Musl)
                let written = Musl.write(rawValue, base, remaining)
                #else
                let written = Glibc.write(rawValue, base, remaining)
                #endif
                if written < 0 {
                    if errno == EINTR { continue }
                    return
                }
                base += written
                remaining -= written
            }
        }
    }
}
