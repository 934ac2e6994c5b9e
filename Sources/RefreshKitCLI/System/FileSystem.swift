#if canImport(Glibc)
import Glibc
#endif

/// The system calls the output code is built on, relative to open directories (`openat`,
/// `renameat`, `fstatat`…) so a path's directories cannot be swapped between a check and a write,
/// with failures as `errno` values.
enum FileSystem {
    /// What a directory entry is.
    enum Kind: Equatable {
        case regular, directory, symbolicLink, fifo, socket, characterDevice, blockDevice, unknown

        /// The kind in words, with its article: "a FIFO (named pipe)".
        var phrase: String {
            switch self {
            case .regular: "a regular file"
            case .directory: "a directory"
            case .symbolicLink: "a symbolic link"
            case .fifo: "a FIFO (named pipe)"
            case .socket: "a socket"
            case .characterDevice: "a character device"
            case .blockDevice: "a block device"
            case .unknown: "not a regular file"
            }
        }
    }

    /// What `stat` says of an entry.
    struct Status: Equatable {
        var kind: Kind
        var device: UInt64
        var inode: UInt64
        /// The permission bits (`0o777`) and the set-id and sticky bits.
        var mode: UInt32
        var owner: UInt32
        var group: UInt32
        var links: UInt64

        init(_ info: stat) {
            switch info.st_mode & S_IFMT {
            case S_IFREG: kind = .regular
            case S_IFDIR: kind = .directory
            case S_IFLNK: kind = .symbolicLink
            case S_IFIFO: kind = .fifo
            case S_IFSOCK: kind = .socket
            case S_IFCHR: kind = .characterDevice
            case S_IFBLK: kind = .blockDevice
            default: kind = .unknown
            }
            device = UInt64(info.st_dev)
            inode = UInt64(info.st_ino)
            mode = UInt32(info.st_mode) & 0o7777
            owner = info.st_uid
            group = info.st_gid
            links = UInt64(info.st_nlink)
        }

        /// Whether `other` is the same file (device and inode).
        func isSameFile(as other: Status) -> Bool { device == other.device && inode == other.inode }
    }

    /// `RENAME_NOREPLACE`: the rename fails with `EEXIST` when the target exists.
    static let renameNoReplace: UInt32 = 1
    /// `RENAME_EXCHANGE`: the two entries swap names.
    static let renameExchange: UInt32 = 2
    /// `O_TMPFILE`: a file with no name in the directory opened.
    static let unnamedFileFlags: Int32 = 0o2000_0000 | O_DIRECTORY

    /// The C library's description of `code`, in lower case: "permission denied"; for `EFBIG`,
    /// also which limit it is.
    static func reason(_ code: Int32) -> String {
        let text = strerror(code).map { String(cString: $0).lowercased() } ?? "error \(code)"
        return code == EFBIG ? text + " for the process's file-size limit (ulimit -f)" : text
    }

    /// A reason the renderer gave as text, with a file-size limit's said as ``reason(_:)`` says it.
    static func reason(_ text: String) -> String { reason(EFBIG).hasPrefix(text + " for ") ? reason(EFBIG) : text }

    /// The entry `name` of the directory `directory` (not following a final symbolic link unless
    /// `following`), or the `errno` of the failure.
    static func status(_ name: String, in directory: Int32, following: Bool = false) -> Result<Status, Errno> {
        var info = stat()
        guard fstatat(directory, name, &info, following ? 0 : AT_SYMLINK_NOFOLLOW) == 0 else {
            return .failure(Errno(errno))
        }
        return .success(Status(info))
    }

    /// The file `path` (following symbolic links), or the `errno` of the failure.
    static func status(path: String) -> Result<Status, Errno> { status(path, in: AT_FDCWD, following: true) }

    /// The file open as `descriptor`.
    static func status(descriptor: Int32) -> Status? {
        var info = stat()
        guard fstat(descriptor, &info) == 0 else { return nil }
        return Status(info)
    }

