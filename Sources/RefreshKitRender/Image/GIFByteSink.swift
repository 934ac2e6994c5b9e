#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Where a ``GIFEncoder`` puts its bytes: an array in memory, or a file written as the bytes
/// come (nothing kept). Either way a few bytes already written can be rewritten in place, which
/// is how a frame's delay is filled in once the frames merged into it are known.
final class GIFByteSink {
    /// The bytes so far (memory sinks only; a file sink keeps none).
    private(set) var bytes: [UInt8] = []
    /// How many bytes have been put so far.
    private(set) var count: Int64 = 0
    /// The first write failure, as the error to throw; nothing is written after it.
    private(set) var failure: RenderError?

    private let path: String?
    private var file: UnsafeMutablePointer<FILE>?

    /// A sink that keeps the bytes in ``bytes``.
    init() { path = nil }

    /// A sink that creates (or truncates) the regular file at `path` and writes to it.
    ///
    /// - Throws: ``RenderError/cannotWrite(path:reason:)`` when it cannot be opened, or when it
    ///   is not seekable (a pipe or a terminal: delays are filled in after their frame).
    init(path: String) throws(RenderError) {
        self.path = path
        guard let file = fopen(path, "wb") else { throw .cannotWrite(path: path, reason: FileIO.systemReason()) }
        self.file = file
        guard ftello(file) == 0, fseeko(file, 0, SEEK_SET) == 0 else {
            let reason = FileIO.systemReason()
            fclose(file)
            self.file = nil
            throw .cannotWrite(path: path, reason: "\(reason) (a GIF is written to a regular file, which it seeks in)")
        }
    }

    /// A sink that writes to the open, empty regular file `descriptor` (a copy of it is taken
    /// and closed by ``close()``, so the caller's descriptor stays open); `path` names it in
    /// errors.
    ///
    /// - Throws: ``RenderError/cannotWrite(path:reason:)`` when it cannot be used.
    init(descriptor: Int32, path: String) throws(RenderError) {
        self.path = path
        let copy = dup(descriptor)
        guard copy >= 0, let file = fdopen(copy, "wb") else {
            let reason = FileIO.systemReason()
            throw .cannotWrite(path: path, reason: reason)
        }
        self.file = file
        guard fseeko(file, 0, SEEK_SET) == 0 else {
            let reason = FileIO.systemReason()
            fclose(file)
            self.file = nil
            throw .cannotWrite(path: path, reason: "\(reason) (a GIF is written to a regular file, which it seeks in)")
        }
    }

    deinit {
        if let file { fclose(file) }
    }

    /// Appends `buffer`; false (and ``failure`` set) when the file cannot take it.
    func append(_ buffer: UnsafeBufferPointer<UInt8>) -> Bool {
        guard failure == nil else { return false }
        guard let path else {
            bytes.append(contentsOf: buffer)
            count += Int64(buffer.count)
            return true
        }
        guard let file, fwrite(buffer.baseAddress, 1, buffer.count, file) == buffer.count else {
            failure = .cannotWrite(path: path, reason: FileIO.systemReason())
            return false
        }
        count += Int64(buffer.count)
        return true
    }

    /// Rewrites the bytes at `offset` (which were put earlier) with `replacement`.
    func overwrite(at offset: Int64, with replacement: [UInt8]) throws(RenderError) {
        if let failure { throw failure }
        guard let path else {
            let start = Int(offset)
            bytes.replaceSubrange(start..<(start + replacement.count), with: replacement)
            return
        }
        guard let file, fseeko(file, off_t(offset), SEEK_SET) == 0,
            fwrite(replacement, 1, replacement.count, file) == replacement.count,
            fseeko(file, 0, SEEK_END) == 0
        else {
            let failure = RenderError.cannotWrite(path: path, reason: FileIO.systemReason())
            self.failure = failure
            throw failure
        }
    }

    /// Stops taking bytes (a failed or abandoned encoding: what follows is not written).
    func discard() {
        if failure == nil, let path { failure = .cannotWrite(path: path, reason: "the encoding was abandoned") }
        if path == nil, failure == nil { failure = .invalidFrames(reason: "the encoding was abandoned") }
    }

    /// Flushes and closes the file (nothing for a memory sink).
    func close() throws(RenderError) {
        if let failure { throw failure }
        guard let file, let path else { return }
        self.file = nil
        if fclose(file) != 0 { throw .cannotWrite(path: path, reason: FileIO.systemReason()) }
    }
}
