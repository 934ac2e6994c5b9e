import Foundation

/// The outputs of one `refreshkit render`, staged beside their places and moved there together
/// only when everything is complete: a failure or an interruption at any point leaves what was
/// there before and removes what was started. A run changes only its destinations and its own
/// temporaries: what a killed run left is named in a note, never touched (``OutputLeftovers``).
/// Every destination is checked before anything is drawn (``OutputCheck``) and again just
/// before the first rename.
/// docs/cli.md ("How `render` writes: the design") describes the design.
final class OutputTransaction {
    /// What the command writes.
    enum Request {
        /// One output at `path`.
        case single(path: String, shape: OutputCheck.Shape)
        /// `--all`: outputs named `entries` in the directory `directory`.
        case all(directory: String, entries: [(name: String, shape: OutputCheck.Shape)])
    }

    /// Where one output is written while the render runs.
    enum Target {
        case file(OutputFile)
        case frames(OutputFolder)
    }

    /// One output moved into place at the commit (standard output has none).
    struct Unit {
        var name: String
        var shape: OutputCheck.Shape
        var shown: String
        var descriptor: Int32 = -1
        /// Whether the staged output has its name beside the destination: a folder, a file the
        /// file system cannot create unnamed, every file once the commit names it.
        var isNamed = false
        var existing: FileSystem.Status?
    }

    /// Where each requested output goes.
    private enum Slot {
        case unit(Int)
        case stream(shown: String)
    }

    /// The paths written, in the order requested, as the listing prints them (none for
    /// standard output).
    private(set) var printedPaths: [String] = []
    /// One line when the folder the outputs go to holds temporaries of killed runs (``OutputLeftovers``).
    private(set) var notes: [String] = []

    // State shared with OutputTransaction+Commit.swift; changed only under `lock`.
    let lock = NSLock()
    let id = FileSystem.randomID()
    /// The directory the units are renamed in (-1 for standard output).
    var place: Int32 = -1
    var units: [Unit] = []
    private var slots: [Slot] = []
    /// The file standard output (or a device) receives, once complete, and its descriptor.
    var anonymous: OutputFile?
    var stream: Int32 = 1
    var isFinished = false
    /// Whether every output reached its place.
    var isCommitted = false

    /// Checks every destination of `request`, notes what killed runs left there, and creates a
    /// missing `--all` directory (with its parents).
    ///
    /// - Throws: ``RenderFailure`` naming the first destination that may not be written.
    init(_ request: Request) throws {
        SignalGuard.watch(self)
        do {
            switch request {
            case let .single(path, shape): try prepareSingle(path, shape: shape)
            case let .all(directory, entries): try prepareAll(directory, entries: entries)
            }
        } catch {
            rollback()
            throw error
        }
    }

    deinit { rollback() }

    // MARK: Preparing

    private func prepareSingle(_ path: String, shape: OutputCheck.Shape) throws {
        try OutputPath.checkText(path)
        // `-` (or a path that is standard output): written to standard output once complete.
        if path == OutputPath.standardOutput || OutputPath.isStandardOutput(path) {
            guard shape == .file else { throw Self.notOneFile(path) }
            publish(units: [], slots: [.stream(shown: path)])
            return
        }
        // A character device you may write (`/dev/null`): written to once complete, as standard
        // output is.
        if let device = OutputPath.openDevice(path) {
            stream = device
            guard shape == .file else { throw Self.notOneFile(path, is: "a character device") }
            publish(units: [], slots: [.stream(shown: path)])
            printedPaths = [path]
            return
        }
        if shape == .file, path.hasSuffix("/") {
            throw RenderFailure("--out \(path.quotedInput()) ends in '/', which names a directory; pass a file path")
        }
        let shown = OutputPath.trimmed(path)
        var (directory, name) = OutputPath.split(shown)
        guard !["", ".", ".."].contains(name) else {
            throw RenderFailure(
                "--out \(path.quotedInput()) names a directory by '\(name.isEmpty ? "/" : name)'; pass "
                    + (shape == .file ? "a file path" : "the path of a new directory, or of one that holds only frames")
            )
        }
        // A symbolic link is followed: its final target is replaced and the link stays.
        if case let .success(status) = FileSystem.status(shown, in: AT_FDCWD), status.kind == .symbolicLink {
            guard let target = OutputPath.resolved(shown) else {
                throw RenderFailure(
                    "--out \(path.quotedInput()) is a symbolic link that leads nowhere (a missing target or a "
                        + "loop); refreshkit writes through a link only to an existing file: pass the target's path or another --out"
                )
            }
            (directory, name) = OutputPath.split(target)
        }
        var unit = Unit(name: name, shape: shape, shown: shown)
        try openPlace(directory, shown: shown) {
            unit.existing = try OutputCheck.check(name, shape: shape, in: place, shown: shown)
            try OutputCheck.checkReplaceable(unit.existing, name: name, in: place, shown: shown)
        }
        publish(units: [unit], slots: [.unit(0)])
        printedPaths = [shown]
    }

