#if canImport(Glibc)
import Glibc
#endif

/// What a run killed while committing several files left in a folder, settled by the next run
/// that writes there (holding the folder's lock, so never while a run commits). A journal
/// (``OutputJournal``) is trusted only when it is a regular file of the user's with one name,
/// and its token, folder and own inode check out: its commit is then finished, or undone when
/// that cannot be done. A journal that fails any check is left alone and reported in one line. No other entry is
/// touched: an entry named like a temporary file that no trusted journal claims stays.
enum OutputRecovery {
    /// The largest journal read (a journal names at most a few dozen outputs).
    static let maximumJournalBytes = 1 << 16

    /// Settles every journal in the open directory `place` (shown as `shown`).
    ///
    /// - Returns: One line for each journal ignored, saying why.
    static func recover(in place: Int32, shown: String) -> [String] {
        guard let names = FileSystem.names(in: place), let folder = FileSystem.status(descriptor: place) else {
            return []
        }
        var notes: [String] = []
        for name in names.sorted() {
            guard let token = OutputJournal.token(ofJournal: name) else { continue }
            do {
                let journal = try read(name, token: token, folder: folder.inode, in: place)
                let moves = journal.entries.enumerated().map { index, entry in
                    OutputMoves.Move(
                        name: entry.name, staged: OutputJournal.stagedName(token: token, index: index),
                        isFolder: false, new: entry.new, old: entry.old)
                }
                _ = OutputMoves.commit(moves, in: place)
                FileSystem.remove(name, in: place)
                _ = FileSystem.sync(place)
            } catch {
                notes.append(
                    "ignored \(name.quotedInput()) in \(shown.quotedInput()): \(error.reason); refreshkit did "
                        + "not write it there and left it and what it names alone (remove it if it is not yours)")
            }
        }
        return notes
    }

    /// The journal `name` of `place`, when it checks out.
    private static func read(
        _ name: String, token: String, folder: UInt64, in place: Int32
    ) throws(OutputJournal.Invalid) -> OutputJournal {
        guard let found = try? FileSystem.status(name, in: place).get() else {
            throw .init(reason: "it cannot be read")
        }
        guard found.kind == .regular else { throw .init(reason: "it is \(found.kind.phrase), not a regular file") }
        guard found.owner == geteuid() else { throw .init(reason: "it belongs to another user") }
        guard found.links == 1 else { throw .init(reason: "it has other names (hard links)") }
        let fd = openat(place, name, O_RDONLY | O_NOFOLLOW | O_CLOEXEC | O_NONBLOCK)
        defer { if fd >= 0 { close(fd) } }
        guard fd >= 0, FileSystem.status(descriptor: fd)?.isSameFile(as: found) == true else {
            throw .init(reason: "it cannot be read")
        }
        let bytes = FileSystem.readAll(fd, limit: maximumJournalBytes + 1)
        guard bytes.count <= maximumJournalBytes, let text = String(validating: bytes, as: UTF8.self) else {
            throw .init(reason: "it is not a journal this refreshkit writes")
        }
        let journal = try OutputJournal.parse(text)
        guard journal.token == token, journal.folder == folder, journal.journal == found.inode else {
            throw .init(reason: "it was written for another folder or file (its token or inodes differ)")
        }
        return journal
    }
}
