#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// The rules for what `refreshkit render` may replace, checked before anything is drawn and
/// again, for every destination, just before the first rename:
///
/// - a **file** destination is absent, or a regular file the user may write, with no other name
///   (hard link), not someone else's in a sticky directory;
/// - a **frame folder** is absent, or a directory that holds nothing but regular files named as
///   frames are (``FrameName``), which the user may empty;
/// - anything else — a device it cannot open, a FIFO, a socket, a symbolic link met where none was resolved (an
///   `--all` folder's links are never followed: one could lead anywhere), a directory where a
///   file goes — is refused with one line that says what to pass.
enum OutputCheck {
    /// What a destination is to be.
    enum Shape: Equatable {
        case file, frames
    }

    /// The longest file name most file systems take (`NAME_MAX`), in bytes.
    static let maximumNameBytes = 255

    /// Checks the destination `name` of the open directory `place` (described as `shown` in
    /// messages) and returns what is there now (nil: nothing). `isFolderEntry`: an output of
    /// `--all` checked before drawing (a link there was not made during the render).
    ///
    /// - Throws: ``RenderFailure`` saying why it may not be replaced and what to pass instead.
    static func check(
        _ name: String, shape: Shape, in place: Int32, shown: String, isFolderEntry: Bool = false
    ) throws -> FileSystem.Status? {
        if name.utf8.count > maximumNameBytes {
            throw RenderFailure(
                "--out \(shown.quotedInput()): the name is \(name.utf8.count) bytes long, more than the "
                    + "\(maximumNameBytes) a file name may have; pass a shorter name")
        }
        let status: FileSystem.Status
        switch FileSystem.status(name, in: place) {
        case let .success(found): status = found
        case let .failure(error) where error.code == ENOENT: return nil
        case let .failure(error):
            throw RenderFailure("--out \(shown.quotedInput()) cannot be checked: \(error.reason); pass another --out")
        }
        switch (shape, status.kind) {
        case (.file, .regular):
            try checkReplaceable(status, name: name, in: place, shown: shown)
            if status.links > 1 {
                throw RenderFailure(
                    "--out \(shown.quotedInput()) has \(status.links) names (hard links); replacing it would leave "
                        + "the others with the old content: pass another --out, or remove the other links first")
            }
            guard FileSystem.mayWrite(name, in: place) else {
                throw RenderFailure(
                    "--out \(shown.quotedInput()) is read-only for you; make it writable (chmod u+w) if it is "
                        + "yours to replace, or pass another --out")
            }
        case (.file, .directory):
            throw RenderFailure(
                "--out \(shown.quotedInput()) is a directory; pass a file path (or --format png or svg "
                    + "without --state for a directory of frames)")
        case (.frames, .directory):
            try checkReplaceable(status, name: name, in: place, shown: shown)
            try checkFrames(name, in: place, shown: shown)
        case (.frames, .regular):
            throw RenderFailure(
                "--out \(shown.quotedInput()) is a file; pass a directory for the frames of a png/svg cycle")
        case (_, .symbolicLink):
            throw RenderFailure(
                "--out \(shown.quotedInput()) "
                    + (isFolderEntry
                        ? "is a symbolic link; --all writes only the entries of its own folder and never follows a "
                            + "link in it (it could lead anywhere): remove the link, or pass another --out"
                        : "became a symbolic link during the render; nothing was written: pass another --out"))
        default:
            throw RenderFailure(
                "--out \(shown.quotedInput()) is \(status.kind.phrase), not a regular file or a directory; "
                    + "refreshkit replaces files and folders of frames, and writes to standard output and to character "
                    + "devices it can open (as /dev/null), never into a FIFO, a socket or a block device: "
                    + "pass a file path, or - for standard output")
        }
        return status
    }

    /// Refuses a destination the user could not remove from `place`: a directory they may not
    /// change, or someone else's entry in a sticky directory (`/tmp`).
    static func checkReplaceable(_ status: FileSystem.Status?, name: String, in place: Int32, shown: String) throws {
        guard FileSystem.mayChange(directory: place) else {
            throw RenderFailure(
                "--out \(shown.quotedInput()): its directory is not writable for you; pass another --out")
        }
        let user = geteuid()
        guard let status, user != 0, let directory = FileSystem.status(descriptor: place),
            directory.mode & UInt32(S_ISVTX) != 0, user != directory.owner, user != status.owner
        else { return }
        throw RenderFailure(
            "--out \(shown.quotedInput()) belongs to someone else in a directory where only owners may replace "
                + "files (the sticky bit, as in /tmp); pass another --out")
    }

    /// Refuses a folder that holds anything but frames, or that the user may not empty.
    private static func checkFrames(_ name: String, in place: Int32, shown: String) throws {
        let folder: Int32
        switch FileSystem.openDirectory(name, in: place) {
        case let .success(fd): folder = fd
        case let .failure(error):
            throw RenderFailure("--out \(shown.quotedInput()) cannot be opened: \(error.reason); pass another --out")
        }
        defer { close(folder) }
        guard let names = FileSystem.names(in: folder) else {
            throw RenderFailure("--out \(shown.quotedInput()) cannot be read; pass another --out")
        }
        for entry in names.sorted() {
            let kind = (try? FileSystem.status(entry, in: folder).get())?.kind
            guard FrameName.isFrame(entry), kind == .regular else {
                let what = kind == .regular || !FrameName.isFrame(entry) ? "" : " (\(kind?.phrase ?? "unreadable"))"
                throw RenderFailure(
                    "--out \(shown.quotedInput()) holds \(entry.quotedInput())\(what), which is not a frame; "
                        + "pass an empty or new directory (a directory of frame-NNNN.png or .svg files only is replaced as a whole)"
                )
            }
        }
        guard names.isEmpty || FileSystem.mayChange(directory: folder) else {
            throw RenderFailure(
                "--out \(shown.quotedInput()): its frames may not be removed by you (the directory is read-only); "
                    + "pass another --out")
        }
    }
}