    private func prepareAll(_ path: String, entries: [(name: String, shape: OutputCheck.Shape)]) throws {
        try OutputPath.checkText(path)
        if path == OutputPath.standardOutput || OutputPath.isStandardOutput(path) { throw Self.notOneFile(path) }
        var directory = OutputPath.trimmed(path)
        let shown = directory
        switch FileSystem.status(directory, in: AT_FDCWD) {
        case let .failure(error) where error.code == ENOENT:
            let name = OutputPath.split(directory).name
            guard ![".", ".."].contains(name) else {
                throw RenderFailure(
                    "--out \(path.quotedInput()) names a directory by '\(name)'; pass a directory path for --all")
            }
            // Made now, with its parents, and left when the run fails (another run may be writing
            // into it by then); its outputs are committed into it as into any folder.
            try createParents(directory, shown: path)
        case let .failure(error):
            throw RenderFailure("--out \(path.quotedInput()) cannot be checked: \(error.reason); pass another --out")
        case .success:
            break
        }
        if case let .success(status) = FileSystem.status(directory, in: AT_FDCWD) {
            if status.kind == .symbolicLink {
                guard let target = OutputPath.resolved(directory),
                    (try? FileSystem.status(path: target).get())?.kind == .directory
                else {
                    throw RenderFailure(
                        "--out \(path.quotedInput()) is a symbolic link that does not lead to a directory; "
                            + "pass a directory path for --all")
                }
                directory = target
            } else if status.kind != .directory {
                throw RenderFailure(
                    "--out \(path.quotedInput()) is a file, not a directory; pass a directory path for --all")
            }
        }
        var units: [Unit] = []
        try openPlace(directory, shown: shown) {
            for entry in entries {
                var unit = Unit(name: entry.name, shape: entry.shape, shown: "\(shown)/\(entry.name)")
                unit.existing = try OutputCheck.check(
                    entry.name, shape: entry.shape, in: place, shown: unit.shown, isFolderEntry: true)
                units.append(unit)
            }
            try OutputCheck.checkReplaceable(nil, name: ".", in: place, shown: shown)
        }
        publish(units: units, slots: units.indices.map { .unit($0) })
        printedPaths = entries.map { "\(shown)/\($0.name)" }
    }

    /// Standard output asked to take several files (`--all`, a folder of frames).
    private static func notOneFile(_ path: String, is what: String = "standard output") -> RenderFailure {
        RenderFailure(
            "--out \(path.quotedInput()) is \(what), which takes one file; --all and a png/svg cycle write "
                + "several: pass a directory path (or --format gif, or --state for one moment)")
    }

    /// Opens the directory the outputs go to, then, holding its lock, notes what killed runs
    /// left there and runs `checks`.
    private func openPlace(_ directory: String, shown: String, checks: () throws -> Void) throws {
        switch FileSystem.openDirectory(directory) {
        case let .success(fd):
            lock.lock()
            place = fd
            lock.unlock()
        case let .failure(error) where error.code == ENOENT:
            throw RenderFailure(
                "--out \(shown.quotedInput()): the directory \(directory.quotedInput()) does not exist; "
                    + "create it or pass another --out")
        case let .failure(error) where error.code == ENOTDIR:
            throw RenderFailure(
                "--out \(shown.quotedInput()): \(directory.quotedInput()) is a file, not a directory; "
                    + "pass another --out")
        case let .failure(error):
            throw RenderFailure(
                "--out \(shown.quotedInput()): cannot open the directory \(directory.quotedInput()): "
                    + "\(error.reason); pass another --out")
        }
        try withFolderLock {
            notes = OutputLeftovers.note(in: place, shown: directory).map { [$0] } ?? []
            try checks()
        }
    }

    /// Runs `body` holding the `flock` of the directory the outputs go to.
    func withFolderLock<T>(_ body: () throws -> T) rethrows -> T {
        FileSystem.lock(place)
        defer { FileSystem.unlock(place) }
        return try body()
    }

    /// Creates the missing directories of `path` (as `mkdir -p`).
    private func createParents(_ path: String, shown: String) throws {
        var missing: [String] = []
        var current = path
        while case let .failure(error) = FileSystem.status(path: current), error.code == ENOENT {
            missing.append(current)
            let parent = OutputPath.split(current).directory
            guard parent != current else { break }
            current = parent
        }
        for (count, directory) in missing.reversed().enumerated() {
            // Made under the lock: none is made once an interruption began.
            lock.lock()
            let interrupted = isFinished
            let error = interrupted || mkdir(directory, 0o777) == 0 ? 0 : errno
            lock.unlock()
            guard !interrupted else { throw RenderFailure("the run was interrupted; nothing was written") }
            if error == 0 {
                Failpoint.reached("parent-made", count: count + 1, signal: SIGINT)  // the lock free for it
            } else if error != EEXIST {  // One made by another run meanwhile is used.
                throw RenderFailure(
                    "cannot create the directory \(directory.quotedInput()) for --all: "
                        + "\(FileSystem.reason(error)); pass a writable --out")
            }
        }
    }

