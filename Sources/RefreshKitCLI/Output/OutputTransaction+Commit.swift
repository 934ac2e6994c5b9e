import Foundation
import RefreshKitRender

extension OutputTransaction {
    /// Moves everything staged into place, after checking every destination again (nothing is
    /// renamed when one may no longer be replaced), holding the folder's lock. One output is one
    /// rename (a folder of frames, or a file that keeps the earlier one for an undo, swapped with
    /// it); a failure part way puts back what was moved: the outputs hold the old set or the new
    /// one. A run killed (`SIGKILL`) between two renames leaves each output whole, old or new, and
    /// its temporaries beside them. Standard output (or a device) receives its file now.
    ///
    /// - Throws: ``RenderFailure`` naming the output that could not be moved (nothing changed),
    ///   or ``WriteFailure`` when standard output cannot take the file (a device that cannot is a
    ///   ``RenderFailure``).
    func commit() throws {
        lock.lock()
        defer { lock.unlock() }
        guard !isFinished else { throw RenderFailure("the run was interrupted; nothing was written") }
        defer { close() }
        if let anonymous {
            try copy(anonymous)
            return
        }
        guard place >= 0 else { return }
        try withFolderLock {
            do {
                try moveIntoPlace(units.indices.filter { units[$0].descriptor >= 0 })
            } catch {
                removeStaged()
                throw error
            }
        }
        isCommitted = true
    }

    private func moveIntoPlace(_ staged: [Int]) throws {
        for index in staged {
            units[index].existing = try OutputCheck.check(
                units[index].name, shape: units[index].shape, in: place, shown: units[index].shown)
            try prepareForRename(units[index])
        }
        // The frames of a folder, flushed at once before anything is renamed.
        if staged.contains(where: { units[$0].shape == .frames }), let error = FileSystem.syncFileSystem(place) {
            throw RenderFailure("cannot write --out \(units[staged[0]].shown.quotedInput()): \(error.reason)")
        }
        let moves = staged.map(move)
        for index in staged where !units[index].isNamed {
            if let error = FileSystem.name(units[index].descriptor, as: stagedName(index), in: place) {
                throw RenderFailure("cannot write beside \(units[index].shown.quotedInput()): \(error.reason)")
            }
            units[index].isNamed = true
        }
        var renames = 0
        if let (move, error) = OutputMoves.commit(
            moves, in: place,
            renamed: {
                renames += 1
                Failpoint.reached("commit-rename", count: renames)
            })
        {
            let shown = units.first { $0.name == move.name }?.shown ?? move.name
            throw RenderFailure(
                "cannot move the finished output to \(shown.quotedInput()): \(error.reason); nothing was changed")
        }
    }

    /// Removes everything staged; the destinations keep what they held (and a directory made
    /// for `--all` stays).
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

    /// The commit's move of output `index`.
    private func move(_ index: Int) -> OutputMoves.Move {
        let unit = units[index]
        return OutputMoves.Move(
            name: unit.name, staged: stagedName(index), isFolder: unit.shape == .frames,
            new: FileSystem.status(descriptor: unit.descriptor)?.inode ?? 0, old: unit.existing?.inode ?? 0)
    }

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
            throw RenderFailure("cannot write --out \(unit.shown.quotedInput()): \(error.reason)")
        }
    }

    /// Removes every staged output that has a name (an unnamed file goes with its descriptor).
    private func removeStaged() {
        for (index, unit) in units.enumerated() where place >= 0 && unit.descriptor >= 0 && unit.isNamed {
            OutputMoves.removeStaged(move(index), in: place)
        }
    }

    /// Copies the finished file to standard output, or to the device of `--out`.
    private func copy(_ file: OutputFile) throws {
        lseek(file.descriptor, 0, SEEK_SET)
        var chunk = [UInt8](repeating: 0, count: 64 * 1024)
        while true {
            let count = chunk.withUnsafeMutableBytes { Glibc.read(file.descriptor, $0.baseAddress, $0.count) }
            if count < 0, errno == EINTR { continue }
            guard count > 0 else { return }
            if let code = chunk.withUnsafeBytes({
                FileIO.writeAll(UnsafeRawBufferPointer(rebasing: $0[0..<count]), to: stream)
            }) {
                if stream != 1 {
                    throw RenderFailure("cannot write --out \(file.shown.quotedInput()): \(FileSystem.reason(code))")
                }
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
        if stream > 2 { Glibc.close(stream) }
        if place >= 0 { Glibc.close(place) }
        units = units.map {
            var unit = $0
            unit.descriptor = -1
            return unit
        }
        place = -1
        anonymous = nil
        stream = 1
    }
}
