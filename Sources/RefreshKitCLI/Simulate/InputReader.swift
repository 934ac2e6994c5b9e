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
///
/// Memory: a regular file is read into one buffer of its size; a stream into chunks joined once
/// at the end (at most twice its size for that moment). Either way the bytes are checked
/// against the process's address-space limit first, so a large input is refused in one line.
enum InputReader {
    /// The largest input accepted (64 MiB): a script is a few kilobytes.
    static let maximumSize = 64 << 20
    /// The bytes read from a stream at a time.
    static let chunkSize = 1 << 20

    /// The bytes of `file`, or of standard input when `file` is nil or `-`.
    static func read(_ file: String?) throws(SimulationError) -> [UInt8] {
        guard let file, file != "-" else { return try read(descriptor: 0, name: "standard input") }
        let fd = open(file, O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else { throw failure(file.quotedInput(mark: "\""), errno) }
        defer { close(fd) }
        return try read(descriptor: fd, name: file.quotedInput(mark: "\""))
    }

    private static func read(descriptor fd: Int32, name: String) throws(SimulationError) -> [UInt8] {
        var info = stat()
        if fstat(fd, &info) == 0, info.st_mode & S_IFMT == S_IFREG, info.st_size > 0 {
            let size = Int(info.st_size)
            if size > maximumSize { throw tooLarge(name) }
            try checkRoom(size, name)
            var bytes: [UInt8] = []
            bytes.reserveCapacity(size + 1)
            try readChunks(fd, name) { bytes.append(contentsOf: $0) }
            return bytes
        }
        var chunks: [[UInt8]] = []
        var total = 0
        try readChunks(fd, name) { chunk in
            total += chunk.count
            chunks.append(Array(chunk))
        }
        try checkRoom(total, name)
        var bytes: [UInt8] = []
        bytes.reserveCapacity(total)
        for chunk in chunks { bytes.append(contentsOf: chunk) }
        return bytes
    }

    /// Reads `fd` to its end in chunks of ``chunkSize``, handing each to `take`; refuses more
    /// than ``maximumSize`` bytes.
    private static func readChunks(
        _ fd: Int32, _ name: String,
        _ take: (ArraySlice<UInt8>) throws(SimulationError) -> Void
    ) throws(SimulationError) {
        var buffer = [UInt8](repeating: 0, count: chunkSize)
        var total = 0
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
            if count == 0 { return }
            total += count
            if total > maximumSize { throw tooLarge(name) }
            try checkRoom(count * 2, name)
            try take(buffer[0..<count])
        }
    }

    /// Refuses `bytes` more when they would not fit under the address-space limit.
    private static func checkRoom(_ bytes: Int, _ name: String) throws(SimulationError) {
        guard let shortfall = AddressSpace.shortfall(bytes) else { return }
        throw SimulationError(
            path: "",
            message: "cannot read \(name): its \(AddressSpace.megabytes(bytes)) are "
                + "\(shortfall); pass a smaller script or raise the limit")
    }

    private static func tooLarge(_ name: String) -> SimulationError {
        SimulationError(
            path: "", message: "cannot read \(name): it is larger than \(maximumSize >> 20) MiB; pass a gesture script")
    }

    private static func failure(_ name: String, _ code: Int32) -> SimulationError {
        let reason = strerror(code).map { String(cString: $0) } ?? "error \(code)"
        return SimulationError(
            path: "",
            message: "cannot read \(name): \(reason); "
                + "pass a readable file, or - for standard input")
    }
}
