#if canImport(Glibc)
import Glibc
#endif

/// The renames of one run's commit, holding the folder's lock, each checked by inode so that it
/// acts only on the entries the run made and the ones it checked at their names, never through
/// a link: an output is swapped with the one at its name (`RENAME_EXCHANGE`), or renamed to a
/// free name; the earlier one then sits under the staged name until the commit is done and it
/// is removed.
enum OutputMoves {
    /// One output of a commit.
    struct Move {
        /// Its name in the folder.
        var name: String
        /// The name it is staged under: `.refreshkit-TOKEN-N.tmp`.
        var staged: String
        /// Whether it is a folder of frames (else a regular file).
        var isFolder: Bool
        /// The inode of the new output, and of the one it replaces (0 for none).
        var new: UInt64, old: UInt64
    }

    /// Moves every output into place; when one cannot be moved, puts back those moved before it.
    /// Then removes what is left at the staged names: the earlier outputs, or the new ones.
    /// `renamed` runs after each rename.
    ///
    /// - Returns: The output that could not be moved and why, or nil when every one was.
    static func commit(_ moves: [Move], in place: Int32, renamed: () -> Void = {}) -> (Move, Errno)? {
        var failure: (Move, Errno)?
        for move in moves {
            if let error = put(move, in: place) {
                failure = (move, error)
                break
            }
            renamed()
        }
        if failure != nil { for move in moves.reversed() { undo(move, in: place) } }
        _ = FileSystem.sync(place)
        for move in moves { removeStaged(move, old: failure == nil, in: place) }
        return failure
    }

    /// Puts the staged output at its name (nothing to do when it is there already).
    static func put(_ move: Move, in place: Int32) -> Errno? {
        let final = status(move.name, of: move, in: place)
        if final?.inode == move.new { return nil }
        guard status(move.staged, of: move, in: place)?.inode == move.new else { return Errno(ENOENT) }
        guard let final else { return FileSystem.rename(move.staged, to: move.name, in: place, noReplace: true) }
        // Something other than what was checked at the name: it is not replaced.
        guard final.inode == move.old else { return Errno(EEXIST) }
        return FileSystem.exchange(move.staged, move.name, in: place)
    }

    /// Puts back what ``put(_:in:)`` moved: the earlier output to its name, the new one to its
    /// staged name.
    static func undo(_ move: Move, in place: Int32) {
        guard status(move.name, of: move, in: place)?.inode == move.new else { return }
        if move.old != 0, status(move.staged, of: move, in: place)?.inode == move.old {
            _ = FileSystem.exchange(move.staged, move.name, in: place)
        } else if move.old == 0 {
            _ = FileSystem.rename(move.name, to: move.staged, in: place, noReplace: true)
        }
    }

    /// Removes what is at `move`'s staged name when it is of its kind and is the new output (or,
    /// with `old`, the one it replaced): a file, or a folder's frames and then the folder
    /// (anything else in it stays, and so does the folder).
    static func removeStaged(_ move: Move, old: Bool = false, in place: Int32) {
        let name = move.staged, inode = old ? move.old : move.new
        guard inode != 0, status(name, of: move, in: place)?.inode == inode else { return }
        guard move.isFolder else {
            FileSystem.remove(name, in: place)
            return
        }
        guard case let .success(folder) = FileSystem.openDirectory(name, in: place) else { return }
        for frame in FileSystem.names(in: folder) ?? [] where FrameName.isFrame(frame) {
            if (try? FileSystem.status(frame, in: folder).get())?.kind == .regular {
                FileSystem.remove(frame, in: folder)
            }
        }
        close(folder)
        FileSystem.remove(name, in: place, isDirectory: true)
    }

    /// The entry `name` when it is of `move`'s kind (a link, or a folder where a file goes, is
    /// not), else nil.
    private static func status(_ name: String, of move: Move, in place: Int32) -> FileSystem.Status? {
        guard let found = try? FileSystem.status(name, in: place).get(),
            found.kind == (move.isFolder ? .directory : .regular)
        else { return nil }
        return found
    }
}
