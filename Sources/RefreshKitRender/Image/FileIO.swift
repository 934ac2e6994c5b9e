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
        guard let file = fopen(path, "wb") else {
            throw .cannotWrite(path: path, reason: systemReason())
        }
        let written = bytes.withUnsafeBytes { fwrite($0.baseAddress, 1, $0.count, file) }
        let failed = written != bytes.count
        let reason = failed ? systemReason() : ""
        if fclose(file) != 0 || failed {
            throw .cannotWrite(path: path, reason: failed ? reason : systemReason())
        }
    }

    /// The C library's description of `errno`.
    static func systemReason() -> String {
        guard let message = strerror(errno) else { return "error \(errno)" }
        return String(cString: message).lowercased()
    }
}
