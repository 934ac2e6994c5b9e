import RefreshKitCore
import RefreshKitSimulation
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Reads a script's bytes from a file or from standard input, turning every failure into a
/// ``SimulationError`` that names the file and the system's reason.
enum InputReader {
    /// The largest input accepted (64 MiB): a script is a few kilobytes.
    static let maximumSize = 64 << 20

    /// The bytes of `file`, or of standard input when `file` is nil or `-`.
    static func read(_ file: String?) throws(SimulationError) -> [UInt8] {
        guard let file, file != "-" else { return try read(descriptor: 0, name: "standard input") }
        let fd = open(file, O_RDONLY)
        guard fd >= 0 else { throw failure(file.jsonQuoted, errno) }
        defer { close(fd) }
        return try read(descriptor: fd, name: file.jsonQuoted)
    }

    private static func read(descriptor fd: Int32, name: String) throws(SimulationError) -> [UInt8] {
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let count = buffer.withUnsafeMutableBytes { raw in
                #if canImport(Darwin)
                Darwin.read(fd, raw.baseAddress, raw.count)
                #elseif canImport(Musl)
                Musl.read(fd, raw.baseAddress, raw.count)
                #else
                Glibc.read(fd, raw.baseAddress, raw.count)
                #endif
            }
            if count < 0 {
                if errno == EINTR { continue }
                throw failure(name, errno)
            }
            if count == 0 { return bytes }
            bytes.append(contentsOf: buffer[0..<count])
            if bytes.count > maximumSize {
                throw SimulationError(path: "", message: "cannot read \(name): it is larger than "
                                        + "\(maximumSize >> 20) MiB; pass a gesture script")
            }
        }
    }

    private static func failure(_ name: String, _ code: Int32) -> SimulationError {
        let reason = strerror(code).map { String(cString: $0) } ?? "error \(code)"
        return SimulationError(path: "", message: "cannot read \(name): \(reason); "
                                + "pass a readable file, or - for standard input")
    }
}