    func stagedName(_ index: Int) -> String { OutputLeftovers.stagedName(token: id, index: index) }

    /// Makes the prepared outputs the transaction's, under ``lock``: the thread that handles a
    /// signal reads them (to remove what was staged) while this one runs.
    private func publish(units: [Unit], slots: [Slot]) {
        lock.lock()
        defer { lock.unlock() }
        self.units = units
        self.slots = slots
    }

    /// Output `index` as messages name it.
    func shown(_ index: Int) -> String {
        lock.lock()
        defer { lock.unlock() }
        switch slots[index] {
        case let .unit(unit): return units[unit].shown
        case let .stream(shown): return shown
        }
    }

    // MARK: Staging

    /// Where output `index` of the request is to be written: a new file, or a new folder for
    /// frames, that reaches its place only on ``commit()``.
    ///
    /// - Throws: ``RenderFailure`` when it cannot be created (a full disk, a read-only file
    ///   system) or the run was interrupted.
    func target(_ index: Int) throws -> Target {
        lock.lock()
        defer { lock.unlock() }
        guard !isFinished else { throw RenderFailure("the run was interrupted; nothing was written") }
        switch slots[index] {
        case let .stream(shown):
            let file = try anonymousFile(shown: shown)
            anonymous = file
            return .file(file)
        case let .unit(unit):
            try stage(unit)
            let shown = units[unit].shown
            if units[unit].shape == .frames { return .frames(folder(units[unit].descriptor, shown: shown)) }
            return .file(OutputFile(descriptor: units[unit].descriptor, shown: shown, closesWhenFinished: false))
        }
    }

    private func stage(_ index: Int) throws {
        guard units[index].descriptor < 0 else { return }
        // A file is created with no name (`O_TMPFILE`) and named at the commit; a folder of
        // frames, or a file where the file system cannot do that, is created exclusively under
        // an unguessable name of the tool's own (`.refreshkit-TOKEN-N.tmp`, as `mkdtemp` makes
        // one), holding the folder's lock. Either way no other run can see it while it is
        // written, and at the commit it takes the destination's name: the destination is
        // replaced, never written into, and keeps its permission bits. The run holds its `flock`
        // while it lives, so another run sees the name is in use (``OutputLeftovers``).
        let created: Result<Int32, Errno>
        if units[index].shape == .file, let fd = FileSystem.createUnnamedFile(in: place) {
            FileSystem.lock(fd)
            created = .success(fd)
        } else {
            created = withFolderLock {
                let made =
                    units[index].shape == .file
                    ? FileSystem.createFile(stagedName(index), in: place)
                    : FileSystem.createDirectory(stagedName(index), in: place)
                if case let .success(fd) = made { FileSystem.lock(fd) }  // before another run can look
                return made
            }
            units[index].isNamed = true
        }
        guard case let .success(fd) = created else {
            throw RenderFailure(
                "cannot create a file beside \(units[index].shown.quotedInput()): \(created.errorReason); "
                    + "pass a writable --out")
        }
        units[index].descriptor = fd
    }

    private func folder(_ fd: Int32, shown: String) -> OutputFolder {
        OutputFolder(shown: shown) { [unowned self] name in
            lock.lock()
            defer { lock.unlock() }
            guard !isFinished else { throw RenderFailure("the run was interrupted; nothing was written") }
            guard case let .success(file) = FileSystem.createFile(name, in: fd) else {
                throw RenderFailure(
                    "cannot create a frame in \(shown.quotedInput()): \(FileSystem.reason(errno)); "
                        + "pass a writable --out")
            }
            return OutputFile(descriptor: file, shown: shown, closesWhenFinished: true)
        }
    }

    /// A file with no name in the temporary directory, for what goes to standard output.
    private func anonymousFile(shown: String) throws -> OutputFile {
        let directory = ProcessInfo.processInfo.environment["TMPDIR"].flatMap { $0.isEmpty ? nil : $0 } ?? "/tmp"
        var fd = open(directory, FileSystem.unnamedFileFlags | O_RDWR | O_CLOEXEC, 0o600)
        if fd < 0 {
            let name = "\(directory)/\(OutputLeftovers.prefix)\(FileSystem.randomID())-0.tmp"
            fd = open(name, O_RDWR | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o600)
            if fd >= 0 { unlink(name) }
        }
        guard fd >= 0 else {
            throw RenderFailure(
                "cannot create a temporary file in \(directory.quotedInput()) for standard output: "
                    + "\(FileSystem.reason(errno)); set TMPDIR to a writable directory")
        }
        return OutputFile(descriptor: fd, shown: shown, closesWhenFinished: false)
    }
}

extension Result where Failure == Errno {
    /// The system's words for the failure ("" on success).
    var errorReason: String {
        if case let .failure(error) = self { return error.reason }
        return ""
    }
}