    /// Opens the directory at `path` (following symbolic links) for `*at` calls.
    static func openDirectory(_ path: String) -> Result<Int32, Errno> {
        let fd = open(path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        return fd >= 0 ? .success(fd) : .failure(Errno(errno))
    }

    /// Opens the directory `name` inside `directory`, never through a symbolic link.
    static func openDirectory(_ name: String, in directory: Int32) -> Result<Int32, Errno> {
        let fd = openat(directory, name, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
        return fd >= 0 ? .success(fd) : .failure(Errno(errno))
    }

    /// Creates the regular file `name` in `directory` for writing, only if nothing has that name
    /// (`O_CREAT | O_EXCL | O_NOFOLLOW`), with the mode `0o666` less the umask.
    static func createFile(_ name: String, in directory: Int32) -> Result<Int32, Errno> {
        let fd = openat(directory, name, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o666)
        return fd >= 0 ? .success(fd) : .failure(Errno(errno))
    }

    /// A new regular file with no name in `directory` for writing (`O_TMPFILE`), which
    /// ``name(_:as:in:)`` can give a name; nil where the file system has no such files or
    /// `/proc/self/fd`, through which it is named, is missing.
    static func createUnnamedFile(in directory: Int32) -> Int32? {
        guard access("/proc/self/fd", X_OK) == 0 else { return nil }
        let fd = openat(directory, ".", unnamedFileFlags | O_WRONLY | O_CLOEXEC, 0o666)
        return fd >= 0 ? fd : nil
    }

    /// Gives the unnamed file open as `descriptor` the name `name` in `directory`, failing
    /// (`EEXIST`) if anything has it.
    static func name(_ descriptor: Int32, as name: String, in directory: Int32) -> Errno? {
        linkat(AT_FDCWD, "/proc/self/fd/\(descriptor)", directory, name, AT_SYMLINK_FOLLOW) == 0 ? nil : Errno(errno)
    }

    /// Creates the directory `name` in `directory` (failing if anything has that name) and
    /// opens it.
    static func createDirectory(_ name: String, in directory: Int32) -> Result<Int32, Errno> {
        guard mkdirat(directory, name, 0o777) == 0 else { return .failure(Errno(errno)) }
        return openDirectory(name, in: directory)
    }

    /// Renames `from` to `to` inside `directory`; with `noReplace`, fails (`EEXIST`) rather than
    /// replace an existing `to` where the file system can say so.
    static func rename(_ from: String, to: String, in directory: Int32, noReplace: Bool = false) -> Errno? {
        if noReplace, let renameat2 {
            if renameat2(directory, from, directory, to, renameNoReplace) == 0 { return nil }
            // File systems without RENAME_NOREPLACE: check, then rename.
            guard errno == EINVAL || errno == ENOSYS else { return Errno(errno) }
            if case .success = status(to, in: directory) { return Errno(EEXIST) }
        }
        return renameat(directory, from, directory, to) == 0 ? nil : Errno(errno)
    }

    /// Swaps the entries `a` and `b` of `directory` in one step (`RENAME_EXCHANGE`). Where the
    /// file system cannot, `b` goes aside (as a second name where it takes one, so a file is
    /// never missing), `a` takes its name and `b` takes `a`'s.
    static func exchange(_ a: String, _ b: String, in directory: Int32) -> Errno? {
        if let renameat2 {
            if renameat2(directory, a, directory, b, renameExchange) == 0 { return nil }
            let code = errno
            guard code == EINVAL || code == ENOSYS || code == EOPNOTSUPP else { return Errno(code) }
        }
        let aside = a + "~"
        let linked = linkat(directory, b, directory, aside, 0) == 0
        if !linked, let error = rename(b, to: aside, in: directory, noReplace: true) { return error }
        if let error = rename(a, to: b, in: directory) {
            _ = linked ? remove(aside, in: directory) : rename(aside, to: b, in: directory)
            return error
        }
        return rename(aside, to: a, in: directory)
    }

    /// Removes the file (or, with `directory: true`, the empty directory) `name`.
    @discardableResult
    static func remove(_ name: String, in parent: Int32, isDirectory: Bool = false) -> Errno? {
        unlinkat(parent, name, isDirectory ? AT_REMOVEDIR : 0) == 0 ? nil : Errno(errno)
    }

    /// The names in the open directory `directory` (without `.` and `..`), or nil when it cannot
    /// be read.
    static func names(in directory: Int32) -> [String]? {
        let copy = openat(directory, ".", O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard copy >= 0, let stream = fdopendir(copy) else { return nil }
        defer { closedir(stream) }
        var names: [String] = []
        while let entry = readdir(stream) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
            }
            if name != "." && name != ".." { names.append(name) }
        }
        return names
    }

    /// Up to `limit` bytes read from `descriptor` (to its end, or until a read fails).
    static func readAll(_ descriptor: Int32, limit: Int) -> [UInt8] {
        var bytes = [UInt8](repeating: 0, count: limit), count = 0
        while count < limit {
            let read = bytes[count...].withUnsafeMutableBytes { Glibc.read(descriptor, $0.baseAddress, $0.count) }
            if read < 0, errno == EINTR { continue }
            guard read > 0 else { break }
            count += read
        }
        return Array(bytes.prefix(count))
    }

    /// Whether the process may write the entry `name` of `directory` (with its effective ids).
    static func mayWrite(_ name: String, in directory: Int32) -> Bool {
        faccessat(directory, name, W_OK, AT_EACCESS) == 0
    }

    /// Whether the process may add and remove entries of the directory open as `directory`.
    static func mayChange(directory: Int32) -> Bool {
        faccessat(directory, ".", W_OK | X_OK, AT_EACCESS) == 0
    }

    /// Flushes the file or directory open as `descriptor` to its device.
    static func sync(_ descriptor: Int32) -> Errno? {
        fsync(descriptor) == 0 || errno == EINVAL ? nil : Errno(errno)
    }

    /// Flushes every file of the file system that holds `descriptor` (`syncfs`): one call for a
    /// folder of many frames, rather than one `fsync` each; falls back to `fsync` of `descriptor`.
    static func syncFileSystem(_ descriptor: Int32) -> Errno? {
        if let syncfs, syncfs(descriptor) == 0 { return nil }
        return sync(descriptor)
    }

    /// Takes the exclusive `flock` of `descriptor`, waiting for it.
    static func lock(_ descriptor: Int32) { while flock(descriptor, LOCK_EX) != 0 && errno == EINTR {} }

    /// Releases the `flock` of `descriptor`.
    static func unlock(_ descriptor: Int32) { _ = flock(descriptor, LOCK_UN) }

    /// Sixteen hexadecimal digits from the system's random source: the unguessable part of a
    /// temporary name.
    static func randomID() -> String {
        var generator = SystemRandomNumberGenerator()
        let value: UInt64 = generator.next()
        let hex = String(value, radix: 16)
        return String(repeating: "0", count: 16 - hex.count) + hex
    }

    /// `syncfs` from the C library (looked up, as the Swift module does not declare it).
    private static let syncfs = dlsym(nil, "syncfs").map {
        unsafeBitCast($0, to: (@convention(c) (Int32) -> Int32).self)
    }

    /// `renameat2` from the C library (looked up, as the Swift module does not declare it).
    private typealias RenameAt2 =
        @convention(c) (Int32, UnsafePointer<CChar>, Int32, UnsafePointer<CChar>, UInt32) -> Int32
    private static let renameat2: RenameAt2? = dlsym(nil, "renameat2").map {
        unsafeBitCast($0, to: RenameAt2.self)
    }
}

/// An `errno` value.
struct Errno: Error, Equatable {
    let code: Int32
    init(_ code: Int32) { self.code = code }

    /// The system's words for it: "permission denied".
    var reason: String { FileSystem.reason(code) }
}
