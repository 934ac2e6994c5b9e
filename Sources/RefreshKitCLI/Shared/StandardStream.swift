#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import RefreshKitRender

/// The process's standard streams, written through their file descriptors (no shared `FILE`
/// buffers, nothing left unflushed at exit).
enum StandardStream: Int32 {
    /// Standard output (descriptor 1).
    case output = 1
    /// Standard error (descriptor 2).
    case error = 2

    /// Writes all of `text` (through ``FileIO/writeAll(_:to:)``: partial writes and
    /// interruptions are retried).
    ///
    /// - Returns: nil when everything was written, else the system's reason (the stream is
    ///   closed, the disk behind it is full…).
    @discardableResult
    func write(_ text: String) -> String? {
        var text = text
        return text.withUTF8 { buffer -> String? in
            FileIO.writeAll(UnsafeRawBufferPointer(buffer), to: rawValue).map(FileSystem.reason)
        }
    }

    /// Writes `text` as `command`'s result on standard output; when that fails, says so in one
    /// line on standard error and ends the command with ``ExitStatus/writeFailure``.
    static func writeResult(_ text: String, command: String) throws {
        guard let reason = output.write(text) else { return }
        error.write("refreshkit \(command): cannot write to standard output: \(reason)\n")
        throw WriteFailure()
    }
}

/// Standard output could not take a command's result (already reported on standard error).
struct WriteFailure: Error {}
