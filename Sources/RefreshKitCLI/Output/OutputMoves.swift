#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// The renames of a journaled commit (``OutputJournal``), each safe to run again after an
/// interruption at any point: every step first looks at what is at each name (by inode) and
/// does only what is left.
enum OutputMoves {
    /// Why an output could not be moved into place.
    struct Failure: Error {
        /// The output's name.
        var name: String
        /// What went wrong, in words.
        var reason: String
    }

    /// Moves the staged output of `entry` into place in `place`: the earlier output (if any)
    /// keeps a second name (a hard link) or is moved aside under the backup name, then the
    /// staged one is renamed to the final name. `renamed` runs after each rename.
    static func forward(_ entry: OutputJournal.Entry, in place: Int32, renamed: () -> Void = {}) throws(Failure) {
        guard let staged = status(entry.staged, place), staged.inode == entry.inode else {
            if status(entry.final, place)?.inode == entry.inode { return }  // moved already
            throw Failure(name: entry.final, reason: "its staged output is gone")
        }
        var final = status(entry.final, place)
        if let current = final {
            if let backup = status(entry.backup, place) {
                // Kept by an earlier attempt: a hard link to it (a file), or something else.
                guard backup.isSameFile(as: current) else {
                    throw Failure(name: entry.final, reason: "something new is in its place")
                }
            } else if entry.isFolder || FileSystem.link(entry.final, as: entry.backup, in: place) != nil {
                if let error = FileSystem.rename(entry.final, to: entry.backup, in: place, noReplace: true) {
                    throw Failure(name: entry.final, reason: error.reason)
                }
                renamed()
                final = nil
            }
        }
        if let error = FileSystem.rename(entry.staged, to: entry.final, in: place, noReplace: final == nil) {
            throw Failure(name: entry.final, reason: error.reason)
        }
        renamed()
    }

    /// Puts back what ``forward(_:in:renamed:)`` moved: the earlier output returns to its name
    /// (for a file, replacing the new one in one rename); a new output with nothing before it
    /// goes back to its staged name. Best effort: a step that cannot be done is left.
    static func undo(_ entry: OutputJournal.Entry, in place: Int32) {
        let final = status(entry.final, place)
        guard let backup = status(entry.backup, place) else {
            if final?.inode == entry.inode {
                _ = FileSystem.rename(entry.final, to: entry.staged, in: place, noReplace: true)
            }
            return
        }
        if entry.isFolder {
            if final?.inode == entry.inode {
                _ = FileSystem.rename(entry.final, to: entry.staged, in: place, noReplace: true)
            }
            _ = FileSystem.rename(entry.backup, to: entry.final, in: place, noReplace: true)
        } else if final == nil || final?.inode == entry.inode || final?.isSameFile(as: backup) == true {
            _ = FileSystem.rename(entry.backup, to: entry.final, in: place)
        }
    }

    /// Removes the earlier output kept under the backup name once the commit is done: a file, or
    /// a folder's frames and then the folder (anything else found in it is left).
    static func dropBackup(_ entry: OutputJournal.Entry, in place: Int32) {
        guard let backup = status(entry.backup, place) else { return }
        if entry.isFolder {
            guard backup.kind == .directory,
                case let .success(folder) = FileSystem.openDirectory(entry.backup, in: place)
            else { return }
            for name in FileSystem.names(in: folder) ?? [] where FrameName.isFrame(name) {
                if status(name, folder)?.kind == .regular { FileSystem.remove(name, in: folder) }
            }
            close(folder)
            FileSystem.remove(entry.backup, in: place, isDirectory: true)
        } else if backup.kind == .regular {
            FileSystem.remove(entry.backup, in: place)
        }
    }

    /// Removes the staged output of `entry` if it is still at its staged name.
    static func removeStaged(_ entry: OutputJournal.Entry, in place: Int32) {
        guard let staged = status(entry.staged, place), staged.inode == entry.inode else { return }
        removeStaged(entry.staged, kind: staged.kind, in: place)
    }

    /// Removes a staged output this tool made: a file, or a folder with what the run wrote in it
    /// (files, and folders of files one level down). Symbolic links are removed, never followed.
    static func removeStaged(_ name: String, kind: FileSystem.Kind, in place: Int32, depth: Int = 0) {
        guard kind == .directory else {
            FileSystem.remove(name, in: place)
            return
        }
        if depth < 2, case let .success(folder) = FileSystem.openDirectory(name, in: place) {
            for inner in FileSystem.names(in: folder) ?? [] {
                if let found = status(inner, folder) {
                    removeStaged(inner, kind: found.kind, in: folder, depth: depth + 1)
                }
            }
            close(folder)
        }
        FileSystem.remove(name, in: place, isDirectory: true)
    }

    private static func status(_ name: String, _ place: Int32) -> FileSystem.Status? {
        try? FileSystem.status(name, in: place).get()
    }
}
