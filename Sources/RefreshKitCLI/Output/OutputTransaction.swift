import Foundation

/// Files and frame directories written beside their final places and moved there together,
/// only when everything is complete: a failure at any point leaves what was there before
/// untouched and removes what was started.
///
/// - A file is staged as a hidden temporary file in the same directory (so the final `rename`
///   never crosses file systems) and renamed over the old one on ``commit()``.
/// - A directory of frames is staged as a hidden temporary directory beside it; on commit the
///   old directory (which may hold only frames, see ``stageFrameDirectory(for:)``) is moved
///   aside, the new one moved in, and the old one removed: the sequence is replaced as a whole.
/// - Nothing staged survives ``rollback()``, which also runs when the transaction is released
///   without a commit.
final class OutputTransaction {
    /// What the transaction will move into place.
    private struct Staged {
        var temporary: String
        var final: String
        var isDirectory: Bool
    }

    private var staged: [Staged] = []
    private var isFinished = false
    private static let processID = ProcessInfo.processInfo.processIdentifier

    init() {}

    deinit { if !isFinished { rollback() } }

    /// The final paths, in the order they were staged.
    var finalPaths: [String] { staged.map(\.final) }

    /// A temporary path to write the file `path` to, in the same directory.
    ///
    /// - Throws: ``RenderFailure`` when the directory does not exist or `path` is a directory.
    func stageFile(for path: String) throws -> String {
        let (directory, name) = Self.split(path)
        try Self.requireDirectory(directory, for: path)
        if Self.isDirectory(path) {
            throw RenderFailure("--out \(path.quotedInput()) is a directory; pass a file path")
        }
        let temporary = "\(directory)/.\(name).tmp-\(Self.processID)-\(staged.count)"
        staged.append(Staged(temporary: temporary, final: path, isDirectory: false))
        return temporary
    }

    /// A temporary directory to write the frames of the sequence `path` into. An existing
    /// `path` must be a directory that holds nothing but frames (`frame-NNNN.png` or `.svg`):
    /// it is replaced as a whole, so no stale frame of an earlier, longer sequence stays.
    ///
    /// - Throws: ``RenderFailure`` when the parent is missing, `path` is a file, or it holds
    ///   other files.
    func stageFrameDirectory(for path: String) throws -> String {
        let (parent, name) = Self.split(path)
        try Self.requireDirectory(parent, for: path)
        if FileManager.default.fileExists(atPath: path) {
            guard Self.isDirectory(path) else {
                throw RenderFailure("--out \(path.quotedInput()) is a file; pass a directory for the frames of a png/svg cycle")
            }
            let contents = (try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []
            if let other = contents.first(where: { !Self.isFrameName($0) }) {
                throw RenderFailure("--out \(path.quotedInput()) holds \(other.quotedInput()), which is not a frame; pass an empty or new directory "
                    + "(a directory of frames only is replaced as a whole)")
            }
        }
        let temporary = "\(parent)/.\(name).tmp-\(Self.processID)-\(staged.count)"
        do {
            try FileManager.default.createDirectory(atPath: temporary, withIntermediateDirectories: false)
        } catch {
            throw RenderFailure("cannot create a directory beside \(path.quotedInput()): \(Self.reason(error))")
        }
        staged.append(Staged(temporary: temporary, final: path, isDirectory: true))
        return temporary
    }

    /// Moves everything staged into place. After a failure part way (a rename refused), what was
    /// already moved stays and the rest is removed; the error names the path.
    func commit() throws {
        defer { isFinished = true }
        for (index, item) in staged.enumerated() {
            do {
                try move(item)
            } catch {
                for rest in staged[index...] { try? FileManager.default.removeItem(atPath: rest.temporary) }
                throw RenderFailure("cannot move the finished output to \(item.final.quotedInput()): \(Self.reason(error))")
            }
        }
    }

    /// Removes everything staged; the final paths keep what they held.
    func rollback() {
        isFinished = true
        for item in staged { try? FileManager.default.removeItem(atPath: item.temporary) }
    }

    private func move(_ item: Staged) throws {
        if item.isDirectory && FileManager.default.fileExists(atPath: item.final) {
            let aside = item.temporary + "-old"
            try Self.rename(item.final, aside)
            do { try Self.rename(item.temporary, item.final) } catch {
                try? Self.rename(aside, item.final)
                throw error
            }
            try? FileManager.default.removeItem(atPath: aside)
        } else {
            try Self.rename(item.temporary, item.final)
        }
    }

    // MARK: Paths

    /// Whether `name` is a frame file of a png/svg cycle.
    static func isFrameName(_ name: String) -> Bool {
        guard name.hasPrefix("frame-"), name.hasSuffix(".png") || name.hasSuffix(".svg") else { return false }
        return name.dropFirst(6).dropLast(4).allSatisfy(\.isNumber)
    }

    private static func split(_ path: String) -> (directory: String, name: String) {
        let trimmed = path.count > 1 && path.hasSuffix("/") ? String(path.dropLast()) : path
        guard let slash = trimmed.lastIndex(of: "/") else { return (".", trimmed) }
        let directory = String(trimmed[..<slash])
        return (directory.isEmpty ? "/" : directory, String(trimmed[trimmed.index(after: slash)...]))
    }

    private static func isDirectory(_ path: String) -> Bool {
        var flag: ObjCBool = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &flag) && flag.boolValue
    }

    /// Says in plain words why `directory` cannot hold `path`.
    private static func requireDirectory(_ directory: String, for path: String) throws {
        var flag: ObjCBool = false
        guard FileManager.default.fileExists(atPath: directory, isDirectory: &flag) else {
            throw RenderFailure("--out \(path.quotedInput()): the directory \(directory.quotedInput()) does not exist; create it or pass another --out")
        }
        guard flag.boolValue else {
            throw RenderFailure("--out \(path.quotedInput()): \(directory.quotedInput()) is a file, not a directory; pass another --out")
        }
    }

    private static func rename(_ from: String, _ to: String) throws {
        guard Foundation.rename(from, to) == 0 else {
            throw RenderFailure(String(cString: strerror(errno)).lowercased())
        }
    }

    private static func reason(_ error: Error) -> String {
        if let failure = error as? RenderFailure { return failure.description }
        if let posix = (error as NSError).userInfo[NSUnderlyingErrorKey] as? NSError, posix.domain == NSPOSIXErrorDomain {
            return String(cString: strerror(Int32(posix.code))).lowercased()
        }
        return (error as NSError).localizedDescription
    }
}
