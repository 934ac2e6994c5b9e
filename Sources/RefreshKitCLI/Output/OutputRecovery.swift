#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// What a run of `refreshkit render` that was killed left in a directory, found and settled by
/// the next run that writes there (holding the directory's lock, so never while another run
/// commits):
///
/// - a complete journal: its commit is finished (the staged outputs were whole before it
///   began), or undone when something else has taken an output's place meanwhile;
/// - a journal cut short (no rename had happened yet): its staged outputs are removed;
/// - a staged output (`.refreshkit-ID-N.tmp`) no live run holds (its `flock` is free): removed.
///
/// Only entries with this tool's names that belong to the user running it are touched.
enum OutputRecovery {
    /// The largest journal read (a journal names at most a few dozen outputs).
    static let maximumJournalBytes = 1 << 20

    /// Settles whatever killed runs left in the open directory `place`.
    static func recover(in place: Int32) {
        guard let names = FileSystem.names(in: place) else { return }
        for name in names.sorted() where OutputJournal.isJournalName(name) && isOwn(name, place) {
            guard let journal = read(name, in: place) else { continue }
            settle(journal, in: place)
            FileSystem.remove(name, in: place)
        }
        for name in names.sorted() where OutputJournal.isStagedName(name) && isOwn(name, place) {
            removeIfAbandoned(name, in: place)
        }
        _ = FileSystem.sync(place)
    }

    /// Finishes a complete journal's commit (or undoes it when that cannot be done), or removes
    /// the staged outputs of one cut short.
    static func settle(_ journal: OutputJournal, in place: Int32) {
        guard journal.isComplete else {
            for entry in journal.entries { OutputMoves.removeStaged(entry, in: place) }
            return
        }
        do throws(OutputMoves.Failure) {
            for entry in journal.entries { try OutputMoves.forward(entry, in: place) }
            for entry in journal.entries { OutputMoves.dropBackup(entry, in: place) }
        } catch {
            for entry in journal.entries.reversed() { OutputMoves.undo(entry, in: place) }
            for entry in journal.entries { OutputMoves.removeStaged(entry, in: place) }
        }
    }

    /// Removes the staged output `name` when no live run holds its lock.
    private static func removeIfAbandoned(_ name: String, in place: Int32) {
        guard let status = try? FileSystem.status(name, in: place).get(),
            status.kind == .regular || status.kind == .directory
        else { return }
        let flags = status.kind == .directory ? O_RDONLY | O_DIRECTORY : O_RDONLY
        let fd = openat(place, name, flags | O_NOFOLLOW | O_CLOEXEC | O_NONBLOCK)
        guard fd >= 0 else { return }
        defer { close(fd) }
        guard FileSystem.lock(fd, blocking: false),
            FileSystem.status(descriptor: fd)?.isSameFile(as: status) == true
        else { return }
        OutputMoves.removeStaged(name, kind: status.kind, in: place)
    }

    private static func isOwn(_ name: String, _ place: Int32) -> Bool {
        (try? FileSystem.status(name, in: place).get())?.owner == geteuid()
    }

    private static func read(_ name: String, in place: Int32) -> OutputJournal? {
        let fd = openat(place, name, O_RDONLY | O_NOFOLLOW | O_CLOEXEC | O_NONBLOCK)
        guard fd >= 0 else { return nil }
        defer { close(fd) }
        let bytes = FileSystem.readAll(fd, limit: maximumJournalBytes)
        return OutputJournal.parse(String(decoding: bytes, as: UTF8.self))
    }
}
