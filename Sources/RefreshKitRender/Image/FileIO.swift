#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Whole-file reads and writes with errors that name the path and the system's reason.
public enum FileIO {
    /// Reads every byte of the file at `path`.
    public static func readAll(_ path: String) throws(RenderError) -> [UInt8] {
        guard let file = fopen(path, "rb") else {
            throw .cannotRead(path: path, reason: systemReason())
        }
        defer { fclose(file) }
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 64 * 1024)
        while true {
            let count = chunk.withUnsafeMutableBytes { fread($0.baseAddress, 1, $0.count, file) }
            if count > 0 { bytes.append(contentsOf: chunk[0..<count]) }
            if count < chunk.count {
                if ferror(file) != 0 { throw .cannotRead(path: path, reason: systemReason()) }
                return bytes
            }
        }
    }

    /// Replaces the file at `path` with `bytes`.
    public static func write(_ bytes: [UInt8], to path: String) throws(RenderError) {
        let fd = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0o666)
        guard fd >= 0 else { throw .cannotWrite(path: path, reason: systemReason()) }
        let failure = bytes.withUnsafeBytes { writeAll($0, to: fd) }
        let reason = failure.map(systemReason)
        if close(fd) != 0, reason == nil { throw .cannotWrite(path: path, reason: systemReason()) }
        if let reason { throw .cannotWrite(path: path, reason: reason) }
    }

    /// Writes all of `bytes` to the open descriptor `fd`, retrying after partial writes and
    /// interruptions: the one write loop behind files and the command line's standard streams.
    /// Returns nil once everything is written, or the `errno` of the write that failed.
    public static func writeAll(_ bytes: UnsafeRawBufferPointer, to fd: Int32) -> Int32? {
        guard var base = bytes.baseAddress else { return nil }
        var remaining = bytes.count
        while remaining > 0 {
            #if canImport(Darwin)
            let written = Darwin.write(fd, base, remaining)
            #elseif canImport(Musl)
            let written = Musl.write(fd, base, remaining)
            #else
            let written = Glibc.write(fd, base, remaining)
            #endif
            if written < 0 {
                if errno == EINTR { continue }
                return errno
            }
            base += written
            remaining -= written
        }
        return nil
    }

    /// The C library's description of `code` (by default the current `errno`).
    static func systemReason(_ code: Int32 = errno) -> String {
        guard let message = strerror(code) else { return "error \(code)" }
        return String(cString: message).lowercased()
    }
}
