#if canImport(Glibc)
import Glibc
#endif
import RefreshKitRender

/// A file being written for ``OutputTransaction``: created with no name (or, where the file
/// system cannot, exclusively under a name of the tool's own), written through its descriptor,
/// and named and moved into place only when the transaction commits.
final class OutputFile {
    /// The open descriptor to write to.
    let descriptor: Int32
    /// The destination as the user named it, for messages.
    let shown: String
    /// Whether ``finish()`` closes the descriptor (frames in a folder); a staged output keeps
    /// it until the transaction ends (and is flushed at its commit).
    private let closesWhenFinished: Bool
    private var isClosed = false

    init(descriptor: Int32, shown: String, closesWhenFinished: Bool) {
        self.descriptor = descriptor
        self.shown = shown
        self.closesWhenFinished = closesWhenFinished
    }

    deinit { if closesWhenFinished && !isClosed { close(descriptor) } }

    /// Writes all of `bytes`.
    ///
    /// - Throws: ``RenderFailure`` naming the destination and the system's reason.
    func write(_ bytes: [UInt8]) throws {
        if let code = bytes.withUnsafeBytes({ FileIO.writeAll($0, to: descriptor) }) {
            throw RenderFailure("cannot write --out \(shown.quotedInput()): \(FileSystem.reason(code))")
        }
    }

    /// Closes a frame's descriptor (the frames of a folder, and every staged file, are flushed
    /// before the commit's first rename).
    func finish() throws {
        if closesWhenFinished, !isClosed {
            isClosed = true
            if close(descriptor) != 0, errno != EINTR {
                throw RenderFailure("cannot write --out \(shown.quotedInput()): \(FileSystem.reason(errno))")
            }
        }
    }
}

/// A folder of frames being written for ``OutputTransaction``: each frame is created in it
/// exclusively, and the folder is moved into place as a whole when the transaction commits.
final class OutputFolder {
    /// The destination as the user named it, for messages.
    let shown: String
    private let create: (String) throws -> OutputFile

    init(shown: String, create: @escaping (String) throws -> OutputFile) {
        self.shown = shown
        self.create = create
    }

    /// A new file `name` in the folder.
    func file(_ name: String) throws -> OutputFile { try create(name) }
}

extension OutputTransaction.Target {
    /// The file to write, for an output that is one file.
    func file(shown: String) throws -> OutputFile {
        guard case let .file(file) = self else { throw RenderFailure("the output of \(shown) is a folder, not a file") }
        return file
    }

    /// The folder to write frames into, for a cycle of frames.
    func folder(shown: String) throws -> OutputFolder {
        guard case let .frames(folder) = self else {
            throw RenderFailure("the output of \(shown) is a file, not a folder")
        }
        return folder
    }
}
