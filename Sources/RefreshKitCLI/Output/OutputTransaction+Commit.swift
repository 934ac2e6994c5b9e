import Foundation
import RefreshKitRender

extension OutputTransaction {
    /// Moves everything staged into place, after checking every destination again (nothing is
    /// renamed when one may no longer be replaced). One rename is atomic by itself; more are
    /// journaled, and a failure part way puts back what was moved: the outputs hold the old set
    /// or the new one. Standard output receives its file now.
    ///
    /// - Throws: ``RenderFailure`` naming the output that could not be moved (nothing changed),
    ///   or ``WriteFailure`` when standard output cannot take the file.
    func commit() throws {
        lock.lock()
        defer { lock.unlock() }
        guard !isFinished else { throw RenderFailure("the run was interrupted; nothing was written") }
        defer { close() }
        if let anonymous {
            try copyToStandardOutput(anonymous)
            return
        }
        guard place >= 0 else { return }
        _ = FileSystem.lock(place)
        defer { FileSystem.unlock(place) }
        let staged = units.indices.filter { units[$0].descriptor >= 0 }
        do {
            for index in staged {
                let unit = units[index]
                units[index].existing = try OutputCheck.check(
                    unit.name, shape: unit.shape, in: place, shown: unit.shown)
            }
        } catch {
            removeStaged()
            throw error
        }
        for index in staged { try prepareForRename(units[index]) }
        // The frames of a folder, flushed at once before anything is renamed.
        if staged.contains(where: { units[$0].shape == .frames }), let error = FileSystem.syncFileSystem(place) {
            removeStaged()
            throw RenderFailure("cannot write --out \(units[staged[0]].shown.quotedInput()): \(error.reason)")
        }
        let entries = staged.map { index in
            OutputJournal.Entry(
                isFolder: units[index].shape != .file, inode: units[index].inode, final: units[index].name,
                staged: units[index].stagedName, backup: units[index].backupName)
        }
        if entries.count == 1, !(entries[0].isFolder && units[staged[0]].existing != nil) {
            let unit = units[staged[0]]
            if let error = FileSystem.rename(unit.stagedName, to: unit.name, in: place, noReplace: unit.existing == nil)
            {
                removeStaged()
                throw RenderFailure(
                    "cannot move the finished output to \(unit.shown.quotedInput()): \(error.reason); "
                        + "nothing was changed")
            }
        } else if !entries.isEmpty {
            try commitJournaled(entries)
        }
        _ = FileSystem.sync(place)
        isCommitted = true
    }

    /// Removes everything staged (and the directories made for a new `--all` directory); the
    /// destinations keep what they held.
    func rollback() {
        lock.lock()
        defer { lock.unlock() }
        guard !isFinished else { return }
        removeStaged()
        close()
    }

    /// For an interruption (a signal): rolls back unless the commit is done, and keeps the lock
    /// so nothing more is created before the process exits.
    ///
    /// - Returns: Whether every output had been written before the interruption.
    func interrupt() -> Bool {
        lock.lock()
        guard !isFinished else { return isCommitted }
        removeStaged()
        isFinished = true
        return false
    }

    // MARK: Steps

    /// Gives a staged output the destination's permission bits (and, where the process may,
    /// its owner and group) and flushes it.
    private func prepareForRename(_ unit: Unit) throws {
        if let existing = unit.existing {
            if let own = FileSystem.status(descriptor: unit.descriptor),
                own.owner != existing.owner || own.group != existing.group
            {
                _ = fchown(unit.descriptor, existing.owner, existing.group)
            }
            _ = fchmod(unit.descriptor, mode_t(existing.mode & 0o777))
        }
        if let error = FileSystem.sync(unit.descriptor) {
            removeStaged()
            throw RenderFailure("cannot write --out \(unit.shown.quotedInput()): \(error.reason)")
        }
    }

    /// Writes the journal, moves every output, and removes the journal and the earlier outputs.
    private func commitJournaled(_ entries: [OutputJournal.Entry]) throws {
        let journalName = OutputJournal.name(id: id)
        let journal = OutputJournal(entries: entries)
        guard case let .success(fd) = FileSystem.createFile(journalName, in: place) else {
            let reason = FileSystem.reason(errno)
            removeStaged()
            throw RenderFailure("cannot write beside \(units[0].shown.quotedInput()): \(reason); pass a writable --out")
        }
        let written = Array(journal.text.utf8).withUnsafeBytes { FileIO.writeAll($0, to: fd) }
        let synced = FileSystem.sync(fd)
        Glibc.close(fd)
        guard written == nil, synced == nil else {
            FileSystem.remove(journalName, in: place)
            removeStaged()
            throw RenderFailure(
                "cannot write beside \(units[0].shown.quotedInput()): "
                    + "\(FileSystem.reason(written ?? synced?.code ?? EIO)); pass a writable --out")
        }
        _ = FileSystem.sync(place)
        var renames = 0
        do throws(OutputMoves.Failure) {
            for entry in entries {
                try OutputMoves.forward(entry, in: place) {
                    renames += 1
                    Failpoint.reached("commit-rename", count: renames)
                }
            }
        } catch {
            for entry in entries.reversed() { OutputMoves.undo(entry, in: place) }
            removeStaged()
            FileSystem.remove(journalName, in: place)
            let shown = units.first { $0.name == error.name }?.shown ?? error.name
            throw RenderFailure(
                "cannot move the finished output to \(shown.quotedInput()): \(error.reason); "
                    + "nothing was changed")
        }
        _ = FileSystem.sync(place)
        for entry in entries { OutputMoves.dropBackup(entry, in: place) }
        FileSystem.remove(journalName, in: place)
    }

    /// Removes every staged output still at its staged name, and the directories made for a
    /// new `--all` directory.
    private func removeStaged() {
        if place >= 0 {
            for unit in units where unit.descriptor >= 0 {
                OutputMoves.removeStaged(
                    OutputJournal.Entry(
                        isFolder: unit.shape != .file, inode: unit.inode, final: unit.name,
                        staged: unit.stagedName, backup: unit.backupName), in: place)
            }
        }
        for directory in createdDirectories.reversed() { rmdir(directory) }
        createdDirectories = []
    }

    /// Copies the finished file to standard output.
    private func copyToStandardOutput(_ file: OutputFile) throws {
        lseek(file.descriptor, 0, SEEK_SET)
        var chunk = [UInt8](repeating: 0, count: 64 * 1024)
        while true {
            let count = chunk.withUnsafeMutableBytes { Glibc.read(file.descriptor, $0.baseAddress, $0.count) }
            if count < 0, errno == EINTR { continue }
            guard count > 0 else { return }
            if let code = chunk.withUnsafeBytes({
                FileIO.writeAll(UnsafeRawBufferPointer(rebasing: $0[0..<count]), to: 1)
            }) {
                StandardStream.error.write(
                    "refreshkit render: cannot write to standard output: \(FileSystem.reason(code))\n")
                throw WriteFailure()
            }
        }
    }

    /// Ends the transaction: closes every descriptor it holds (and with them its locks).
    private func close() {
        isFinished = true
        SignalGuard.unwatch(self)
        for unit in units where unit.descriptor >= 0 { Glibc.close(unit.descriptor) }
        if let anonymous { Glibc.close(anonymous.descriptor) }
        if place >= 0 { Glibc.close(place) }
        units = units.map {
            var unit = $0
            unit.descriptor = -1
            return unit
        }
        place = -1
        anonymous = nil
    }
}
